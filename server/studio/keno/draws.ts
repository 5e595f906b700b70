// Keno 80's draws with real money (the TV draw of /casino/tvbets): the timetable (./schedule.ts) says which
// draw runs when; a draw's row (studio_keno_draws) is made with its seed, whose hash every page shows, while
// the draw still takes bets. Bets are studio_rounds rows (game `keno`, keno_draw = the draw) paid through
// the game wallet like every studio stake (placeStake → walletBet, where player protection checks the
// stake). When bets close the runner records the 20 balls (engine/keno.ts, from the seed and the salt) and
// each bet's win, and pushes the draw to every page with each ball's moment (`KenoDraw` over the hub), so
// every viewer's show puts the same ball on screen at the same time. After the 20th ball the bets are paid
// and the seed is revealed; anyone recomputes the balls from it.
//
// One instance at a time runs the draws: the holder of the `keno` lease (scheduled-runner.ts). Everything
// follows from the rows and the clock, so a runner taking over after a gap finishes the same way.
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/client';
import { studioKenoDraws, studioRounds } from '../../db/schema/studio';
import { kurusToTry } from '../../lib/money';
import { getPlayerBalance } from '../../wallet/accounts';
import {
  KENO_COLOUR_MULTIPLIER,
  KENO_PAYTABLE,
  KENO_TOTAL_LINE,
  KENO_TOTAL_MULTIPLIER,
  kenoBetProblem,
  kenoColourOf,
  kenoDraw,
  kenoSettle,
  kenoTotal,
  type KenoBet,
} from '../engine/keno';
import { sha256Hex } from '../engine';
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
import { payDecidedBets, rollBackUnconfirmed, stakeAndConfirm } from '../shared-bets';
import { limitsJson } from '../session';
import { DEFAULT_KENO_TIMES, kenoDrawAt, kenoSlot, type KenoPhase, type KenoTimes } from './schedule';

export const LEASE_NAME = 'keno';
export const LEASE_MS = 5_000;
export const TICK_MS = 250;
export const IDLE_STOP_MS = 120_000;
export const RESULTS_SIZE = 10;
/** The hub command carrying a draw's public state to every connection. */
export const KENO_HUB_COMMAND = 'KenoDraw';

type DrawRow = typeof studioKenoDraws.$inferSelect;
type DrawJson = components['schemas']['StudioKenoDraw'];
type StateJson = components['schemas']['StudioKenoState'];
type BetJson = components['schemas']['StudioKenoBet'];
type ResultJson = components['schemas']['StudioKenoResult'];
type OutcomeJson = components['schemas']['StudioKenoOutcome'];
export type KenoBetSpec = components['schemas']['StudioKenoBetSpec'];

/** A round's params: in jsonb's own key order (shorter keys first), so a retry's params compare equal. */
interface StoredParams {
  bet: KenoBetSpec;
  stake: string;
  drawNo: number;
}

// ---- the public draw -----------------------------------------------------------------------------

export function phaseOf(draw: DrawRow, now: Date): KenoPhase {
  const t = now.getTime();
  if (t < draw.betsCloseAt.getTime() && draw.closedAt === null) return 'betting';
  if (t < lastBallAt(draw).getTime() || draw.settledAt === null) return 'drawing';
  return 'result';
}

const lastBallAt = (draw: DrawRow) => new Date(draw.drawStartsAt.getTime() + 19 * draw.ballMs);

export function publicDraw(draw: DrawRow, now: Date): DrawJson {
  const balls = draw.closedAt !== null && draw.balls ? draw.balls : [];
  return {
    drawNo: draw.drawNo,
    phase: phaseOf(draw, now),
    opensAt: draw.opensAt.toISOString(),
    betsCloseAt: draw.betsCloseAt.toISOString(),
    drawStartsAt: draw.drawStartsAt.toISOString(),
    ballMs: draw.ballMs,
    lastBallAt: lastBallAt(draw).toISOString(),
    endsAt: draw.endsAt.toISOString(),
    balls: balls.map((number, i) => ({ number, at: new Date(draw.drawStartsAt.getTime() + i * draw.ballMs).toISOString() })),
    seedHash: draw.seedHash,
    seed: draw.settledAt !== null ? draw.seed : null,
    salt: draw.salt,
    now: now.toISOString(),
  };
}

function resultJson(draw: DrawRow): ResultJson {
  const balls = draw.balls!;
  return {
    drawNo: draw.drawNo,
    balls,
    total: kenoTotal(balls),
    firstColour: kenoColourOf(balls[0]!),
    seed: draw.seed,
    seedHash: draw.seedHash,
    salt: draw.salt,
    endedAt: (draw.settledAt ?? draw.endsAt).toISOString(),
  };
}

