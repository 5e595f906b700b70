// Builds the real app on a fresh test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) for
// fastify inject(), and checks every /api answer against the contract: a suite fails on its own when a
// handler answers something the contract does not allow. The check is central: every live test app is
// listed in a registry that tests/server/helpers/contract-guard.ts (a vitest setup file) drains after
// each test, failing that test with the violations it caused, and close() fails on any left over, so no
// suite has to remember to assert on `violations`.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import { loadContract } from '../../../server/contract/document';
import { createResponseChecker } from '../../../server/contract/responses';
import type { HandlerMap } from '../../../server/contract/types';
import type { Db } from '../../../server/db/client';
import { createTestDatabase, type DbTarget, type TestDatabase } from './db';
import { liveTestApps } from './violations';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  config: AppConfig;
  /** inject() that also records contract violations of operation answers. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Contract violations seen and not yet taken (operation, status, problems); the guard fails a test on any. */
  violations: string[];
  /** Answers and clears the violations seen so far: for a test that provokes one on purpose. */
  takeViolations(): string[];
  close(): Promise<void>;
}

export const contract = loadContract(loadConfig({}).contractPath);
export const checkResponse = createResponseChecker(contract);

export interface BuildTestAppOptions {
  handlers?: HandlerMap;
  config?: Partial<AppConfig>;
}

export async function buildTestApp(target: DbTarget, options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(target);
  const config: AppConfig = { ...loadConfig({ SEED_DEMO: '0' }), staticDir: '/nonexistent', ...options.config };
  const app = await buildApp({
    config,
    database,
    contract,
    handlers: options.handlers,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
  });

  const violations: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId || typeof payload !== 'string') return payload;
    // 501 (not implemented) is the server's own answer outside any operation's list.
    if (reply.statusCode === 501) return payload;
    const { ok, problems } = checkResponse(operationId, reply.statusCode, JSON.parse(payload));
    if (!ok) violations.push(`${operationId} ${reply.statusCode}: ${problems.join('; ')}`);
    return payload;
  });
  await app.ready();

  const testApp: TestApp = {
    app,
    db: database.db,
    database,
    config,
    request: (options) => app.inject(options),
    violations,
    takeViolations: () => violations.splice(0, violations.length),
    close: async () => {
      liveTestApps().delete(testApp);
      await app.close();
      await database.destroy();
      const left = testApp.takeViolations();
      if (left.length > 0) throw new Error(`contract violations after the last test:\n${left.join('\n')}`);
    },
  };
  liveTestApps().add(testApp);
  return testApp;
}


/** Makes the test app listen on a free loopback port (for real sockets: the hub, fetch); answers its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}
