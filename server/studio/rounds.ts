// The rounds of our studio's seeded games (slot, roulette, blackjack): each play is a row in studio_rounds
// walked through pending → (open →) playing → settled, with its money moved by the game wallet under ids
// `studio:<round>:bet`, `studio:<round>:bet:<step>` (blackjack's extra stakes), `studio:<round>:win` and
// `studio:<round>:rollback[:<step>]`. A play (a slot or roulette spin, a blackjack deal) is one transaction
// (issue 15): the round row, the stake, its jackpot contribution and draw, the outcome and the payout commit
// together or not at all, and the round's house lines are posted last (server/wallet/house-last.ts), so
// rounds of different players do not queue on house:game. So a process that dies mid-play leaves no trace of
// it, and a retry of its request id plays it afresh; a refused stake (400) commits its round cancelled.
// Blackjack's decisions come later, each in its own steps (an extra stake, the decision, the payout).
// Every step is idempotent, so recovery (recoverRounds) completes or rolls back what is left between steps:
//   pending  — the stake may or may not have landed, nothing was drawn: the stake is rolled back (or a
//              tombstone refuses it if it arrives late) and the round is cancelled (a round of the version
//              before, which committed each step on its own);
//   playing  — the outcome is fixed: the jackpot draw and the payout are (re)done, the round settles (the
//              version before's rounds, and a blackjack decision interrupted before its payout);
//   open     — a blackjack hand waiting for a decision: on a new launch it is finished by standing
//              (insurance declined), stakes of decisions never applied are rolled back, and it settles.
// The stake's jackpot contribution and draw follow every stake (settleJackpotsForBet, idempotent).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { canonicalJson } from '../audit/chain';
import { countBet } from '../lib/metrics';
import { gameTransactions } from '../db/schema/customer';
import { jackpotWins } from '../db/schema/casino';
import { jackpotInstances } from '../db/schema/content';
import { studioCrashChains, studioCrashRounds, studioKenoDraws, studioLiveRouletteSpins, studioRounds, studioSeedPairs, studioTombalaGames } from '../db/schema/studio';
import { settleJackpotsForBet, type JackpotWin } from '../jackpots';
import { kurusToTry } from '../lib/money';
import type { CreatedNotification } from '../notifications/notify';
import { publishWalletChange, type HubPublisher } from '../realtime';
import { ExcludedRefused, LimitRefused } from '../protection/enforce';
import { getPlayerBalance } from '../wallet/accounts';
import { houseLast } from '../wallet/house-last';
import { bet as walletBet, GameWalletError, rollback as walletRollback, win as walletWin, type StakeInput } from '../wallet/game-wallet';
import type { components } from '../../common/contract/schema.gen';
import {
  additionalStakeUnits,
  applyBlackjackAction,
  assertBlackjackBet,
  coveredPockets,
  createRoundStream,
  ROULETTE_POCKETS,
  finishBlackjackRound,
  isLegalAction,
  playRouletteRound,
  playSlotRound,
  settleBlackjack,
  startBlackjackRound,
  takeRound,
  unitsToKurus,
  validateRouletteBets,
  type BlackjackAction,
  type BlackjackState,
  type RouletteBet,
} from './engine';
import { StudioError } from './errors';
import type { StudioGameInfo } from './games';
import { activeSeedPair, pairOf, type SeedPairRow } from './seeds';
import { playThemedSlot } from './slot-themes';
import {
  blackjackOutcomeJson,
  crashOutcomeJson,
  rouletteOutcomeJson,
  slotOutcomeJson,
  storable,
  storeRouletteBet,
} from './views';

export type StudioRoundRow = typeof studioRounds.$inferSelect;
export type StudioRoundJson = components['schemas']['StudioRound'];

export interface StudioDeps {
  db: Db;
  hub: HubPublisher;
  now?: () => Date;
}

/** Who plays: the launch token's player and game (server/studio/session.ts). */
export interface StudioPlayer {
  playerId: string;
  gameCode: string;
  game: StudioGameInfo;
  tokenHash: string;
}

/** A pending round untouched this long is taken as interrupted (a live request finishes in far less). */
export const PENDING_GRACE_MS = 30_000;

export const roundIdOf = (id: string) => `studio:${id}`;
export const betTx = (id: string, step?: number) => (step === undefined ? `studio:${id}:bet` : `studio:${id}:bet:${step}`);
const winTx = (id: string) => `studio:${id}:win`;
export const rollbackTx = (id: string, step?: number) => (step === undefined ? `studio:${id}:rollback` : `studio:${id}:rollback:${step}`);

/** "studio:<uuid>" or "<uuid>" → uuid, or null. */
export function parseRoundId(roundId: string): string | null {
  const match = /^(?:studio:)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(roundId.trim());
  return match ? match[1]!.toLowerCase() : null;
}

