// Jackpot pools: the draw is a pure function anyone can recompute; stakes on participating games grow
// the pools (once per stake) and the four feeds show it in the providers' shapes; a draw that wins pays
// the tier through the ledger to the player, restarts the tier, raises a Jackpot (type 3) notification,
// reveals the seed that decided it, and leaves the ledger and house:jackpot consistent.
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { gameProviders, games, jackpotGames, jackpotSeeds, jackpotTierRules, jackpotWins } from '../../../server/db/schema/casino';
import { jackpotInstances, jackpotLevels } from '../../../server/db/schema/content';
import { notifications } from '../../../server/db/schema/customer';
import {
  checkJackpotLedger,
  contributeToJackpots,
  drawJackpot,
  drawValue,
  settleJackpotsForBet,
  verifyDraw,
  winningLevel,
  DRAW_BITS,
} from '../../../server/jackpots';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

const RANGE = 1n << DRAW_BITS;

describe('the draw', () => {
  it('is the first 48 bits of HMAC-SHA256(server seed, round id)', () => {
    const digest = createHmac('sha256', 'a-server-seed').update('studio:round-7').digest('hex');
    expect(drawValue('a-server-seed', 'studio:round-7')).toBe(BigInt(`0x${digest.slice(0, 12)}`));
    expect(drawValue('a-server-seed', 'studio:round-8')).not.toBe(drawValue('a-server-seed', 'studio:round-7'));
  });

  it('gives each tier a range of stake / odds of all draws, grand first, consecutive', () => {
    const tiers = [
      { level: 1, oddsKurus: 1000n },
      { level: 2, oddsKurus: 100n },
    ];
    // A stake of 10 kuruş: grand owns 1/100 of the range, major the next 1/10.
    const grandEnd = (10n * RANGE) / 1000n;
    const majorEnd = grandEnd + (10n * RANGE) / 100n;
    expect(winningLevel(0n, 10n, tiers)).toBe(1);
    expect(winningLevel(grandEnd - 1n, 10n, tiers)).toBe(1);
    expect(winningLevel(grandEnd, 10n, tiers)).toBe(2);
    expect(winningLevel(majorEnd - 1n, 10n, tiers)).toBe(2);
    expect(winningLevel(majorEnd, 10n, tiers)).toBeNull();
    expect(winningLevel(0n, 0n, tiers)).toBeNull();
    // A stake at or above the odds always wins that tier.
    expect(winningLevel(RANGE - 1n, 1000n, tiers)).toBe(1);
  });

  it('verifies against the committed hash', () => {
    const seedHash = '2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b';
    const check = verifyDraw({ serverSeed: 'secret', seedHash, roundId: 'r1', stakeKurus: 5n, tiers: [{ level: 1, oddsKurus: 5n }] });
    expect(check).toMatchObject({ seedMatches: true, level: 1 });
    expect(verifyDraw({ serverSeed: 'other', seedHash, roundId: 'r1', stakeKurus: 5n, tiers: [] }).seedMatches).toBe(false);
  });
});