export function paytableJson(): components['schemas']['StudioKenoPaytable'] {
  return {
    spots: Object.entries(KENO_PAYTABLE).map(([picks, pays]) => ({
      picks: Number(picks),
      pays: Object.entries(pays).map(([hits, m]) => ({ hits: Number(hits), multiplier: m / 100 })),
    })),
    colour: KENO_COLOUR_MULTIPLIER / 100,
    total: KENO_TOTAL_MULTIPLIER / 100,
    totalLine: KENO_TOTAL_LINE,
  };
}

/** The engine's bet from the contract's (null when its shape is refused). */
export function engineBet(spec: KenoBetSpec): KenoBet | null {
  let bet: KenoBet;
  if (spec.kind === 'spots' && spec.numbers && spec.colour === undefined && spec.side === undefined) bet = { kind: 'spots', numbers: [...spec.numbers] };
  else if (spec.kind === 'colour' && spec.colour && spec.numbers === undefined && spec.side === undefined) bet = { kind: 'colour', colour: spec.colour };
  else if (spec.kind === 'total' && spec.side && spec.numbers === undefined && spec.colour === undefined) bet = { kind: 'total', side: spec.side };
  else return null;
  return kenoBetProblem(bet) === null ? bet : null;
}

/** The stored (and answered) form of a bet: its own keys only, spots sorted. */
function canonicalSpec(bet: KenoBet): KenoBetSpec {
  if (bet.kind === 'spots') return { kind: 'spots', numbers: [...bet.numbers].sort((a, b) => a - b) };
  if (bet.kind === 'colour') return { kind: 'colour', colour: bet.colour };
  return { kind: 'total', side: bet.side };
}

/** What a bet's draw decided (with the seed's balls); the round's recorded outcome. */
export function kenoOutcome(drawNo: number | null, spec: KenoBetSpec | null, balls: number[], stake: bigint | null): OutcomeJson {
  const settled = spec && stake !== null ? kenoSettle(engineBet(spec)!, stake, balls) : null;
  return {
    game: 'keno',
    drawNo,
    bet: spec,
    balls,
    total: kenoTotal(balls),
    firstColour: kenoColourOf(balls[0]!),
    hits: settled?.hits ?? [],
    multiplier: settled ? settled.multiplier / 100 : null,
  };
}

// ---- the runner ----------------------------------------------------------------------------------

export interface KenoRunnerOptions extends TimetableRunnerOptions {
  times?: KenoTimes;
}

export class KenoRunner extends TimetableRunner<DrawRow, DrawJson> {
  readonly kenoTimes: KenoTimes;

  constructor(options: KenoRunnerOptions) {
    super(options, { lease: LEASE_NAME, leaseMs: LEASE_MS, tickMs: TICK_MS, idleStopMs: IDLE_STOP_MS }, KENO_HUB_COMMAND);
    this.kenoTimes = options.times ?? DEFAULT_KENO_TIMES;
  }

  /** The draw running now (its row made, seed and hash, if none exists yet); marks activity. */
  currentDraw(): Promise<DrawRow> {
    return this.current();
  }

  protected numberOf(draw: DrawRow): number {
    return draw.drawNo;
  }

  protected numberAt(now: Date): number {
    return kenoDrawAt(now, this.kenoTimes).drawNo;
  }

  protected ensure(drawNo: number): Promise<DrawRow> {
    return ensureDraw(this.db, drawNo, this.kenoTimes);
  }

  protected unsettledUpTo(drawNo: number): Promise<DrawRow[]> {
    return this.db
      .select()
      .from(studioKenoDraws)
      .where(and(isNull(studioKenoDraws.settledAt), lte(studioKenoDraws.drawNo, drawNo)))
      .orderBy(studioKenoDraws.drawNo);
  }

  protected paidAt(draw: DrawRow): Date {
    return lastBallAt(draw);
  }

  protected view(draw: DrawRow, now: Date): DrawJson {
    return publicDraw(draw, now);
  }

  protected viewKey(view: DrawJson): string {
    return `${view.phase}:${view.balls.length}:${view.seed ?? ''}`;
  }