// ---- stakes and payouts --------------------------------------------------------------------------

/** Notifications raised along a play (bonus conversions, jackpot wins), pushed after the commits. */
export type Pushes = CreatedNotification[];

export function checkStake(game: StudioGameInfo, amount: bigint): void {
  if (amount < game.minBet || amount > game.maxBet || amount % game.step !== 0n) {
    throw new StudioError(400, 'studio.bet.range', { min: game.minBet, max: game.maxBet, step: game.step });
  }
}

/**
 * A stake the rules refused (400): the studio's own refusals, and the player's limits or exclusion, which
 * the game wallet checks and which keep their own message. Its round is cancelled, not left pending.
 */
export function refusedStake(error: unknown): boolean {
  return (error instanceof StudioError && error.status === 400) || error instanceof LimitRefused || error instanceof ExcludedRefused;
}

function walletRefusal(error: unknown): never {
  if (error instanceof GameWalletError) {
    if (error.code === 'INSUFFICIENT_FUNDS') throw new StudioError(400, 'studio.funds.insufficient');
    if (error.code === 'PLAYER_BLOCKED' || error.code === 'UNKNOWN_PLAYER') throw new StudioError(403, 'studio.player.blocked');
    if (error.code === 'TRANSACTION_ROLLED_BACK') throw new StudioError(409, 'studio.request.conflict');
    if (error.code === 'BONUS_MAX_STAKE') throw new StudioError(400, 'studio.bonus.maxStake', { max: error.limit ?? 0n });
  }
  throw error;
}

/** The balance (cash + bonus) right after a wallet transaction, as it recorded it. */
async function balanceAfterTx(q: Queryable, txId: string): Promise<bigint | null> {
  const [row] = await q
    .select({ cash: gameTransactions.cashAfter, bonus: gameTransactions.bonusAfter })
    .from(gameTransactions)
    .where(eq(gameTransactions.txId, txId));
  return row ? row.cash + row.bonus : null;
}

/** Takes a stake through the game wallet, then its jackpot contribution and draw; records it on the round. */
export async function placeStake(
  deps: StudioDeps,
  round: StudioRoundRow,
  amount: bigint,
  pushes: Pushes,
  step?: number,
  wagering?: StakeInput['wagering'],
): Promise<void> {
  const staked = await takeStake(deps, round, amount, pushes, step, wagering);
  if (step === undefined) await deps.db.update(studioRounds).set({ ...staked, updatedAt: new Date() }).where(eq(studioRounds.id, round.id));
}

/** What a round records of its stake. */
type StakeFigures = Pick<StudioRoundRow, 'betKurus' | 'balanceBefore' | 'balanceAfter'>;

/**
 * What a play learned in its own transaction that its answer shows (roundJson): the seed pair it drew with,
 * the balance its last wallet call left, the jackpots its stake won. Each is filled only by a step this call
 * carried out itself (a replayed stake or payout leaves it empty), and the answer reads what is missing.
 */
export interface PlayFacts {
  pair?: SeedPairRow;
  balance?: { cash: bigint; bonus: bigint };
  jackpots?: Array<{ pool: string; level: number; amount: bigint }>;
}

/** placeStake without recording it on the round: answers what to record (a play records it with its draw). */
async function takeStake(
  deps: StudioDeps,
  round: StudioRoundRow,
  amount: bigint,
  pushes: Pushes,
  step?: number,
  wagering?: StakeInput['wagering'],
  facts?: PlayFacts,
): Promise<StakeFigures> {
  const txId = betTx(round.id, step);
  let result;
  try {
    result = await walletBet(deps.db, { playerId: round.playerId, txId, roundId: roundIdOf(round.id), gameCode: round.gameCode, amount, wagering, now: deps.now?.() });
  } catch (error) {
    walletRefusal(error);
  }
  pushes.push(...result.notifications);
  if (step === undefined) countBet('placed', round.gameCode);
  const wins = await jackpotsFor(deps, round, amount, txId, pushes);
  if (facts && !result.replayed) {
    // A jackpot won here was paid after the stake's answer: then the balance is the payout's, or read.
    facts.balance = wins.length === 0 ? result.balance : undefined;
    facts.jackpots = wins.map((won) => ({ pool: won.pool, level: won.level, amount: won.amount }));
  }
  // A first answer carries the balance the call recorded; a replay answers today's, so read the record.
  const after = result.replayed ? ((await balanceAfterTx(deps.db, txId)) ?? result.balance.total) : result.balance.total;
  return { betKurus: amount, balanceBefore: after + amount, balanceAfter: after };
}

