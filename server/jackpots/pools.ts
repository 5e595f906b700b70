// The jackpot pools' money: every stake on a participating game adds a share to each tier of each of its
// pools, and every round is drawn (./draw.ts) against the pools' committed server seeds. Amounts live in
// jackpot_levels and, kuruş for kuruş, in the ledger's house:jackpot account: a contribution moves the
// share from house:game to house:jackpot, a win pays the tier from house:jackpot to the player and puts
// the tier's restart value back from house:game, in one entry. So house:jackpot always equals the sum
// of the managed pools' levels (checkJackpotLedger). Lock order: ledger rows (house:game, house:jackpot)
// first, then jackpot_levels rows by (instance, level), in every path; a pool's seed (its one active seed is
// a unique key) is written only under the house rows, its first one included.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit';
import type { Db, Queryable, Tx } from '../db/client';
import { gameProviders, games, jackpotGames, jackpotSeeds, jackpotTierRules, jackpotWins, PROVIDER_CODES, type ProviderCode } from '../db/schema/casino';
import { jackpotInstances, jackpotLevels } from '../db/schema/content';
import { ledgerAccounts } from '../db/schema/wallet';
import type { MessageKey } from '../i18n';
import { notify, type CreatedNotification } from '../notifications';
import { IdempotencyConflictError, postEntryTx, type PostEntryLine } from '../wallet';
import { lockPlayerWallet } from '../wallet/bonuses';
import { afterHouseLines, postHouseLines, postsHouseLast } from '../wallet/house-last';
import { drawValue, newServerSeed, winningLevel } from './draw';

export interface JackpotBet {
  /** Which provider's game; when absent, the prefix of roundId ("hub88:…") or a code only one provider uses decides. */
  provider?: ProviderCode;
  gameCode: string;
  /** The stake in kuruş. */
  betAmount: bigint;
  roundId: string;
  /** The wallet transaction of the stake: the contribution's idempotency key (the round id when absent). */
  txId?: string;
}

interface PoolTier {
  instanceId: number;
  level: number;
  contributionPpm: number;
  oddsKurus: bigint;
  seedKurus: bigint;
}

interface Pool {
  instanceId: number;
  name: string;
  tiers: PoolTier[];
}

function providerOf(bet: JackpotBet): ProviderCode | undefined {
  if (bet.provider) return bet.provider;
  const prefix = bet.roundId.split(':', 1)[0];
  return (PROVIDER_CODES as readonly string[]).includes(prefix ?? '') ? (prefix as ProviderCode) : undefined;
}

