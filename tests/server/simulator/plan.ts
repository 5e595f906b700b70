// The simulator's plan: an endless, seeded stream of batches of money requests. The stream is a pure
// function of the seed and never looks at what the server answered, and it does not depend on how long
// the run is: the first N requests of seed S are the same in a run of N and in a run of a million, so a
// failure found at request k replays from (S, k), and shrinking is bisection on the prefix length.
//
// A batch is sent at once. Its groups touch disjoint players (a decision on a payment touches its owner),
// so the outcome of every group is decided by the state before the batch, and the oracle (./model.ts) can
// predict it; the concurrency that remains is the one the server must get right: twins of one request
// (a double click, a provider's impatient resend) and decisions racing on one payment.
import { mulberry32, type Prng } from '../wallet/prng';

export type GameCode = 'studio-slot' | 'studio-roulette';
/** The refusal a four-eyes proposal meets when the second operator rejects it (the driver's name, not the server's). */
export const PROPOSAL_REJECTED = 'proposal:rejected';

export type DepositDecision = 'confirm' | 'reject';
export type WithdrawDecision = 'approve' | 'reject' | 'cancel';
export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';

export type Op =
  | { kind: 'deposit'; player: number; amount: bigint; key: string }
  | { kind: 'deposit-decide'; player: number; of: number; decision: DepositDecision }
  /** A card deposit through a gateway's hosted page, settled by the gateway's webhook. */
  | { kind: 'card-deposit'; player: number; amount: bigint; key: string }
  /** The gateway's notification; `forged` ones carry another amount, payment or gateway reference. */
  | { kind: 'webhook'; player: number; of: number; outcome: 'approved' | 'declined'; forged?: 'amount' | 'reference' | 'gatewayRef' }
  | { kind: 'withdraw'; player: number; amount: bigint; key: string }
  | { kind: 'withdraw-decide'; player: number; of: number; decision: WithdrawDecision }
  | { kind: 'bet'; player: number; amount: bigint; txId: string; round: string; game: GameCode }
  | { kind: 'win'; player: number; amount: bigint; txId: string; round: string; game: GameCode }
  /** `player` sends it; the original may be another player's (refused as NOT_REVERSIBLE). */
  | { kind: 'rollback'; player: number; txId: string; original: string }
  | { kind: 'grant'; player: number; amount: bigint; bonusKind: 'trial' | 'deposit' | 'manual'; key: string; multiplier: number; expiresAt: number }
  | { kind: 'forfeit'; player: number; of: number }
  /** The bonus expiry sweep (a batch of its own: it may touch every player). */
  | { kind: 'sweep' }
  /** A sports slip of one bet: a single (one leg) or an accumulator, at the odds the player saw (stale ones are refused). */
  | { kind: 'sports-bet'; player: number; key: string; stake: bigint; legs: SportsLeg[] }
  /** The feed's result of an event (null: cancelled, every leg void); a batch of its own, it pays every player's bets on it. */
  | { kind: 'sports-settle'; event: string; result: { home: number; away: number } | null }
  /**
   * An operator's resettlement of a settled event with another score (server/sports/resettle.ts through the
   * four-eyes queue: one trader proposes, another approves): every settled bet on it reversed, then settled
   * again. A batch of its own, like a result. `key` is the proposal's reason, so a resend after a fault finds
   * the proposal it made.
   */
  | { kind: 'sports-resettle'; event: string; action: 'resettle' | 'rollback'; result: { home: number; away: number } | null; key: string; reject: boolean }
  /**
   * A spin of our studio's slot (server/studio/rounds.ts): the stake through the game wallet, the jackpot
   * contribution and draw, the server's own draw of the reels, the payout. `requestId` is the page's
   * request id: the same again answers the same round; with another stake it is refused.
   */
  | { kind: 'studio-spin'; player: number; requestId: string; bet: bigint }
  /**
   * A cash out of the sports bet request `of` placed (server/sports/cashout.ts): the player asks a quote
   * and cashes out all of it, or half of it (the bet runs on with the stake left). Sent again only by twins
   * and after a fault, with the same quote: a quote holds seconds, the simulated clock moves hours a batch.
   */
  | { kind: 'sports-cashout'; player: number; of: number; key: string; part: 'full' | 'half' }
  /**
   * The player sets a limit (server/protection/limits.ts): new, lower, higher or removed (null); the server
   * decides which from what it holds. Not idempotent by a key: a twin or a retry sets it again.
   */
  | { kind: 'limit'; player: number; limit: LimitKind; period: LimitPeriod; amount: bigint | null }
  /** The player confirms a waiting increase or removal (too early, in time, or after it lapsed). */
  | { kind: 'limit-confirm'; player: number; limit: LimitKind; period: LimitPeriod }
  /** A time-out (server/protection/exclusions.ts): deposits and stakes refused until it ends, bonuses forfeited. */
  | { kind: 'time-out'; player: number; period: '24h' | '7d' }
  /** A self-exclusion (server/protection/exclusions.ts): six months, a year or for good; the same refusals and forfeits as a time-out. */
  | { kind: 'self-exclusion'; player: number; period: '6m' | '1y' | 'permanent' }
  /**
   * An operator's early lift of the player's exclusion (four eyes: one proposes, another approves): it ends
   * 24 hours later. `key` is the proposal's reason, so a resend after a fault finds the proposal it made.
   */
  | { kind: 'exclusion-lift'; player: number; key: string; reject: boolean };