async function jackpotsFor(deps: StudioDeps, round: StudioRoundRow, amount: bigint, txId: string, pushes: Pushes): Promise<JackpotWin[]> {
  const settled = await settleJackpotsForBet(deps.db, {
    provider: 'studio',
    gameCode: round.gameCode,
    betAmount: amount,
    roundId: roundIdOf(round.id),
    txId,
    playerId: round.playerId,
  });
  pushes.push(...settled.wins.map((won) => won.notification));
  return settled.wins;
}

/** Pays a decided round (zero closes a lost one) and settles it. Idempotent. Answers the settled row. */
export async function payAndSettle(deps: StudioDeps, round: StudioRoundRow, pushes: Pushes, facts?: PlayFacts): Promise<StudioRoundRow> {
  const result = await walletWin(deps.db, {
    playerId: round.playerId,
    txId: winTx(round.id),
    roundId: roundIdOf(round.id),
    gameCode: round.gameCode,
    amount: round.winKurus,
    now: deps.now?.(),
  });
  pushes.push(...result.notifications);
  if (facts && !result.replayed) facts.balance = result.balance;
  const after = result.replayed ? ((await balanceAfterTx(deps.db, winTx(round.id))) ?? result.balance.total) : result.balance.total;
  const now = deps.now?.() ?? new Date();
  const [settled] = await deps.db
    .update(studioRounds)
    .set({ status: 'settled', balanceAfter: after, settledAt: now, updatedAt: now })
    .where(and(eq(studioRounds.id, round.id), eq(studioRounds.status, 'playing')))
    .returning();
  if (settled) countBet('settled', round.gameCode);
  return settled ?? loadRound(deps.db, round.id);
}

export async function publish(deps: StudioDeps, playerId: string, pushes: Pushes): Promise<void> {
  await publishWalletChange(deps.hub, deps.db, { playerId, notifications: pushes });
}

export async function loadRound(q: Queryable, id: string): Promise<StudioRoundRow> {
  const [row] = await q.select().from(studioRounds).where(eq(studioRounds.id, id));
  if (!row) throw new StudioError(404, 'studio.round.notFound');
  return row;
}

// ---- starting a play -----------------------------------------------------------------------------

/**
 * Whether a stored round's params (as jsonb gives them back: an object's keys shorter first) are the play a
 * retry asks for (keys in whatever order its caller built them).
 */
export function samePlay(stored: unknown, requested: unknown): boolean {
  return canonicalJson(stored) === canonicalJson(requested);
}

/**
 * The round of this request id: a new pending row, or the one a retry names (answered as it stands after
 * finishing whatever the first attempt left undone). A request id reused for another play is refused.
 */