  /** Bets close: the balls are drawn from the seed and every confirmed bet's win recorded; unconfirmed stakes go back. */
  async close(draw: DrawRow, now: Date): Promise<DrawRow | null> {
    const closed = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(studioKenoDraws).where(eq(studioKenoDraws.drawNo, draw.drawNo)).for('update');
      if (!row || row.closedAt !== null) return null;
      const balls = kenoDraw(row.seed, row.salt);
      const bets = await tx
        .select()
        .from(studioRounds)
        .where(and(eq(studioRounds.kenoDraw, row.drawNo), eq(studioRounds.status, 'open')));
      for (const bet of bets) {
        const params = bet.params as unknown as StoredParams;
        const stake = BigInt(params.stake);
        const outcome = kenoOutcome(row.drawNo, params.bet, balls, stake);
        const win = kenoSettle(engineBet(params.bet)!, stake, balls).win;
        await tx.update(studioRounds).set({ winKurus: win, state: { outcome }, updatedAt: now }).where(eq(studioRounds.id, bet.id));
      }
      const [updated] = await tx.update(studioKenoDraws).set({ balls, closedAt: now }).where(eq(studioKenoDraws.drawNo, row.drawNo)).returning();
      return updated ?? null;
    });
    await this.rollBackPending(draw.drawNo);
    return closed;
  }

  /** Bets whose stake was not confirmed before the close go back. */
  private async rollBackPending(drawNo: number): Promise<void> {
    const pending = await this.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.game, 'keno'), eq(studioRounds.status, 'pending'), eq(studioRounds.kenoDraw, drawNo)));
    await rollBackUnconfirmed(this.deps, pending);
  }

  /** The 20th ball showed: every bet is paid (zero closes a lost one), then the seed is revealed. */
  async settle(draw: DrawRow): Promise<DrawRow | null> {
    await this.rollBackPending(draw.drawNo);
    const rounds = await this.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.kenoDraw, draw.drawNo), inArray(studioRounds.status, ['open', 'playing'])));
    await payDecidedBets(this.deps, rounds);
    const [settled] = await this.db
      .update(studioKenoDraws)
      .set({ settledAt: this.now() })
      .where(and(eq(studioKenoDraws.drawNo, draw.drawNo), isNull(studioKenoDraws.settledAt)))
      .returning();
    return settled ?? null;
  }
}

/** The draw's row, made with a fresh seed if it has none (every instance agrees on the first one made). */
export async function ensureDraw(db: Queryable, drawNo: number, times: KenoTimes): Promise<DrawRow> {
  const [existing] = await db.select().from(studioKenoDraws).where(eq(studioKenoDraws.drawNo, drawNo));
  if (existing) return existing;
  const slot = kenoSlot(drawNo, times);
  const seed = randomBytes(32).toString('hex');
  await db
    .insert(studioKenoDraws)
    .values({
      drawNo,
      seed,
      seedHash: sha256Hex(seed),
      salt: randomBytes(16).toString('hex'),
      opensAt: slot.opensAt,
      betsCloseAt: slot.betsCloseAt,
      drawStartsAt: slot.drawStartsAt,
      ballMs: times.ballMs,
      endsAt: slot.endsAt,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(studioKenoDraws).where(eq(studioKenoDraws.drawNo, drawNo));
  return row!;
}

// ---- the players' calls --------------------------------------------------------------------------

function betJson(row: StudioRoundRow): BetJson {
  const params = row.params as unknown as StoredParams;
  const outcome = (row.state as { outcome?: OutcomeJson } | null)?.outcome;
  const settled = row.status === 'settled';
  return {
    roundId: roundIdOf(row.id),
    drawNo: params.drawNo,
    bet: params.bet,
    stake: kurusToTry(BigInt(params.stake)),
    status: settled ? 'settled' : row.status === 'cancelled' ? 'cancelled' : 'open',
    win: settled ? kurusToTry(row.winKurus) : null,
    hits: settled && params.bet.kind === 'spots' ? (outcome?.hits ?? []) : null,
  };
}

export async function kenoResults(q: Queryable, limit: number = RESULTS_SIZE): Promise<ResultJson[]> {
  const rows = await q
    .select()
    .from(studioKenoDraws)
    .where(isNotNull(studioKenoDraws.settledAt))
    .orderBy(desc(studioKenoDraws.drawNo))
    .limit(limit);
  return rows.map(resultJson);
}

export async function kenoState(deps: StudioDeps, playerId: string, draw: DrawRow): Promise<StateJson> {
  const now = deps.now?.() ?? new Date();
  const [bets, results, balance] = await Promise.all([
    deps.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.playerId, playerId), eq(studioRounds.game, 'keno'), inArray(studioRounds.kenoDraw, [draw.drawNo, draw.drawNo - 1])))
      .orderBy(desc(studioRounds.createdAt)),
    kenoResults(deps.db),
    getPlayerBalance(deps.db, playerId),
  ]);
  return {
    draw: publicDraw(draw, now),
    myBets: bets.filter((b) => b.status !== 'pending').map(betJson),
    results,
    paytable: paytableJson(),
    balance: kurusToTry(balance.cash + balance.bonus),
    limits: limitsJson(studioGameInfo('keno')),
  };
}