/**
 * The jackpot pool the simulator's world links to the studio slot (driver.ts creates it with these rules;
 * the model takes the contribution rule from them). Levels start empty; a win restarts its level at the
 * seed value, paid by the house.
 */
export const SIM_JACKPOT_TIERS: readonly { level: number; contributionPpm: number; oddsKurus: bigint; seedKurus: bigint }[] = [
  { level: 1, contributionPpm: 4_000, oddsKurus: 5_000_000n, seedKurus: 100_000n },
  { level: 4, contributionPpm: 12_000, oddsKurus: 20_000n, seedKurus: 1_000n },
];

export type SportsCode = '1' | 'X' | '2';
export const SPORTS_CODES: readonly SportsCode[] = ['1', 'X', '2'];

export interface SportsLeg {
  event: string;
  code: SportsCode;
  /** Hundredths (2.15 → 215). */
  odds: number;
}

/** The 1X2 prices the feed offers for an event (hundredths), a pure function of its id: the driver creates the event with them. */
export function sportsOdds(event: string): Record<SportsCode, number> {
  let h = 2166136261;
  for (const c of event) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return { '1': 120 + (h % 300), X: 280 + ((h >>> 9) % 90), '2': 130 + ((h >>> 17) % 500) };
}

export type OpKind = Op['kind'];

export interface Request {
  /** Position in the stream: the unit of --ops and of a replayable prefix. */
  index: number;
  op: Op;
  /** Requests of one group are sent together and judged together (twins, racing decisions). */
  group: number;
}

export interface Batch {
  no: number;
  /** The simulated clock during the batch (ms): sweeps and forfeits read it, grants count validity from it. */
  now: number;
  requests: Request[];
  /** Drop the database connections while this batch is in flight (PostgreSQL only). */
  dropConnections: boolean;
  /** The clock jumped before this batch (days may pass between two sweeps). */
  clockJump: boolean;
}

export const HOUR = 3_600_000;
const START = Date.UTC(2030, 0, 1);

/** Earlier requests a new one may refer to, the most recent ones of each kind (bounded, so memory is too). */
class Recent<T> {
  private items: T[] = [];
  private cursor = 0;
  constructor(private readonly size: number) {}
  add(item: T): void {
    if (this.items.length < this.size) this.items.push(item);
    else this.items[this.cursor++ % this.size] = item;
  }
  pick(rng: Prng): T | undefined {
    return this.items.length === 0 ? undefined : this.items[rng.int(0, this.items.length - 1)];
  }
}