export async function startRound(
  deps: StudioDeps,
  player: StudioPlayer,
  requestId: string,
  params: Record<string, unknown>,
  crashRound?: number,
): Promise<{ round: StudioRoundRow; fresh: boolean }> {
  const find = async () =>
    (
      await deps.db
        .select()
        .from(studioRounds)
        .where(and(eq(studioRounds.playerId, player.playerId), eq(studioRounds.requestId, requestId)))
    )[0];
  const sameParams = (row: StudioRoundRow) => row.game === player.game.kind && samePlay(row.params, params);
  // Most requests are new: the insert comes first, and a retry (its id taken) reads the round it names.
  const [created] = await deps.db
    .insert(studioRounds)
    .values({
      id: randomUUID(),
      playerId: player.playerId,
      game: player.game.kind,
      gameCode: player.gameCode,
      requestId,
      tokenHash: player.tokenHash,
      status: 'pending',
      params,
      crashRound: crashRound ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { round: created, fresh: true };
  const earlier = await find();
  if (!earlier || !sameParams(earlier)) throw new StudioError(409, 'studio.request.conflict');
  return { round: earlier, fresh: false };
}

export async function cancelPending(deps: StudioDeps, round: StudioRoundRow): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deps.db
    .update(studioRounds)
    .set({ status: 'cancelled', settledAt: now, updatedAt: now })
    .where(and(eq(studioRounds.id, round.id), eq(studioRounds.status, 'pending')));
}

/**
 * Draws the round's outcome with the player's next nonce, in the play's transaction with the nonce's
 * increment, and moves the round from pending to `open` or `playing`, recording its stake. Answers the row
 * as it stands after. A round this play created is locked already (and pending); another (a retry's) is
 * locked and read again first.
 */
async function decide(
  deps: StudioDeps,
  round: StudioRoundRow,
  fresh: boolean,
  staked: StakeFigures,
  play: (stream: ReturnType<typeof createRoundStream>) => { state: Record<string, unknown>; win: bigint; open: boolean },
  facts?: PlayFacts,
): Promise<StudioRoundRow> {
  const tx = deps.db; // the play's transaction (playRound)
  if (!fresh) {
    const [current] = await tx.select().from(studioRounds).where(eq(studioRounds.id, round.id)).for('update');
    if (!current || current.status !== 'pending') return current ?? round;
  }
  const pair = await activeSeedPair(tx, round.playerId, true);
  const { round: seeds, next } = takeRound(pairOf(pair));
  const outcome = play(createRoundStream(seeds));
  await tx.update(studioSeedPairs).set({ nonce: next.nonce }).where(eq(studioSeedPairs.id, pair.id));
  if (facts) facts.pair = { ...pair, nonce: next.nonce };
  const [updated] = await tx
    .update(studioRounds)
    .set({
      ...staked,
      status: outcome.open ? 'open' : 'playing',
      seedPairId: pair.id,
      nonce: seeds.nonce,
      state: outcome.state,
      winKurus: outcome.win,
      updatedAt: new Date(),
    })
    .where(eq(studioRounds.id, round.id))
    .returning();
  return updated!;
}

/** Finishes whatever an earlier attempt of the same request left: the stake, the draw, the payout. */
async function drive(
  deps: StudioDeps,
  round: StudioRoundRow,
  fresh: boolean,
  stake: bigint,
  play: Parameters<typeof decide>[4],
  pushes: Pushes,
  wagering?: StakeInput['wagering'],
  facts?: PlayFacts,
): Promise<StudioRoundRow> {
  let current = round;
  if (current.status === 'pending') {
    let staked: StakeFigures;
    try {
      staked = await takeStake(deps, current, stake, pushes, undefined, wagering, facts);
    } catch (error) {
      if (refusedStake(error)) await cancelPending(deps, current);
      throw error;
    }
    current = await decide(deps, current, fresh, staked, play, facts);
  }
  if (current.status === 'playing') current = await payAndSettle(deps, current, pushes, facts);
  return current;
}

/**
 * A play (a new round or a retried one) in one transaction whose house lines are posted last
 * (server/wallet/house-last.ts): the round row, the stake, the jackpot contribution and draw, the outcome
 * and the payout commit together or not at all. The wallet's and the jackpots' own transactions become
 * savepoints, the read cache's bumps wait for the commit. A refused stake (400) still commits its cancelled
 * round (a retry answers it) and is thrown after the commit.
 */
async function playRound(
  deps: StudioDeps,
  player: StudioPlayer,
  requestId: string,
  params: Record<string, unknown>,
  stake: bigint,
  play: Parameters<typeof decide>[4],
  pushes: Pushes,
  wagering?: StakeInput['wagering'],
): Promise<{ row: StudioRoundRow; facts: PlayFacts }> {
  let refusal: Error | null = null;
  const facts: PlayFacts = {};
  const row = await houseLast(deps.db, async (tx) => {
    const inTx: StudioDeps = { ...deps, db: tx as unknown as Db };
    try {
      const { round, fresh } = await startRound(inTx, player, requestId, params);
      return await drive(inTx, round, fresh, stake, play, pushes, wagering, facts);
    } catch (error) {
      if (!refusedStake(error)) throw error;
      refusal = error as Error;
      return null;
    }
  });
  if (refusal || !row) throw refusal ?? new StudioError(404, 'studio.round.notFound');
  return { row, facts };
}

// ---- the games -----------------------------------------------------------------------------------

export async function spinSlot(deps: StudioDeps, player: StudioPlayer, requestId: string, bet: bigint): Promise<StudioRoundJson> {
  if (player.game.kind !== 'slot') throw new StudioError(400, 'studio.game.mismatch');
  checkStake(player.game, bet);
  const pushes: Pushes = [];
  const theme = player.game.theme;
  const { row: done, facts } = await playRound(deps, player, requestId, { bet: bet.toString() }, bet, (stream) => {
    if (theme) {
      const themed = playThemedSlot(theme, stream, bet);
      return { state: { outcome: themed.outcome }, win: themed.win, open: false };
    }
    const outcome = playSlotRound(stream, bet);
    return { state: { outcome: slotOutcomeJson(outcome) }, win: outcome.win, open: false };
  }, pushes);
  await publish(deps, player.playerId, pushes);
  return roundJson(deps.db, done, facts);
}

export function parseRouletteBets(bets: readonly { kind: string; numbers?: number[]; index?: number; amount: bigint }[]): RouletteBet[] {
  const parsed = bets.map((bet) => {
    const spec: Record<string, unknown> = { kind: bet.kind, amount: bet.amount };
    if (bet.numbers !== undefined) spec.numbers = [...bet.numbers];
    if (bet.index !== undefined) spec.index = bet.index;
    return spec as unknown as RouletteBet;
  });
  try {
    validateRouletteBets(parsed);
  } catch (error) {
    if (error instanceof RangeError) throw new StudioError(400, 'studio.bet.roulette');
    throw error;
  }
  return parsed;
}

export async function spinRoulette(deps: StudioDeps, player: StudioPlayer, requestId: string, bets: RouletteBet[]): Promise<StudioRoundJson> {
  if (player.game.kind !== 'roulette') throw new StudioError(400, 'studio.game.mismatch');
  const total = bets.reduce((sum, b) => sum + b.amount, 0n);
  checkStake(player.game, total);
  const pushes: Pushes = [];
  // The round's bets together: how many of the 37 pockets they cover decides whether it counts towards wagering.
  const covered = new Set(bets.flatMap((bet) => coveredPockets(bet))).size;
  const { row: done, facts } = await playRound(
    deps,
    player,
    requestId,
    { bets: bets.map(storeRouletteBet) },
    total,
    (stream) => {
      const outcome = playRouletteRound(stream, bets);
      return { state: { outcome: rouletteOutcomeJson(outcome) }, win: outcome.totalPayout, open: false };
    },
    pushes,
    { category: 'roulette', coverage: { covered, outcomes: ROULETTE_POCKETS } },
  );
  await publish(deps, player.playerId, pushes);
  return roundJson(deps.db, done, facts);
}

function blackjackPlay(bet: bigint) {
  return (stream: ReturnType<typeof createRoundStream>) => {
    const state = startBlackjackRound(stream);
    const settled = state.phase === 'settled';
    return { state: { blackjack: storable(state) }, win: settled ? unitsToKurus(settleBlackjack(state).returnUnits, bet) : 0n, open: !settled };
  };
}

async function openBlackjackOf(q: Queryable, playerId: string): Promise<StudioRoundRow | undefined> {
  const [row] = await q
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.playerId, playerId), eq(studioRounds.game, 'blackjack'), eq(studioRounds.status, 'open')))
    .limit(1);
  return row;
}

