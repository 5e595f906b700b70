// The automated roulette table of /casino/live (`studio-live-roulette`) with real money: the timetable
// (./schedule.ts) says which spin runs when; a spin's row (studio_live_roulette_spins) is made with its seed,
// whose hash every page shows, while the spin still takes bets. Each placement of chips is a studio_rounds
// row (game `live-roulette`, live_roulette_spin = the spin) staked through the game wallet like every studio
// stake; the bets and their payouts are the single-player roulette's (engine/roulette.ts), so the RTP is
// 36/37 for every bet. When bets close the runner draws the pocket from the seed and the salt
// (sharedSpinPocket) and records each placement's win, and pushes the spin to every page (`LiveRouletteSpin`
// over the hub) with the moment the wheel lands; at that moment the bets are paid and the seed revealed.
//
// One instance at a time runs the spins: the holder of the `live-roulette` lease (scheduled-runner.ts).
// Everything follows from the rows and the clock, so a runner taking over after a gap finishes the same way.
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/client';
import { studioLiveRouletteSpins, studioRounds } from '../../db/schema/studio';
import { kurusToTry } from '../../lib/money';
import { getPlayerBalance } from '../../wallet/accounts';
import { coveredPockets, pocketColor, ROULETTE_POCKETS, settleRoulette, sharedSpinPocket, sha256Hex, type RouletteBet } from '../engine';
import { StudioError } from '../errors';
import { gameCodeOf, studioGameInfo } from '../games';
import {
  checkStake,
  roundIdOf,
  startRound,
  type StudioDeps,
  type StudioPlayer,
  type StudioRoundRow,
} from '../rounds';
import { TimetableRunner, type TimetableRunnerOptions } from '../timetable-runner';
import { limitsJson } from '../session';
import { payDecidedBets, rollBackUnconfirmed, stakeAndConfirm } from '../shared-bets';
import { loadRouletteBet, rouletteBetJson, rouletteOutcomeJson, storeRouletteBet, type StoredRouletteBet } from '../views';
import { DEFAULT_LIVE_ROULETTE_TIMES, liveRouletteSlot, liveRouletteSpinAt, type LiveRoulettePhase, type LiveRouletteTimes } from './schedule';

export const LEASE_NAME = 'live-roulette';
export const LEASE_MS = 5_000;
export const TICK_MS = 250;
export const IDLE_STOP_MS = 120_000;
export const RESULTS_SIZE = 12;
/** The hub command carrying a spin's public state to every connection. */
export const LIVE_ROULETTE_HUB_COMMAND = 'LiveRouletteSpin';

type SpinRow = typeof studioLiveRouletteSpins.$inferSelect;
type SpinJson = components['schemas']['StudioLiveRouletteSpin'];
type StateJson = components['schemas']['StudioLiveRouletteState'];
type BetsJson = components['schemas']['StudioLiveRouletteBets'];
type ResultJson = components['schemas']['StudioLiveRouletteResult'];
type OutcomeJson = components['schemas']['StudioRouletteOutcome'];

/** A placement's params: in jsonb's own key order (shorter keys first), so a retry's params compare equal. */
interface StoredParams {
  bets: StoredRouletteBet[];
  spinNo: number;
}

// ---- the public spin -----------------------------------------------------------------------------

export function phaseOf(spin: SpinRow, now: Date): LiveRoulettePhase {
  const t = now.getTime();
  if (t < spin.betsCloseAt.getTime() && spin.closedAt === null) return 'betting';
  if (t < spin.resultAt.getTime() || spin.settledAt === null) return 'spinning';
  return 'result';
}

export function publicSpin(spin: SpinRow, now: Date): SpinJson {
  const pocket = spin.closedAt !== null ? spin.pocket : null;
  return {
    spinNo: spin.spinNo,
    phase: phaseOf(spin, now),
    opensAt: spin.opensAt.toISOString(),
    betsCloseAt: spin.betsCloseAt.toISOString(),
    resultAt: spin.resultAt.toISOString(),
    endsAt: spin.endsAt.toISOString(),
    pocket,
    color: pocket === null ? null : pocketColor(pocket),
    seedHash: spin.seedHash,
    seed: spin.settledAt !== null ? spin.seed : null,
    salt: spin.salt,
    now: now.toISOString(),
  };
}