/** The enabled pools the bet's game takes part in, with their tier rules, by instance id. */
async function poolsOf(q: Queryable, bet: JackpotBet): Promise<Pool[]> {
  const provider = providerOf(bet);
  const members = await q
    .select({ instanceId: jackpotGames.instanceId, gameId: games.id, name: jackpotInstances.name })
    .from(jackpotGames)
    .innerJoin(games, eq(games.id, jackpotGames.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .innerJoin(jackpotInstances, eq(jackpotInstances.id, jackpotGames.instanceId))
    .where(and(eq(games.gameCode, bet.gameCode), eq(jackpotInstances.enabled, true), provider ? eq(gameProviders.code, provider) : undefined));
  if (members.length === 0) return [];
  if (!provider && new Set(members.map((m) => m.gameId)).size > 1) {
    throw new Error(`game code ${bet.gameCode} is used by several providers: name the provider of the bet`);
  }
  const ids = [...new Set(members.map((m) => m.instanceId))].sort((a, b) => a - b);
  const rules = await q
    .select()
    .from(jackpotTierRules)
    .where(inArray(jackpotTierRules.instanceId, ids))
    .orderBy(asc(jackpotTierRules.instanceId), asc(jackpotTierRules.level));
  return ids
    .map((instanceId) => ({
      instanceId,
      name: members.find((m) => m.instanceId === instanceId)!.name,
      tiers: rules.filter((rule) => rule.instanceId === instanceId),
    }))
    .filter((pool) => pool.tiers.length > 0);
}

export interface JackpotContribution {
  total: bigint;
  shares: Array<{ instanceId: number; level: number; amount: bigint }>;
  /** The contribution of this stake had been made before: nothing moved now. */
  replayed: boolean;
}

/**
 * Adds the bet's shares to its pools, inside the caller's transaction (the game wallet's, or
 * settleJackpotsForBet's). Idempotent on the bet's txId: a retried stake contributes once.
 */
export async function contributeToJackpots(tx: Tx, bet: JackpotBet, pools?: Pool[]): Promise<JackpotContribution> {
  if (bet.betAmount <= 0n) return { total: 0n, shares: [], replayed: false };
  const shares = (pools ?? (await poolsOf(tx, bet))).flatMap((pool) =>
    pool.tiers
      .map((tier) => ({ instanceId: pool.instanceId, level: tier.level, amount: (bet.betAmount * BigInt(tier.contributionPpm)) / 1_000_000n }))
      .filter((share) => share.amount > 0n),
  );
  const total = shares.reduce((sum, share) => sum + share.amount, 0n);
  if (total === 0n) return { total, shares, replayed: false };

  let replayed: boolean;
  try {
    const posted = await postEntryTx(tx, {
      idempotencyKey: `jackpot:contribution:${bet.txId ?? bet.roundId}`,
      kind: 'jackpot.contribution',
      lines: [
        { account: { house: 'house:game' }, amount: -total },
        { account: { house: 'house:jackpot' }, amount: total },
      ],
      meta: {
        gameCode: bet.gameCode,
        roundId: bet.roundId,
        shares: shares.map((share) => ({ instanceId: share.instanceId, level: share.level, amount: share.amount.toString() })),
      },
    });
    replayed = posted.replayed;
  } catch (error) {
    // The same stake contributed before under other pool rules (changed since): that contribution stands.
    if (error instanceof IdempotencyConflictError) return { total: 0n, shares: [], replayed: true };
    throw error;
  }
  if (!replayed) {
    // The levels are hot rows too: in a houseLast transaction they are raised with its house lines, at its end.
    if (postsHouseLast(tx)) afterHouseLines(tx, (inTx) => raiseLevels(inTx, shares));
    else await raiseLevels(tx, shares);
  }
  return { total, shares, replayed };
}

/** Adds the shares to their levels, in one statement (under the house rows, which every writer of a level holds). */
async function raiseLevels(tx: Tx, shares: JackpotContribution['shares']): Promise<void> {
  const values = sql.join(
    shares.map((share) => sql`(${share.instanceId}::int, ${share.level}::int, ${share.amount.toString()}::bigint)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${jackpotLevels} as l set amount_kurus = l.amount_kurus + v.amount
        from (values ${values}) as v (instance_id, level, amount)
        where l.instance_id = v.instance_id and l.level = v.level`,
  );
}

type ActiveSeed = { id: number; serverSeed: string; seedHash: string };

async function findActiveSeed(tx: Queryable, instanceId: number): Promise<ActiveSeed | undefined> {
  const [row] = await tx
    .select({ id: jackpotSeeds.id, serverSeed: jackpotSeeds.serverSeed, seedHash: jackpotSeeds.seedHash })
    .from(jackpotSeeds)
    .where(and(eq(jackpotSeeds.instanceId, instanceId), isNull(jackpotSeeds.revealedAt)));
  return row;
}

/** The pool's committed seed that decides its draws now, created (and committed) when there is none. */
export async function activeSeed(tx: Queryable, instanceId: number): Promise<ActiveSeed> {
  const find = () => findActiveSeed(tx, instanceId);
  const current = await find();
  if (current) return current;
  // The partial unique index lets exactly one of racing instances commit a seed; the others read it.
  await tx.insert(jackpotSeeds).values({ instanceId, ...newServerSeed() }).onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error(`jackpot pool ${instanceId} has no seed`);
  return created;
}

/** Reveals the pool's active seed (every draw it made becomes checkable) and commits a new one. */
export async function rotateJackpotSeed(tx: Queryable, instanceId: number, now: Date = new Date()): Promise<{ revealed: string | null; nextHash: string }> {
  const revealed = await tx
    .update(jackpotSeeds)
    .set({ revealedAt: now })
    .where(and(eq(jackpotSeeds.instanceId, instanceId), isNull(jackpotSeeds.revealedAt)))
    .returning({ serverSeed: jackpotSeeds.serverSeed });
  const next = await activeSeed(tx, instanceId);
  return { revealed: revealed[0]?.serverSeed ?? null, nextHash: next.seedHash };
}

export interface JackpotWin {
  instanceId: number;
  pool: string;
  level: number;
  amount: bigint;
  roundId: string;
  /** The notification raised in the transaction, to push after the commit (publishWalletChange). */
  notification: CreatedNotification;
}

const tierKey = (level: number) => `casino.jackpot.tier.${level}` as MessageKey;

/**
 * Takes the ledger's house rows first (ascending id, as postEntry does), before any pool row. In a houseLast
 * transaction the lines and pool levels it queued are posted first: a win pays the level as its stakes left it.
 */
async function lockHouseRows(tx: Tx): Promise<void> {
  await postHouseLines(tx);
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, ['house:game', 'house:jackpot']))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/**
 * Draws the round against each pool of the bet's game, inside the caller's transaction, and pays what it
 * wins: the tier's amount to the player's cash, the tier restarted at its seed value, a Jackpot (type 3)
 * notification, the winning seed revealed and a new one committed. A pool is drawn once per round: a
 * retried round answers no second win. A caller holding ledger rows already must hold the player's
 * wallet lock (lockPlayerWallet) from before it took them, as the game wallet does.
 */
export async function drawJackpot(tx: Tx, bet: JackpotBet & { playerId: string }, knownPools?: Pool[]): Promise<JackpotWin[]> {
  if (bet.betAmount <= 0n) return [];
  const pools = knownPools ?? (await poolsOf(tx, bet));
  if (pools.length === 0) return [];
  // The player's wallet lock comes before any ledger row, as in every game wallet call.
  await lockPlayerWallet(tx, bet.playerId);
  const wins: JackpotWin[] = [];
  for (const pool of pools) {
    let seed = await findActiveSeed(tx, pool.instanceId);
    if (!seed) {
      // A pool's first seed is written under the house rows' lock, as every later one is (rotateJackpotSeed
      // after a win). A stake too small to contribute holds no house row here; writing the seed first and then
      // asking for the house rows to pay a win deadlocked on PostgreSQL with a contributing stake that held the
      // house rows and waited for that seed's insert (the pool's one active seed is a unique key).
      await lockHouseRows(tx);
      seed = await activeSeed(tx, pool.instanceId);
    }
    const draw = drawValue(seed.serverSeed, bet.roundId);
    const level = winningLevel(draw, bet.betAmount, pool.tiers);
    if (level === null) continue;
    // Under the house rows' lock a concurrent twin of this round has either committed its win (seen
    // here) or not started paying, so a round never pays a pool twice.
    await lockHouseRows(tx);
    const [already] = await tx
      .select({ id: jackpotWins.id })
      .from(jackpotWins)
      .where(and(eq(jackpotWins.instanceId, pool.instanceId), eq(jackpotWins.roundId, bet.roundId)));
    if (already) continue;
    const [row] = await tx
      .select({ amount: jackpotLevels.amountKurus })
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.instanceId, pool.instanceId), eq(jackpotLevels.level, level)))
      .for('update');
    if (!row) continue;
    const amount = row.amount;
    const restart = pool.tiers.find((tier) => tier.level === level)!.seedKurus;
    // Pays the tier and refills it to its restart value in one entry: jackpot -amount +restart, game -restart.
    const allLines: PostEntryLine[] = [
      { account: { house: 'house:game' }, amount: -restart },
      { account: { house: 'house:jackpot' }, amount: restart - amount },
      { account: { player: bet.playerId, kind: 'cash' }, amount },
    ];
    const lines = allLines.filter((line) => line.amount !== 0n);
    const entry =
      lines.length >= 2
        ? await postEntryTx(tx, {
            idempotencyKey: `jackpot:win:${pool.instanceId}:${bet.roundId}`,
            kind: 'jackpot.win',
            playerId: bet.playerId,
            lines,
            meta: { instanceId: pool.instanceId, level, roundId: bet.roundId, seedId: seed.id, draw: draw.toString(16) },
          })
        : null;
    await tx
      .update(jackpotLevels)
      .set({ amountKurus: restart })
      .where(and(eq(jackpotLevels.instanceId, pool.instanceId), eq(jackpotLevels.level, level)));
    await tx.insert(jackpotWins).values({
      instanceId: pool.instanceId,
      level,
      playerId: bet.playerId,
      gameCode: bet.gameCode,
      roundId: bet.roundId,
      betKurus: bet.betAmount,
      amountKurus: amount,
      seedId: seed.id,
      draw: draw.toString(16).padStart(12, '0'),
      journalEntryId: entry?.entryId ?? null,
    });
    await rotateJackpotSeed(tx, pool.instanceId);
    await audit(tx, {
      actor: { kind: 'system', id: 'jackpot-draw' },
      action: 'jackpot.win',
      target: { kind: 'player', id: bet.playerId },
      details: { pool: pool.name, instanceId: pool.instanceId, level, amount, restart, roundId: bet.roundId, gameCode: bet.gameCode, seedId: seed.id },
    });
    const notification = await notify(tx, {
      playerId: bet.playerId,
      type: 3,
      titleKey: 'casino.jackpot.won.title',
      noteKey: 'casino.jackpot.won.note',
      vars: { pool: pool.name, tier: { key: tierKey(level) }, amount },
      dedupeKey: `jackpot:${pool.instanceId}:${bet.roundId}`,
    });
    wins.push({ instanceId: pool.instanceId, pool: pool.name, level, amount, roundId: bet.roundId, notification });
  }
  return wins;
}