export async function dealBlackjack(deps: StudioDeps, player: StudioPlayer, requestId: string, bet: bigint): Promise<StudioRoundJson> {
  if (player.game.kind !== 'blackjack') throw new StudioError(400, 'studio.game.mismatch');
  checkStake(player.game, bet);
  assertBlackjackBet(bet);
  const existing = await deps.db
    .select({ id: studioRounds.id })
    .from(studioRounds)
    .where(and(eq(studioRounds.playerId, player.playerId), eq(studioRounds.requestId, requestId)));
  if (existing.length === 0) {
    const open = await openBlackjackOf(deps.db, player.playerId);
    if (open) throw new StudioError(409, 'studio.blackjack.inPlay');
  }
  const pushes: Pushes = [];
  const { row: done, facts } = await playRound(deps, player, requestId, { bet: bet.toString() }, bet, blackjackPlay(bet), pushes);
  await publish(deps, player.playerId, pushes);
  return roundJson(deps.db, done, facts);
}

const stateOf = (row: StudioRoundRow) => (row.state as { blackjack: BlackjackState }).blackjack;
const betOf = (row: StudioRoundRow) => BigInt((row.params as { bet: string }).bet);

/**
 * One decision. `step` is the number of decisions the page saw: the same step and action again answers
 * the round as it stands (a retry); another step is out of date. An extra stake (double, split,
 * insurance) is taken before the decision is applied and rolled back if the decision loses a race.
 */
export async function actBlackjack(
  deps: StudioDeps,
  player: StudioPlayer,
  roundId: string,
  action: BlackjackAction,
  step: number,
): Promise<StudioRoundJson> {
  if (player.game.kind !== 'blackjack') throw new StudioError(400, 'studio.game.mismatch');
  const id = parseRoundId(roundId);
  if (!id) throw new StudioError(404, 'studio.round.notFound');
  let round = await loadRound(deps.db, id);
  if (round.playerId !== player.playerId || round.game !== 'blackjack') throw new StudioError(404, 'studio.round.notFound');
  const pushes: Pushes = [];
  const state = round.state ? stateOf(round) : null;
  if (!state) throw new StudioError(409, 'studio.blackjack.stale');
  if (step < state.actions.length) {
    if (state.actions[step] !== action) throw new StudioError(409, 'studio.blackjack.stale');
    // A retry: finish the payout if the first attempt stopped before it.
    if (round.status === 'playing') await payAndSettle(deps, round, pushes);
    await publish(deps, player.playerId, pushes);
    return roundJson(deps.db, await loadRound(deps.db, id));
  }
  if (round.status !== 'open' || step > state.actions.length) throw new StudioError(409, 'studio.blackjack.stale');
  if (!isLegalAction(state, action)) throw new StudioError(400, 'studio.blackjack.illegal');
  const bet = betOf(round);
  const extra = unitsToKurus(additionalStakeUnits(state, action), bet);
  if (extra > 0n) await placeStake(deps, round, extra, pushes, step);

  const applied = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(studioRounds).where(eq(studioRounds.id, id)).for('update');
    const now = stateOf(current!);
    if (current!.status !== 'open' || now.actions.length !== step) return null;
    const next = applyBlackjackAction(now, action);
    const settled = next.phase === 'settled';
    const [updated] = await tx
      .update(studioRounds)
      .set({
        state: { blackjack: storable(next) },
        betKurus: current!.betKurus + extra,
        status: settled ? 'playing' : 'open',
        winKurus: settled ? unitsToKurus(settleBlackjack(next).returnUnits, bet) : 0n,
        updatedAt: new Date(),
      })
      .where(eq(studioRounds.id, id))
      .returning();
    return updated!;
  });
  if (!applied) {
    // Another call moved the hand first: the stake taken for this decision goes back.
    if (extra > 0n) await walletRollback(deps.db, { playerId: player.playerId, txId: rollbackTx(id, step), originalTxId: betTx(id, step), now: deps.now?.() });
    await publish(deps, player.playerId, pushes);
    throw new StudioError(409, 'studio.blackjack.stale');
  }
  round = applied;
  if (round.status === 'playing') await payAndSettle(deps, round, pushes);
  await publish(deps, player.playerId, pushes);
  return roundJson(deps.db, await loadRound(deps.db, id));
}

