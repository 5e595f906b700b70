// Account closure by the player and the activity statement, through the API on every database target.
// Closure needs the password, refuses while money is still the player's (a cash balance, a deposit or a
// withdrawal not yet settled: the balance is paid out first), then forfeits bonus money to the house,
// closes the account, ends its sessions,
// records who did it and refuses the next login. The statement sums, between two Istanbul dates, the
// deposits that were paid, the withdrawals that were paid out, the stakes and the winnings (figures
// worked by hand below).
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { players } from '../../../server/db/schema/players';
import { protectionEvents } from '../../../server/db/schema/protection';
import { bonuses } from '../../../server/db/schema/customer';
import { getPlayerBalance } from '../../../server/wallet/accounts';
import { grantBonus } from '../../../server/wallet/bonuses';
import { bet, win } from '../../../server/wallet/game-wallet';
import { describeEachTarget } from '../helpers/db';
import { login } from '../helpers/players';
import { buildPaymentsApp, expectLedgerClean, operatorWithToken, playerWithCash, post, transactionsOf, type PaymentsApp, type TestOperator, type TestPlayer } from '../payments/fixtures';

const IBAN = 'TR330006100519786457841326';
const HOUR = 3_600_000;

/** Today's date in Istanbul (UTC+3 all year since 2016) as YYYY-MM-DD: written from the rule, not the code. */
const istanbulToday = (now = new Date()) => new Date(now.getTime() + 3 * HOUR).toISOString().slice(0, 10);

describeEachTarget('player protection: account closure and activity statement on %s', (target) => {
  let t: PaymentsApp;
  let operator: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    operator = await operatorWithToken(t, 'finance');
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await expectLedgerClean(t.db);
  });

  const close = (player: TestPlayer, body: object, locale = 'tr') => post(t, '/api/protection/close-account', body, { ...player.auth, 'x-locale': locale });
  const withdraw = (player: TestPlayer, amount: number) => post(t, '/api/payment/withdraw', { id: t.methods.withdraw, detail: { iban: IBAN, accountHolder: 'A B', amount } }, player.auth);
  const statement = (player: TestPlayer, from: string, to: string, locale = 'tr') => post(t, '/api/protection/statement', { from, to }, { ...player.auth, 'x-locale': locale });

  it('is refused with a wrong password, and while the player still has cash or a withdrawal not yet paid; then it closes the account for good', async () => {
    const player = await playerWithCash(t, 15_000n);
    // ₺20 of bonus money: not the player's to take, forfeited to the house when the account closes.
    await grantBonus(t.db, { playerId: player.id, amount: 2_000n, kind: 'manual', idempotencyKey: `close-${player.id}`, wageringMultiplier: 5, expiresAt: new Date(Date.now() + 86_400_000) });
    const wrong = await close(player, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Şifre hatalı', data: null });

    const withCash = await close(player, { password: 'secret123' });
    expect(withCash.statusCode).toBe(400);
    expect(withCash.json().message).toBe('Hesabınızı kapatmadan önce bakiyenizi çekmelisiniz');
    expect((await close(player, { password: 'secret123' }, 'en')).json().message).toBe('Withdraw your balance before closing your account');

    // The ₺150 asked out: no cash left, but the withdrawal is not paid yet.
    const asked = await withdraw(player, 150);
    expect(asked.statusCode, asked.body).toBe(200);
    const pending = await close(player, { password: 'secret123' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe('Bekleyen bir para yatırma veya çekme işleminiz var; sonuçlandıktan sonra hesabınızı kapatabilirsiniz');
    const [row] = await transactionsOf(t.db, player.id);
    expect((await post(t, `/api/ops/withdrawals/${row.id}/approve`, {}, operator.auth)).statusCode).toBe(200);

    const closed = await close(player, { password: 'secret123', reason: '  Ara vermek istiyorum  ' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ success: true, message: 'Hesabınız kapatıldı' });
    const [stored] = await t.db.select({ status: players.status }).from(players).where(eq(players.id, player.id));
    expect(stored.status).toBe('closed');
    // The session it was asked from is over, and the account cannot log in again.
    expect((await t.request({ method: 'GET', url: '/api/user/balance', headers: player.auth })).statusCode).toBe(401);
    const again = await login(t.request, player.username);
    expect(again.response.statusCode).toBe(400);
    expect(again.body.message).toBe('Hesabınız kullanıma kapalı, lütfen canlı destek ile iletişime geçin');
    const events = await t.db
      .select()
      .from(protectionEvents)
      .where(and(eq(protectionEvents.playerId, player.id), eq(protectionEvents.action, 'account.close')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorKind: 'player', actorId: player.id, details: { reason: 'Ara vermek istiyorum', bonusesForfeited: 1 } });
    expect(await getPlayerBalance(t.db, player.id)).toMatchObject({ cash: 0n, bonus: 0n });
    const [grant] = await t.db.select({ status: bonuses.status }).from(bonuses).where(eq(bonuses.playerId, player.id));
    expect(grant.status).toBe('forfeited');
  });

  it('sums paid deposits, paid-out withdrawals, stakes and winnings of the chosen days', async () => {
    const player = await playerWithCash(t);
    const deposit = (amount: number) => post(t, '/api/payment/deposit', { id: t.methods.bank, target: 'pay', detail: { amount, senderName: 'Ayşe Yılmaz', senderBank: 3 } }, player.auth);
    // ₺300 paid in (confirmed), ₺120 asked for and never confirmed.
    expect((await deposit(300)).statusCode).toBe(200);
    const [paid] = await transactionsOf(t.db, player.id);
    expect((await post(t, `/api/ops/deposits/${paid.id}/confirm`, {}, operator.auth)).statusCode).toBe(200);
    expect((await deposit(120)).statusCode).toBe(200);
    // Two rounds: ₺40 staked, ₺25 back; ₺10 staked, nothing back.
    await bet(t.db, { playerId: player.id, txId: 'st-1', roundId: 'st-r1', gameCode: 'studio-slot', amount: 4_000n });
    await win(t.db, { playerId: player.id, txId: 'st-2', roundId: 'st-r1', gameCode: 'studio-slot', amount: 2_500n });
    await bet(t.db, { playerId: player.id, txId: 'st-3', roundId: 'st-r2', gameCode: 'studio-slot', amount: 1_000n });
    // ₺100 paid out, another ₺100 still waiting for the operator.
    expect((await withdraw(player, 100)).statusCode).toBe(200);
    const out = (await transactionsOf(t.db, player.id)).find((row) => row.type === 2)!;
    expect((await post(t, `/api/ops/withdrawals/${out.id}/approve`, {}, operator.auth)).statusCode).toBe(200);
    expect((await withdraw(player, 100)).statusCode).toBe(200);

    const today = istanbulToday();
    const answer = await statement(player, today, today);
    expect(answer.statusCode, answer.body).toBe(200);
    // Stakes 40 + 10 = 50, winnings 25, net 25 − 50 = −25.
    expect(answer.json().data).toEqual({ from: today, to: today, deposits: 300, withdrawals: 100, stakes: 50, winnings: 25, net: -25 });

    // Days before any of it: all zero.
    const earlier = await statement(player, '2020-01-01', '2020-01-31');
    expect(earlier.json().data).toMatchObject({ deposits: 0, withdrawals: 0, stakes: 0, winnings: 0, net: 0 });
    // A range that ends before it starts is the player's mistake, said in the player's language.
    const backwards = await statement(player, today, '2020-01-01', 'en');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().success).toBe(false);
    expect(backwards.json().message).not.toBe('');
  });
});