export interface SettledJackpots {
  contribution: JackpotContribution;
  wins: JackpotWin[];
}

/**
 * Contribution and draw of one stake in their own transaction (a savepoint inside the caller's), for wallet
 * callbacks and the studio's stakes. A game in no pool (most) answers at once, with no transaction or lock.
 */
export async function settleJackpotsForBet(db: Db, bet: JackpotBet & { playerId: string }): Promise<SettledJackpots> {
  const pools = bet.betAmount > 0n ? await poolsOf(db, bet) : [];
  if (pools.length === 0) return { contribution: { total: 0n, shares: [], replayed: false }, wins: [] };
  return db.transaction(async (tx) => {
    await lockPlayerWallet(tx, bet.playerId);
    const contribution = await contributeToJackpots(tx, bet, pools);
    const wins = await drawJackpot(tx, bet, pools);
    return { contribution, wins };
  });
}

/**
 * The ledger's house:jackpot balance against the sum of the pools that have rules (the managed ones):
 * they must be equal at every commit. Answers both, for tests and the operator.
 */
export async function checkJackpotLedger(q: Queryable): Promise<{ ledger: bigint; pools: bigint }> {
  const [ledger] = await q
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, 'house:jackpot'));
  const [pools] = await q
    .select({ total: sql<string>`coalesce(sum(${jackpotLevels.amountKurus}), 0)::text` })
    .from(jackpotLevels)
    .where(sql`exists (select 1 from ${jackpotTierRules} r where r.instance_id = ${jackpotLevels.instanceId} and r.level = ${jackpotLevels.level})`);
  return { ledger: BigInt(ledger?.balance ?? '0'), pools: BigInt(pools?.total ?? '0') };
}
