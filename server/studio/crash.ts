// The crash game's shared rounds. Every player sees the same round: betting for BETTING_MS (or
// STUDIO_CRASH_BETTING_MS), then a
// multiplier growing along the engine's curve until the round's crash point (from the hash chain, see
// engine/crash.ts), then the next round. Everything lives in the database (rounds, their chain seeds and
// crash points, every bet as a studio_rounds row), so any instance can take over: one instance at a time
// runs the rounds, the holder of the `crash` lease row (renewed while it runs, taken over once expired).
// Times are deterministic: a round starts exactly at betting_ends_at and crashes exactly when the curve
// reaches its crash point, so a runner that resumes after a gap settles what happened in between the same
// way (auto cash-outs below the crash point are paid, every other open bet loses).
//
// The runner is started by activity (a crash call on this instance) and stops after IDLE_STOP_MS without
// any, so an idle server does no work; rounds resume where the database says they are.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Db, Queryable } from '../db/client';
import { studioCrashChains, studioCrashRounds, studioRounds } from '../db/schema/studio';
import type { HubPublisher } from '../realtime';
import { kurusToTry } from '../lib/money';
import { getPlayerBalance } from '../wallet/accounts';
import { rollback as walletRollback } from '../wallet/game-wallet';
import { crashPoint as chainCrashPoint, multiplierAt, msToReach, sha256Hex, assertCashOutTarget } from './engine';
import { StudioError } from './errors';
import { gameCodeOf, studioGameInfo } from './games';
import {
  betTx,
  cancelPending,
  loadRound,
  payAndSettle,
  placeStake,
  publish,
  refusedStake,
  rollbackTx,
  roundIdOf,
  startRound,
  type Pushes,
  type StudioDeps,
  type StudioPlayer,
  type StudioRoundRow,
} from './rounds';
import { hundredthsToMultiplier, multiplierToHundredths } from './views';
import { envMilliseconds } from './env-times';
import { ScheduledRunner } from './scheduled-runner';
import { limitsJson } from './session';

export const BETTING_MS = 7_000;
/** The shortest betting time STUDIO_CRASH_BETTING_MS may set: a page must have time to place a bet. */
export const MIN_BETTING_MS = 2_000;
/** The crashed round stays on screen this long before the next round's betting opens. */
export const CRASHED_PAUSE_MS = 3_000;
export const TICK_MS = 100;
export const LEASE_MS = 5_000;
export const IDLE_STOP_MS = 120_000;
export const DEFAULT_CHAIN_LENGTH = 10_000;
export const HISTORY_SIZE = 20;
/** The hub command carrying a round's public state to every connection (server/hub/README.md). */
export const CRASH_HUB_COMMAND = 'CrashRound';

type CrashRoundRow = typeof studioCrashRounds.$inferSelect;
type CrashRoundJson = components['schemas']['StudioCrashRound'];
type CrashStateJson = components['schemas']['StudioCrashState'];

export interface CrashRunnerOptions {
  db: Db;
  hub: HubPublisher & { publishToAll?(command: string, message: unknown): Promise<boolean> };
  now?: () => Date;
  /** This instance's name in the lease. */
  holder?: string;
  chainLength?: number;
  /** Ticks run by a timer when true (the server); tests call tick() themselves. */
  autoRun?: boolean;
  /** How long each round takes bets (BETTING_MS unless the environment says otherwise, crashBettingMsFromEnv). */
  bettingMs?: number;
  log?: { error(obj: unknown, msg?: string): void };
}

/** The betting time from STUDIO_CRASH_BETTING_MS (whole ms, at least MIN_BETTING_MS), else BETTING_MS. */
export function crashBettingMsFromEnv(env: Record<string, string | undefined>): number {
  return envMilliseconds(env, 'STUDIO_CRASH_BETTING_MS', MIN_BETTING_MS) ?? BETTING_MS;
}

/** s_r of a chain: SHA-256 applied (length - r) times to the terminal seed. */
export function chainSeed(terminalSeed: string, length: number, index: number): string {
  let seed = terminalSeed;
  for (let i = length; i > index; i--) seed = sha256Hex(seed);
  return seed;
}