const kurus = (rng: Prng, min: number, max: number) => BigInt(rng.int(min, max)) * 50n;
/** Sports events open for bets at any time (a settled one is replaced by a new one). */
const OPEN_EVENTS = 6;

export interface PlanOptions {
  seed: number;
  players: number;
  /** Most groups in one batch. */
  concurrency: number;
}

/** What a kind of request needs to draw its next one: the seeded generator, the request's number and the lists of earlier ones. */
interface Draw {
  rng: Prng;
  seed: number;
  /** The position of the request about to be drawn (ids made from it are unique among the requests sent). */
  n: number;
  /** A player drawn for it (a request about an earlier payment or stake uses that one's owner instead). */
  player: number;
  now: number;
  recent: Lists;
  /** Whether these players are still free in this batch / take them (a request naming two players). */
  free(...players: number[]): boolean;
  take(...players: number[]): void;
}

interface Drawn {
  ops: Op[];
  /** Touches another player too: not resent later (its outcome would hang on that player's requests). */
  twoPlayers?: boolean;
  /**
   * Remember it for later requests (`first` is the index of its first request). Called only once the
   * request is in the batch: a draw the batch cannot take (its player is busy) leaves no trace, since the
   * next draw is given the same `n` and so the same ids.
   */
  remember?: (first: number) => void;
}

interface Lists {
  deposits: Recent<{ index: number; player: number }>;
  cardDeposits: Recent<{ index: number; player: number }>;
  withdrawals: Recent<{ index: number; player: number }>;
  stakes: Recent<{ player: number; txId: string; round: string; game: GameCode; amount: bigint }>;
  payouts: Recent<{ player: number; txId: string }>;
  grants: Recent<{ index: number; player: number }>;
  sent: Recent<Op>;
  /** Stakes a tombstone already names, to arrive late (and be refused). */
  late: { player: number; txId: string }[];
  /** Sports events open for bets (oldest first) and the ones already settled (a late bet or a redelivered result names them). */
  openEvents: string[];
  settledEvents: Recent<{ event: string; result: { home: number; away: number } | null }>;
  nextEvent: number;
  spins: Recent<{ player: number; requestId: string; bet: bigint }>;
  /** Sports slips sent (a cash out names one). */
  slips: Recent<{ index: number; player: number; stake: bigint }>;
  /** The amount each player last asked for each limit (player:kind:period; null: removal), so a change lowers or raises it. */
  limits: Map<string, bigint | null>;
  /** The last raises and removals asked (a confirmation names one), with the plan's clock when asked. */
  raises: { player: number; limit: LimitKind; period: LimitPeriod; at: number }[];
  /** Self-exclusions an operator will lift (oldest first), with the plan's clock when taken. */
  toLift: { player: number; at: number }[];
}

/**
 * A first limit of each kind, for a day (a week ×3, a month ×8): in reach of what the mix moves in one, so
 * refusals of every kind happen (deposits ₺10–₺2,000, stakes ₺0,20–₺200).
 */
const LIMIT_DAY: Record<LimitKind, [number, number]> = { deposit: [600, 5_000], wager: [60, 900], loss: [40, 800] };
const PERIOD_FACTOR: Record<LimitPeriod, bigint> = { day: 1n, week: 3n, month: 8n };
/** An amount scaled by `percent`, in whole 50 kuruş, at least 50. */
const scaled = (amount: bigint, percent: number) => {
  const value = ((amount * BigInt(percent)) / 100n / 50n) * 50n;
  return value < 50n ? 50n : value;
};

