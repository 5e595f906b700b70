// Issue 12.4: bonus wagering cannot be cleared at no risk. The rules under test (server/wallet/wagering.ts),
// written here so the expectations come from them and not from the code:
// - a stake counts towards wagering by its game's weight: slots 100%, roulette 10%, blackjack 10%, crash 20%
//   (the operator's defaults; table games, lottery games and unknown games 10%, sports 100%);
// - a round whose bets cover MORE THAN TWO THIRDS of its outcomes counts 0: covered × 3 > outcomes × 2,
//   so for roulette 25 or more of the 37 pockets (24 × 3 = 72 ≤ 74; 25 × 3 = 75 > 74);
// - sports stakes count only at or above the minimum odds (1.50 by default);
// - while the player holds bonus money, one round's stakes together may be at most ₺50 (5,000 kuruş).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses } from '../../../server/db/schema/customer';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { bonusAllocationMismatches, grantBonus } from '../../../server/wallet/bonuses';
import { bet } from '../../../server/wallet/game-wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

const straightUps = Array.from({ length: 37 }, (_, n) => ({ kind: 'straight', numbers: [n], amount: 1 }));

describeEachTarget('bonus wagering rules on %s', (target) => {
  let t: TestApp;

  const launch = async (gameCode: string, who: LoggedInPlayer) => {
    const response = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode, language: 'tr', lobbyUrl: '/' }, who.headers());
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().data as string).searchParams.get('token')!;
  };
  const spin = async (token: string, bets: unknown[], headers: Record<string, string> = {}) => {
    const response = await post(t, '/api/studio/roulette/spin', { token, requestId: randomUUID(), bets }, headers);
    expectContract('spinStudioRoulette', response.statusCode, response.json());
    return response;
  };
  const trialBonusOf = async (who: LoggedInPlayer, amount = 10_000n) => {
    const granted = await grantBonus(t.db, { playerId: who.id, amount, kind: 'trial', idempotencyKey: `trial-bonus:${who.id}` });
    return Number(granted.bonusId);
  };
  const grantRow = async (id: number) => (await t.db.select().from(bonuses).where(eq(bonuses.id, id)))[0]!;

  beforeAll(async () => {
    t = await buildSeededApp(target);
  });
  afterAll(async () => {
    expect(t.violations).toEqual([]);
    expect(await checkInvariants(t.db)).toEqual([]);
    expect(await bonusAllocationMismatches(t.db)).toEqual([]);
    await t.close();
  });

  it('the issue: ₺1 on each of the 37 numbers with a ₺100 trial bonus never becomes cash', async () => {
    // Worked figures. Each spin stakes ₺37 of bonus money; exactly one straight wins and pays 35 to 1,
    // returning ₺36: the player loses ₺1 a spin whatever the pocket. Before the fix each spin counted ₺37
    // towards the ₺1,000 requirement (10 × ₺100): after 27 spins 999, after 28 spins 1,036 ≥ 1,000, so
    // the ₺72 left converted to cash. Now the 37 straights cover 37 of 37 pockets (37 × 3 > 37 × 2): each
    // spin counts 0. After the same 28 spins: cash ₺0, bonus ₺72, wagered ₺0, the bonus still active
    // (and it can only shrink, ₺1 a spin, until it expires).
    const who = await loggedInPlayer(t);
    const bonusId = await trialBonusOf(who);
    const token = await launch('studio-roulette', who);
    for (let i = 0; i < 28; i++) {
      const response = await spin(token, straightUps);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ bet: 37, win: 36 });
    }
    expect(await getPlayerBalance(t.db, who.id)).toMatchObject({ cash: 0n, bonus: 7_200n });
    expect(await grantRow(bonusId)).toMatchObject({ status: 'active', balance: 7_200n, wagered: 0n, wagerRequired: 100_000n });
  }, 180_000);

  it('counts roulette at 10% when the bets cover two thirds or less, and nothing above', async () => {
    const who = await loggedInPlayer(t);
    const bonusId = await trialBonusOf(who);
    const token = await launch('studio-roulette', who);
    // Red (18 of 37 pockets), ₺20: counts 10% = ₺2.
    expect((await spin(token, [{ kind: 'red', amount: 20 }])).statusCode).toBe(200);
    expect((await grantRow(bonusId)).wagered).toBe(200n);
    // Two dozens (24 of 37: 72 ≤ 74), ₺10 each: counts 10% of ₺20 = ₺2 → ₺4.
    expect((await spin(token, [{ kind: 'dozen', index: 1, amount: 10 }, { kind: 'dozen', index: 2, amount: 10 }])).statusCode).toBe(200);
    expect((await grantRow(bonusId)).wagered).toBe(400n);
    // Two dozens and zero (25 of 37: 75 > 74): counts 0 → still ₺4.
    const bets = [{ kind: 'dozen', index: 1, amount: 10 }, { kind: 'dozen', index: 2, amount: 10 }, { kind: 'straight', numbers: [0], amount: 1 }];
    expect((await spin(token, bets)).statusCode).toBe(200);
    expect((await grantRow(bonusId)).wagered).toBe(400n);
    // Red and black (36 of 37), both even-money sides: counts 0.
    expect((await spin(token, [{ kind: 'red', amount: 10 }, { kind: 'black', amount: 10 }])).statusCode).toBe(200);
    expect((await spin(token, [{ kind: 'even', amount: 10 }, { kind: 'odd', amount: 10 }])).statusCode).toBe(200);
    expect((await grantRow(bonusId)).wagered).toBe(400n);
  });

  it('refuses a round above ₺50 while the player holds bonus money, in the request language', async () => {
    const who = await loggedInPlayer(t, 100_000n);
    const token = await launch('studio-roulette', who);
    // No bonus: ₺51 is fine.
    expect((await spin(token, [{ kind: 'red', amount: 51 }])).statusCode).toBe(200);
    await trialBonusOf(who);
    const before = await getPlayerBalance(t.db, who.id);
    const tr = await spin(token, [{ kind: 'red', amount: 30 }, { kind: 'black', amount: 21 }]);
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toMatchObject({ success: false, message: 'Bonus bakiyeniz varken bir turda en fazla ₺50,00 bahis yapabilirsiniz' });
    const en = await spin(token, [{ kind: 'red', amount: 51 }], { 'x-locale': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('While you hold bonus money, one round’s stakes may be at most ₺50.00');
    expect(await getPlayerBalance(t.db, who.id)).toEqual(before);
    // Exactly ₺50 is allowed.
    expect((await spin(token, [{ kind: 'red', amount: 50 }])).statusCode).toBe(200);
  });

  it('counts a studio slot at 100%, blackjack at 10% and crash at 20% (through the game wallet)', async () => {
    const who = await loggedInPlayer(t, 100_000n);
    const bonusId = await trialBonusOf(who);
    const stake = (gameCode: string, amount: bigint) =>
      bet(t.db, { playerId: who.id, txId: `w-${randomUUID()}`, roundId: `w-${randomUUID()}`, gameCode, amount });
    await stake('studio-slot', 1_000n); // +1,000
    expect((await grantRow(bonusId)).wagered).toBe(1_000n);
    await stake('studio-blackjack', 1_000n); // +100
    expect((await grantRow(bonusId)).wagered).toBe(1_100n);
    await stake('studio-crash', 1_000n); // +200
    expect((await grantRow(bonusId)).wagered).toBe(1_300n);
    // Provider games by their catalogue slugs: Hub88's Aviator (crash) 20%, Pragmatic's Sweet Bonanza (slot) 100%,
    // Evolution's Crazy Time (a live game show: table) 10%; a code the catalogue does not know counts 10%.
    await bet(t.db, { playerId: who.id, txId: `w-${randomUUID()}`, roundId: `w-${randomUUID()}`, gameCode: 'spb_aviator', provider: 'hub88', amount: 1_000n });
    expect((await grantRow(bonusId)).wagered).toBe(1_500n);
    await stake('vs20fruitsw', 1_000n);
    expect((await grantRow(bonusId)).wagered).toBe(2_500n);
    await stake('crazy-time', 1_000n);
    expect((await grantRow(bonusId)).wagered).toBe(2_600n);
    await stake('no-such-game', 1_000n);
    expect((await grantRow(bonusId)).wagered).toBe(2_700n);
  });
});