export function publicRound(row: CrashRoundRow, salt: string, now: Date): CrashRoundJson {
  const crashed = row.phase === 'crashed';
  const multiplier =
    row.phase === 'running' && row.startedAt ? Math.min(multiplierAt(now.getTime() - row.startedAt.getTime()), row.crashPoint - 1) : crashed ? row.crashPoint : 100;
  return {
    roundNumber: row.roundNumber,
    phase: row.phase,
    bettingEndsAt: row.bettingEndsAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    crashedAt: row.crashedAt?.toISOString() ?? null,
    multiplier: hundredthsToMultiplier(Math.max(100, multiplier)),
    crashPoint: crashed ? hundredthsToMultiplier(row.crashPoint) : null,
    previousSeed: row.previousSeed,
    seed: crashed ? row.seed : null,
    salt,
    now: now.toISOString(),
  };
}

export class CrashRunner extends ScheduledRunner {
  private readonly hub: CrashRunnerOptions['hub'];
  private readonly chainLength: number;
  private readonly bettingMs: number;

  constructor(options: CrashRunnerOptions) {
    super(options, { lease: 'crash', leaseMs: LEASE_MS, tickMs: TICK_MS, idleStopMs: IDLE_STOP_MS });
    this.hub = options.hub;
    this.chainLength = options.chainLength ?? DEFAULT_CHAIN_LENGTH;
    this.bettingMs = options.bettingMs ?? BETTING_MS;
  }

  private get deps(): StudioDeps {
    return { db: this.db, hub: this.hub, now: this.now };
  }

  /** Marks activity and, before the very first round exists, creates it at once (the caller needs one). */
  async ensureRound(): Promise<void> {
    this.touch();
    // A tick already under way (the loop's) is awaited, then one more is made if there is still no round.
    for (let attempt = 0; attempt < 2 && !(await currentRound(this.db)); attempt++) await this.tick();
  }

  protected async step(): Promise<void> {
    let round = await currentRound(this.db);
    if (!round) {
      await this.createRound(this.now());
      return;
    }
    const now = this.now();
    if (round.phase === 'crashed') {
      if (round.settledAt === null) await this.settleCrashed(round);
      // The next round is created with the crash; a crash without one (a runner died in between) gets it now.
      await this.createRound(now);
      return;
    }
    if (round.phase === 'betting' && now.getTime() >= round.bettingEndsAt.getTime()) {
      round = await this.startRunning(round, now);
      if (round.phase !== 'running') return;
    }
    if (round.phase === 'running') await this.advance(round, now);
  }

  private async chain(q: Queryable): Promise<typeof studioCrashChains.$inferSelect> {
    const [latest] = await q.select().from(studioCrashChains).orderBy(desc(studioCrashChains.id)).limit(1);
    return latest ?? (await this.newChain(q));
  }

  private async newChain(q: Queryable) {
    const terminalSeed = randomBytes(32).toString('hex');
    const [row] = await q
      .insert(studioCrashChains)
      .values({ terminalSeed, length: this.chainLength, commitment: chainSeed(terminalSeed, this.chainLength, 0), salt: randomBytes(16).toString('hex') })
      .returning();
    return row!;
  }