function resultJson(spin: SpinRow): ResultJson {
  return {
    spinNo: spin.spinNo,
    pocket: spin.pocket!,
    color: pocketColor(spin.pocket!),
    seed: spin.seed,
    seedHash: spin.seedHash,
    salt: spin.salt,
    endedAt: (spin.settledAt ?? spin.endsAt).toISOString(),
  };
}

const betsOf = (params: StoredParams): RouletteBet[] => params.bets.map(loadRouletteBet);
const stakeOf = (bets: readonly RouletteBet[]) => bets.reduce((sum, bet) => sum + bet.amount, 0n);

/** What a placement's spin decided: the single-player roulette's outcome of its bets on the pocket. */
export function liveRouletteOutcome(pocket: number, bets: readonly RouletteBet[]): { outcome: OutcomeJson; win: bigint } {
  const round = settleRoulette(pocket, bets);
  return { outcome: rouletteOutcomeJson(round), win: round.totalPayout };
}

// ---- the runner ----------------------------------------------------------------------------------

export interface LiveRouletteRunnerOptions extends TimetableRunnerOptions {
  times?: LiveRouletteTimes;
}

export class LiveRouletteRunner extends TimetableRunner<SpinRow, SpinJson> {
  readonly tableTimes: LiveRouletteTimes;

  constructor(options: LiveRouletteRunnerOptions) {
    super(options, { lease: LEASE_NAME, leaseMs: LEASE_MS, tickMs: TICK_MS, idleStopMs: IDLE_STOP_MS }, LIVE_ROULETTE_HUB_COMMAND);
    this.tableTimes = options.times ?? DEFAULT_LIVE_ROULETTE_TIMES;
  }

  /** The spin running now (its row made, seed and hash, if none exists yet); marks activity. */
  currentSpin(): Promise<SpinRow> {
    return this.current();
  }

  protected numberOf(spin: SpinRow): number {
    return spin.spinNo;
  }

  protected numberAt(now: Date): number {
    return liveRouletteSpinAt(now, this.tableTimes).spinNo;
  }

  protected ensure(spinNo: number): Promise<SpinRow> {
    return ensureSpin(this.db, spinNo, this.tableTimes);
  }

  protected unsettledUpTo(spinNo: number): Promise<SpinRow[]> {
    return this.db
      .select()
      .from(studioLiveRouletteSpins)
      .where(and(isNull(studioLiveRouletteSpins.settledAt), lte(studioLiveRouletteSpins.spinNo, spinNo)))
      .orderBy(studioLiveRouletteSpins.spinNo);
  }

  protected paidAt(spin: SpinRow): Date {
    return spin.resultAt;
  }

  protected view(spin: SpinRow, now: Date): SpinJson {
    return publicSpin(spin, now);
  }

  protected viewKey(view: SpinJson): string {
    return `${view.phase}:${view.pocket ?? ''}:${view.seed ?? ''}`;
  }

  /** Bets close: the pocket is drawn from the seed and every confirmed placement's win recorded; unconfirmed stakes go back. */
  async close(spin: SpinRow, now: Date): Promise<SpinRow | null> {
    const closed = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(studioLiveRouletteSpins).where(eq(studioLiveRouletteSpins.spinNo, spin.spinNo)).for('update');
      if (!row || row.closedAt !== null) return null;
      const pocket = sharedSpinPocket(row.seed, row.salt);
      const placements = await tx
        .select()
        .from(studioRounds)
        .where(and(eq(studioRounds.liveRouletteSpin, row.spinNo), eq(studioRounds.status, 'open')));
      for (const placement of placements) {
        const { outcome, win } = liveRouletteOutcome(pocket, betsOf(placement.params as unknown as StoredParams));
        await tx.update(studioRounds).set({ winKurus: win, state: { outcome }, updatedAt: now }).where(eq(studioRounds.id, placement.id));
      }
      const [updated] = await tx
        .update(studioLiveRouletteSpins)
        .set({ pocket, closedAt: now })
        .where(eq(studioLiveRouletteSpins.spinNo, row.spinNo))
        .returning();
      return updated ?? null;
    });
    await this.rollBackPending(spin.spinNo);
    return closed;
  }

  private async rollBackPending(spinNo: number): Promise<void> {
    const pending = await this.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.game, 'live-roulette'), eq(studioRounds.status, 'pending'), eq(studioRounds.liveRouletteSpin, spinNo)));
    await rollBackUnconfirmed(this.deps, pending);
  }

  /** The wheel landed: every placement is paid (zero closes a lost one), then the seed is revealed. */
  async settle(spin: SpinRow): Promise<SpinRow | null> {
    await this.rollBackPending(spin.spinNo);
    const rounds = await this.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.liveRouletteSpin, spin.spinNo), inArray(studioRounds.status, ['open', 'playing'])));
    await payDecidedBets(this.deps, rounds);
    const [settled] = await this.db
      .update(studioLiveRouletteSpins)
      .set({ settledAt: this.now() })
      .where(and(eq(studioLiveRouletteSpins.spinNo, spin.spinNo), isNull(studioLiveRouletteSpins.settledAt)))
      .returning();
    return settled ?? null;
  }
}