describeEachTarget('jackpot pools on %s', (target) => {
  let t: TestApp;
  let player: LoggedInPlayer;

  const instanceId = async (name: string) => {
    const [row] = await t.db.select({ id: jackpotInstances.id }).from(jackpotInstances).where(eq(jackpotInstances.name, name));
    return row!.id;
  };
  const levelOf = async (instance: number, n: number) => {
    const [row] = await t.db
      .select({ amount: jackpotLevels.amountKurus })
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.instanceId, instance), eq(jackpotLevels.level, n)));
    return row!.amount;
  };
  const level = async (name: string, n: number) => {
    const [row] = await t.db
      .select({ amount: jackpotLevels.amountKurus })
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.instanceId, await instanceId(name)), eq(jackpotLevels.level, n)));
    return row!.amount;
  };
  const feed = async (url: string, operationId: string) => {
    const response = await t.request({ url });
    expect(response.statusCode).toBe(200);
    expectContract(operationId, 200, response.json());
    return response.json().data;
  };
  const ledgerClean = async () => {
    expect(await checkInvariants(t.db)).toEqual([]);
    const { ledger, pools } = await checkJackpotLedger(t.db);
    expect(ledger).toBe(pools);
  };

  beforeAll(async () => {
    t = await buildSeededApp(target);
    player = await loggedInPlayer(t, 1_000_00n);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  it('feeds the four jackpot calls in the providers’ shapes from the pools', async () => {
    const cards = await feed('/api/casino/jackpotcards', 'getJackpotCards');
    expect(cards).toEqual({ currentLevelI: 954_321.8, currentLevelII: 76_543.2, currentLevelIII: 8_654.3, currentLevelIV: 987.6 });
    const egypt = await feed('/api/casino/eqyptquest', 'getEgyptQuestJackpot');
    expect(egypt).toEqual({ currentLevelI: 1_845_236.4, currentLevelII: 184_523.64, currentLevelIII: 18_452.36, currentLevelIV: 1_845.24 });

    const egt = (await feed('/api/casino/egtjackpot', 'getEgtJackpot')) as Array<{ instanceName: string; levelStats: Array<{ level: number; currentValue: Array<{ value: number; currency: string }> }> }>;
    expect(egt.map((instance) => instance.instanceName)).toEqual(['Clover Chance', 'High Cash', 'Bell Link', 'VIP Bell Link']);
    for (const instance of egt) {
      expect(instance.levelStats.map((stat) => stat.level)).toEqual([1, 2, 3, 4]);
      expect(instance.levelStats.every((stat) => stat.currentValue[0]!.currency === 'TRY')).toBe(true);
    }
    expect(egt[2]!.levelStats[0]!.currentValue[0]!.value).toBe(3_412_987.55);

    const pragmatic = (await feed('/api/casino/pragmaticjackpotfeed', 'getPragmaticJackpotFeed')) as { jackpots: Array<{ name: string; tiers: Array<{ name: string; amount: number }> }> };
    expect(pragmatic.jackpots[0]!.tiers).toEqual([
      { name: 'Grand', amount: 2_567_894.5 },
      { name: 'Major', amount: 123_456.7 },
      { name: 'Minor', amount: 23_456.7 },
      { name: 'Mini', amount: 3_456.7 },
    ]);
    await ledgerClean();
  });

  it('grows every pool of the game by its share of each stake, once per stake', async () => {
    const before = { bell: await level('Bell Link', 1), vip: await level('VIP Bell Link', 4), egypt: await level('Egypt Quest', 2) };
    const stake = { provider: 'studio' as const, gameCode: 'studio-slot', betAmount: 100_00n, roundId: 'studio:grow-1', txId: 'studio:grow-1:bet' };
    const first = await t.db.transaction((tx) => contributeToJackpots(tx, stake));
    // 0.15 % + 0.10 % + 0.07 % + 0.05 % of ₺100 in each of Bell Link, VIP Bell Link and Egypt Quest.
    expect(first.total).toBe(3n * (15n + 10n + 7n + 5n));
    expect(first.replayed).toBe(false);
    expect(await level('Bell Link', 1)).toBe(before.bell + 15n);
    expect(await level('VIP Bell Link', 4)).toBe(before.vip + 5n);
    expect(await level('Egypt Quest', 2)).toBe(before.egypt + 10n);

    const again = await t.db.transaction((tx) => contributeToJackpots(tx, stake));
    expect(again.replayed).toBe(true);
    expect(await level('Bell Link', 1)).toBe(before.bell + 15n);

    const egt = (await feed('/api/casino/egtjackpot', 'getEgtJackpot')) as Array<{ instanceName: string; levelStats: Array<{ currentValue: Array<{ value: number }> }> }>;
    const bell = egt.find((instance) => instance.instanceName === 'Bell Link')!;
    expect(bell.levelStats[0]!.currentValue[0]!.value).toBe(Number(before.bell + 15n) / 100);
    await ledgerClean();
  });

  it('takes nothing from games outside the pools', async () => {
    const before = await checkJackpotLedger(t.db);
    const outside = await t.db.transaction((tx) =>
      contributeToJackpots(tx, { provider: 'hub88', gameCode: 'spb_aviator', betAmount: 500_00n, roundId: 'hub88:x', txId: 'hub88:x1' }),
    );
    const pragmaticWheel = await t.db.transaction((tx) =>
      contributeToJackpots(tx, { provider: 'pragmatic', gameCode: '801', betAmount: 500_00n, roundId: 'pragmatic:y', txId: 'pragmatic:y1' }),
    );
    expect(outside.total).toBe(0n);
    expect(pragmaticWheel.total).toBe(0n);
    expect(await checkJackpotLedger(t.db)).toEqual(before);
  });

  it('pays a won tier through the ledger, restarts it, notifies the winner and reveals the seed', async () => {
    const egypt = await instanceId('Egypt Quest');
    // Forcing the draw: grand odds of one kuruş make every stake win the grand tier.
    await t.db.update(jackpotTierRules).set({ oddsKurus: 1n }).where(and(eq(jackpotTierRules.instanceId, egypt), eq(jackpotTierRules.level, 1)));
    const prize = await level('Egypt Quest', 1);
    const cashBefore = (await getPlayerBalance(t.db, player.id)).cash;
    const roundId = 'studio:jackpot-round-1';

    const wins = await t.db.transaction((tx) =>
      drawJackpot(tx, { provider: 'studio', gameCode: 'studio-slot', betAmount: 2_00n, roundId, playerId: player.id }),
    );
    const won = wins.find((w) => w.instanceId === egypt);
    expect(won).toMatchObject({ pool: 'Egypt Quest', level: 1, amount: prize, roundId });
    expect((await getPlayerBalance(t.db, player.id)).cash).toBe(cashBefore + prize);
    expect(await level('Egypt Quest', 1)).toBe(90_000_000n);
    expect((await feed('/api/casino/eqyptquest', 'getEgyptQuestJackpot')).currentLevelI).toBe(900_000);

    const [row] = await t.db.select().from(jackpotWins).where(and(eq(jackpotWins.instanceId, egypt), eq(jackpotWins.roundId, roundId)));
    expect(row).toMatchObject({ playerId: player.id, level: 1, amountKurus: prize, betKurus: 2_00n, gameCode: 'studio-slot' });
    expect(row!.journalEntryId).not.toBeNull();

    const [audited] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'jackpot.win'), eq(auditLog.targetId, player.id)));
    expect(audited).toMatchObject({ actorKind: 'system', targetKind: 'player' });
    expect(audited!.details).toMatchObject({ pool: 'Egypt Quest', level: 1, amount: prize.toString(), roundId });

    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.playerId, player.id), eq(notifications.type, 3)));
    expect(note).toBeDefined();
    const inbox = await t.request({ method: 'POST', url: '/api/customer/notification', payload: { skip: 0, take: 10 }, headers: player.headers('tr') });
    const item = (inbox.json().data.items as Array<{ type: number; title: string; note: string }>).find((n) => n.type === 3)!;
    expect(item.title).toBe('Jackpot kazandınız!');
    expect(item.note).toContain('Egypt Quest Grand');

    // The seed that decided the round is revealed and checks out; a new one is committed.
    const [used] = await t.db.select().from(jackpotSeeds).where(eq(jackpotSeeds.id, row!.seedId));
    expect(used!.revealedAt).not.toBeNull();
    const rules = await t.db.select().from(jackpotTierRules).where(eq(jackpotTierRules.instanceId, egypt));
    const check = verifyDraw({ serverSeed: used!.serverSeed, seedHash: used!.seedHash, roundId, stakeKurus: 2_00n, tiers: rules });
    expect(check).toMatchObject({ seedMatches: true, level: 1 });
    expect(check.draw.toString(16).padStart(12, '0')).toBe(row!.draw);
    const [next] = await t.db.select().from(jackpotSeeds).where(and(eq(jackpotSeeds.instanceId, egypt), isNull(jackpotSeeds.revealedAt)));
    expect(next!.seedHash).not.toBe(used!.seedHash);

    // The same round drawn again wins nothing more.
    const replay = await t.db.transaction((tx) =>
      drawJackpot(tx, { provider: 'studio', gameCode: 'studio-slot', betAmount: 2_00n, roundId, playerId: player.id }),
    );
    expect(replay.filter((w) => w.instanceId === egypt)).toEqual([]);
    expect((await getPlayerBalance(t.db, player.id)).cash).toBe(cashBefore + prize);
    await ledgerClean();
  });

  it('draws nothing for a game outside the pools, or a stake of nothing', async () => {
    const [aviator] = await t.db.select({ id: games.id }).from(games).where(eq(games.gameCode, 'spb_aviator'));
    expect(aviator).toBeDefined();
    const none = await t.db.transaction((tx) => drawJackpot(tx, { provider: 'hub88', gameCode: 'spb_aviator', betAmount: 1_000_00n, roundId: 'hub88:r', playerId: player.id }));
    expect(none).toEqual([]);
    const zero = await t.db.transaction((tx) => drawJackpot(tx, { provider: 'studio', gameCode: 'studio-slot', betAmount: 0n, roundId: 'studio:zero', playerId: player.id }));
    expect(zero).toEqual([]);
  });

  it('pays the first four stakes on a new pool made at once, small and large, each winning its mini', async () => {
    // A pool's first seed is made by its first draw. Four stakes at once on a pool nobody has played yet: two of
    // ₺2 (0.1 % of ₺2 is 0.2 kuruş, so they contribute nothing and hold no house row when they reach the draw)
    // and two of ₺100 (10 kuruş to each tier, under the house rows' lock). Mini odds of ₺2 make every one of
    // them win the mini; the other tiers' odds (₺90 quadrillion) give them a range of zero draws. The rounds
    // ran into PostgreSQL's deadlock detector (40P01) while a small stake wrote the pool's first seed before
    // asking for the house rows, and a large one held the house rows and waited for that seed.
    const [pragmatic] = await t.db.select({ id: gameProviders.id }).from(gameProviders).where(eq(gameProviders.code, 'pragmatic'));
    const players = await Promise.all([0, 1, 2, 3].map(() => loggedInPlayer(t, 1_000_00n)));
    const stakes = [2_00n, 100_00n, 2_00n, 100_00n];
    for (let round = 0; round < 5; round += 1) {
      const gameCode = `jackpot-first-stakes-${round}`;
      const [game] = await t.db.insert(games).values({ gameCode, providerId: pragmatic!.id, name: gameCode, searchName: gameCode }).returning({ id: games.id });
      const [pool] = await t.db.insert(jackpotInstances).values({ provider: 'pragmatic', name: `First Stakes ${round}`, sort: 100 + round }).returning({ id: jackpotInstances.id });
      const poolId = pool!.id;
      await t.db.insert(jackpotLevels).values([1, 2, 3, 4].map((n) => ({ instanceId: poolId, level: n, amountKurus: 0n })));
      await t.db
        .insert(jackpotTierRules)
        .values([1, 2, 3, 4].map((n) => ({ instanceId: poolId, level: n, seedKurus: n === 4 ? 5_00n : 1_000_00n, contributionPpm: 1_000, oddsKurus: n === 4 ? 2_00n : 9n * 10n ** 18n })));
      await t.db.insert(jackpotGames).values({ instanceId: poolId, gameId: game!.id });
      const cashBefore = await Promise.all(players.map(async (p) => (await getPlayerBalance(t.db, p.id)).cash));

      const settled = await Promise.all(
        players.map((p, i) =>
          settleJackpotsForBet(t.db, { provider: 'pragmatic', gameCode, betAmount: stakes[i]!, roundId: `pragmatic:first-${round}-${i}`, playerId: p.id }),
        ),
      );

      expect(settled.map((s) => s.contribution.total)).toEqual([0n, 40n, 0n, 40n]);
      expect(settled.map((s) => s.wins.map((w) => ({ instanceId: w.instanceId, level: w.level })))).toEqual(Array(4).fill([{ instanceId: poolId, level: 4 }]));
      // The grand, major and minor tiers hold the two large stakes' 10 kuruş each.
      expect(await Promise.all([1, 2, 3].map((n) => levelOf(poolId, n)))).toEqual([20n, 20n, 20n]);
      // The mini started at nothing, took 2 × 10 kuruş and was restarted at ₺5 after each of the four wins:
      // what the four were paid and what it holds now come to 20 + 4 × 500 kuruş.
      const paid = settled.reduce((sum, s) => sum + s.wins[0]!.amount, 0n);
      expect(paid + (await levelOf(poolId, 4))).toBe(20n + 4n * 5_00n);
      for (const [i, p] of players.entries()) expect((await getPlayerBalance(t.db, p.id)).cash).toBe(cashBefore[i]! + settled[i]!.wins[0]!.amount);
      // One seed made by the first draw and one after each win: four revealed, one active.
      const seeds = await t.db.select().from(jackpotSeeds).where(eq(jackpotSeeds.instanceId, poolId));
      expect(seeds.filter((seed) => seed.revealedAt !== null)).toHaveLength(4);
      expect(seeds.filter((seed) => seed.revealedAt === null)).toHaveLength(1);
      await ledgerClean();
    }
  });
});
