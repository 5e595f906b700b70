// Contract test of Hub88's Wallet API with this test playing Hub88: it holds Hub88's key pair, launches a
// game through our launch call to learn the session token (a local server plays Hub88's Games API), then
// signs each wallet call (RSA-SHA256 over the body, base64 in X-Hub88-Signature) as Hub88 does and checks
// every answer and the money behind it: duplicate bets, wins, rollbacks (known, duplicate, unknown),
// refusals, and a clean ledger at the end.
import { randomUUID } from 'node:crypto';
import { createSign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTransactions } from '../../../server/db/schema/customer';
import { players } from '../../../server/db/schema/players';
import { checkJackpotLedger } from '../../../server/jackpots';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { configureProvider, rsaKeyPair, type KeyPair } from './provider-settings';
import { json, startFakeProvider, type FakeProvider } from './fake-provider';

/** ₺1 in Hub88's integer amounts. */
const TRY = 100_000;

describeEachTarget('Hub88 wallet API on %s', (target) => {
  let t: TestApp;
  let fake: FakeProvider;
  let hub88: KeyPair;
  let operator: KeyPair;
  let player: LoggedInPlayer;
  let token: string;

  const sign = (body: string, key = hub88.privateKey) => createSign('RSA-SHA256').update(body).sign(key, 'base64');

  /** One wallet call as Hub88 makes it; answers the parsed answer. */
  async function call(path: string, body: Record<string, unknown>, options: { key?: string; signature?: string | null; raw?: string } = {}) {
    const text = options.raw ?? JSON.stringify(body);
    const signature = options.signature === undefined ? sign(text, options.key) : options.signature;
    const response = await t.request({
      method: 'POST',
      url: `/providers/hub88/${path}`,
      payload: text,
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub88-signature': signature }) },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { status: string; user?: string; request_uuid?: string; currency?: string; balance?: number; [k: string]: unknown };
  }

  const transaction = (overrides: Record<string, unknown> = {}) => ({
    user: player.id,
    transaction_uuid: randomUUID(),
    supplier_transaction_id: randomUUID(),
    token,
    supplier_user: `cg_${player.usercode}`,
    round_closed: false,
    round: randomUUID(),
    reward_uuid: null,
    request_uuid: randomUUID(),
    is_free: false,
    is_aggregated: false,
    game_code: 'spb_aviator',
    currency: 'TRY',
    bet: null,
    amount: 10 * TRY,
    meta: { selection: 'home_team', odds: 2.5 },
    ...overrides,
  });

  const cash = async (id = player.id) => (await getPlayerBalance(t.db, id)).cash;

  beforeAll(async () => {
    t = await buildSeededApp(target);
    hub88 = rsaKeyPair();
    operator = rsaKeyPair();
    fake = await startFakeProvider((request) => {
      const body = JSON.parse(request.body) as { token: string; game_code: string };
      return json({ url: `https://games.hub88.example/${body.game_code}?token=${body.token}` });
    });
    await configureProvider(t.db, 'hub88', { apiUrl: fake.url, operatorId: 7, privateKey: operator.privateKey, hub88PublicKey: hub88.publicKey });
    player = await loggedInPlayer(t, 100_00n);
    const launched = await post(t, '/api/casino/hub88launchurl', { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: '/' }, player.headers());
    expect(launched.statusCode, launched.body).toBe(200);
    token = JSON.parse(fake.requests[0]!.body).token as string;
  });
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  it('answers user info and the balance in 1/100 000 of a lira, echoing user and request_uuid', async () => {
    const request_uuid = randomUUID();
    const info = await call('user/info', { user: player.id, request_uuid });
    expect(info).toMatchObject({ user: player.id, status: 'RS_OK', request_uuid, country: 'TR' });
    const balance = await call('user/balance', { user: player.id, request_uuid, game_code: 'spb_aviator', token });
    expect(balance).toEqual({ user: player.id, status: 'RS_OK', request_uuid, currency: 'TRY', balance: 100 * TRY });
  });

  it('takes a bet once, however often Hub88 retries it, and refuses its id for a different bet', async () => {
    const bet = transaction();
    const first = await call('transaction/bet', bet);
    expect(first).toEqual({ user: player.id, status: 'RS_OK', request_uuid: bet.request_uuid, currency: 'TRY', balance: 90 * TRY });
    const retried = await call('transaction/bet', bet);
    expect(retried).toMatchObject({ status: 'RS_OK', balance: 90 * TRY });
    expect(await cash()).toBe(90_00n);
    const rows = await t.db.select().from(gameTransactions).where(eq(gameTransactions.txId, `hub88:${bet.transaction_uuid}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'bet', amount: 10_00n, roundId: `hub88:${bet.round}`, gameCode: 'spb_aviator' });

    const changed = await call('transaction/bet', { ...bet, amount: 20 * TRY, request_uuid: randomUUID() });
    expect(changed.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await cash()).toBe(90_00n);

    // The win of that round, retried too, pays once.
    const win = transaction({ round: bet.round, reference_transaction_uuid: bet.transaction_uuid, amount: 25 * TRY, round_closed: true });
    expect(await call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 115 * TRY });
    expect(await call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 115 * TRY });
    expect(await call('transaction/win', { ...win, amount: 30 * TRY })).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    expect(await cash()).toBe(115_00n);
  });

  it('refuses a win whose bet it never took, moving nothing', async () => {
    const win = transaction({ reference_transaction_uuid: randomUUID(), amount: 50 * TRY });
    expect(await call('transaction/win', win)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 115 * TRY });
    expect(await cash()).toBe(115_00n);
  });

  it('rolls a bet back once: a duplicate rollback answers OK with the same balance', async () => {
    const bet = transaction({ amount: 40 * TRY });
    expect(await call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 75 * TRY });
    const rollback = { user: player.id, transaction_uuid: randomUUID(), request_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round: bet.round, token, game_code: 'spb_aviator', round_closed: true, meta: null };
    expect(await call('transaction/rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 115 * TRY });
    expect(await call('transaction/rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 115 * TRY });
    expect(await call('transaction/rollback', { ...rollback, transaction_uuid: randomUUID(), request_uuid: randomUUID() })).toMatchObject({
      status: 'RS_OK',
      balance: 115 * TRY,
    });
    expect(await cash()).toBe(115_00n);
    // A win for the rolled-back bet no longer finds it.
    const late = transaction({ round: bet.round, reference_transaction_uuid: bet.transaction_uuid, amount: 10 * TRY });
    expect(await call('transaction/win', late)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
  });

  it('answers an unknown rollback without moving money, and refuses its bet arriving late', async () => {
    const lostBet = transaction({ amount: 5 * TRY });
    const rollback = { user: player.id, transaction_uuid: randomUUID(), request_uuid: randomUUID(), reference_transaction_uuid: lostBet.transaction_uuid, round: lostBet.round, token, game_code: 'spb_aviator' };
    const unknown = await call('transaction/rollback', rollback);
    expect(unknown).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 115 * TRY });
    expect(await call('transaction/rollback', rollback)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 115 * TRY });
    const late = await call('transaction/bet', lostBet);
    expect(late.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await cash()).toBe(115_00n);
  });

  it('refuses a bet above the balance with the actual balance', async () => {
    const answer = await call('transaction/bet', transaction({ amount: 500 * TRY }));
    expect(answer).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 115 * TRY, currency: 'TRY' });
  });

  it('refuses bad signatures, tokens, currencies, games and malformed calls', async () => {
    const body = transaction();
    expect((await call('transaction/bet', body, { key: operator.privateKey })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await call('transaction/bet', body, { signature: null })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await call('transaction/bet', body, { signature: sign(JSON.stringify({ ...body, amount: 1 })) })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await call('user/balance', { user: player.id, request_uuid: randomUUID(), token: 'x'.repeat(43), game_code: null })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect((await call('transaction/bet', transaction({ token: 'y'.repeat(43) }))).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await call('transaction/bet', transaction({ currency: 'EUR' }))).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await call('transaction/bet', transaction({ game_code: 'clt_dragonrising' }))).status).toBe('RS_ERROR_INVALID_GAME');
    const { transaction_uuid: _missing, ...withoutId } = transaction();
    expect((await call('transaction/bet', withoutId)).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await call('transaction/bet', transaction({ amount: '10' }))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await call('transaction/bet', transaction({ amount: 1500 }))).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await call('transaction/bet', {}, { raw: 'not json' })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await call('transaction/bet', transaction({ user: 'someone-else' }))).status).toBe('RS_ERROR_UNKNOWN');
    expect(await cash()).toBe(115_00n);
  });

  it('refuses another player’s token, and moves no money for a free bet', async () => {
    const other = await loggedInPlayer(t, 50_00n);
    expect((await call('transaction/bet', transaction({ user: other.id }))).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await cash(other.id)).toBe(50_00n);
    const free = await call('transaction/bet', transaction({ is_free: true, amount: 10 * TRY }));
    expect(free).toMatchObject({ status: 'RS_OK', balance: 115 * TRY });
  });

  it('after the login session ends: bets answer TOKEN_EXPIRED, wins of earlier bets still pay', async () => {
    const bet = transaction({ amount: 15 * TRY });
    expect(await call('transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 100 * TRY });
    const logout = await t.request({ url: '/api/auth/logout', headers: player.headers() });
    expect(logout.statusCode).toBe(200);
    expect((await call('transaction/bet', transaction())).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    const win = transaction({ round: bet.round, reference_transaction_uuid: bet.transaction_uuid, amount: 45 * TRY, round_closed: true });
    expect(await call('transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 145 * TRY });
  });

  it('answers a suspended player’s bet USER_DISABLED', async () => {
    const other = await loggedInPlayer(t, 20_00n);
    const launched = await post(t, '/api/casino/hub88launchurl', { platform: 1, gameCode: 'spb_aviator', language: 'tr', lobbyUrl: '/' }, other.headers());
    expect(launched.statusCode).toBe(200);
    const otherToken = JSON.parse(fake.requests.at(-1)!.body).token as string;
    await t.db.update(players).set({ status: 'suspended' }).where(eq(players.id, other.id));
    expect((await call('transaction/bet', transaction({ user: other.id, token: otherToken }))).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await cash(other.id)).toBe(20_00n);
  });

  it('keeps the ledger clean: balanced entries, balances equal to the journal, pools equal to house:jackpot', async () => {
    expect(await checkInvariants(t.db)).toEqual([]);
    const { ledger, pools } = await checkJackpotLedger(t.db);
    expect(ledger).toBe(pools);
  });

  it('answers INVALID_PARTNER while Hub88 is not configured', async () => {
    await configureProvider(t.db, 'hub88', null);
    expect((await call('user/balance', { user: player.id, request_uuid: randomUUID(), token, game_code: null })).status).toBe('RS_ERROR_INVALID_PARTNER');
  });
});
