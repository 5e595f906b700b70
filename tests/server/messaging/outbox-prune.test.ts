// Pruning the outbox on every database target: messages older than OUTBOX_RETENTION_DAYS are deleted,
// newer ones kept, racing prunes agree; the plugin prunes on an unref'd timer that stops with the app.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '../../../server/config';
import { outboxMessages } from '../../../server/db/schema';
import { outboxPrunePlugin, pruneOutbox } from '../../../server/messaging/prune';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { captureIntervals, hostSweep } from '../helpers/periodic';

const DAY = 86_400_000;

describeEachTarget('outbox pruning on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function message(purpose: string, ageMs: number) {
    await t.db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: '5321112233',
      body: `Kod: 123456 (${purpose})`,
      purpose,
      createdAt: new Date(Date.now() - ageMs),
    });
  }
  const purposes = async () =>
    (await t.db.select({ purpose: outboxMessages.purpose }).from(outboxMessages).orderBy(asc(outboxMessages.id))).map((row) => row.purpose);

  it('deletes messages older than the window and keeps newer ones', async () => {
    await t.db.delete(outboxMessages);
    await message('old', 8 * DAY);
    await message('older', 30 * DAY);
    await message('recent', 6 * DAY);
    await message('fresh', 0);
    // Two instances at once: each row goes once, the total is the two old ones.
    const [first, second] = await Promise.all([pruneOutbox(t.db, { retentionDays: 7 }), pruneOutbox(t.db, { retentionDays: 7 })]);
    expect(first + second).toBe(2);
    expect(await purposes()).toEqual(['recent', 'fresh']);
    expect(await pruneOutbox(t.db, { retentionDays: 7 })).toBe(0);
    // A message the app sends now is kept, and goes once it is old enough.
    await t.app.messaging.send({ channel: 'email', to: 'a@example.com', subject: 'Kod', body: 'Kod: 654321', purpose: 'password-reset' });
    expect(await purposes()).toEqual(['recent', 'fresh', 'password-reset']);
    expect(await pruneOutbox(t.db, { retentionDays: 7, now: new Date(Date.now() + 7 * DAY + 60_000) })).toBe(3);
    expect(await purposes()).toEqual([]);
  });

  it('prunes on an unref’d timer that stops with the app, and is off with 0', async () => {
    const { intervals, cleared, restore } = captureIntervals();
    const host = (config: Partial<AppConfig>, intervalMs?: number) => hostSweep(t, outboxPrunePlugin, { config, intervalMs });
    try {
      await t.db.delete(outboxMessages);
      await message('stale', 3 * DAY);

      const off = await host({ outboxRetentionDays: 0 }, 5);
      const alsoOff = await host({ outboxRetentionDays: 1 }, 0);
      expect(intervals).toHaveLength(0);
      await Promise.all([off.close(), alsoOff.close()]);

      const app = await host({ outboxRetentionDays: 1 }, 5);
      expect(intervals).toHaveLength(1);
      expect(intervals[0].hasRef()).toBe(false);
      await vi.waitFor(async () => expect(await purposes()).toEqual([]), { timeout: 5_000, interval: 10 });
      await app.close();
      // Closing cleared the interval (and waited for a running prune), so nothing prunes from here on.
      expect(cleared).toEqual([intervals[0]]);

      await message('after close', 3 * DAY);
      expect(await purposes()).toEqual(['after close']);
    } finally {
      restore();
    }
  });
});

describe('outbox retention setting', () => {
  it('defaults to 7 days, accepts 0 (keep everything), refuses anything else', () => {
    expect(loadConfig({}).outboxRetentionDays).toBe(7);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '30' }).outboxRetentionDays).toBe(30);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '0' }).outboxRetentionDays).toBe(0);
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: 'week' })).toThrow(/OUTBOX_RETENTION_DAYS/);
  });
});
