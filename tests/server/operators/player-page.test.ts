// A player's page in the back office on every database target: search by name and by id, the profile with
// balances, ledger lines and sessions, and support's actions: end a session, lock (the player's sessions
// end) and unlock, reset the phone verification, add a note; each audited with before and after.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { piiCipher } from '../../../server/accounts/pii';
import { listAudit } from '../../../server/audit';
import { players } from '../../../server/db/schema/players';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describeEachTarget("a player's page on %s", (target) => {
  let t: PaymentsApp;
  let support: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    support = await operatorWithToken(t, 'support');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds a player by name and id and shows profile, balances, ledger and sessions', async () => {
    const player = await createTestPlayer(t.db, { name: 'Zeynep', surname: 'Kaplanoğlu' });
    await t.db.update(players).set({ smsVerified: true }).where(eq(players.id, player.id));
    await credit(t.db, player.id, 'cash', 12_345n);
    await login(t.request, player.username);

    for (const search of ['zeynep kaplan', player.id]) {
      const found = await t.request({ url: `/api/ops/players?search=${encodeURIComponent(search)}`, headers: support.auth });
      expect((found.json().data as Array<{ id: string }>).map((p) => p.id), search).toContain(player.id);
    }

    const page = await t.request({ url: `/api/ops/players/${player.id}`, headers: support.auth });
    expect(page.statusCode, page.body).toBe(200);
    expectContract('opsGetPlayer', 200, page.json());
    expect(page.json().data).toMatchObject({ id: player.id, status: 'active', phoneVerified: true, cash: 123.45, bonus: 0, hold: 0, openSessions: 1 });

    const ledger = await t.request({ url: `/api/ops/players/${player.id}/ledger`, headers: support.auth });
    expectContract('opsListPlayerLedger', 200, ledger.json());
    expect(ledger.json().data).toMatchObject({ total: 1, items: [{ account: 'cash', amount: 123.45, balanceAfter: 123.45, kind: 'adjustment' }] });

    const sessions = await t.request({ url: `/api/ops/players/${player.id}/sessions`, headers: support.auth });
    expectContract('opsListPlayerSessions', 200, sessions.json());
    const [session] = sessions.json().data.items;
    expect(session).toMatchObject({ open: true, endedAt: null });

    const ended = await post(t, `/api/ops/players/${player.id}/sessions/${session.id}/end`, { reason: 'shared computer' }, support.auth);
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await t.request({ url: `/api/ops/players/${player.id}/sessions`, headers: support.auth });
    expect(after.json().data.items[0]).toMatchObject({ id: session.id, open: false });
    expect((await post(t, `/api/ops/players/${player.id}/sessions/${session.id}/end`, { reason: 'again' }, support.auth)).statusCode).toBe(404);

    const missing = await t.request({ url: '/api/ops/players/00000000-0000-4000-8000-000000000000', headers: support.auth });
    expect(missing.statusCode).toBe(404);
  });

  it('finds a player by TC Kimlik No through its keyed hash, never by decrypting', async () => {
    const cipher = await piiCipher(t.db, t.config);
    const player = await createTestPlayer(t.db, { personalNoHash: cipher.lookupHash('10000000146'), personalNoEnc: cipher.encrypt('10000000146') });
    const found = await t.request({ url: '/api/ops/players?search=10000000146', headers: support.auth });
    expect((found.json().data as Array<{ id: string }>).map((p) => p.id)).toEqual([player.id]);
    const other = await t.request({ url: '/api/ops/players?search=10000000147', headers: support.auth });
    expect((other.json().data as Array<{ id: string }>).map((p) => p.id)).not.toContain(player.id);
  });

  it('locks and unlocks a player, resets the phone verification and keeps notes, all audited', async () => {
    const player = await createTestPlayer(t.db);
    await t.db.update(players).set({ smsVerified: true }).where(eq(players.id, player.id));
    const session = await login(t.request, player.username);
    const playerAuth = { authorization: `Bearer ${session.token}` };

    const locked = await post(t, `/api/ops/players/${player.id}/lock`, { reason: 'chargeback under review' }, support.auth);
    expect(locked.statusCode, locked.body).toBe(200);
    expectContract('opsLockPlayer', 200, locked.json());
    expect(locked.json().data).toMatchObject({ status: 'suspended', statusReason: 'chargeback under review', openSessions: 0 });
    expect((await t.request({ url: '/api/user/balance', headers: playerAuth })).statusCode).toBe(401);
    expect((await post(t, `/api/ops/players/${player.id}/lock`, { reason: 'twice' }, support.auth)).statusCode).toBe(409);
    const [lockAudit] = await listAudit(t.db, { action: 'player.lock', target: { kind: 'player', id: player.id } });
    expect(lockAudit).toMatchObject({ actorId: support.id, details: { before: { status: 'active' }, after: { status: 'suspended' }, sessionsEnded: 1 } });

    const unlocked = await post(t, `/api/ops/players/${player.id}/unlock`, {}, support.auth);
    expect(unlocked.json().data).toMatchObject({ status: 'active', statusReason: null });

    const reset = await post(t, `/api/ops/players/${player.id}/reset-phone`, { reason: 'new SIM card' }, support.auth);
    expect(reset.json().data).toMatchObject({ phoneVerified: false });
    const [resetAudit] = await listAudit(t.db, { action: 'player.reset-phone', target: { kind: 'player', id: player.id } });
    expect(resetAudit.details).toMatchObject({ before: { smsVerified: true }, after: { smsVerified: false } });

    const note = await post(t, `/api/ops/players/${player.id}/notes/add`, { text: 'Called about the chargeback; documents requested.' }, support.auth);
    expect(note.statusCode, note.body).toBe(200);
    expectContract('opsAddPlayerNote', 200, note.json());
    const notes = await t.request({ url: `/api/ops/players/${player.id}/notes`, headers: support.auth });
    expect(notes.json().data).toMatchObject({ total: 1, items: [{ text: 'Called about the chargeback; documents requested.', author: support.username }] });
  });
});
