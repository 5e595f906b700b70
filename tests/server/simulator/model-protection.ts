// The oracle's account of player protection (server/protection), written out again from the rules, not
// imported: each player's limits (a new or lower one at once; a higher one or a removal after a 24-hour
// cooling-off, then only when confirmed within 7 days), time-outs, and timestamped records of what limits
// count, so "used" can be computed in any window at any instant:
// - deposits asked for (created, pending) or paid, by the time of their row; a rejected or cancelled one
//   frees its room;
// - stakes: casino bets not rolled back, sports stakes (as they stand after partial cash outs) of bets not
//   void, by the time of the bet;
// - a loss is stakes less winnings (casino wins not rolled back, sports payouts of the window's bets, a
//   full cash out paying all its cash outs), never below zero.
// Windows are calendar day, week (from Monday) and month in Istanbul time, which is UTC+3 all year (Turkey
// has kept no daylight saving since 2016): fixed arithmetic on UTC here. A stake or deposit is refused when
// the player is in a time-out, or when it would take any window past its limit; the refusal names the
// tightest limit (least left, then the earliest reset; a tie of two kinds may name either).
//
// Requests over HTTP (--kills) run on the server process's wall clock, known here only between the
// readings before and after the request: where a window edge or a time-out's end falls inside, the
// verdict is "either".
import type { LimitKind, LimitPeriod } from './plan';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Istanbul's offset from UTC (no daylight saving since 2016). */
const ISTANBUL_OFFSET = 3 * HOUR;
/** The cooling-off before a higher limit or a removal may be confirmed (the operators' setting, default 24 hours; the simulator never sets it). */
export const COOLING_OFF_MS = 24 * HOUR;
/** How long a cleared increase waits for its confirmation. */
export const CONFIRM_WITHIN_MS = 7 * DAY;
export const TIME_OUT_MS: Record<'24h' | '7d', number> = { '24h': DAY, '7d': 7 * DAY };
/** After an approved early lift an exclusion still runs this long. */
export const LIFT_COOLING_OFF_MS = DAY;
export type SelfExclusionPeriod = '6m' | '1y' | 'permanent';

/**
 * When a self-exclusion taken at `from` ends (null: never): months later on the UTC calendar, same day and
 * time; a day the month lacks runs on into the next (31 August + 6 months is 3 March, 28 February being the
 * last day of February).
 */
export function selfExclusionEnd(period: SelfExclusionPeriod, from: number): number | null {
  if (period === 'permanent') return null;
  const months = period === '6m' ? 6 : 12;
  const d = new Date(from);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

export const REFUSED = {
  deposit: 'api:400:protection.refused.deposit',
  loss: 'api:400:protection.refused.loss',
  wager: 'api:400:protection.refused.wager',
  excluded: 'api:400:protection.refused.excluded',
  excludedPermanently: 'api:400:protection.refused.excludedPermanently',
} as const;

/** The window of `period` holding the instant `at` (ms): its start, and the next one's (when the limit resets). */
export function limitWindow(period: LimitPeriod, at: number): { start: number; end: number } {
  const local = new Date(at + ISTANBUL_OFFSET);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const monday = d - ((local.getUTCDay() + 6) % 7);
  const [from, to] =
    period === 'day' ? [Date.UTC(y, m, d), Date.UTC(y, m, d + 1)] : period === 'week' ? [Date.UTC(y, m, monday), Date.UTC(y, m, monday + 7)] : [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)];
  return { start: from - ISTANBUL_OFFSET, end: to - ISTANBUL_OFFSET };
}

export interface Limit {
  amount: bigint;
  /** A higher amount (null: a removal) waiting its cooling-off and confirmation. */
  pending: { amount: bigint | null; at: number; confirmableAt: number; lapsesAt: number } | null;
}

/** An instant: exactly (the plan's clock: lo = hi) or somewhere between two wall-clock readings. */
export type Instant = [lo: number, hi: number];

/** What a deposit record reads: the payment as the model holds it (its status changes after). */
interface DepositRecord {
  at: Instant;
  payment: { amount: bigint; status: string };
}
interface CasinoRecord {
  at: number;
  tx: { kind: 'bet' | 'win' | 'rollback'; amount: bigint; rolledBack: boolean };
}
export interface SportsUsage {
  stake: bigint;
  /** Paid by its settlement, or every cash out of it once cashed out in full. */
  payout: bigint;
  /** Settled with every leg void: neither its stake nor its payout counts. */
  voided: boolean;
}