  /** The next round after the latest one (or the first), betting from now (plus the pause after a crash). */
  private async createRound(now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [latest] = await tx.select().from(studioCrashRounds).orderBy(desc(studioCrashRounds.roundNumber)).limit(1).for('update');
      if (latest && latest.phase !== 'crashed') return;
      let chain = await this.chain(tx);
      const previousIndex = latest && latest.chainId === chain.id ? latest.chainIndex : 0;
      let index = previousIndex + 1;
      if (index > chain.length) {
        chain = await this.newChain(tx);
        index = 1;
      }
      const seed = chainSeed(chain.terminalSeed, chain.length, index);
      const roundNumber = (latest?.roundNumber ?? 0) + 1;
      const pauseFrom = latest?.crashedAt && latest.crashedAt.getTime() + CRASHED_PAUSE_MS > now.getTime() ? latest.crashedAt.getTime() + CRASHED_PAUSE_MS : now.getTime();
      await tx
        .insert(studioCrashRounds)
        .values({
          roundNumber,
          chainId: chain.id,
          chainIndex: index,
          previousSeed: sha256Hex(seed),
          seed,
          crashPoint: chainCrashPoint(seed, chain.salt, roundNumber),
          phase: 'betting',
          bettingEndsAt: new Date(pauseFrom + this.bettingMs),
        })
        .onConflictDoNothing();
    });
    await this.broadcast();
  }

  private async startRunning(round: CrashRoundRow, now: Date): Promise<CrashRoundRow> {
    const started = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(studioCrashRounds).where(eq(studioCrashRounds.roundNumber, round.roundNumber)).for('update');
      if (!row || row.phase !== 'betting') return row ?? round;
      const bets = await tx
        .select({ id: studioRounds.id })
        .from(studioRounds)
        .where(and(eq(studioRounds.crashRound, row.roundNumber), ne(studioRounds.status, 'cancelled')))
        .limit(1);
      // A round nobody bet on that should have started long ago (the runner was idle): open betting again.
      if (bets.length === 0 && now.getTime() - row.bettingEndsAt.getTime() > 2_000) {
        const [reopened] = await tx
          .update(studioCrashRounds)
          .set({ bettingEndsAt: new Date(now.getTime() + this.bettingMs) })
          .where(eq(studioCrashRounds.roundNumber, row.roundNumber))
          .returning();
        return reopened!;
      }
      const [updated] = await tx
        .update(studioCrashRounds)
        .set({ phase: 'running', startedAt: row.bettingEndsAt })
        .where(eq(studioCrashRounds.roundNumber, row.roundNumber))
        .returning();
      return updated!;
    });
    // Bets whose stake never made it to `open` before betting closed go back.
    if (started.phase === 'running') {
      await this.rollBackPendingBets(started.roundNumber);
      await this.broadcast();
    }
    return started;
  }

  private async rollBackPendingBets(roundNumber: number): Promise<void> {
    const pending = await this.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.crashRound, roundNumber), eq(studioRounds.status, 'pending')));
    for (const bet of pending) {
      await walletRollback(this.db, { playerId: bet.playerId, txId: rollbackTx(bet.id), originalTxId: betTx(bet.id) });
      await cancelPending(this.deps, bet);
      await publish(this.deps, bet.playerId, []);
    }
  }

  /** Pays the auto cash-outs the curve has reached, and crashes the round when it reaches its crash point. */
  private async advance(round: CrashRoundRow, now: Date): Promise<void> {
    const elapsed = now.getTime() - round.startedAt!.getTime();
    const shown = multiplierAt(elapsed);
    const reached = Math.min(shown, round.crashPoint);
    const due = await this.db
      .select()
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.crashRound, round.roundNumber),
          eq(studioRounds.status, 'open'),
          sql`(${studioRounds.params} ->> 'autoCashOut') is not null`,
          lte(sql`((${studioRounds.params} ->> 'autoCashOut')::int)`, reached),
        ),
      );
    for (const bet of due) {
      const target = (bet.params as { autoCashOut: number }).autoCashOut;
      await cashOutAt(this.deps, bet, target);
    }
    if (shown >= round.crashPoint) {
      const crashedAt = new Date(round.startedAt!.getTime() + msToReach(round.crashPoint));
      const [crashed] = await this.db
        .update(studioCrashRounds)
        .set({ phase: 'crashed', crashedAt })
        .where(and(eq(studioCrashRounds.roundNumber, round.roundNumber), eq(studioCrashRounds.phase, 'running')))
        .returning();
      if (crashed) {
        await this.settleCrashed(crashed);
        await this.createRound(now);
      }
    }
  }

  /** Every bet still open in a crashed round lost; decided ones are paid; the round is marked settled. */
  private async settleCrashed(round: CrashRoundRow): Promise<void> {
    await this.rollBackPendingBets(round.roundNumber);
    const open = await this.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.crashRound, round.roundNumber), inArray(studioRounds.status, ['open', 'playing'])));
    for (const bet of open) {
      if (bet.status === 'open') {
        await this.db
          .update(studioRounds)
          .set({ status: 'playing', winKurus: 0n, state: { cashedOutAt: null }, updatedAt: new Date() })
          .where(and(eq(studioRounds.id, bet.id), eq(studioRounds.status, 'open')));
      }
      const current = await loadRound(this.db, bet.id);
      if (current.status === 'playing') {
        const pushes: Pushes = [];
        await payAndSettle(this.deps, current, pushes);
        await publish(this.deps, current.playerId, pushes);
      }
    }
    await this.db
      .update(studioCrashRounds)
      .set({ settledAt: this.now() })
      .where(and(eq(studioCrashRounds.roundNumber, round.roundNumber), isNull(studioCrashRounds.settledAt)));
  }

  private async broadcast(): Promise<void> {
    if (!this.hub.publishToAll) return;
    const round = await currentRound(this.db);
    if (!round) return;
    const salt = await saltOf(this.db, round.chainId);
    await this.hub.publishToAll(CRASH_HUB_COMMAND, publicRound(round, salt, this.now())).catch(() => false);
  }
}

