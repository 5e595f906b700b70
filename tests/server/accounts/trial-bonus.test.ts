// GET /api/bonus/definetrialbonus: the site's trial bonus, credited once per player with a verified phone,
// as bonus money through the ledger; a clear message when none is offered or it was claimed already.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, bonuses, players, siteSettings } from '../../../server/db/schema';
import { seed } from '../../../server/seed';
import { publishBalance } from '../../../server/realtime/publish';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { bearer, fastBody, lastCode, register } from './helpers';

describeEachTarget('defineTrialBonus on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
    await seed({ db: t.db, demo: false });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  const offer = (kurus: bigint) => t.db.update(siteSettings).set({ trialBonusKurus: kurus }).where(eq(siteSettings.id, 1));
  const claim = (token: string, headers: Record<string, string> = { 'x-locale': 'en' }) =>
    t.request({ url: '/api/bonus/definetrialbonus', headers: bearer(token, headers) });

  async function verifiedPlayer() {
    const player = await createTestPlayer(t.db, { smsVerified: true });
    const { token } = await login(t.request, player.username);
    return { player, token: token! };
  }

  it('credits the trial bonus once, as bonus money, and answers it', async () => {
    await offer(10_000n);
    const { player, token } = await verifiedPlayer();
    const response = await claim(token);
    expect(response.statusCode).toBe(200);
    expectContract('defineTrialBonus', 200, response.json());
    expect(response.json().message).toBe('Congratulations! A ₺100.00 trial bonus was added to your account');
    expect(response.json().data).toMatchObject({ name: 'Trial bonus', amount: 100, wagered: 0, status: 1 });

    expect(await getPlayerBalance(t.db, player.id)).toMatchObject({ cash: 0n, bonus: 10_000n });
    const balance = await t.request({ url: '/api/user/balance', headers: bearer(token) });
    expect(balance.json().data).toEqual({ balance: 100, cash: 0, bonus: 100 });
    const [grant] = await t.db.select().from(bonuses).where(eq(bonuses.playerId, player.id));
    expect(grant).toMatchObject({ kind: 'trial', amount: 10_000n, idempotencyKey: `trial-bonus:${player.id}` });
    expect(await checkInvariants(t.db)).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'bonus.trial.claim'));
    expect(audits.some((a) => a.actorId === player.id)).toBe(true);

    const again = await claim(token);
    expect(again.statusCode).toBe(400);
    expectContract('defineTrialBonus', 400, again.json());
    expect(again.json().message).toBe('You have already received your trial bonus');
    expect(await getPlayerBalance(t.db, player.id)).toMatchObject({ bonus: 10_000n });
  });

  it('credits once when claims race', async () => {
    await offer(5_000n);
    const { player, token } = await verifiedPlayer();
    const results = await Promise.all([claim(token), claim(token), claim(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await getPlayerBalance(t.db, player.id)).toMatchObject({ bonus: 5_000n });
  });

  it('stays claimed when the offered amount changes afterwards', async () => {
    await offer(10_000n);
    const { player, token } = await verifiedPlayer();
    expect((await claim(token)).statusCode).toBe(200);
    await offer(20_000n);
    const again = await claim(token);
    expect(again.json().message).toBe('You have already received your trial bonus');
    expect(await getPlayerBalance(t.db, player.id)).toMatchObject({ bonus: 10_000n });
  });

  it('says so when no trial bonus is offered', async () => {
    await offer(0n);
    const { player, token } = await verifiedPlayer();
    const response = await claim(token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Şu anda deneme bonusu sunulmuyor');
    expect(await getPlayerBalance(t.db, player.id)).toMatchObject({ bonus: 0n });
  });

  it('asks for a verified phone first', async () => {
    await offer(10_000n);
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    const response = await claim(token!);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please verify your phone number first to receive the trial bonus');
    expect(await t.db.select().from(bonuses).where(eq(bonuses.playerId, player.id))).toHaveLength(0);
  });

  it('goes from sign-up through the SMS code to the claimed bonus', async () => {
    await offer(10_000n);
    const body = fastBody({ trialBonus: 1 });
    const registered = await register(t.request, body);
    const { token } = registered.json().data;
    await t.request({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone: body.phone }, headers: bearer(token) });
    const verified = await t.request({
      method: 'POST',
      url: '/api/customer/updatephone',
      payload: { step: 2, phone: body.phone, code: await lastCode(t.db, body.phone) },
      headers: bearer(token),
    });
    expect(verified.json().data.smsVerified).toBe(true);
    expect((await claim(token)).statusCode).toBe(200);
    const [player] = await t.db.select().from(players).where(eq(players.username, body.username));
    expect(await getPlayerBalance(t.db, player.id)).toMatchObject({ bonus: 10_000n });
  });

  it('pushes the new balance (cash plus bonus) and the bonus notification after the commit', async () => {
    await offer(10_000n);
    const { player, token } = await verifiedPlayer();
    const pushes: [string, string, unknown][] = [];
    const hub = t.app.hub;
    const original = hub.publishToPlayer.bind(hub);
    hub.publishToPlayer = (playerId, command, message) => {
      pushes.push([playerId, command, message]);
      return original(playerId, command, message);
    };
    try {
      expect((await claim(token)).statusCode).toBe(200);
      await vi.waitFor(() => expect(pushes.map(([, command]) => command)).toEqual(['Balance', 'Notification']));
      expect(pushes[0]).toEqual([player.id, 'Balance', { balance: 100, cash: 0, bonus: 100 }]);
      expect(pushes[1]?.[0]).toBe(player.id);
      expect(pushes[1]?.[2]).toMatchObject({ type: 4 });
      // A refused second claim moves nothing and pushes nothing.
      pushes.length = 0;
      expect((await claim(token)).statusCode).toBe(400);
      // A marker push takes the same road (read the committed balance, then publish) after the refused
      // claim; once it arrived, a push the refusal had set off would have arrived before it.
      await publishBalance(hub, t.db, player.id);
      expect(pushes).toEqual([[player.id, 'Balance', { balance: 100, cash: 0, bonus: 100 }]]);
    } finally {
      hub.publishToPlayer = original;
    }
  });

  it('offers the bonus as claimable on the bonuses screen only once the phone is verified', async () => {
    await offer(10_000n);
    const body = fastBody({ trialBonus: 1 });
    const { token } = (await register(t.request, body)).json().data;
    const offerOf = async () => {
      const response = await t.request({ url: '/api/bonus/list', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expectContract('listBonuses', 200, response.json());
      return response.json().data.trialBonus;
    };
    expect(await offerOf()).toEqual({ amount: 100, claimable: false, phoneRequired: true });
    // What the screen says is what the claim does: refused while unverified.
    expect((await claim(token)).statusCode).toBe(400);
    await t.request({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone: body.phone }, headers: bearer(token) });
    await t.request({
      method: 'POST',
      url: '/api/customer/updatephone',
      payload: { step: 2, phone: body.phone, code: await lastCode(t.db, body.phone) },
      headers: bearer(token),
    });
    expect(await offerOf()).toEqual({ amount: 100, claimable: true, phoneRequired: false });
    expect((await claim(token)).statusCode).toBe(200);
    expect(await offerOf()).toEqual({ amount: 100, claimable: false, phoneRequired: false });
  });

  it('answers 401 without a session', async () => {
    const response = await t.request({ url: '/api/bonus/definetrialbonus' });
    expect(response.statusCode).toBe(401);
  });
});