const COUNTED_DEPOSITS = new Set(['created', 'pending', 'confirmed']);
const ORDER: LimitKind[] = ['deposit', 'loss', 'wager'];

/** The first index whose time is at or after `start` (records appended in time order). */
function firstFrom<T extends { at: number }>(records: T[], start: number): number {
  let [lo, hi] = [0, records.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (records[mid].at < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A verdict on a request: the refusals it may get, and whether it may pass. */
export interface Verdict {
  refusals: string[];
  mayPass: boolean;
}

export class PlayerProtection {
  readonly limits = new Map<string, Limit>();
  /**
   * Ends of every time-out and self-exclusion taken (null: permanent), as the rows hold them: a twin or a
   * retry may write the same one twice, and the distinct ends are what is compared.
   */
  exclusionEnds = new Set<number | null>();
  /** Until when the player is excluded (Infinity: permanently), and the refusal it gives. */
  private get excludedUntil(): number {
    let until = -Infinity;
    for (const end of this.exclusionEnds) until = end === null ? Infinity : Math.max(until, end);
    return until;
  }
  private get excludedRefusal(): string {
    return this.exclusionEnds.has(null) ? REFUSED.excludedPermanently : REFUSED.excluded;
  }
  /** Deposits on the plan's clock (in time order) and over HTTP on the wall clock. */
  private readonly deposits: DepositRecord[] = [];
  private readonly wallDeposits: DepositRecord[] = [];
  private readonly casino: CasinoRecord[] = [];
  private readonly sports: { at: number; bet: SportsUsage }[] = [];

  recordDeposit(at: Instant, payment: DepositRecord['payment']): void {
    (at[0] === at[1] ? this.deposits : this.wallDeposits).push({ at, payment });
  }
  recordCasino(at: number, tx: CasinoRecord['tx']): void {
    this.casino.push({ at, tx });
  }
  recordSports(at: number, bet: SportsUsage): void {
    this.sports.push({ at, bet });
  }

  /** Stakes and winnings from `start` on (the server counts "since", with no end). */
  private play(start: number): { stakes: bigint; wins: bigint } {
    let [stakes, wins] = [0n, 0n];
    for (let i = firstFrom(this.casino, start); i < this.casino.length; i++) {
      const { tx } = this.casino[i];
      if (tx.rolledBack) continue;
      if (tx.kind === 'bet') stakes += tx.amount;
      else if (tx.kind === 'win') wins += tx.amount;
    }
    for (let i = firstFrom(this.sports, start); i < this.sports.length; i++) {
      const { bet } = this.sports[i];
      if (bet.voided) continue;
      stakes += bet.stake;
      wins += bet.payout;
    }
    return { stakes, wins };
  }

  /** Deposits still counting from `start` on: at least (surely after it) and at most (perhaps after it). */
  private depositsFrom(start: number): [bigint, bigint] {
    let [least, most] = [0n, 0n];
    const add = (r: DepositRecord) => {
      if (!COUNTED_DEPOSITS.has(r.payment.status)) return;
      if (r.at[0] >= start) least += r.payment.amount;
      if (r.at[1] >= start) most += r.payment.amount;
    };
    // Plan-clock records are in time order; the wall-clock ones are few (bank transfers with --kills).
    let [lo, hi] = [0, this.deposits.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.deposits[mid].at[0] < start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.deposits.length; i++) add(this.deposits[i]);
    for (const r of this.wallDeposits) add(r);
    return [least, most];
  }

  private limitsOf(kinds: LimitKind[]): { kind: LimitKind; period: LimitPeriod; limit: Limit }[] {
    const found = [];
    for (const [key, limit] of this.limits) {
      const [kind, period] = key.split(':') as [LimitKind, LimitPeriod];
      if (kinds.includes(kind)) found.push({ kind, period, limit });
    }
    return found;
  }

  /**
   * checkStake on the plan's clock: null when the stake passes, else the refusals it may be named (one,
   * or the kinds tied for the tightest: the server's order of equal limits is the database's).
   */
  stakeRefusals(amount: bigint, now: number): string[] | null {
    if (this.excludedUntil > now) return [this.excludedRefusal];
    const limits = this.limitsOf(['loss', 'wager']);
    if (limits.length === 0) return null;
    const passing: { kind: LimitKind; left: bigint; end: number }[] = [];
    const plays = new Map<number, { stakes: bigint; wins: bigint }>();
    for (const { kind, period, limit } of limits) {
      const window = limitWindow(period, now);
      let play = plays.get(window.start);
      if (!play) plays.set(window.start, (play = this.play(window.start)));
      const loss = play.stakes - play.wins;
      const used = kind === 'wager' ? play.stakes : loss > 0n ? loss : 0n;
      if (used + amount > limit.amount) passing.push({ kind, left: limit.amount > used ? limit.amount - used : 0n, end: window.end });
    }
    if (passing.length === 0) return null;
    passing.sort((a, b) => (a.left === b.left ? a.end - b.end : a.left < b.left ? -1 : 1));
    const tied = passing.filter((c) => c.left === passing[0].left && c.end === passing[0].end);
    return [...new Set(tied.map((c) => REFUSED[c.kind as 'loss' | 'wager']))];
  }

  /** checkDeposit at an instant known exactly or between two readings: which refusals it may get. */
  depositVerdict(amount: bigint, [lo, hi]: Instant): Verdict {
    if (this.excludedUntil > hi) return { refusals: [this.excludedRefusal], mayPass: false };
    const refusals: string[] = this.excludedUntil > lo ? [this.excludedRefusal] : [];
    let surely = false;
    let perhaps = false;
    for (const { period, limit } of this.limitsOf(['deposit'])) {
      const starts = new Set([limitWindow(period, lo).start, limitWindow(period, hi).start]);
      let everyStart = true;
      for (const start of starts) {
        const [least, most] = this.depositsFrom(start);
        if (least + amount <= limit.amount) everyStart = false;
        if (most + amount > limit.amount) perhaps = true;
      }
      if (everyStart) surely = true;
    }
    if (surely) return { refusals: [...refusals, REFUSED.deposit], mayPass: false };
    if (perhaps) refusals.push(REFUSED.deposit);
    return { refusals, mayPass: true };
  }

  /** setLimit: its answer on the state now, and the change. */
  setLimit(kind: LimitKind, period: LimitPeriod, amount: bigint | null, now: number): { answer: string; apply: () => void } {
    const key = `${kind}:${period}`;
    const current = this.limits.get(key);
    if (!current) {
      if (amount === null) return { answer: 'unchanged', apply: () => {} };
      return { answer: 'set', apply: () => void this.limits.set(key, { amount, pending: null }) };
    }
    if (amount !== null && amount <= current.amount) {
      // A decrease (or the same amount) applies at once and drops a waiting increase.
      return {
        answer: amount < current.amount ? 'decreased' : 'unchanged',
        apply: () => {
          current.amount = amount;
          current.pending = null;
        },
      };
    }
    const confirmableAt = now + COOLING_OFF_MS;
    return { answer: 'pending', apply: () => void (current.pending = { amount, at: now, confirmableAt, lapsesAt: confirmableAt + CONFIRM_WITHIN_MS }) };
  }

  /** confirmLimit: a refusal, or the change. */
  confirmLimit(kind: LimitKind, period: LimitPeriod, now: number): { refusal: string } | { apply: () => void } {
    const key = `${kind}:${period}`;
    const current = this.limits.get(key);
    const pending = current?.pending;
    if (!current || !pending) return { refusal: 'api:400:protection.limit.nothingPending' };
    if (pending.lapsesAt <= now) return { refusal: 'api:400:protection.limit.lapsed' };
    if (pending.confirmableAt > now) return { refusal: 'api:400:protection.limit.coolingOff' };
    return {
      apply: () => {
        if (pending.amount === null) this.limits.delete(key);
        else {
          current.amount = pending.amount;
          current.pending = null;
        }
      },
    };
  }

  /** A time-out or self-exclusion taken: a row ending at `endsAt` (null: never). */
  exclude(endsAt: number | null): void {
    this.exclusionEnds.add(endsAt);
  }

  /**
   * An operator's lift, proposed and approved at `now`: refused when nothing is in force; else every row in
   * force ends 24 hours later, or at its own end when that comes first (a permanent one too).
   */
  lift(now: number): { refusal: string } | { apply: () => void } {
    if (!(this.excludedUntil > now)) return { refusal: 'api:404:protection.lift.nothingActive' };
    const coolingEnd = now + LIFT_COOLING_OFF_MS;
    return { apply: () => void (this.exclusionEnds = new Set([...this.exclusionEnds].map((end) => (end === null || end > coolingEnd ? coolingEnd : end)))) };
  }

  /** The limits as protection_limits rows hold them, in a stable order. */
  rows(): { kind: LimitKind; period: LimitPeriod; limit: Limit }[] {
    const periods: LimitPeriod[] = ['day', 'week', 'month'];
    return this.limitsOf(ORDER).sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || periods.indexOf(a.period) - periods.indexOf(b.period));
  }
}