async function currentRound(q: Queryable): Promise<CrashRoundRow | undefined> {
  const [row] = await q.select().from(studioCrashRounds).orderBy(desc(studioCrashRounds.roundNumber)).limit(1);
  return row;
}

async function saltOf(q: Queryable, chainId: number): Promise<string> {
  const [chain] = await q.select({ salt: studioCrashChains.salt }).from(studioCrashChains).where(eq(studioCrashChains.id, chainId));
  return chain!.salt;
}

/** Cashes a bet out at `target` hundredths (only an open bet: exactly one cash-out or loss wins). */
async function cashOutAt(deps: StudioDeps, bet: StudioRoundRow, target: number): Promise<StudioRoundRow> {
  const stake = BigInt((bet.params as { bet: string }).bet);
  const [decided] = await deps.db
    .update(studioRounds)
    .set({ status: 'playing', winKurus: (stake * BigInt(target)) / 100n, state: { cashedOutAt: target }, updatedAt: new Date() })
    .where(and(eq(studioRounds.id, bet.id), eq(studioRounds.status, 'open')))
    .returning();
  const current = decided ?? (await loadRound(deps.db, bet.id));
  if (current.status === 'playing') {
    const pushes: Pushes = [];
    await payAndSettle(deps, current, pushes);
    await publish(deps, current.playerId, pushes);
  }
  return loadRound(deps.db, bet.id);
}

// ---- the players' calls --------------------------------------------------------------------------

async function playerBetIn(q: Queryable, playerId: string, roundNumber: number): Promise<StudioRoundRow | undefined> {
  const [row] = await q
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.playerId, playerId), eq(studioRounds.crashRound, roundNumber), ne(studioRounds.status, 'cancelled')))
    .orderBy(desc(studioRounds.createdAt))
    .limit(1);
  return row;
}

export async function crashState(deps: StudioDeps, playerId: string): Promise<CrashStateJson> {
  const now = deps.now?.() ?? new Date();
  const round = await currentRound(deps.db);
  if (!round) throw new StudioError(409, 'studio.crash.unavailable');
  const [salt, history, balance] = await Promise.all([
    saltOf(deps.db, round.chainId),
    deps.db
      .select({ roundNumber: studioCrashRounds.roundNumber, crashPoint: studioCrashRounds.crashPoint, seed: studioCrashRounds.seed })
      .from(studioCrashRounds)
      .where(eq(studioCrashRounds.phase, 'crashed'))
      .orderBy(desc(studioCrashRounds.roundNumber))
      .limit(HISTORY_SIZE),
    getPlayerBalance(deps.db, playerId),
  ]);
  // The player's bet in this round, or in the one that just crashed (to show how it ended).
  let mine = await playerBetIn(deps.db, playerId, round.roundNumber);
  if (!mine && round.phase === 'betting' && round.roundNumber > 1) mine = await playerBetIn(deps.db, playerId, round.roundNumber - 1);
  return {
    round: publicRound(round, salt, now),
    history: history.map((row) => ({ roundNumber: row.roundNumber, crashPoint: hundredthsToMultiplier(row.crashPoint), seed: row.seed })),
    myBet: mine ? playerBetJson(mine) : null,
    balance: kurusToTry(balance.cash + balance.bonus),
    limits: limitsJson(studioGameInfo('crash')),
  };
}

function playerBetJson(row: StudioRoundRow): components['schemas']['StudioCrashPlayerBet'] {
  const params = row.params as { bet: string; autoCashOut: number | null };
  const state = (row.state ?? {}) as { cashedOutAt?: number | null };
  return {
    roundId: roundIdOf(row.id),
    roundNumber: row.crashRound!,
    bet: kurusToTry(BigInt(params.bet)),
    autoCashOut: params.autoCashOut === null ? null : hundredthsToMultiplier(params.autoCashOut),
    cashedOutAt: state.cashedOutAt == null ? null : hundredthsToMultiplier(state.cashedOutAt),
    payout: kurusToTry(row.winKurus),
    status: row.status === 'settled' ? 'settled' : row.status === 'cancelled' ? 'cancelled' : 'open',
  };
}

