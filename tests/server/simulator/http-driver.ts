// The simulator against a real server process (--kills): the player's and the operator's payment
// requests (deposits, withdrawals, cancels, operator confirmations, approvals and rejections) go over
// HTTP to `node server/main.ts` on the same PostgreSQL database, with the same Idempotency-Keys on every
// retry; the rest of the mix (game wallet, bonuses, sweeps) keeps running in this process on that
// database. The server is killed with SIGKILL in the middle of a batch and started again; requests cut
// off by the kill are sent again until answered, and the oracle accepts "applied once" from them
// whether the first attempt had committed or not.
//
// With several instances (`instances` > 1) the requests are spread over them as a load balancer would,
// a kill takes one instance down while the others go on serving, and with `redis` they share a Redis of
// their own (a private redis-server without persistence) that the run kills and brings back empty:
// the Redis loss. Money lives in PostgreSQL only, so a payment must be answered while Redis is gone; a
// 5xx then is a violation like any other outside a database or process fault.
import { sql } from 'drizzle-orm';
import { createOperatorSession } from '../../../server/operators/sessions';
import { createSession } from '../../../server/auth/sessions';
import { catalogue } from '../../../server/i18n/messages';
import { paymentMethods } from '../../../server/db/schema/payments';
import { eq } from 'drizzle-orm';
import { freePort, startServer, type ServerProcess } from '../crash/server-process';
import { startRedisServer } from '../helpers/redis-server';
import { send as sendInProcess, type World } from './driver';
import type { Outcome } from './model';
import type { Request } from './plan';

const FIELDS = {
  amount: { key: 'amount', label: { tr: 'Tutar', en: 'Amount' }, mask: null, objectType: 4 },
  iban: { key: 'iban', label: { tr: 'IBAN', en: 'IBAN' }, mask: null, objectType: 1 },
};

/** The message keys a refusal may carry, matched back from the English text the server answers. */
const KEYS = [
  'payments.tooManyPending',
  'payments.insufficientFunds',
  'payments.alreadyConfirmed',
  'payments.alreadyRejected',
  'payments.alreadyCancelled',
  'payments.notPending',
  'payments.idempotencyConflict',
  'ops.transaction.notFound',
  'payments.withdraw.notFound',
  'protection.refused.deposit',
  'protection.refused.excluded',
  'protection.refused.excludedPermanently',
] as const;
const patterns = KEYS.map((key) => {
  const template = (catalogue.en as Record<string, string>)[key];
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.*');
  return { key, pattern: new RegExp(`^${escaped}$`) };
});

/** The requests this driver sends over HTTP: they run on the server process's clock, not the plan's. */
export function overHttp(op: Request['op']): boolean {
  return op.kind === 'deposit' || op.kind === 'withdraw' || op.kind === 'deposit-decide' || op.kind === 'withdraw-decide';
}

export interface HttpDriver {
  send(request: Request, now: Date): Promise<Outcome>;
  /** SIGKILL of one instance (each in turn), then it starts again on the same database (awaited until it answers). */
  killAndRestart(): Promise<void>;
  kills: number;
  /** Payment requests the instances answered while their Redis was gone. */
  answeredWithoutRedis: number;
  /** SIGKILL of the instances' Redis (with `redis`); it stays down until restoreRedis. */
  loseRedis(): Promise<void>;
  /** Redis again on the same port, empty (it kept nothing on disk). */
  restoreRedis(): Promise<void>;
  close(): Promise<void>;
}

export interface HttpDriverOptions {
  /** Server processes behind the driver (default 1). */
  instances?: number;
  /** The instances share a private Redis (REDIS_URL), which the run may lose. */
  redis?: boolean;
}

