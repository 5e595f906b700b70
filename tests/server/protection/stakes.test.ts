// Loss and wager limits and exclusions on every path a stake takes, on every database target: the game
// wallet's provider calls (the fast one-statement path steps aside for a player with protection
// settings), the studio's rounds through the API, and sports slips, where a pending stake counts as lost
// until it is settled. Two racing stakes that together would pass a limit are accepted once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { protectionExclusions } from '../../../server/db/schema/protection';
import { sportsMarkets, sportsOutcomes, sportsTeams } from '../../../server/db/schema/sports';
import { ExcludedRefused, LimitRefused } from '../../../server/protection/enforce';
import { seedSportsCatalogue } from '../../../server/seed/sports';
import { createSimFixture, DEFAULT_SIMULATOR } from '../../../server/sports/simulator-feed';
import { bet, win } from '../../../server/wallet/game-wallet';
import { studioRounds } from '../../../server/db/schema/studio';
import { studioGameOf } from '../../../server/studio/games';
import { spinSlot } from '../../../server/studio/rounds';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

const previousInterval = process.env.SPORTS_SIM_INTERVAL_MS;

describeEachTarget('player protection on every stake path on %s', (target) => {
  let t: TestApp;
  let eventId: string;

  beforeAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    t = await buildSeededApp(target);
    await seedSportsCatalogue(t.db);
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
    eventId = await createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[0]!.id, teams[1]!.id, new Date(Date.now() + 3_600_000));
  });
  afterAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = previousInterval;
    if (previousInterval === undefined) delete process.env.SPORTS_SIM_INTERVAL_MS;
    expect(await checkInvariants(t.db)).toEqual([]);
    expect(t.violations).toEqual([]);
    await t?.close();
  });

  const limit = async (who: LoggedInPlayer, kind: string, period: string, amount: number) => {
    const response = await post(t, '/api/protection/limits', { kind, period, amount }, who.headers());
    expect(response.statusCode, response.body).toBe(200);
  };
  const cash = async (who: LoggedInPlayer) => (await getPlayerBalance(t.db, who.id)).cash;
  const providerBet = (who: LoggedInPlayer, amount: bigint) =>
    bet(t.db, { playerId: who.id, txId: `test:${randomUUID()}`, roundId: randomUUID(), gameCode: 'provider-game', amount });

  it('a provider bet passing a daily wager limit of ₺100 is refused with what is left; the stakes before it count', async () => {
    const player = await loggedInPlayer(t, 100_000n);
    await limit(player, 'wager', 'day', 100);
    await providerBet(player, 6_000n);
    const refused = await providerBet(player, 5_000n).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LimitRefused);
    expect((refused as LimitRefused).left).toBe(4_000n);
    await providerBet(player, 4_000n);
    expect(await cash(player)).toBe(90_000n);
  });

  it('a loss limit counts net losses: winnings give room back, never above the limit', async () => {
    const player = await loggedInPlayer(t, 100_000n);
    await limit(player, 'loss', 'day', 50);
    const round = randomUUID();
    await bet(t.db, { playerId: player.id, txId: `test:${randomUUID()}`, roundId: round, gameCode: 'provider-game', amount: 4_000n });
    await win(t.db, { playerId: player.id, txId: `test:${randomUUID()}`, roundId: round, gameCode: 'provider-game', amount: 1_000n });
    // Lost ₺30 net: ₺20 left, so ₺25 is refused and ₺20 taken.
    await expect(providerBet(player, 2_500n)).rejects.toMatchObject({ left: 2_000n });
    await providerBet(player, 2_000n);
  });

  it('accepts exactly one of two racing provider bets that together would pass the limit', async () => {
    const player = await loggedInPlayer(t, 100_000n);
    await limit(player, 'wager', 'day', 100);
    const results = await Promise.allSettled([providerBet(player, 6_000n), providerBet(player, 6_000n)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([expect.any(LimitRefused)]);
    expect(await cash(player)).toBe(94_000n);
  });

  it('refuses a studio spin over the limit through the API, with the message', async () => {
    const player = await loggedInPlayer(t, 100_000n);
    await limit(player, 'wager', 'day', 3);
    const launched = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' }, player.headers());
    const token = new URL(launched.json().data as string).searchParams.get('token')!;
    const first = await post(t, '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const refused = await post(t, '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Bu bahis bahis limitinizi aşıyor\. Kalan: ₺1,00; limit \d\d\.\d\d\.\d{4} 00:00 tarihinde yenilenir$/);
  });

  it('cancels the round of a spin refused by a limit (the one transaction of the play commits it cancelled); the same request id answers it cancelled', async () => {
    // A refusal by the player's limits used to leave the round pending (the studio cancelled only its own
    // 400s), and in one transaction rolled the round away: a retry of the request id then staked again.
    // A play is one transaction now (issue 15): the refusal must still commit the round, cancelled.
    const player = await loggedInPlayer(t, 100_000n);
    await limit(player, 'wager', 'day', 1);
    const launched = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' }, player.headers());
    const token = new URL(launched.json().data as string).searchParams.get('token')!;
    const before = await cash(player);
    const studio = { db: t.db, hub: { publishToPlayer: async () => true } };
    const slot = { playerId: player.id, gameCode: 'studio-slot', game: studioGameOf('studio-slot')!, tokenHash: 'test' };
    const requestId = randomUUID();
    await expect(spinSlot(studio, slot, requestId, 200n)).rejects.toBeInstanceOf(LimitRefused);
    const rounds = await t.db.select({ status: studioRounds.status }).from(studioRounds).where(and(eq(studioRounds.playerId, player.id), eq(studioRounds.requestId, requestId)));
    expect(rounds).toEqual([{ status: 'cancelled' }]);
    const again = await post(t, '/api/studio/slot/spin', { token, requestId, bet: 2 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.status).toBe('cancelled');
    expect(await cash(player)).toBe(before);
  });

  it('counts a pending sports stake as lost: a ₺10 daily loss limit, ₺6 pending, refuses ₺5', async () => {
    const player = await loggedInPlayer(t, 100_000n);
    await limit(player, 'loss', 'day', 10);
    const [row] = await t.db
      .select({ outcome: sportsOutcomes, market: sportsMarkets })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, '1x2'), eq(sportsOutcomes.code, '1')));
    const selection = { eventId, marketId: row!.market.id, outcomeId: row!.outcome.id, odds: row!.outcome.odds / 100 };
    const place = (stake: number) =>
      t.request({
        method: 'POST',
        url: '/api/sports/bets',
        headers: { ...player.headers(), 'idempotency-key': randomUUID() },
        payload: { oddsChange: 'any', bets: [{ type: 'single', stake, selections: [selection] }] },
      });
    const placed = await place(6);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.accepted).toBe(true);
    const refused = await place(5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Kalan: ₺4,00');
    expect(await cash(player)).toBe(99_400n);
  });

  it('accepts exactly one of two racing sports slips that together would pass a loss limit', async () => {
    const player = await loggedInPlayer(t, 100_000n);
    await limit(player, 'loss', 'day', 10);
    const [row] = await t.db
      .select({ outcome: sportsOutcomes, market: sportsMarkets })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, '1x2'), eq(sportsOutcomes.code, 'X')));
    const selection = { eventId, marketId: row!.market.id, outcomeId: row!.outcome.id, odds: row!.outcome.odds / 100 };
    const place = () =>
      t.request({
        method: 'POST',
        url: '/api/sports/bets',
        headers: { ...player.headers(), 'idempotency-key': randomUUID() },
        payload: { oddsChange: 'any', bets: [{ type: 'single', stake: 7, selections: [selection] }] },
      });
    const answers = await Promise.all([place(), place()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await cash(player)).toBe(99_300n);
  });

  it('refuses every stake of an excluded player whose game session outlived the exclusion', async () => {
    const player = await loggedInPlayer(t, 100_000n);
    await t.db.insert(protectionExclusions).values({ playerId: player.id, kind: 'timeOut', period: '24h', startedAt: new Date(), endsAt: new Date(Date.now() + 86_400_000) });
    // The settings row routes the fast wallet path to the checked one (startExclusion writes it).
    await post(t, '/api/protection/reality-check', { minutes: 15 }, player.headers());
    await expect(providerBet(player, 100n)).rejects.toBeInstanceOf(ExcludedRefused);
    expect(await cash(player)).toBe(100_000n);
  });
});