/** The spin's row, made with a fresh seed if it has none (every instance agrees on the first one made). */
export async function ensureSpin(db: Queryable, spinNo: number, times: LiveRouletteTimes): Promise<SpinRow> {
  const [existing] = await db.select().from(studioLiveRouletteSpins).where(eq(studioLiveRouletteSpins.spinNo, spinNo));
  if (existing) return existing;
  const slot = liveRouletteSlot(spinNo, times);
  const seed = randomBytes(32).toString('hex');
  await db
    .insert(studioLiveRouletteSpins)
    .values({
      spinNo,
      seed,
      seedHash: sha256Hex(seed),
      salt: randomBytes(16).toString('hex'),
      opensAt: slot.opensAt,
      betsCloseAt: slot.betsCloseAt,
      resultAt: slot.resultAt,
      endsAt: slot.endsAt,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(studioLiveRouletteSpins).where(eq(studioLiveRouletteSpins.spinNo, spinNo));
  return row!;
}

// ---- the players' calls --------------------------------------------------------------------------

function betsJson(row: StudioRoundRow): BetsJson {
  const params = row.params as unknown as StoredParams;
  const bets = betsOf(params);
  const settled = row.status === 'settled';
  return {
    roundId: roundIdOf(row.id),
    spinNo: params.spinNo,
    bets: bets.map(rouletteBetJson),
    stake: kurusToTry(stakeOf(bets)),
    status: settled ? 'settled' : row.status === 'cancelled' ? 'cancelled' : 'open',
    win: settled ? kurusToTry(row.winKurus) : null,
  };
}

export async function liveRouletteResults(q: Queryable, limit: number = RESULTS_SIZE): Promise<ResultJson[]> {
  const rows = await q
    .select()
    .from(studioLiveRouletteSpins)
    .where(isNotNull(studioLiveRouletteSpins.settledAt))
    .orderBy(desc(studioLiveRouletteSpins.spinNo))
    .limit(limit);
  return rows.map(resultJson);
}

export async function liveRouletteState(deps: StudioDeps, playerId: string, spin: SpinRow): Promise<StateJson> {
  const now = deps.now?.() ?? new Date();
  const [placements, results, balance] = await Promise.all([
    deps.db
      .select()
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.playerId, playerId),
          eq(studioRounds.game, 'live-roulette'),
          inArray(studioRounds.liveRouletteSpin, [spin.spinNo, spin.spinNo - 1]),
        ),
      )
      .orderBy(desc(studioRounds.createdAt)),
    liveRouletteResults(deps.db),
    getPlayerBalance(deps.db, playerId),
  ]);
  return {
    spin: publicSpin(spin, now),
    myBets: placements.filter((b) => b.status !== 'pending').map(betsJson),
    results,
    balance: kurusToTry(balance.cash + balance.bonus),
    limits: limitsJson(studioGameInfo('live-roulette')),
  };
}

/**
 * One placement of chips on `spinNo` while it takes bets: the stake (every chip together) through the game
 * wallet, then confirmed under the spin's lock (refused, and the stake returned, if the bets closed in
 * between). Idempotent on requestId: a retry answers the placement as it stands and moves no money twice.
 */