// ---- recovery ------------------------------------------------------------------------------------

/** The amount of a stake that landed and stands, or null. */
async function liveStake(q: Queryable, txId: string): Promise<bigint | null> {
  const [row] = await q
    .select({ amount: gameTransactions.amount, rolledBackBy: gameTransactions.rolledBackBy })
    .from(gameTransactions)
    .where(eq(gameTransactions.txId, txId));
  return row && row.rolledBackBy === null ? row.amount : null;
}

/** Rolls a pending round back: its stake (if it landed) returns; a late one is refused by the tombstone. */
async function rollBackPending(deps: StudioDeps, round: StudioRoundRow): Promise<void> {
  await walletRollback(deps.db, { playerId: round.playerId, txId: rollbackTx(round.id), originalTxId: betTx(round.id), now: deps.now?.() });
  await cancelPending(deps, round);
}

/** Finishes an abandoned hand: stakes of decisions never applied go back, the rest stands, the dealer plays. */
async function finishAbandonedHand(deps: StudioDeps, round: StudioRoundRow, pushes: Pushes): Promise<void> {
  const state = stateOf(round);
  const stakes = await deps.db
    .select({ txId: gameTransactions.txId })
    .from(gameTransactions)
    .where(and(eq(gameTransactions.roundId, roundIdOf(round.id)), eq(gameTransactions.kind, 'bet'), sql`${gameTransactions.rolledBackBy} is null`));
  for (const { txId } of stakes) {
    const step = /:bet:(\d+)$/.exec(txId)?.[1];
    if (step !== undefined && Number(step) >= state.actions.length) {
      await walletRollback(deps.db, { playerId: round.playerId, txId: rollbackTx(round.id, Number(step)), originalTxId: txId, now: deps.now?.() });
    }
  }
  const finished = finishBlackjackRound(state);
  const bet = betOf(round);
  await deps.db
    .update(studioRounds)
    .set({ state: { blackjack: storable(finished) }, status: 'playing', winKurus: unitsToKurus(settleBlackjack(finished).returnUnits, bet), updatedAt: new Date() })
    .where(and(eq(studioRounds.id, round.id), eq(studioRounds.status, 'open')));
  const current = await loadRound(deps.db, round.id);
  if (current.status === 'playing') await payAndSettle(deps, current, pushes);
}

/**
 * Completes or rolls back the player's interrupted rounds of the seeded games (crash bets are the crash
 * runner's): pending ones older than the grace period are rolled back, decided ones are paid, and a
 * blackjack hand opened by another launch than `keepTokenHash` is finished. Answers the round ids touched.
 */
export async function recoverRounds(deps: StudioDeps, playerId: string, keepTokenHash?: string): Promise<string[]> {
  const now = deps.now?.() ?? new Date();
  const rows = await deps.db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.playerId, playerId),
        inArray(studioRounds.status, ['pending', 'open', 'playing']),
        ne(studioRounds.game, 'crash'),
      ),
    )
    .orderBy(asc(studioRounds.createdAt));
  const touched: string[] = [];
  const pushes: Pushes = [];
  for (const round of rows) {
    const stale = round.updatedAt.getTime() < now.getTime() - PENDING_GRACE_MS;
    if (round.status === 'pending' && stale) {
      await rollBackPending(deps, round);
      touched.push(roundIdOf(round.id));
    } else if (round.status === 'playing' && stale) {
      // The stake's jackpot draw may not have happened before the interruption: it is idempotent.
      const stake = await liveStake(deps.db, betTx(round.id));
      if (stake !== null) await jackpotsFor(deps, round, stake, betTx(round.id), pushes);
      await payAndSettle(deps, round, pushes);
      touched.push(roundIdOf(round.id));
    } else if (round.status === 'open' && round.game === 'blackjack' && (keepTokenHash === undefined || round.tokenHash !== keepTokenHash)) {
      await finishAbandonedHand(deps, round, pushes);
      touched.push(roundIdOf(round.id));
    }
  }
  if (touched.length > 0) await publish(deps, playerId, pushes);
  return touched;
}

