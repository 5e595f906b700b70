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
export type DepositDecision = 'confirm' | 'reject';
export type WithdrawDecision = 'approve' | 'reject' | 'cancel';

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
  | { kind: 'sweep' };

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

export interface PlanOptions {
  seed: number;
  players: number;
  /** Most groups in one batch. */
  concurrency: number;
}

/**
 * The stream of batches. Requests are numbered from 0; the caller stops it where it likes (the last
 * batch it takes may be cut short: a prefix is a prefix of requests, not of batches).
 */
export function* planBatches({ seed, players, concurrency }: PlanOptions): Generator<Batch> {
  const rng = mulberry32(seed);
  let index = 0;
  let group = 0;
  let now = START;
  const deposits = new Recent<{ index: number; player: number }>(64);
  const cardDeposits = new Recent<{ index: number; player: number }>(64);
  const withdrawals = new Recent<{ index: number; player: number }>(64);
  const stakes = new Recent<{ player: number; txId: string; round: string; game: GameCode; amount: bigint }>(256);
  const payouts = new Recent<{ player: number; txId: string }>(128);
  const grants = new Recent<{ index: number; player: number }>(64);
  const sent = new Recent<Op>(512);
  /** Stakes a tombstone already names, to arrive late (and be refused). */
  const late: { player: number; txId: string }[] = [];

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

    const busy = new Set<number>();
    const free = (...ps: number[]) => ps.every((p) => !busy.has(p));
    const take = (...ps: number[]) => ps.forEach((p) => busy.add(p));
    const size = rng.int(1, concurrency);
    if (late.length > 0 && rng.chance(0.3)) {
      const stake = late.shift()!;
      take(stake.player);
      push([{ kind: 'bet', player: stake.player, amount: 100n, txId: stake.txId, round: `late-${stake.txId}`, game: 'studio-slot' }]);
    }
    for (let i = 0; i < size; i++) {
      const player = rng.int(0, players - 1);
      const roll = rng.next();
      let ops: Op[] | null = null;
      // Not resent later: its outcome would hang on the other player's requests in the same batch.
      let twoPlayers = false;
      const n = index; // ids below are unique per request, from its position in the stream
      if (roll < 0.04) {
        // A retry of something sent before: it must be answered as it was the first time.
        const op = sent.pick(rng);
        if (op && op.kind !== 'sweep') ops = [op];
      } else if (roll < 0.11) {
        ops = [{ kind: 'deposit', player, amount: kurus(rng, 20, 4_000), key: `sim-dep-${seed}-${n}` }];
      } else if (roll < 0.15) {
        ops = [{ kind: 'card-deposit', player, amount: kurus(rng, 20, 4_000), key: `sim-card-${seed}-${n}` }];
      } else if (roll < 0.22 && rng.chance(0.4)) {
        // Delivered twice at times (the twin below), out of order across batches (a decline after the
        // approval), or forged.
        const d = cardDeposits.pick(rng);
        if (d) {
          const forged = rng.chance(0.1) ? rng.pick(['amount', 'reference', 'gatewayRef'] as const) : undefined;
          ops = [{ kind: 'webhook', player: d.player, of: d.index, outcome: rng.chance(0.75) ? 'approved' : 'declined', ...(forged ? { forged } : {}) }];
        }
      } else if (roll < 0.22) {
        const d = deposits.pick(rng);
        if (d) {
          const race = rng.chance(0.15);
          const first: DepositDecision = rng.chance(0.8) ? 'confirm' : 'reject';
          ops = race
            ? [{ kind: 'deposit-decide', player: d.player, of: d.index, decision: 'confirm' }, { kind: 'deposit-decide', player: d.player, of: d.index, decision: 'reject' }]
            : [{ kind: 'deposit-decide', player: d.player, of: d.index, decision: first }];
        }
      } else if (roll < 0.29) {
        ops = [{ kind: 'withdraw', player, amount: kurus(rng, 20, 2_000), key: `sim-wd-${seed}-${n}` }];
      } else if (roll < 0.35) {
        const w = withdrawals.pick(rng);
        if (w) {
          const decisions: WithdrawDecision[] = rng.chance(0.2)
            ? (['approve', 'reject', 'cancel'] as const).filter(() => rng.chance(0.7))
            : [rng.pick(['approve', 'approve', 'reject', 'cancel'] as const)];
          if (decisions.length === 0) decisions.push('cancel');
          ops = decisions.map((decision) => ({ kind: 'withdraw-decide', player: w.player, of: w.index, decision }));
        }
      } else if (roll < 0.62) {
        const game: GameCode = rng.chance(0.7) ? 'studio-slot' : 'studio-roulette';
        const earlier = rng.chance(0.2) ? stakes.pick(rng) : undefined;
        if (earlier && rng.chance(0.1)) {
          // The provider reuses a transaction id for another stake: refused if the first was recorded.
          ops = [{ kind: 'bet', player: earlier.player, amount: earlier.amount + 50n, txId: earlier.txId, round: earlier.round, game: earlier.game }];
        } else {
          const [owner, round, g] = earlier ? [earlier.player, earlier.round, earlier.game] : [player, `round-${seed}-${n}`, game];
          const bet = { kind: 'bet' as const, player: owner, amount: BigInt(rng.int(1, 400)) * 50n, txId: `bet-${seed}-${n}`, round, game: g };
          stakes.add({ player: owner, txId: bet.txId, round, game: g, amount: bet.amount });
          ops = [bet];
        }
      } else if (roll < 0.8) {
        const earlier = stakes.pick(rng);
        const [owner, round, game]: [number, string, GameCode] = earlier ? [earlier.player, earlier.round, earlier.game] : [player, `round-${seed}-${n}`, 'studio-slot'];
        const win = { kind: 'win' as const, player: owner, amount: rng.chance(0.4) ? 0n : kurus(rng, 1, 300), txId: `win-${seed}-${n}`, round, game };
        payouts.add({ player: owner, txId: win.txId });
        ops = [win];
      } else if (roll < 0.87) {
        const r = rng.next();
        const original = r < 0.55 ? stakes.pick(rng) : r < 0.8 ? payouts.pick(rng) : undefined;
        if (original) {
          // Now and then another player names it: refused, nothing moves.
          const by = rng.chance(0.05) ? player : original.player;
          ops = [{ kind: 'rollback', player: by, txId: `rb-${seed}-${n}`, original: original.txId }];
          twoPlayers = by !== original.player;
          if (twoPlayers && !free(original.player)) ops = null;
          else if (twoPlayers) take(original.player);
        } else {
          // A rollback of a stake never seen: a tombstone, and the stake arriving later is refused.
          const ghost = `ghost-${seed}-${n}`;
          ops = [{ kind: 'rollback', player, txId: `rb-${seed}-${n}`, original: ghost }];
          if (rng.chance(0.5)) late.push({ player, txId: ghost });
        }
      } else if (roll < 0.95) {
        const bonusKind = rng.pick(['trial', 'deposit', 'manual', 'manual'] as const);
        ops = [
          {
            kind: 'grant',
            player,
            amount: kurus(rng, 10, 1_000),
            bonusKind,
            key: bonusKind === 'trial' && rng.chance(0.7) ? `trial:${seed}:${player}` : `grant-${seed}-${n}`,
            multiplier: rng.int(0, 4),
            expiresAt: now + rng.int(1, 48) * HOUR,
          },
        ];
      } else {
        const g = grants.pick(rng);
        if (g) ops = [{ kind: 'forfeit', player: g.player, of: g.index }];
      }
      if (!ops) continue;
      const owner = (ops[0] as { player: number }).player;
      if (!free(owner)) continue;
      take(owner);
      // A twin: the same request again at once.
      if (ops.length === 1 && ops[0].kind !== 'forfeit' && rng.chance(0.08)) ops = [ops[0], ops[0]];
      const first = index;
      push(ops);
      const op = ops[0];
      if (op.kind === 'deposit') deposits.add({ index: first, player: op.player });
      if (op.kind === 'card-deposit') cardDeposits.add({ index: first, player: op.player });
      if (op.kind === 'withdraw') withdrawals.add({ index: first, player: op.player });
      if (op.kind === 'grant') grants.add({ index: first, player: op.player });
      if (!twoPlayers) for (const o of ops) sent.add(o);
    }
    if (requests.length === 0) continue;
    yield { no, now, requests, dropConnections: rng.chance(0.01), clockJump };
  }
}

/** The player(s) a request touches (for the per-batch checks). */
export function playersOf(op: Op): number[] {
  return op.kind === 'sweep' ? [] : [op.player];
}
