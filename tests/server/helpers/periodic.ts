// For the sweep plugins' tests (server/lib/periodic.ts runs them): the intervals they start, and a bare
// Fastify host giving a plugin only what it depends on (config, db and, when asked, the hub).
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { vi } from 'vitest';
import { loadConfig, type AppConfig } from '../../../server/config';
import type { TestApp } from './app';

/**
 * Records every setInterval timer started, and every one cleared, until `restore()` (the timers
 * themselves run as usual). A cleared interval is the event that proves a sweep stopped: no test has
 * to sleep and then see that nothing happened.
 */
export function captureIntervals(): { intervals: NodeJS.Timeout[]; cleared: unknown[]; restore(): void } {
  const intervals: NodeJS.Timeout[] = [];
  const cleared: unknown[] = [];
  const realSetInterval = globalThis.setInterval;
  const realClearInterval = globalThis.clearInterval;
  const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((fn: () => void, ms?: number) => {
    const timer = realSetInterval(fn, ms);
    intervals.push(timer);
    return timer;
  }) as typeof setInterval);
  const clearSpy = vi.spyOn(globalThis, 'clearInterval').mockImplementation(((timer?: NodeJS.Timeout) => {
    cleared.push(timer);
    realClearInterval(timer);
  }) as typeof clearInterval);
  return {
    intervals,
    cleared,
    restore: () => {
      spy.mockRestore();
      clearSpy.mockRestore();
    },
  };
}

/** A ready Fastify instance with `plugin` registered on the test app's database (and hub, with `withHub`). */
export async function hostSweep<O extends { intervalMs?: number }>(
  t: TestApp,
  plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>,
  options: { config: Partial<AppConfig>; intervalMs?: number; withHub?: boolean },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', { ...loadConfig({ SEED_DEMO: '0' }), ...options.config });
        instance.decorate('db', t.db);
      },
      { name: 'context' },
    ),
  );
  if (options.withHub) {
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('hub', t.app.hub);
        },
        { name: 'hub-wiring' },
      ),
    );
  }
  await app.register(plugin, (options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }) as O);
  await app.ready();
  return app;
}