/** The player's blackjack hand still in play with this launch, if any. */
export async function unfinishedRound(db: Db, player: StudioPlayer): Promise<StudioRoundJson | null> {
  if (player.game.kind !== 'blackjack') return null;
  const open = await openBlackjackOf(db, player.playerId);
  return open ? roundJson(db, open) : null;
}

// ---- answers -------------------------------------------------------------------------------------

/** The round as the contract's StudioRound (the crash parts come from its shared round). */
export async function roundJson(db: Queryable, row: StudioRoundRow, facts: PlayFacts = {}): Promise<StudioRoundJson> {
  const known = facts.pair && facts.pair.id === row.seedPairId ? facts.pair : undefined;
  const [pair] = known ? [known] : row.seedPairId !== null ? await db.select().from(studioSeedPairs).where(eq(studioSeedPairs.id, row.seedPairId)) : [];
  const [balance, jackpots] = await Promise.all([
    facts.balance ?? getPlayerBalance(db, row.playerId),
    facts.jackpots ??
      db
        .select({ pool: jackpotInstances.name, level: jackpotWins.level, amount: jackpotWins.amountKurus })
        .from(jackpotWins)
        .innerJoin(jackpotInstances, eq(jackpotInstances.id, jackpotWins.instanceId))
        .where(and(eq(jackpotWins.playerId, row.playerId), eq(jackpotWins.roundId, roundIdOf(row.id)))),
  ]);
  let fairness: StudioRoundJson['fairness'];
  let outcome: StudioRoundJson['outcome'] = null;
  if (row.game === 'crash') {
    const crash = await crashRoundFacts(db, row.crashRound!);
    fairness = { serverSeedHash: crash.previousSeed, serverSeed: crash.crashed ? crash.seed : null, clientSeed: crash.salt, nonce: row.crashRound };
    const params = row.params as { autoCashOut: number | null };
    const state = (row.state ?? {}) as { cashedOutAt?: number | null };
    outcome = crashOutcomeJson({
      roundNumber: row.crashRound!,
      crashPoint: crash.crashed ? crash.crashPoint : null,
      autoCashOut: params.autoCashOut ?? null,
      cashedOutAt: state.cashedOutAt ?? null,
    });
  } else if (row.game === 'tombala') {
    // The room game's seed (revealed once it finished) and salt; the draw is its nonce 0 (engine/tombala.ts).
    const [game] = row.tombalaGame !== null ? await db.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, row.tombalaGame)) : [];
    fairness = {
      serverSeedHash: game?.seedHash ?? '',
      serverSeed: game?.phase === 'finished' ? game.seed : null,
      clientSeed: game?.salt ?? '',
      nonce: 0,
    };
    outcome = (row.state as { outcome: StudioRoundJson['outcome'] } | null)?.outcome ?? null;
  } else if (row.game === 'keno' || row.game === 'live-roulette') {
    // The keno draw's or the table spin's seed (revealed once it was paid) and salt; the balls or the pocket
    // are its nonce 0 (engine/keno.ts, engine/roulette.ts sharedSpinPocket).
    const shared = await sharedSeedOf(db, row);
    fairness = {
      serverSeedHash: shared?.seedHash ?? '',
      serverSeed: shared?.settledAt ? shared.seed : null,
      clientSeed: shared?.salt ?? '',
      nonce: 0,
    };
    // The outcome is recorded when bets close; it is shown once the draw or spin was paid (the show is over).
    outcome = row.status === 'settled' ? ((row.state as { outcome: StudioRoundJson['outcome'] } | null)?.outcome ?? null) : null;
  } else {
    const shown = pair ?? (await activeSeedPair(db, row.playerId));
    fairness = {
      serverSeedHash: shown.serverSeedHash,
      serverSeed: pair && pair.revealedAt !== null ? pair.serverSeed : null,
      clientSeed: shown.clientSeed,
      nonce: row.nonce,
    };
    if (row.state) {
      if (row.game === 'blackjack') outcome = blackjackOutcomeJson(stateOf(row), betOf(row));
      else outcome = (row.state as { outcome: StudioRoundJson['outcome'] }).outcome;
    }
  }
  const status: StudioRoundJson['status'] = row.status === 'settled' ? 'settled' : row.status === 'cancelled' ? 'cancelled' : 'open';
  return {
    roundId: roundIdOf(row.id),
    game: row.game,
    gameCode: row.gameCode,
    status,
    bet: kurusToTry(row.status === 'cancelled' ? 0n : row.betKurus),
    win: kurusToTry(row.winKurus),
    balanceBefore: kurusToTry(row.balanceBefore ?? balance.cash + balance.bonus),
    balanceAfter: kurusToTry(row.balanceAfter ?? balance.cash + balance.bonus),
    balance: kurusToTry(balance.cash + balance.bonus),
    jackpots: jackpots.map((won) => ({ pool: won.pool, level: won.level, amount: kurusToTry(won.amount) })),
    fairness,
    outcome,
    startedAt: row.createdAt.toISOString(),
    endedAt: row.settledAt ? row.settledAt.toISOString() : null,
  };
}