/**
 * One bet on `drawNo` while it takes bets: the stake through the game wallet, then confirmed under the
 * draw's lock (refused, and the stake returned, if the bets closed in between). Idempotent on requestId.
 */
export async function placeKenoBet(
  deps: StudioDeps,
  player: StudioPlayer,
  requestId: string,
  drawNo: number,
  spec: KenoBetSpec,
  stake: bigint,
  times: KenoTimes = DEFAULT_KENO_TIMES,
): Promise<StateJson> {
  if (player.game.kind !== 'keno') throw new StudioError(400, 'studio.game.mismatch');
  const bet = engineBet(spec);
  if (!bet) throw new StudioError(400, 'studio.keno.bet');
  checkStake(player.game, stake);
  const now = deps.now?.() ?? new Date();
  const [earlier] = await deps.db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.playerId, player.playerId), eq(studioRounds.requestId, requestId)));
  if (!earlier) {
    // Only the draw running now takes bets, and only until its close.
    const current = kenoDrawAt(now, times);
    if (drawNo !== current.drawNo || now.getTime() >= current.betsCloseAt.getTime()) throw new StudioError(409, 'studio.keno.closed');
  }
  const draw = await ensureDraw(deps.db, drawNo, times);
  const params: StoredParams = { bet: canonicalSpec(bet), stake: stake.toString(), drawNo };
  const { round: row } = await startRound(deps, { ...player, gameCode: gameCodeOf('keno') }, requestId, params as unknown as Record<string, unknown>);
  if (row.kenoDraw === null) await deps.db.update(studioRounds).set({ kenoDraw: drawNo }).where(eq(studioRounds.id, row.id));
  await stakeAndConfirm(deps, { ...row, kenoDraw: drawNo }, stake, {
    closedKey: 'studio.keno.closed',
    lockIfOpen: async (tx, at) => {
      const [current] = await tx.select().from(studioKenoDraws).where(eq(studioKenoDraws.drawNo, drawNo)).for('update');
      if (!current || current.closedAt !== null || at.getTime() >= current.betsCloseAt.getTime()) return null;
      return () =>
        tx.update(studioKenoDraws).set({ betsCount: current.betsCount + 1, stakesKurus: current.stakesKurus + stake }).where(eq(studioKenoDraws.drawNo, drawNo));
    },
  });
  const shown = await ensureDraw(deps.db, kenoDrawAt(deps.now?.() ?? new Date(), times).drawNo, times);
  return kenoState(deps, player.playerId, shown.drawNo >= draw.drawNo ? shown : draw);
}

// ---- recall and verification ---------------------------------------------------------------------

export async function kenoDrawOf(q: Queryable, drawNo: number): Promise<DrawRow | undefined> {
  const [draw] = await q.select().from(studioKenoDraws).where(eq(studioKenoDraws.drawNo, drawNo));
  return draw;
}

/** A bet's round recomputed from its draw's revealed seed: the seed against its hash, the balls, the win. */
export async function verifyKenoRound(q: Queryable, row: StudioRoundRow): Promise<components['schemas']['StudioVerification']> {
  const draw = row.kenoDraw === null ? undefined : await kenoDrawOf(q, row.kenoDraw);
  if (!draw || draw.settledAt === null) throw new StudioError(400, 'studio.verify.notRevealed');
  const params = row.params as unknown as StoredParams;
  const commitmentMatches = sha256Hex(draw.seed) === draw.seedHash;
  const outcome = kenoOutcome(draw.drawNo, params.bet, kenoDraw(draw.seed, draw.salt), BigInt(params.stake));
  const recorded = (row.state as { outcome?: OutcomeJson } | null)?.outcome ?? null;
  const win = kenoSettle(engineBet(params.bet)!, BigInt(params.stake), outcome.balls).win;
  return {
    valid: commitmentMatches,
    reason: commitmentMatches ? null : 'commitment',
    game: 'keno',
    commitmentMatches,
    serverSeed: draw.seed,
    serverSeedHash: draw.seedHash,
    clientSeed: draw.salt,
    nonce: 0,
    outcome,
    matchesRecord: recorded !== null && isDeepStrictEqual(recorded, outcome) && (row.status !== 'settled' || row.winKurus === win),
  };
}
