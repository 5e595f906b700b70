// Operator writes with an Idempotency-Key (server/operators/replays.ts), on every database target through
// the real server: a repeat answers the first answer and sends nothing twice, even when both arrive at
// once; the same key with another request, a malformed key and a first attempt that never answered are
// refused with the envelope in the request's language; each operator's keys are their own; old answers
// are pruned after a day.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema/customer';
import { operatorReplays } from '../../../server/db/schema/operators';
import { claimReplay, pruneReplays } from '../../../server/operators/replays';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer } from '../helpers/players';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describeEachTarget('operator writes with an Idempotency-Key on %s', (target) => {
  let t: PaymentsApp;
  let support: TestOperator;
  let other: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    support = await operatorWithToken(t, 'support');
    other = await operatorWithToken(t, 'support');
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  const notify = (player: string, title: string, key: string | null, auth = support.auth, locale = 'en') =>
    post(t, '/api/ops/notifications', { audience: 'player', player, title, note: 'n' }, { ...auth, 'x-locale': locale, ...(key ? { 'idempotency-key': key } : {}) });
  const sentTo = async (playerId: string) => t.db.select().from(notifications).where(eq(notifications.playerId, playerId));

  it('answers a repeated key with the first answer and sends the message once', async () => {
    const player = await createTestPlayer(t.db);
    const first = await notify(player.username, 'Once', 'key-repeat-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await notify(player.username, 'Once', 'key-repeat-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await sentTo(player.id)).toHaveLength(1);
    // Without a key nothing is remembered: each call is a new message.
    await notify(player.username, 'Once', null);
    await notify(player.username, 'Once', null);
    expect(await sentTo(player.id)).toHaveLength(3);
  });

  it('applies two simultaneous sends of one key once, and both get that answer', async () => {
    const player = await createTestPlayer(t.db);
    const answers = await Promise.all([1, 2, 3].map(() => notify(player.username, 'Racing', 'key-race-0001')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await sentTo(player.id)).toHaveLength(1);
  });

  it('keeps a refusal as the answer too: the repeat of a refused request is refused the same way', async () => {
    const first = await notify('nobody-by-this-name', 'Lost', 'key-refused-0001');
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ success: false, message: 'No player nobody-by-this-name', data: null });
    const again = await notify('nobody-by-this-name', 'Lost', 'key-refused-0001');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with another request, in the request language', async () => {
    const player = await createTestPlayer(t.db);
    expect((await notify(player.username, 'First', 'key-mismatch-0001')).statusCode).toBe(200);
    const english = await notify(player.username, 'Second', 'key-mismatch-0001');
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ success: false, message: 'This request key was already used for a different request', data: null });
    const turkish = await notify(player.username, 'Second', 'key-mismatch-0001', support.auth, 'tr');
    expect(turkish.json()).toEqual({ success: false, message: 'Bu istek anahtarı farklı bir istek için kullanılmış', data: null });
    expect(await sentTo(player.id)).toHaveLength(1);
  });

  it("gives each operator keys of their own", async () => {
    const player = await createTestPlayer(t.db);
    expect((await notify(player.username, 'Mine', 'shared-key-0001')).statusCode).toBe(200);
    const theirs = await notify(player.username, 'Theirs', 'shared-key-0001', other.auth);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await sentTo(player.id)).toHaveLength(2);
  });

  it('refuses a malformed key before doing anything', async () => {
    const player = await createTestPlayer(t.db);
    // The contract's IdempotencyKey: 8–128 of letters, digits and . _ : -
    for (const key of ['x'.repeat(129), 'has space', 'short']) {
      const response = await notify(player.username, 'Bad key', key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: '"idempotency-key" is not in a valid format', data: null });
    }
    expect(await sentTo(player.id)).toHaveLength(0);
  });

  it('does not run again a request whose first attempt never answered (its instance died mid-call)', async () => {
    const player = await createTestPlayer(t.db);
    const body = { audience: 'player', player: player.username, title: 'Orphan', note: 'n' };
    // The claim a dead instance left: taken, never answered.
    expect(await claimReplay(t.db, { operatorId: support.id, key: 'key-orphan-0001', method: 'POST', url: '/api/ops/notifications', body })).toEqual({ kind: 'claimed' });
    await expect(
      claimReplay(t.db, { operatorId: support.id, key: 'key-orphan-0001', method: 'POST', url: '/api/ops/notifications', body }, 300),
    ).rejects.toMatchObject({ statusCode: 409, messageKey: 'ops.replay.unknown' });
    expect(await sentTo(player.id)).toHaveLength(0);
  });

  it('prunes answers older than a day and keeps the rest', async () => {
    const player = await createTestPlayer(t.db);
    await notify(player.username, 'Old', 'key-prune-old');
    await notify(player.username, 'New', 'key-prune-new');
    await t.db
      .update(operatorReplays)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(operatorReplays.key, 'key-prune-old'));
    expect(await pruneReplays(t.db)).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ key: operatorReplays.key }).from(operatorReplays)).map((r) => r.key);
    expect(left).toContain('key-prune-new');
    expect(left).not.toContain('key-prune-old');
    // A pruned key is free again: it sends anew.
    expect((await notify(player.username, 'Old', 'key-prune-old')).headers['idempotent-replayed']).toBeUndefined();
    expect(await sentTo(player.id)).toHaveLength(3);
  });
});