/** The seed row of a keno bet's draw or a live roulette placement's spin. */
async function sharedSeedOf(db: Queryable, row: StudioRoundRow): Promise<{ seed: string; seedHash: string; salt: string; settledAt: Date | null } | undefined> {
  if (row.game === 'keno' && row.kenoDraw !== null) return (await db.select().from(studioKenoDraws).where(eq(studioKenoDraws.drawNo, row.kenoDraw)))[0];
  if (row.game === 'live-roulette' && row.liveRouletteSpin !== null)
    return (await db.select().from(studioLiveRouletteSpins).where(eq(studioLiveRouletteSpins.spinNo, row.liveRouletteSpin)))[0];
  return undefined;
}

/** A past round of the player (any studio game), for recall. */
export async function playerRound(db: Db, playerId: string, roundId: string): Promise<StudioRoundRow> {
  const id = parseRoundId(roundId);
  if (!id) throw new StudioError(404, 'studio.round.notFound');
  const [row] = await db.select().from(studioRounds).where(and(eq(studioRounds.id, id), eq(studioRounds.playerId, playerId)));
  if (!row) throw new StudioError(404, 'studio.round.notFound');
  return row;
}

// The crash round's public facts, read without importing the crash runner (it imports this module).
export async function crashRoundFacts(q: Queryable, roundNumber: number) {
  const [row] = await q
    .select({
      previousSeed: studioCrashRounds.previousSeed,
      seed: studioCrashRounds.seed,
      crashPoint: studioCrashRounds.crashPoint,
      phase: studioCrashRounds.phase,
      salt: studioCrashChains.salt,
    })
    .from(studioCrashRounds)
    .innerJoin(studioCrashChains, eq(studioCrashChains.id, studioCrashRounds.chainId))
    .where(eq(studioCrashRounds.roundNumber, roundNumber));
  if (!row) throw new Error(`crash round ${roundNumber} is unknown`);
  return { ...row, crashed: row.phase === 'crashed' };
}


/** The outcome of each studio round among `roundIds` (`studio:<uuid>`), for the game history's recall. */
export async function recallsOf(db: Queryable, roundIds: readonly string[]): Promise<Map<string, components['schemas']['StudioRoundRecall']>> {
  const ids = roundIds.map(parseRoundId).filter((id): id is string => id !== null);
  const recalls = new Map<string, components['schemas']['StudioRoundRecall']>();
  if (ids.length === 0) return recalls;
  const rows = await db.select().from(studioRounds).where(inArray(studioRounds.id, ids));
  const crashNumbers = [...new Set(rows.map((row) => row.crashRound).filter((n): n is number => n !== null))];
  const crashes =
    crashNumbers.length === 0
      ? []
      : await db
          .select({ roundNumber: studioCrashRounds.roundNumber, crashPoint: studioCrashRounds.crashPoint, phase: studioCrashRounds.phase })
          .from(studioCrashRounds)
          .where(inArray(studioCrashRounds.roundNumber, crashNumbers));
  for (const row of rows) {
    let outcome: StudioRoundJson['outcome'] = null;
    if (row.game === 'crash') {
      const crash = crashes.find((c) => c.roundNumber === row.crashRound);
      outcome = crashOutcomeJson({
        roundNumber: row.crashRound!,
        crashPoint: crash && crash.phase === 'crashed' ? crash.crashPoint : null,
        autoCashOut: (row.params as { autoCashOut: number | null }).autoCashOut ?? null,
        cashedOutAt: ((row.state ?? {}) as { cashedOutAt?: number | null }).cashedOutAt ?? null,
      });
    } else if (row.state && !((row.game === 'keno' || row.game === 'live-roulette') && row.status !== 'settled')) {
      // (A keno bet's or a table placement's outcome is recorded when bets close, and shown once the show is over.)
      outcome = row.game === 'blackjack' ? blackjackOutcomeJson(stateOf(row), betOf(row)) : (row.state as { outcome: StudioRoundJson['outcome'] }).outcome;
    }
    recalls.set(roundIdOf(row.id), { game: row.game, outcome });
  }
  return recalls;
}