/** A player's payment request (amount 10 TRY up to `max` × 0.5 TRY, a fresh key), remembered for the decisions and webhooks on it. */
function paymentRow(
  kind: 'deposit' | 'card-deposit' | 'withdraw',
  weight: number,
  prefix: string,
  max: number,
  list: 'deposits' | 'cardDeposits' | 'withdrawals',
): (typeof MIX)[number] {
  return {
    kind,
    weight,
    draw: ({ rng, seed, n, player, recent }) => ({
      ops: [{ kind, player, amount: kurus(rng, 20, max), key: `${prefix}-${seed}-${n}` }],
      remember: (index) => recent[list].add({ index, player }),
    }),
  };
}

/**
 * The mix: each kind of request with its weight and how it draws one (null: nothing to draw yet). A new
 * money path is one more row here, its rule in model.ts and its call in driver.ts.
 */
const MIX: { kind: string; weight: number; draw(d: Draw): Drawn | null }[] = [
  {
    // A retry of something sent before: it must be answered as it was the first time.
    kind: 'retry',
    weight: 4,
    draw: ({ rng, recent }) => {
      const op = recent.sent.pick(rng);
      return op && op.kind !== 'sweep' && op.kind !== 'sports-settle' && op.kind !== 'sports-resettle' && op.kind !== 'sports-cashout' ? { ops: [op] } : null;
    },
  },
  paymentRow('deposit', 7, 'sim-dep', 4_000, 'deposits'),
  paymentRow('card-deposit', 4, 'sim-card', 4_000, 'cardDeposits'),
  {
    // Delivered twice at times (a twin), out of order across batches (a decline after the approval), or forged.
    kind: 'webhook',
    weight: 2.8,
    draw: ({ rng, recent }) => {
      const d = recent.cardDeposits.pick(rng);
      if (!d) return null;
      const forged = rng.chance(0.1) ? rng.pick(['amount', 'reference', 'gatewayRef'] as const) : undefined;
      return { ops: [{ kind: 'webhook', player: d.player, of: d.index, outcome: rng.chance(0.75) ? 'approved' : 'declined', ...(forged ? { forged } : {}) }] };
    },
  },
  {
    kind: 'deposit-decide',
    weight: 4.2,
    draw: ({ rng, recent }) => {
      const d = recent.deposits.pick(rng);
      if (!d) return null;
      const race = rng.chance(0.15);
      const first: DepositDecision = rng.chance(0.8) ? 'confirm' : 'reject';
      return {
        ops: race
          ? [
              { kind: 'deposit-decide', player: d.player, of: d.index, decision: 'confirm' },
              { kind: 'deposit-decide', player: d.player, of: d.index, decision: 'reject' },
            ]
          : [{ kind: 'deposit-decide', player: d.player, of: d.index, decision: first }],
      };
    },
  },
  paymentRow('withdraw', 7, 'sim-wd', 2_000, 'withdrawals'),
  {
    // Approve, reject and cancel of one withdrawal racing, or one of them.
    kind: 'withdraw-decide',
    weight: 6,
    draw: ({ rng, recent }) => {
      const w = recent.withdrawals.pick(rng);
      if (!w) return null;
      const decisions: WithdrawDecision[] = rng.chance(0.2)
        ? (['approve', 'reject', 'cancel'] as const).filter(() => rng.chance(0.7))
        : [rng.pick(['approve', 'approve', 'reject', 'cancel'] as const)];
      if (decisions.length === 0) decisions.push('cancel');
      return { ops: decisions.map((decision) => ({ kind: 'withdraw-decide' as const, player: w.player, of: w.index, decision })) };
    },
  },
  {
    kind: 'bet',
    weight: 27,
    draw: ({ rng, seed, n, player, recent }) => {
      const game: GameCode = rng.chance(0.7) ? 'studio-slot' : 'studio-roulette';
      const earlier = rng.chance(0.2) ? recent.stakes.pick(rng) : undefined;
      if (earlier && rng.chance(0.1)) {
        // The provider reuses a transaction id for another stake: refused if the first was recorded.
        return { ops: [{ kind: 'bet', player: earlier.player, amount: earlier.amount + 50n, txId: earlier.txId, round: earlier.round, game: earlier.game }] };
      }
      const [owner, round, g] = earlier ? [earlier.player, earlier.round, earlier.game] : [player, `round-${seed}-${n}`, game];
      const bet = { kind: 'bet' as const, player: owner, amount: BigInt(rng.int(1, 400)) * 50n, txId: `bet-${seed}-${n}`, round, game: g };
      return { ops: [bet], remember: () => recent.stakes.add({ player: owner, txId: bet.txId, round, game: g, amount: bet.amount }) };
    },
  },
  {
    kind: 'win',
    weight: 18,
    draw: ({ rng, seed, n, player, recent }) => {
      const earlier = recent.stakes.pick(rng);
      const [owner, round, game]: [number, string, GameCode] = earlier ? [earlier.player, earlier.round, earlier.game] : [player, `round-${seed}-${n}`, 'studio-slot'];
      const win = { kind: 'win' as const, player: owner, amount: rng.chance(0.4) ? 0n : kurus(rng, 1, 300), txId: `win-${seed}-${n}`, round, game };
      return { ops: [win], remember: () => recent.payouts.add({ player: owner, txId: win.txId }) };
    },
  },
  {
    kind: 'rollback',
    weight: 7,
    draw: ({ rng, seed, n, player, recent, free, take }) => {
      const r = rng.next();
      const original = r < 0.55 ? recent.stakes.pick(rng) : r < 0.8 ? recent.payouts.pick(rng) : undefined;
      if (original) {
        // Now and then another player names it: refused, nothing moves.
        const by = rng.chance(0.05) ? player : original.player;
        const twoPlayers = by !== original.player;
        if (twoPlayers && !free(original.player)) return null;
        if (twoPlayers) take(original.player);
        return { ops: [{ kind: 'rollback', player: by, txId: `rb-${seed}-${n}`, original: original.txId }], twoPlayers };
      }
      // A rollback of a stake never seen: a tombstone, and the stake arriving later is refused.
      const ghost = `ghost-${seed}-${n}`;
      const late = rng.chance(0.5);
      return { ops: [{ kind: 'rollback', player, txId: `rb-${seed}-${n}`, original: ghost }], remember: () => late && recent.late.push({ player, txId: ghost }) };
    },
  },
  {
    kind: 'grant',
    weight: 8,
    draw: ({ rng, seed, n, player, now, recent }) => {
      const bonusKind = rng.pick(['trial', 'deposit', 'manual', 'manual'] as const);
      const key = bonusKind === 'trial' && rng.chance(0.7) ? `trial:${seed}:${player}` : `grant-${seed}-${n}`;
      return {
        ops: [{ kind: 'grant', player, amount: kurus(rng, 10, 1_000), bonusKind, key, multiplier: rng.int(0, 4), expiresAt: now + rng.int(1, 48) * HOUR }],
        remember: (index) => recent.grants.add({ index, player }),
      };
    },
  },
  {
    kind: 'forfeit',
    weight: 5,
    draw: ({ rng, recent }) => {
      const g = recent.grants.pick(rng);
      return g ? { ops: [{ kind: 'forfeit', player: g.player, of: g.index }] } : null;
    },
  },
  {
    // Singles and accumulators on the open events; now and then at a price the feed no longer offers, or
    // on an event already settled (both refused, nothing stored, nothing moves).
    kind: 'sports-bet',
    weight: 6,
    draw: ({ rng, seed, n, player, recent }) => {
      const open = recent.openEvents;
      const settled = rng.chance(0.05) ? recent.settledEvents.pick(rng) : undefined;
      const count = rng.chance(0.3) ? Math.min(open.length, rng.int(2, 3)) : 1;
      const events = new Set<string>(settled ? [settled.event] : []);
      while (events.size < count) events.add(open[rng.int(0, open.length - 1)]);
      const legs = [...events].map((event) => {
        const code = rng.pick(SPORTS_CODES);
        return { event, code, odds: sportsOdds(event)[code] + (rng.chance(0.1) ? 5 : 0) };
      });
      const stake = BigInt(rng.int(2, 400)) * 50n;
      return {
        ops: [{ kind: 'sports-bet', player, key: `sim-slip-${seed}-${n}`, stake, legs }],
        remember: (index) => recent.slips.add({ index, player, stake }),
      };
    },
  },
  {
    // Half of a bet of ₺10 or more (so the half and the stake left stay above the ₺1 minimum, the first
    // time), else all of it; a bet cashed out, lost or settled is refused as not open.
    kind: 'sports-cashout',
    weight: 3,
    draw: ({ rng, seed, n, recent }) => {
      const slip = recent.slips.pick(rng);
      if (!slip) return null;
      const part = slip.stake >= 1_000n && rng.chance(0.4) ? 'half' : 'full';
      return { ops: [{ kind: 'sports-cashout', player: slip.player, of: slip.index, key: `sim-cashout-${seed}-${n}`, part }] };
    },
  },
  {
    // A limit: the first of its kind and period, then lower, higher, removed or the same again. Higher and
    // removal wait the cooling-off and a confirmation.
    kind: 'limit',
    weight: 2,
    draw: ({ rng, player, now, recent }) => {
      const limit = rng.pick(['deposit', 'loss', 'wager'] as const);
      const period = rng.pick(['day', 'day', 'week', 'month'] as const);
      const key = `${player}:${limit}:${period}`;
      const before = recent.limits.get(key);
      const r = rng.next();
      const [low, high] = LIMIT_DAY[limit];
      const amount =
        before === undefined || before === null
          ? kurus(rng, low, high) * PERIOD_FACTOR[period]
          : r < 0.35
            ? scaled(before, rng.int(30, 90))
            : r < 0.7
              ? scaled(before, rng.int(120, 300))
              : r < 0.85
                ? null
                : before;
      const raises = before !== undefined && before !== null && (amount === null || amount > before);
      return {
        ops: [{ kind: 'limit', player, limit, period, amount }],
        remember: () => {
          recent.limits.set(key, amount);
          if (!raises) return;
          recent.raises.push({ player, limit, period, at: now });
          if (recent.raises.length > 16) recent.raises.shift();
        },
      };
    },
  },
  {
    // A confirmation of a raise or removal asked before: some too early, some in time, some after it
    // lapsed (a week after the cooling-off, or a clock jump), some of one lowered or raised again since.
    kind: 'limit-confirm',
    weight: 2.5,
    draw: ({ rng, now, recent }) => {
      // Most of them aim at a raise past its cooling-off and not lapsed (a day to eight days old), if any;
      // the rest name any recent one. The plan's clock steers it, never the server's answers.
      const ripe = recent.raises.filter((r) => now - r.at >= 24 * HOUR && now - r.at < 8 * 24 * HOUR);
      const list = ripe.length > 0 && rng.chance(0.6) ? ripe : recent.raises;
      if (list.length === 0) return null;
      const raised = list[rng.int(0, list.length - 1)];
      const { player, limit, period } = raised;
      // Named once: a confirmation of one already confirmed comes from twins and retries.
      return { ops: [{ kind: 'limit-confirm', player, limit, period }], remember: () => recent.raises.splice(recent.raises.indexOf(raised), 1) };
    },
  },
  {
    kind: 'time-out',
    weight: 0.5,
    draw: ({ rng, player }) => ({ ops: [{ kind: 'time-out', player, period: rng.chance(0.7) ? '24h' : '7d' }] }),
  },
  {
    // Rare. A player excluded for months would leave the run, thinning the mix: nine in ten are lifted by an
    // operator (every permanent one); the rest run to their end, which the clock's jumps reach in long runs.
    kind: 'self-exclusion',
    weight: 0.2,
    draw: ({ rng, player, now, recent }) => {
      const period = rng.chance(0.15) ? 'permanent' : rng.pick(['6m', '6m', '1y'] as const);
      const lifted = period === 'permanent' || rng.chance(0.9);
      return { ops: [{ kind: 'self-exclusion', player, period }], remember: () => lifted && recent.toLift.push({ player, at: now }) };
    },
  },
  {
    // The oldest self-exclusion two days old or more, lifted; now and then a lift for any player (most have
    // nothing in force: refused). Never twinned, never resent: a resend is the runner's, after a fault.
    kind: 'exclusion-lift',
    weight: 1.5,
    draw: ({ rng, seed, n, player, now, recent }) => {
      const key = `sim-lift-${seed}-${n}`;
      // One proposal in six is rejected by the second operator (nothing moves). Taken from the request's
      // number, not the generator, so the stream of requests stays the seed's; a rejected lift leaves the
      // player in the queue, and the next lift proposes it again.
      const reject = n % 6 === 5;
      if (rng.chance(0.1)) return { ops: [{ kind: 'exclusion-lift', player, key, reject }] };
      const due = recent.toLift[0];
      if (!due || now - due.at < 48 * HOUR) return null;
      return { ops: [{ kind: 'exclusion-lift', player: due.player, key, reject }], remember: () => reject || recent.toLift.shift() };
    },
  },
  {
    // Spins of the studio's slot, ₺0,20 to ₺80 (above the ₺50 a round may stake while bonus money is
    // held, at times); now and then a page reusing an earlier spin's request id for another stake.
    kind: 'studio-spin',
    weight: 5,
    draw: ({ rng, seed, n, player, recent }) => {
      const earlier = rng.chance(0.05) ? recent.spins.pick(rng) : undefined;
      if (earlier) return { ops: [{ kind: 'studio-spin', player: earlier.player, requestId: earlier.requestId, bet: earlier.bet + 20n }] };
      const spin = { kind: 'studio-spin' as const, player, requestId: `sim-spin-${seed}-${n}`, bet: BigInt(rng.int(1, 400)) * 20n };
      return { ops: [spin], remember: () => recent.spins.add({ player, requestId: spin.requestId, bet: spin.bet }) };
    },
  },
];
const MIX_TOTAL = MIX.reduce((sum, m) => sum + m.weight, 0);

