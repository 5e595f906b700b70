// Issue 13.10: bonus campaigns players can claim. On the demo seed (a deposit bonus: 100% of the next
// deposit of ₺100 or more, up to ₺500, wagering 10×; a cashback: 10% of net casino losses over the last
// 7 days since joining, up to ₺1,000, paid as cash, once per 7 days), through the API and the real
// payments and game wallet: offers listed for guests and players, joining, the deposit bonus granted
// once in the deposit's transaction, the cashback computed from the ledger with worked figures.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { bonusCampaigns, bonuses } from '../../../server/db/schema/customer';
import { paymentMethods, paymentTransactions } from '../../../server/db/schema/payments';
import { ApiError } from '../../../server/lib/api-error';
import { createOperator } from '../../../server/operators';
import { confirmBankDeposit } from '../../../server/payments';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { bonusAllocationMismatches } from '../../../server/wallet/bonuses';
import { claimOffer } from '../../../server/wallet/campaigns';
import { bet, win } from '../../../server/wallet/game-wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

const DAY = 86_400_000;

describeEachTarget('bonus campaigns on %s', (target) => {
  let t: TestApp;
  let depositCampaign: number;
  let cashbackCampaign: number;
  let bankMethod: number;
  let operatorId: string;

  const offers = async (headers: Record<string, string> = {}) => {
    const response = await t.request({ method: 'GET', url: '/api/bonus/offers', headers });
    expectContract('listBonusOffers', response.statusCode, response.json());
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { campaignId: number; status: string; action: string | null; cashbackDue: number }[];
  };
  const claim = async (who: LoggedInPlayer, campaignId: number, locale?: 'tr' | 'en') => {
    const response = await post(t, '/api/bonus/offers/claim', { campaignId }, who.headers(locale));
    expectContract('claimBonusOffer', response.statusCode, response.json());
    return response;
  };
  /** A bank-transfer deposit of `amount` TRY through the API, confirmed by an operator. */
  const deposit = async (who: LoggedInPlayer, amount: number) => {
    const started = await post(t, '/api/payment/deposit', { id: bankMethod, target: 'pay', detail: { amount, senderName: 'Ayşe Yılmaz', senderBank: 3 } }, who.headers());
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await t.db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.playerId, who.id), eq(paymentTransactions.status, 2)));
    const settle = () => confirmBankDeposit(t.db, row!.id, { operatorId, acting: { actor: { kind: 'operator', id: operatorId } } });
    return { id: row!.id, first: await settle(), again: await settle() };
  };
  const grantsOf = (playerId: string) => t.db.select().from(bonuses).where(eq(bonuses.playerId, playerId));
  const game = (who: LoggedInPlayer) => {
    const round = `cb-${randomUUID()}`;
    return {
      stake: (amount: bigint) => bet(t.db, { playerId: who.id, txId: `${round}:bet`, roundId: round, gameCode: 'studio-slot', amount }),
      pay: (amount: bigint) => win(t.db, { playerId: who.id, txId: `${round}:win`, roundId: round, gameCode: 'studio-slot', amount }),
    };
  };

  beforeAll(async () => {
    t = await buildSeededApp(target);
    const campaigns = await t.db.select().from(bonusCampaigns);
    depositCampaign = campaigns.find((c) => c.code === 'demo-deposit-100')!.id;
    cashbackCampaign = campaigns.find((c) => c.code === 'demo-cashback-10')!.id;
    bankMethod = (await t.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'bank-transfer-deposit')))[0]!.id;
    operatorId = (await createOperator(t.db, { username: `cashier${Date.now().toString(36)}`, password: 'operator-secret-1' }, { actor: { kind: 'system', id: 'test' } })).id;
  });
  afterAll(async () => {
    expect(t.violations).toEqual([]);
    expect(await checkInvariants(t.db)).toEqual([]);
    expect(await bonusAllocationMismatches(t.db)).toEqual([]);
    await t.close();
  });

  it('lists the seeded offers to guests with their terms, and ties each to its promotion', async () => {
    const response = await t.request({ method: 'GET', url: '/api/bonus/offers' });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json().data;
    expect(first).toMatchObject({
      campaignId: depositCampaign,
      kind: 'deposit',
      title: '%100 Yatırım Bonusu',
      summary: 'Bir sonraki ₺100,00 ve üzeri yatırımına %100 bonus, en fazla ₺500,00',
      percent: 100,
      cap: 500,
      minDeposit: 100,
      wageringMultiplier: 10,
      minOdds: 1.5,
      status: 'available',
      action: 'join',
    });
    expect(first.terms).toContain('Çevrim şartı: bonus tutarının 10 katı, 7 gün içinde.');
    expect(first.terms).toContain('Bahislerin çevrime katkısı: slot %100, rulet %10, blackjack %10, roket (crash) %20, diğer masa oyunları %10.');
    expect(first.terms).toContain('Bonus bakiyen varken bir turda en fazla ₺50,00 bahis yapılabilir.');
    expect(second).toMatchObject({ campaignId: cashbackCampaign, kind: 'cashback', title: 'Haftalık %10 Kayıp Bonusu', percent: 10, cap: 1000, wageringMultiplier: 0, action: 'join' });
    const english = await offers({ 'x-locale': 'en' });
    expect(english.map((o) => (o as unknown as { title: string }).title)).toEqual(['100% Deposit Bonus', 'Weekly 10% Cashback']);

    const promotions = await t.request({ method: 'GET', url: '/api/cms/promotions' });
    expectContract('listPromotions', promotions.statusCode, promotions.json());
    const byTitle = new Map(promotions.json().data.map((p: { title: string; campaign: unknown }) => [p.title, p.campaign]));
    expect(byTitle.get('%100 Yatırım Bonusu')).toEqual({ id: depositCampaign, kind: 'deposit' });
    expect(byTitle.get('Haftalık %10 Kayıp Bonusu')).toEqual({ id: cashbackCampaign, kind: 'cashback' });
    expect(byTitle.get('Canlı Casino %25 Yatırım Bonusu')).toBeNull();

    const guest = await t.request({ method: 'POST', url: '/api/bonus/offers/claim', payload: { campaignId: depositCampaign } });
    expect(guest.statusCode).toBe(401);
  });

  it('grants 100% of the next deposit of ₺100 or more as bonus money, once, capped at ₺500', async () => {
    const who = await loggedInPlayer(t);
    const joined = await claim(who, depositCampaign);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      message: 'Kampanyaya katıldınız: bonus, bir sonraki ₺100,00 ve üzeri yatırımınız onaylanınca hesabınıza eklenecek',
      data: { status: 'joined', action: null },
    });
    const twice = await claim(who, depositCampaign, 'en');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ success: false, message: 'You have already joined this offer' });

    // ₺300: 100% = ₺300 of bonus, wagering 10 × ₺300 = ₺3,000. Confirmed twice: granted once.
    const { first, again } = await deposit(who, 300);
    expect(again.replayed).toBe(true);
    expect(first.change?.notifications?.length).toBe(2); // deposit confirmed, bonus received
    expect(await getPlayerBalance(t.db, who.id)).toMatchObject({ cash: 30_000n, bonus: 30_000n });
    const [grant] = await grantsOf(who.id);
    expect(grant).toMatchObject({ kind: 'deposit', amount: 30_000n, wagerRequired: 300_000n, campaignId: depositCampaign, status: 'active' });
    expect((await offers(who.headers())).find((o) => o.campaignId === depositCampaign)).toMatchObject({ status: 'used', action: null });
    expect((await claim(who, depositCampaign)).json().message).toBe('Bu kampanyadan zaten yararlandınız');
    // The next deposit earns nothing more.
    await deposit(who, 200);
    expect(await grantsOf(who.id)).toHaveLength(1);
    const trail = await listAudit(t.db, { target: { kind: 'bonus', id: String(grant!.id) } });
    expect(trail.map((row) => [row.action, row.actorKind, row.actorId])).toContainEqual(['bonus.grant', 'system', 'deposit-bonus']);

    // ₺800 for another player: 100% would be ₺800, the cap gives ₺500.
    const big = await loggedInPlayer(t);
    expect((await claim(big, depositCampaign)).statusCode).toBe(200);
    await deposit(big, 800);
    expect(await getPlayerBalance(t.db, big.id)).toMatchObject({ cash: 80_000n, bonus: 50_000n });
    // A player who did not join gets none.
    const other = await loggedInPlayer(t);
    await deposit(other, 300);
    expect(await grantsOf(other.id)).toEqual([]);
  });

  it('waits for a deposit that meets the minimum: 50% up to ₺1,000 from ₺500', async () => {
    const [campaign] = await t.db
      .insert(bonusCampaigns)
      .values({ code: `min500-${randomUUID()}`, kind: 'deposit', percent: 50, capKurus: 100_000n, minDepositKurus: 50_000n, wageringMultiplier: 5 })
      .returning();
    const who = await loggedInPlayer(t);
    expect((await claim(who, campaign!.id)).statusCode).toBe(200);
    // ₺300 is under ₺500: cash only, the entry still waits.
    await deposit(who, 300);
    expect(await getPlayerBalance(t.db, who.id)).toMatchObject({ cash: 30_000n, bonus: 0n });
    expect((await offers(who.headers())).find((o) => o.campaignId === campaign!.id)).toMatchObject({ status: 'joined' });
    // ₺600: 50% = ₺300, wagering 5 × ₺300 = ₺1,500.
    await deposit(who, 600);
    expect(await getPlayerBalance(t.db, who.id)).toMatchObject({ cash: 90_000n, bonus: 30_000n });
    expect(await grantsOf(who.id)).toMatchObject([{ kind: 'deposit', amount: 30_000n, wagerRequired: 150_000n, campaignId: campaign!.id }]);
    await t.db.update(bonusCampaigns).set({ enabled: false }).where(eq(bonusCampaigns.id, campaign!.id));
  });

  it('pays 10% of the net casino losses since joining as cash, once per 7 days', async () => {
    const who = await loggedInPlayer(t, 100_000n); // ₺1,000
    // Lost before joining: does not count.
    const before = game(who);
    await before.stake(5_000n);
    await before.pay(0n);
    const joined = await claim(who, cashbackCampaign);
    expect(joined.json()).toMatchObject({ message: 'Kayıp bonusuna katıldınız: bundan sonraki net kayıplarınızın %10’u talep edilebilir olacak', data: { status: 'joined', action: null, cashbackDue: 0 } });
    // Since joining: stake ₺100, win ₺30; stake ₺50, win 0. Net loss 100 − 30 + 50 = ₺120; 10% = ₺12.
    const one = game(who);
    await one.stake(10_000n);
    await one.pay(3_000n);
    const two = game(who);
    await two.stake(5_000n);
    await two.pay(0n);
    expect((await offers(who.headers())).find((o) => o.campaignId === cashbackCampaign)).toMatchObject({ status: 'claimable', action: 'claim', cashbackDue: 12 });
    const paid = await claim(who, cashbackCampaign);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ message: '₺12,00 kayıp bonusu hesabınıza eklendi', data: { status: 'joined', action: null } });
    // ₺1,000 − 50 − 100 + 30 − 50 + 12 = ₺842, all cash (wagering 0: converted at once).
    expect(await getPlayerBalance(t.db, who.id)).toMatchObject({ cash: 84_200n, bonus: 0n });
    expect(await grantsOf(who.id)).toMatchObject([{ kind: 'cashback', amount: 1_200n, status: 'converted', settledAmount: 1_200n }]);
    // Claimable once per period: again now is refused with the next period's start.
    const again = await claim(who, cashbackCampaign, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^You had this period’s cashback; the next period starts on \d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    // Seven days on, with nothing lost in the last seven days: nothing to claim.
    const later = claimOffer(t.db, { playerId: who.id, campaignId: cashbackCampaign, locale: 'tr', now: new Date(Date.now() + 7 * DAY + 60_000) });
    await expect(later).rejects.toMatchObject({ messageKey: 'bonus.offer.cashback.nothing' });
    await expect(later).rejects.toBeInstanceOf(ApiError);
  });

  it('caps cashback at ₺1,000, pays nothing to a winner, and pays a double claim once', async () => {
    const loser = await loggedInPlayer(t, 2_000_000n); // ₺20,000
    expect((await claim(loser, cashbackCampaign)).statusCode).toBe(200);
    const round = game(loser);
    await round.stake(1_500_000n); // loses ₺15,000: 10% = ₺1,500, capped at ₺1,000
    await round.pay(0n);
    const [a, b] = await Promise.allSettled([
      claimOffer(t.db, { playerId: loser.id, campaignId: cashbackCampaign, locale: 'tr' }),
      claimOffer(t.db, { playerId: loser.id, campaignId: cashbackCampaign, locale: 'tr' }),
    ]);
    const results = [a, b].map((r) => r.status);
    expect(results.sort()).toEqual(['fulfilled', 'rejected']);
    expect(await getPlayerBalance(t.db, loser.id)).toMatchObject({ cash: 2_000_000n - 1_500_000n + 100_000n });

    const winner = await loggedInPlayer(t, 10_000n);
    expect((await claim(winner, cashbackCampaign)).statusCode).toBe(200);
    const lucky = game(winner);
    await lucky.stake(1_000n);
    await lucky.pay(5_000n);
    const nothing = await claim(winner, cashbackCampaign);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Şu anda talep edilecek kayıp bonusu yok');
  });

  it('answers an unknown or closed campaign with a localized 404', async () => {
    const who = await loggedInPlayer(t);
    const response = await claim(who, 999_999, 'en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'This offer does not exist or has ended' });
  });
});