export async function placeCrashBet(
  deps: StudioDeps,
  player: StudioPlayer,
  requestId: string,
  bet: bigint,
  autoCashOut: number | null,
): Promise<CrashStateJson> {
  if (player.game.kind !== 'crash') throw new StudioError(400, 'studio.game.mismatch');
  const game = player.game;
  if (bet < game.minBet || bet > game.maxBet || bet % game.step !== 0n) {
    throw new StudioError(400, 'studio.bet.range', { min: game.minBet, max: game.maxBet, step: game.step });
  }
  let target: number | null = null;
  if (autoCashOut !== null) {
    target = multiplierToHundredths(autoCashOut);
    try {
      assertCashOutTarget(target);
    } catch {
      throw new StudioError(400, 'studio.bet.range', { min: game.minBet, max: game.maxBet, step: game.step });
    }
  }
  const [earlier] = await deps.db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.playerId, player.playerId), eq(studioRounds.requestId, requestId)));
  const now = deps.now?.() ?? new Date();
  const round = earlier ? { roundNumber: earlier.crashRound! } : await currentRound(deps.db);
  if (!round) throw new StudioError(409, 'studio.crash.unavailable');
  if (!earlier) {
    const current = round as CrashRoundRow;
    if (current.phase !== 'betting' || now.getTime() >= current.bettingEndsAt.getTime()) throw new StudioError(409, 'studio.crash.closed');
    if (await playerBetIn(deps.db, player.playerId, current.roundNumber)) throw new StudioError(409, 'studio.crash.alreadyBet');
  }
  const { round: row } = await startRound(deps, { ...player, gameCode: gameCodeOf('crash') }, requestId, { bet: bet.toString(), autoCashOut: target }, round.roundNumber);
  const pushes: Pushes = [];
  if (row.status === 'pending') {
    try {
      await placeStake(deps, row, bet, pushes);
    } catch (error) {
      if (refusedStake(error)) await cancelPending(deps, row);
      throw error;
    }
    // The stake counts only if betting is still open when it is confirmed (the runner's start takes the same lock).
    const confirmed = await deps.db.transaction(async (tx) => {
      const [crashRound] = await tx.select().from(studioCrashRounds).where(eq(studioCrashRounds.roundNumber, round.roundNumber)).for('update');
      if (!crashRound || crashRound.phase !== 'betting') return false;
      await tx.update(studioRounds).set({ status: 'open', updatedAt: new Date() }).where(and(eq(studioRounds.id, row.id), eq(studioRounds.status, 'pending')));
      return true;
    });
    if (!confirmed) {
      await walletRollback(deps.db, { playerId: row.playerId, txId: rollbackTx(row.id), originalTxId: betTx(row.id) });
      await cancelPending(deps, row);
      await publish(deps, player.playerId, pushes);
      throw new StudioError(409, 'studio.crash.closed');
    }
  }
  await publish(deps, player.playerId, pushes);
  return crashState(deps, player.playerId);
}

/** Cashes the player's bet out at the multiplier the round shows now; refused once it crashed. */
export async function cashOutCrash(deps: StudioDeps, player: StudioPlayer): Promise<CrashStateJson> {
  if (player.game.kind !== 'crash') throw new StudioError(400, 'studio.game.mismatch');
  const now = deps.now?.() ?? new Date();
  const round = await currentRound(deps.db);
  if (!round) throw new StudioError(409, 'studio.crash.unavailable');
  // Betting for the next round may already be open: the bet to cash out is in the running round.
  const bet = await playerBetIn(deps.db, player.playerId, round.roundNumber);
  if (!bet) throw new StudioError(409, 'studio.crash.noBet');
  if (bet.status !== 'open') {
    if (bet.status === 'settled' && (bet.state as { cashedOutAt?: number | null } | null)?.cashedOutAt) return crashState(deps, player.playerId);
    if (bet.status === 'pending' || round.phase === 'betting') throw new StudioError(409, 'studio.crash.notRunning');
    throw new StudioError(409, 'studio.crash.crashed');
  }
  if (round.phase === 'betting') throw new StudioError(409, 'studio.crash.notRunning');
  const at = multiplierAt(now.getTime() - round.startedAt!.getTime());
  if (round.phase === 'crashed' || at >= round.crashPoint) throw new StudioError(409, 'studio.crash.crashed');
  if (at < 101) throw new StudioError(409, 'studio.crash.notRunning');
  const after = await cashOutAt(deps, bet, at);
  if ((after.state as { cashedOutAt?: number | null } | null)?.cashedOutAt == null) throw new StudioError(409, 'studio.crash.crashed');
  return crashState(deps, player.playerId);
}