export async function startHttpDriver(world: World, databaseUrl: string, options: HttpDriverOptions = {}): Promise<HttpDriver> {
  const instances = Math.max(1, options.instances ?? 1);
  const { db } = world;
  // The forms the HTTP API checks submitted values against.
  await db.update(paymentMethods).set({ fields: [FIELDS.amount] as never }).where(eq(paymentMethods.id, world.depositMethod.id));
  await db.update(paymentMethods).set({ fields: [FIELDS.iban, FIELDS.amount] as never }).where(eq(paymentMethods.id, world.withdrawMethod.id));
  const tokens: string[] = [];
  for (const playerId of world.playerIds) tokens.push((await createSession(db, playerId)).token);
  const operatorToken = (await createOperatorSession(db, world.operatorId)).token;
  const redisPort = options.redis ? await freePort() : 0;
  let redis = options.redis ? await startRedisServer(redisPort) : null;
  const ports: number[] = [];
  for (let i = 0; i < instances; i++) ports.push(await freePort());
  // A start may take longer than startServer's minute on a loaded machine (it then kills the child): try again.
  const start = async (port: number): Promise<ServerProcess> => {
    for (let tries = 1; ; tries++) {
      try {
        // The card deposit expiry sweep is off: it cancels deposits left open an hour of the wall clock, which
        // the oracle does not follow (its clock is the plan's), so a run past an hour counted deposits the
        // server had expired (request 242,452 of seed 20261127). The sweep has its own tests (payments/deposit-expiry.test.ts).
        const settings: Record<string, string> = { CARD_DEPOSIT_TTL_MINUTES: '0' };
        if (options.redis) settings.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
        return await startServer({ databaseUrl }, port, settings);
      } catch (err) {
        if (tries >= 5) throw err;
      }
    }
  };
  const servers: (ServerProcess | null)[] = [];
  for (const port of ports) servers.push(await start(port));
  let sent = 0;
  /** The next instance that is up, in turn (a load balancer skips the one being restarted). */
  const pick = (): ServerProcess => {
    for (let i = 0; i < instances; i++) {
      const server = servers[(sent + i) % instances];
      if (server) {
        sent++;
        return server;
      }
    }
    throw Object.assign(new Error('no server instance is up'), { code: 'ECONNREFUSED' });
  };

  const call = async (path: string, player: number | 'operator', body: unknown, key?: string) => {
    const post = () =>
      fetch(`${pick().base}/api/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-locale': 'en',
          authorization: `Bearer ${player === 'operator' ? operatorToken : tokens[player]}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      });
    let response = await post();
    if (response.status === 401 && player !== 'operator') {
      // A time-out (in this process) ended the player's sessions; the player signs in again. Login itself
      // is refused while the time-out runs, so the session is made directly: what the requests may do then
      // is the protection rules' to decide (deposits refused, withdrawals allowed).
      tokens[player] = (await createSession(db, world.playerIds[player])).token;
      response = await post();
    }
    if (response.status >= 500) {
      // A dropped database connection under the server fails its request (500), not the process: the
      // runner sends it again when the batch had a fault, and counts it as a violation when not.
      throw Object.assign(new Error(`server answered ${response.status}: ${await response.text()}`), { code: 'HTTP_5XX' });
    }
    const answer = (await response.json()) as { success: boolean; message: string; data: { id?: number } | null };
    if (options.redis && !redis) driver.answeredWithoutRedis++;
    return { status: response.status, answer };
  };
  const refusal = (status: number, message: string): Outcome => {
    const known = patterns.find((p) => p.pattern.test(message));
    return { ok: false, refusal: `api:${status}:${known?.key ?? message}` };
  };
  const idOf = async (player: number, key: string) => {
    const rows = (await db.execute(sql`select id from payment_transactions where player_id = ${world.playerIds[player]} and client_key = ${key}`)) as unknown as { rows: { id: number }[] };
    const id = rows.rows[0]?.id;
    return id === undefined ? undefined : Number(id);
  };

  const driver: HttpDriver = {
    kills: 0,
    answeredWithoutRedis: 0,
    async send(request, now) {
      const { op, index } = request;
      // The HTTP API does not say whether an answer was a replay: the oracle then counts the ledger instead.
      switch (op.kind) {
        case 'deposit':
        case 'withdraw': {
          const detail = op.kind === 'deposit' ? { amount: Number(op.amount) / 100 } : { iban: 'TR330006100519786457841326', amount: Number(op.amount) / 100 };
          const method = op.kind === 'deposit' ? world.depositMethod : world.withdrawMethod;
          const { status, answer } = await call(`payment/${op.kind}`, op.player, op.kind === 'deposit' ? { id: method.id, target: 'pay', detail } : { id: method.id, detail }, op.key);
          if (status !== 200) return refusal(status, answer.message);
          // A bank transfer's answer is the instruction text: the operator's console finds the row by its key.
          const id = op.kind === 'withdraw' ? answer.data!.id! : await idOf(op.player, op.key);
          if (id === undefined) return { ok: false, refusal: `answered 200 but no payment has key ${op.key}` };
          world.ids.set(index, id);
          return { ok: true, replayed: null, summary: String(id) };
        }
        case 'deposit-decide':
        case 'withdraw-decide': {
          const id = world.ids.get(op.of);
          if (typeof id !== 'number') return { skipped: true };
          const reason = { reason: 'Havale ulaşmadı' };
          const { status, answer } =
            op.decision === 'cancel'
              ? await call('payment/cancelwithdrawal', op.player, { id })
              : op.kind === 'deposit-decide'
                ? await call(`ops/deposits/${id}/${op.decision}`, 'operator', op.decision === 'reject' ? reason : {})
                : await call(`ops/withdrawals/${id}/${op.decision}`, 'operator', op.decision === 'reject' ? reason : {});
          if (status !== 200) return refusal(status, answer.message);
          return { ok: true, replayed: null, summary: String(id) };
        }
        default:
          return sendInProcess(world, request, now);
      }
    },
    async killAndRestart() {
      const at = driver.kills % instances;
      const server = servers[at]!;
      servers[at] = null;
      server.child.kill('SIGKILL');
      await server.exited;
      driver.kills++;
      servers[at] = await start(ports[at]);
    },
    async loseRedis() {
      if (!redis) throw new Error('the instances have no Redis to lose (redis: true)');
      await redis.kill();
      redis = null;
    },
    async restoreRedis() {
      if (!options.redis || redis) return;
      redis = await startRedisServer(redisPort);
    },
    async close() {
      for (const server of servers) {
        if (!server) continue;
        server.child.kill('SIGTERM');
        await server.exited;
      }
      if (redis) await redis.kill();
    },
  };
  return driver;
}