export async function placeLiveRouletteBets(
  deps: StudioDeps,
  player: StudioPlayer,
  requestId: string,
  spinNo: number,
  bets: RouletteBet[],
  times: LiveRouletteTimes = DEFAULT_LIVE_ROULETTE_TIMES,
): Promise<StateJson> {
  if (player.game.kind !== 'live-roulette') throw new StudioError(400, 'studio.game.mismatch');
  const stake = stakeOf(bets);
  checkStake(player.game, stake);
  const now = deps.now?.() ?? new Date();
  const [earlier] = await deps.db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.playerId, player.playerId), eq(studioRounds.requestId, requestId)));
  if (!earlier) {
    // Only the spin running now takes bets, and only until its close.
    const current = liveRouletteSpinAt(now, times);
    if (spinNo !== current.spinNo || now.getTime() >= current.betsCloseAt.getTime()) throw new StudioError(409, 'studio.liveRoulette.closed');
  }
  const spin = await ensureSpin(deps.db, spinNo, times);
  const params: StoredParams = { bets: bets.map(storeRouletteBet), spinNo };
  const { round: row } = await startRound(deps, { ...player, gameCode: gameCodeOf('live-roulette') }, requestId, params as unknown as Record<string, unknown>);
  if (row.liveRouletteSpin === null) await deps.db.update(studioRounds).set({ liveRouletteSpin: spinNo }).where(eq(studioRounds.id, row.id));
  // The placement's chips together: how many of the 37 pockets they cover decides whether it counts towards wagering.
  const covered = new Set(bets.flatMap((bet) => coveredPockets(bet))).size;
  await stakeAndConfirm(deps, { ...row, liveRouletteSpin: spinNo }, stake, {
    closedKey: 'studio.liveRoulette.closed',
    wagering: { category: 'roulette', coverage: { covered, outcomes: ROULETTE_POCKETS } },
    lockIfOpen: async (tx, at) => {
      const [current] = await tx.select().from(studioLiveRouletteSpins).where(eq(studioLiveRouletteSpins.spinNo, spinNo)).for('update');
      if (!current || current.closedAt !== null || at.getTime() >= current.betsCloseAt.getTime()) return null;
      return () =>
        tx
          .update(studioLiveRouletteSpins)
          .set({ betsCount: current.betsCount + 1, stakesKurus: current.stakesKurus + stake })
          .where(eq(studioLiveRouletteSpins.spinNo, spinNo));
    },
  });
  const shown = await ensureSpin(deps.db, liveRouletteSpinAt(deps.now?.() ?? new Date(), times).spinNo, times);
  return liveRouletteState(deps, player.playerId, shown.spinNo >= spin.spinNo ? shown : spin);
}

// ---- recall and verification ---------------------------------------------------------------------

export async function liveRouletteSpinOf(q: Queryable, spinNo: number | null): Promise<SpinRow | undefined> {
  if (spinNo === null) return undefined;
  const [spin] = await q.select().from(studioLiveRouletteSpins).where(eq(studioLiveRouletteSpins.spinNo, spinNo));
  return spin;
}

/** A placement recomputed from its spin's revealed seed: the seed against its hash, the pocket, the win. */
export async function verifyLiveRouletteRound(q: Queryable, row: StudioRoundRow): Promise<components['schemas']['StudioVerification']> {
  const spin = await liveRouletteSpinOf(q, row.liveRouletteSpin);
  if (!spin || spin.settledAt === null) throw new StudioError(400, 'studio.verify.notRevealed');
  const commitmentMatches = sha256Hex(spin.seed) === spin.seedHash;
  const { outcome, win } = liveRouletteOutcome(sharedSpinPocket(spin.seed, spin.salt), betsOf(row.params as unknown as StoredParams));
  const recorded = (row.state as { outcome?: OutcomeJson } | null)?.outcome ?? null;
  return {
    valid: commitmentMatches,
    reason: commitmentMatches ? null : 'commitment',
    game: 'live-roulette',
    commitmentMatches,
    serverSeed: spin.seed,
    serverSeedHash: spin.seedHash,
    clientSeed: spin.salt,
    nonce: 0,
    outcome,
    matchesRecord: recorded !== null && isDeepStrictEqual(recorded, outcome) && (row.status !== 'settled' || row.winKurus === win),
  };
}