/**
 * The stream of batches. Requests are numbered from 0; the caller stops it where it likes (the last
 * batch it takes may be cut short: a prefix is a prefix of requests, not of batches).
 */
export function* planBatches({ seed, players, concurrency }: PlanOptions): Generator<Batch> {
  const rng = mulberry32(seed);
  let index = 0;
  let group = 0;
  let now = START;
  const recent: Lists = {
    deposits: new Recent(64),
    cardDeposits: new Recent(64),
    withdrawals: new Recent(64),
    stakes: new Recent(256),
    payouts: new Recent(128),
    grants: new Recent(64),
    sent: new Recent(512),
    late: [],
    openEvents: [],
    settledEvents: new Recent(32),
    nextEvent: 0,
    spins: new Recent(64),
    slips: new Recent(64),
    limits: new Map(),
    raises: [],
    toLift: [],
  };
  const newEvent = () => recent.openEvents.push(`sim-${seed}-ev${recent.nextEvent++}`);
  for (let i = 0; i < OPEN_EVENTS; i++) newEvent();

  for (let no = 0; ; no++) {
    const clockJump = rng.chance(0.004);
    now += clockJump ? rng.int(24, 24 * 40) * HOUR : 3 * HOUR;
    const requests: Request[] = [];
    const push = (ops: Op[]) => {
      for (const op of ops) requests.push({ index: index++, op, group });
      group++;
    };

    if (clockJump || rng.chance(0.02)) {
      push([{ kind: 'sweep' }]);
      yield { no, now, requests, dropConnections: false, clockJump };
      continue;
    }
    if (rng.chance(0.015)) {
      // A result (pays every player's bets on the event: a batch of its own), or one delivered again:
      // the same result (nothing moves) or another one (refused).
      const again = rng.chance(0.15) ? recent.settledEvents.pick(rng) : undefined;
      const result = () => (rng.chance(0.1) ? null : { home: rng.int(0, 4), away: rng.int(0, 4) });
      if (again) push([{ kind: 'sports-settle', event: again.event, result: rng.chance(0.7) ? again.result : result() }]);
      else {
        const event = recent.openEvents.shift()!;
        const settled = { event, result: result() };
        recent.settledEvents.add(settled);
        newEvent();
        push([{ kind: 'sports-settle', ...settled }]);
      }
      yield { no, now, requests, dropConnections: rng.chance(0.05), clockJump: false };
      continue;
    }
    const settledEvent = rng.chance(0.012) ? recent.settledEvents.pick(rng) : undefined;
    if (settledEvent) {
      // An operator corrects a result (a batch of its own: it may move every player's money). The plan does
      // not learn whether it was carried out (a player who spent a payout stops it), so later redeliveries
      // of the feed's result still name the first one.
      // Most correct the score; some cancel the event (every leg on it void) and some only reverse the
      // settlement (a wrong result taken back, the event waiting for the right one: the feed's redelivery).
      const roll = rng.next();
      const action = roll < 0.15 ? 'rollback' : 'resettle';
      const result = roll < 0.3 ? null : { home: rng.int(0, 4), away: rng.int(0, 4) };
      // One in six is rejected by the second operator (from the batch's number: the generator's stream stays).
      push([{ kind: 'sports-resettle', event: settledEvent.event, action, result, key: `sim-resettle-${seed}-${index}`, reject: index % 6 === 5 }]);
      yield { no, now, requests, dropConnections: rng.chance(0.05), clockJump: false };
      continue;
    }

    const busy = new Set<number>();
    const free = (...ps: number[]) => ps.every((p) => !busy.has(p));
    const take = (...ps: number[]) => ps.forEach((p) => busy.add(p));
    const size = rng.int(1, concurrency);
    if (recent.late.length > 0 && rng.chance(0.3)) {
      const stake = recent.late.shift()!;
      take(stake.player);
      push([{ kind: 'bet', player: stake.player, amount: 100n, txId: stake.txId, round: `late-${stake.txId}`, game: 'studio-slot' }]);
    }
    for (let i = 0; i < size; i++) {
      const player = rng.int(0, players - 1);
      let roll = rng.next() * MIX_TOTAL;
      const kind = MIX.find((m) => (roll -= m.weight) < 0) ?? MIX[MIX.length - 1];
      const drawn = kind.draw({ rng, seed, n: index, player, now, recent, free, take });
      if (!drawn) continue;
      let { ops } = drawn;
      const owner = (ops[0] as { player: number }).player;
      if (!free(owner)) continue;
      take(owner);
      // A twin: the same request again at once.
      if (ops.length === 1 && ops[0].kind !== 'forfeit' && ops[0].kind !== 'exclusion-lift' && rng.chance(0.08)) ops = [ops[0], ops[0]];
      const first = index;
      push(ops);
      drawn.remember?.(first);
      if (!drawn.twoPlayers) for (const o of ops) if (o.kind !== 'exclusion-lift') recent.sent.add(o);
    }
    if (requests.length === 0) continue;
    yield { no, now, requests, dropConnections: rng.chance(0.01), clockJump };
  }
}

/** The player(s) a request touches (for the per-batch checks). */
export function playersOf(op: Op): number[] {
  return 'player' in op ? [op.player] : [];
}

/** A request that may touch every player (a batch of its own). */
export function touchesAll(op: Op): boolean {
  return op.kind === 'sweep' || op.kind === 'sports-settle' || op.kind === 'sports-resettle';
}
