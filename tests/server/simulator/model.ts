// The oracle: the simulator's own account of every player's money, kept from the requests alone and the
// wallet's rules as the spec and the wallet's header comments state them (cash first, then bonus money
// from the grant expiring first; wins split in proportion to the round's stakes; wagering by game
// weight, slots 100% and roulette 10%; conversion when wagering is met; the ₺50 round limit while bonus
// money is held; expiry and forfeit return what is left to the house). It imports nothing of the server:
// the server's numbers are what it judges, never what it believes.
//
// Because a batch's groups touch disjoint players, the model predicts each group from the state before
// the batch: a refusal (and which), a replay (and the first answer it must repeat), or a fresh success
// (with its cash/bonus split), and then applies it. Where the server may pick (which of racing decisions
// wins, whether a request cut off by a dropped connection had committed) the model accepts any answer
// the rules allow and follows the one the server gave.
import { PlayerProtection, selfExclusionEnd, TIME_OUT_MS, type Instant, type SportsUsage } from './model-protection';
import { PROPOSAL_REJECTED, SIM_JACKPOT_TIERS, type DepositDecision, type Op, type Request, type SportsLeg, type WithdrawDecision } from './plan';

/** What one request was answered, reduced to what the oracle compares. */
export type Outcome =
  /** replayed: null when the protocol does not say (HTTP payments): the ledger's entry count judges those. */
  | { ok: true; replayed: boolean | null; /** ids and amounts of the answer: a replay must repeat the first */ summary: string }
  | { ok: false; refusal: string }
  /** Not sent: it names a payment or grant that does not exist (the request that would create it was refused). */
  | { skipped: true };

export interface Answer {
  request: Request;
  outcome: Outcome;
  /** An earlier attempt failed at the transport (dropped connection, killed server): it may have committed. */
  retried: boolean;
  /** Sent over HTTP (--kills): the wall-clock instants before its first attempt and after its answer (ms). */
  wall?: [number, number];
}

const MAX_STAKE_WITH_BONUS = 5_000n;
const WEIGHT: Record<string, bigint> = { 'studio-slot': 100n, 'studio-roulette': 10n };
const MAX_PENDING_BANK_TRANSFERS = 3;
const MAX_OPEN_CARD_DEPOSITS = 10;
const SWEEP_LIMIT = 500;

interface SportsEvent {
  /** 'ended': its settlement reversed with no new result (its markets closed until the result comes). */
  status: 'open' | 'ended' | 'settled' | 'cancelled';
  result: { home: number; away: number } | null;
}

interface SportsBet extends SportsUsage {
  player: number;
  legs: SportsLeg[];
  open: boolean;
  /** Closed by a result (a resettlement reopens it), not by a cash out. */
  settled: boolean;
  /** Paid by its cash outs so far. */
  cashedOut: bigint;
}

interface Grant {
  seq: number;
  player: number;
  key: string;
  body: string;
  kind: string;
  amount: bigint;
  balance: bigint;
  wagerRequired: bigint;
  wagered: bigint;
  expiresAt: number;
  status: 'active' | 'converted' | 'expired' | 'forfeited';
  /** The server's id of it (from the first answer). */
  id?: string;
}

interface Part {
  grant: Grant;
  amount: bigint;
}

interface GameTx {
  txId: string;
  player: number;
  kind: 'bet' | 'win' | 'rollback';
  round: string | null;
  body: string;
  amount: bigint;
  cash: bigint;
  bonus: bigint;
  funded: Part[];
  wagered: Part[];
  rolledBack: boolean;
}

interface Payment {
  player: number;
  type: 'deposit' | 'withdraw' | 'card';
  amount: bigint;
  status: 'created' | 'pending' | 'confirmed' | 'rejected' | 'cancelled';
  id?: string;
}

export interface PlayerMoney {
  cash: bigint;
  bonus: bigint;
  hold: bigint;
  /** Active grants in spending order (expiring first, then oldest). */
  grants: Grant[];
  pendingBankTransfers: number;
  openCardDeposits: number;
  hadTrial: boolean;
}

type Prediction =
  /** `also`: other refusals the rules allow (limits tied for the tightest, an instant known only roughly). */
  | { kind: 'refused'; refusal: string; also?: string[] }
  | { kind: 'skipped' }
  | { kind: 'replay'; summary: string | null }
  /** `apply` may answer what in the answer breaks the rules (a payout the model takes from the server, then checks). */
  | {
      kind: 'fresh';
      summary: string | null;
      apply: (answered: string) => void | string[];
      /**
       * Refusals the rules allow instead: the server's figure decides, and the model knows it only to a
       * kuruş; or the instant of a request over HTTP straddles a window's edge or a time-out's end.
       */
      orRefusals?: string[];
    };

const min = (a: bigint, b: bigint) => (a < b ? a : b);

export class Model {
  readonly players: PlayerMoney[];
  /** Journal entries the acknowledged requests must have written, in all. */
  entries = 0;
  private seq = 0;
  private readonly payments = new Map<string, Payment>();
  private readonly paymentOfRequest = new Map<number, Payment>();
  private readonly grantsByKey = new Map<string, Grant>();
  private readonly grantOfRequest = new Map<number, Grant>();
  private readonly txs = new Map<string, GameTx>();
  private readonly rollbackOf = new Set<string>();
  private readonly rounds = new Map<string, GameTx[]>();
  /** Grants that ended in the current batch (their rows are checked once more). */
  endedGrantIds: string[] = [];
  /** Sports slips by player and key: the first answer (bet ids) a replay repeats. */
  private readonly slips = new Map<string, { body: string; summary: string | null; bet: SportsBet }>();
  private readonly sportsEvents = new Map<string, SportsEvent>();
  private readonly sportsBetsOn = new Map<string, SportsBet[]>();
  /** Studio spins by player and request id: the stake, and the first answer a repeat must give (or that it was refused). */
  private readonly spins = new Map<string, { bet: bigint; summary: string | null; cancelled: boolean }>();
  /** Sports bets by the request that placed them (a cash out names it), and cash outs by player and key. */
  private readonly slipOfRequest = new Map<number, SportsBet>();
  private readonly cashOutsByKey = new Map<string, string>();
  /** Lifts carried out, by player and request key: the answer a resend repeats. */
  private readonly lifts = new Map<string, string>();
  /** Cash outs made (each one journal entry), and bets they closed. */
  sportsCashOuts = 0;
  sportsCashedOut = 0;
  /** Studio spins settled, and jackpot wins paid, in all. */
  studioSpins = 0;
  jackpotWins = 0;
  /** Stakes of the open sports bets: what house:sports-bets must hold. */
  sportsOpenStakes = 0n;
  /** Sports bets placed, settled, and settlements reversed by a resettlement, in all (each is one journal entry). */
  sportsPlaced = 0;
  sportsSettled = 0;
  sportsUnsettled = 0;
  /** Resettlements carried out. */
  sportsResettled = 0;
  /** What house:sports must hold: stakes less payouts of settled bets, stakes used less amounts paid of cash outs. */
  sportsHouse = 0n;
  /** Each player's limits, time-outs and the records limits count (./model-protection.ts). */
  readonly protection: PlayerProtection[];
  /** The plan's clock of the batch being judged, and the instant of the group (its wall-clock bracket over HTTP). */
  private clock = 0;
  private at: Instant = [0, 0];

  constructor(players: number) {
    this.players = Array.from({ length: players }, () => ({ cash: 0n, bonus: 0n, hold: 0n, grants: [], pendingBankTransfers: 0, openCardDeposits: 0, hadTrial: false }));
    this.protection = Array.from({ length: players }, () => new PlayerProtection());
  }

  /** Every grant still active, by player (for the checks). */
  activeGrants(player: number): readonly Grant[] {
    return this.players[player].grants;
  }

  /** Judges one group's answers and applies it; answers what broke the rules (empty when nothing did). */
  judge(group: Answer[], now: number): string[] {
    this.clock = now;
    const walls = group.flatMap((a) => (a.wall ? [a.wall] : []));
    this.at = walls.length > 0 ? [Math.min(...walls.map((w) => w[0])), Math.max(...walls.map((w) => w[1]))] : [now, now];
    const kind = group[0].request.op.kind;
    if (kind === 'limit' || kind === 'limit-confirm' || kind === 'time-out' || kind === 'self-exclusion' || kind === 'exclusion-lift') return this.judgeProtection(group, now);
    const ops = group.map((a) => a.request.op);
    const race = ops.some((op) => op !== ops[0]) && (ops[0].kind === 'deposit-decide' || ops[0].kind === 'withdraw-decide');
    return race ? this.judgeRace(group) : this.judgeTwins(group, this.predict(group[0].request, now));
  }

  private judgeTwins(group: Answer[], p: Prediction): string[] {
    const problems: string[] = [];
    const name = (a: Answer) => `request ${a.request.index} (${a.request.op.kind})`;
    const anyRetried = group.some((a) => a.retried);
    if (p.kind === 'skipped') {
      for (const a of group) if (!('skipped' in a.outcome)) problems.push(`${name(a)}: expected not to be sendable, got ${JSON.stringify(a.outcome)}`);
      return problems;
    }
    if (p.kind === 'refused') {
      // A spin refused at its stake leaves its round cancelled: a twin or a retry that finds it answers that.
      const alsoAllowed = group[0].request.op.kind === 'studio-spin' ? 'studio:cancelled' : null;
      for (const a of group) {
        const o = a.outcome;
        if ('skipped' in o || o.ok || (o.refusal !== p.refusal && o.refusal !== alsoAllowed && !p.also?.includes(o.refusal))) {
          problems.push(`${name(a)}: expected refusal ${[p.refusal, ...(p.also ?? [])].join(' or ')}, got ${JSON.stringify(o)}`);
        }
      }
      return problems;
    }
    if (p.kind === 'replay') {
      for (const a of group) {
        const o = a.outcome;
        if ('skipped' in o || !o.ok || o.replayed === false) problems.push(`${name(a)}: expected a replay, got ${JSON.stringify(o)}`);
        else if (p.summary !== null && o.summary !== p.summary) problems.push(`${name(a)}: replay answered ${o.summary}, the first answer was ${p.summary}`);
      }
      return problems;
    }
    if (p.orRefusals && group.every((a) => 'refusal' in a.outcome && p.orRefusals!.includes(a.outcome.refusal))) return problems;
    // Fresh: exactly one attempt did it (none seen when one was cut off after committing), the rest replay it.
    const oks = group.filter((a) => 'ok' in a.outcome && a.outcome.ok);
    const fresh = oks.filter((a) => 'ok' in a.outcome && a.outcome.ok && a.outcome.replayed === false);
    const unknown = oks.some((a) => 'ok' in a.outcome && a.outcome.ok && a.outcome.replayed === null);
    const cutOff = group.filter((a) => a.retried);
    // Requests whose retry after a cut-off answers only what is left to do.
    const forfeitOrSweep = ['forfeit', 'sweep', 'sports-settle', 'sports-resettle'].includes(group[0].request.op.kind);
    for (const a of group) {
      if (oks.includes(a)) continue;
      // A forfeit cut off after it committed finds the grant gone when tried again.
      if (forfeitOrSweep && a.retried && 'refusal' in a.outcome && a.outcome.refusal === 'gone') continue;
      // A twin of a card deposit that finds it while the first is still talking to the gateway.
      if (a.request.op.kind === 'card-deposit' && 'refusal' in a.outcome && a.outcome.refusal === 'api:502:payments.gatewayUnavailable') continue;
      problems.push(`${name(a)}: expected success, got ${JSON.stringify(a.outcome)}`);
    }
    if (fresh.length > 1) problems.push(`${name(group[0])}: applied ${fresh.length} times`);
    if (fresh.length === 0 && !anyRetried && !unknown) problems.push(`${name(group[0])}: expected to be applied, every answer was a replay`);
    const first = (fresh[0] ?? oks[0])?.outcome;
    const answered = first && 'summary' in first ? first.summary : '';
    // After a cut-off the sweep's retry reports only what it ended itself.
    if (p.summary !== null && !(anyRetried && forfeitOrSweep) && (fresh.length === 1 || unknown) && answered !== p.summary) {
      problems.push(`${name(group[0])}: answered ${answered}, the rules give ${p.summary}`);
    }
    for (const a of oks) {
      const o = a.outcome as { summary: string };
      if (a !== fresh[0] && o.summary !== answered && !forfeitOrSweep) problems.push(`${name(a)}: a twin answered ${o.summary}, the first ${answered}`);
    }
    if (cutOff.length === 0 && fresh.length === 0 && !unknown) return problems;
    if (oks.length === 0) return problems;
    const broken = p.apply(answered);
    if (broken) problems.push(...broken.map((problem) => `${name(group[0])}: ${problem}`));
    return problems;
  }

  /**
   * A limit set, a confirmation or a time-out: no key makes them idempotent, so a twin (or a retry of an
   * attempt that had committed) runs again on the state the first one left. Each answer must be the
   * first's, or the answer of the same request on that state; the change is made once (the same request
   * again changes nothing more: a limit set to what it is, a confirmation with nothing left to confirm, a
   * second row of the same time-out).
   */
  private judgeProtection(group: Answer[], now: number): string[] {
    const op = group[0].request.op as Extract<Op, { kind: 'limit' | 'limit-confirm' | 'time-out' | 'self-exclusion' | 'exclusion-lift' }>;
    const guard = this.protection[op.player];
    const step = (): { outcome: string; apply?: () => void } => {
      if (op.kind === 'limit') {
        const set = guard.setLimit(op.limit, op.period, op.amount, now);
        return { outcome: `ok:${set.answer}`, apply: set.apply };
      }
      if (op.kind === 'limit-confirm') {
        const confirmed = guard.confirmLimit(op.limit, op.period, now);
        return 'refusal' in confirmed ? { outcome: `refused:${confirmed.refusal}` } : { outcome: 'ok:confirmed', apply: confirmed.apply };
      }
      if (op.kind === 'exclusion-lift') {
        // The request's key names its proposal: sent again, it answers what the first got.
        const earlier = this.lifts.get(`${op.player}:${op.key}`);
        if (earlier) return { outcome: earlier };
        const lifted = guard.lift(now);
        // A rejected proposal (the second operator says no) moves nothing; proposing is refused first.
        if (op.reject && 'apply' in lifted) {
          const rejected = `refused:${PROPOSAL_REJECTED}`;
          return { outcome: rejected, apply: () => void this.lifts.set(`${op.player}:${op.key}`, rejected) };
        }
        const outcome = 'refusal' in lifted ? `refused:${lifted.refusal}` : 'ok:lifted';
        return {
          outcome,
          apply: () => {
            // A refusal at the proposal leaves nothing behind: the same request again is asked afresh.
            if (!('apply' in lifted)) return;
            lifted.apply();
            this.lifts.set(`${op.player}:${op.key}`, outcome);
          },
        };
      }
      const endsAt = op.kind === 'time-out' ? now + TIME_OUT_MS[op.period] : selfExclusionEnd(op.period, now);
      return {
        outcome: `ok:${endsAt ?? 'permanent'}`,
        apply: () => {
          guard.exclude(endsAt);
          // Either forfeits the player's bonuses (once: a second row finds none); pending withdrawals stay.
          const p = this.players[op.player];
          for (const grant of [...p.grants]) this.endGrant(grant, 'forfeited', 'house');
        },
      };
    };
    const first = step();
    const outcomeOf = (o: Outcome) => ('skipped' in o ? 'skipped' : o.ok ? `ok:${o.summary}` : `refused:${o.refusal}`);
    const answers = group.map((a) => outcomeOf(a.outcome));
    first.apply?.();
    const second = step();
    const problems: string[] = [];
    for (const [i, answer] of answers.entries()) {
      if (answer !== first.outcome && answer !== second.outcome) {
        problems.push(`request ${group[i].request.index} (${op.kind}): answered ${answer}, the rules give ${first.outcome}${second.outcome !== first.outcome ? ` (or ${second.outcome} after it)` : ''}`);
      }
    }
    if (!answers.includes(first.outcome) && !group.some((a) => a.retried)) problems.push(`request ${group[0].request.index} (${op.kind}): no answer was the first (${first.outcome}): ${answers.join(', ')}`);
    return problems;
  }

  /** Different decisions on one payment at once: exactly one wins, the others see it settled. */
  private judgeRace(group: Answer[]): string[] {
    const problems: string[] = [];
    const op = group[0].request.op as Extract<Op, { kind: 'deposit-decide' | 'withdraw-decide' }>;
    const payment = this.paymentOfRequest.get(op.of);
    if (!payment || payment.status !== 'pending') {
      // Settled before the batch: each decision is judged alone.
      for (const a of group) problems.push(...this.judgeTwins([a], this.predict(a.request, 0)));
      return problems;
    }
    const decisionOf = (a: Answer) => (a.request.op as typeof op).decision;
    const won = group.filter((a) => 'ok' in a.outcome && a.outcome.ok);
    const winners = new Set(won.map(decisionOf));
    if (winners.size !== 1) {
      problems.push(`payment of request ${op.of}: ${winners.size} different decisions succeeded at once (${[...winners].join(', ')})`);
      return problems;
    }
    const winner = won[0];
    const fresh = won.filter((a) => 'replayed' in a.outcome && a.outcome.replayed === false);
    const unknown = won.some((a) => 'replayed' in a.outcome && a.outcome.replayed === null);
    if (fresh.length > 1) problems.push(`payment of request ${op.of}: decided ${fresh.length} times`);
    if (fresh.length === 0 && !group.some((a) => a.retried) && !unknown) problems.push(`payment of request ${op.of}: a decision won, none applied it`);
    const settledAs = this.decide(payment, decisionOf(winner));
    for (const a of group) {
      if (won.includes(a)) continue;
      const expected = `api:409:payments.already${settledAs[0].toUpperCase()}${settledAs.slice(1)}`;
      if (!('refusal' in a.outcome) || a.outcome.refusal !== expected) problems.push(`request ${a.request.index} (${decisionOf(a)}): expected ${expected}, got ${JSON.stringify(a.outcome)}`);
    }
    return problems;
  }

  /** Applies a decision on a pending payment; answers its new status. */
  private decide(payment: Payment, decision: DepositDecision | WithdrawDecision): Payment['status'] {
    const p = this.players[payment.player];
    if (payment.type === 'deposit') {
      p.pendingBankTransfers--;
      if (decision === 'confirm') {
        p.cash += payment.amount;
        this.entries++;
        return (payment.status = 'confirmed');
      }
      return (payment.status = 'rejected');
    }
    p.hold -= payment.amount;
    this.entries++;
    if (decision === 'approve') return (payment.status = 'confirmed');
    p.cash += payment.amount;
    return (payment.status = decision === 'reject' ? 'rejected' : 'cancelled');
  }

  private predict(request: Request, now: number): Prediction {
    const { op, index } = request;
    const refuse = (refusal: string): Prediction => ({ kind: 'refused', refusal });
    switch (op.kind) {
      case 'deposit':
      case 'card-deposit':
      case 'withdraw': {
        const key = `${op.player}:${op.key}`;
        const earlier = this.payments.get(key);
        if (earlier) {
          this.paymentOfRequest.set(index, earlier);
          return { kind: 'replay', summary: earlier.id ?? null };
        }
        const p = this.players[op.player];
        // A new deposit's own checks come first (the player's time-out and deposit limits), then the caps on open ones.
        const at = this.at;
        const verdict = op.kind === 'withdraw' ? { refusals: [], mayPass: true } : this.protection[op.player].depositVerdict(op.amount, at);
        if (!verdict.mayPass) return refusedOf(verdict.refusals);
        if (op.kind === 'deposit' && p.pendingBankTransfers >= MAX_PENDING_BANK_TRANSFERS) return orAlso(refuse('api:400:payments.tooManyPending'), verdict.refusals);
        if (op.kind === 'card-deposit' && p.openCardDeposits >= MAX_OPEN_CARD_DEPOSITS) return orAlso(refuse('api:400:payments.tooManyOpenCardDeposits'), verdict.refusals);
        if (op.kind === 'withdraw' && p.cash < op.amount) return refuse('api:400:payments.insufficientFunds');
        return orAlso({
          kind: 'fresh',
          summary: null,
          apply: (answered) => {
            const type = op.kind === 'card-deposit' ? 'card' : op.kind;
            const payment: Payment = { player: op.player, type, amount: op.amount, status: type === 'card' ? 'created' : 'pending', id: answered };
            this.payments.set(key, payment);
            this.paymentOfRequest.set(index, payment);
            if (type !== 'withdraw') this.protection[op.player].recordDeposit(at, payment);
            if (op.kind === 'deposit') p.pendingBankTransfers++;
            else if (op.kind === 'card-deposit') p.openCardDeposits++;
            else {
              p.cash -= op.amount;
              p.hold += op.amount;
              this.entries++;
            }
          },
        }, verdict.refusals);
      }
      case 'deposit-decide':
      case 'withdraw-decide': {
        const payment = this.paymentOfRequest.get(op.of);
        if (!payment) return { kind: 'skipped' };
        const wanted = { confirm: 'confirmed', approve: 'confirmed', reject: 'rejected', cancel: 'cancelled' }[op.decision];
        if (payment.status === wanted) return { kind: 'replay', summary: payment.id ?? null };
        if (payment.status !== 'pending') {
          return refuse(`api:409:payments.already${payment.status[0].toUpperCase()}${payment.status.slice(1)}`);
        }
        return { kind: 'fresh', summary: payment.id ?? null, apply: () => void this.decide(payment, op.decision) };
      }
      case 'webhook': {
        const payment = this.paymentOfRequest.get(op.of);
        if (!payment) return { kind: 'skipped' };
        if (op.forged === 'reference') return refuse('api:404:payments.webhook.unknownReference');
        if (op.forged) return refuse('api:400:payments.webhook.mismatch');
        // A redelivery, or the other outcome after one was applied (left to people, audited): nothing moves.
        if (payment.status !== 'created') return { kind: 'replay', summary: payment.id ?? null };
        return {
          kind: 'fresh',
          summary: payment.id ?? null,
          apply: () => {
            const p = this.players[payment.player];
            p.openCardDeposits--;
            if (op.outcome === 'declined') payment.status = 'rejected';
            else {
              payment.status = 'confirmed';
              p.cash += payment.amount;
              this.entries++;
            }
          },
        };
      }
      case 'bet':
      case 'win':
        return this.predictStakeOrPayout(op);
      case 'rollback':
        return this.predictRollback(op);
      case 'grant':
        return this.predictGrant(op, index);
      case 'forfeit': {
        const grant = this.grantOfRequest.get(op.of);
        if (!grant) return { kind: 'skipped' };
        if (grant.status !== 'active') return refuse('gone');
        const settled = min(grant.balance, this.players[grant.player].bonus);
        return { kind: 'fresh', summary: String(settled), apply: () => this.endGrant(grant, 'forfeited', 'house') };
      }
      case 'sports-bet':
        return this.predictSportsBet(op, index);
      case 'sports-cashout':
        return this.predictCashOut(op);
      case 'sports-settle':
        return this.predictSportsSettle(op);
      case 'sports-resettle':
        return this.predictResettle(op);
      case 'studio-spin':
        return this.predictSpin(op);
      case 'limit':
      case 'limit-confirm':
      case 'time-out':
      case 'self-exclusion':
      case 'exclusion-lift':
        throw new Error(`${op.kind} is judged by judgeProtection`);
      case 'sweep': {
        const due = this.players
          .flatMap((p) => p.grants)
          .filter((g) => g.expiresAt <= now)
          .sort((a, b) => a.expiresAt - b.expiresAt || a.seq - b.seq)
          .slice(0, SWEEP_LIMIT);
        // Ended one by one, each settling against the bonus account left by the previous.
        const bonus = this.players.map((p) => p.bonus);
        const summary = due
          .map((g) => {
            const settled = min(g.balance, bonus[g.player]);
            bonus[g.player] -= settled;
            return `${g.id}:${settled}`;
          })
          .sort()
          .join(',');
        return { kind: 'fresh', summary, apply: () => due.forEach((g) => this.endGrant(g, 'expired', 'house')) };
      }
    }
  }

  private sportsEvent(id: string): SportsEvent {
    let event = this.sportsEvents.get(id);
    if (!event) this.sportsEvents.set(id, (event = { status: 'open', result: null }));
    return event;
  }

  /**
   * A slip of one bet, in the order placement checks it: the key (a replay answers the first result; a
   * refused slip stored nothing, so its key is free again), the catalogue (a settled event's market is
   * closed; a price the feed no longer offers is refused: the simulator's slips accept no price change),
   * then the player's cash (sports stakes are cash only).
   */
  private predictSportsBet(op: Extract<Op, { kind: 'sports-bet' }>, index: number): Prediction {
    const key = `${op.player}:${op.key}`;
    const body = JSON.stringify({ stake: String(op.stake), legs: op.legs });
    const earlier = this.slips.get(key);
    if (earlier) return earlier.body === body ? { kind: 'replay', summary: earlier.summary } : { kind: 'refused', refusal: 'api:409:sports.placement.conflict' };
    if (op.legs.some((leg) => this.sportsEvent(leg.event).status !== 'open')) return { kind: 'refused', refusal: 'sports:selection_unavailable' };
    if (op.legs.some((leg) => leg.odds !== this.offered(leg))) return { kind: 'refused', refusal: 'sports:odds_changed' };
    const limited = this.protection[op.player].stakeRefusals(op.stake, this.clock);
    if (limited) return refusedOf(limited);
    const p = this.players[op.player];
    if (p.cash < op.stake) return { kind: 'refused', refusal: 'api:400:sports.funds.insufficient' };
    return {
      kind: 'fresh',
      summary: null,
      apply: (answered) => {
        const bet: SportsBet = { player: op.player, stake: op.stake, legs: op.legs, open: true, settled: false, payout: 0n, voided: false, cashedOut: 0n };
        this.protection[op.player].recordSports(this.clock, bet);
        this.slips.set(key, { body, summary: answered, bet });
        this.slipOfRequest.set(index, bet);
        for (const leg of op.legs) this.sportsBetsOn.set(leg.event, [...(this.sportsBetsOn.get(leg.event) ?? []), bet]);
        p.cash -= op.stake;
        this.sportsOpenStakes += op.stake;
        this.sportsPlaced++;
        this.entries++;
      },
    };
  }

  /**
   * A cash out: only of an open bet. Its value is stake × the won legs' prices (a void leg 1; an open leg
   * its price × its probability, which the simulator's feed sets to exactly 1 ÷ price) × (1 − the 5%
   * cash-out margin), rounded down; the server multiplies in floating point with probabilities stored as
   * `real`, so its figure may be a kuruş under the exact one. A half cash out takes half the value (rounded
   * down) for the stake share it pays for, rounded up for the house (⌈stake × amount ÷ value⌉); it is refused
   * when the half is under the ₺1 minimum, or when the stake left would be.
   */
  private predictCashOut(op: Extract<Op, { kind: 'sports-cashout' }>): Prediction {
    const bet = this.slipOfRequest.get(op.of);
    if (!bet) return { kind: 'skipped' };
    const key = `${op.player}:${op.key}`;
    const earlier = this.cashOutsByKey.get(key);
    if (earlier) return { kind: 'replay', summary: earlier };
    if (!bet.open) return { kind: 'refused', refusal: 'sports:cashout:not_open' };
    let numerator = bet.stake * 95n;
    let denominator = 100n;
    for (const leg of bet.legs) {
      const event = this.sportsEvent(leg.event);
      // A leg on an event whose settlement was reversed: its market is closed, no price to cash out at.
      if (event.status === 'ended') return { kind: 'refused', refusal: 'sports:cashout:market_suspended' };
      if (event.status === 'open' || !event.result) continue;
      numerator *= BigInt(leg.odds);
      denominator *= 100n;
    }
    const exact = numerator / denominator;
    const MIN = 100n;
    const refusalAt = (value: bigint): string | null => {
      if (op.part === 'full') return null;
      const amount = value / 2n;
      if (amount < MIN) return 'sports:cashout:amount_too_low';
      return bet.stake - (bet.stake * amount + value - 1n) / value < MIN ? 'sports:cashout:amount_too_high' : null;
    };
    const [atExact, atBelow] = [refusalAt(exact), refusalAt(exact - 1n)];
    if (atExact && atExact === atBelow) return { kind: 'refused', refusal: atExact };
    return {
      kind: 'fresh',
      summary: null,
      orRefusals: atExact || atBelow ? [(atExact ?? atBelow)!] : undefined,
      apply: (answered) => {
        const [value, amount] = answered.split('|').map(BigInt);
        const problems: string[] = [];
        if (value !== exact && value !== exact - 1n) problems.push(`cash out quoted ${value}, the rules give ${exact}`);
        if (amount !== (op.part === 'full' ? value : value / 2n)) problems.push(`cash out of ${op.part} paid ${amount} of ${value}`);
        const stakeUsed = op.part === 'full' ? bet.stake : (bet.stake * amount + value - 1n) / value;
        this.cashOutsByKey.set(key, answered);
        this.players[op.player].cash += amount;
        this.sportsOpenStakes -= stakeUsed;
        this.sportsHouse += stakeUsed - amount;
        this.sportsCashOuts++;
        this.entries++;
        bet.cashedOut += amount;
        if (op.part === 'full') {
          bet.open = false;
          // A bet cashed out in full counts every cash out of it as its payout.
          bet.payout = bet.cashedOut;
          this.sportsCashedOut++;
        } else bet.stake -= stakeUsed;
        return problems;
      },
    };
  }

  /** The price the feed offers for a leg's outcome: the plan's, which the driver created the event with. */
  private offered(leg: SportsLeg): number {
    return this.offeredOdds(leg.event)[leg.code];
  }

  /** Set by the runner: the feed's prices (the plan's sportsOdds). */
  offeredOdds: (event: string) => Record<SportsLeg['code'], number> = () => {
    throw new Error('Model.offeredOdds is not set');
  };

  /**
   * A result settles every open bet with a leg on the event as far as its legs allow: a lost leg loses
   * the bet at once; when every leg has its result the bet pays stake × the product of the won legs'
   * odds (a void leg counts 1, a cancelled event voids its legs), rounded down to the kuruş. The same
   * result again moves nothing; another result is refused.
   */
  private predictSportsSettle(op: Extract<Op, { kind: 'sports-settle' }>): Prediction {
    const event = this.sportsEvent(op.event);
    if (event.status === 'settled' || event.status === 'cancelled') {
      const same = op.result === null ? event.status === 'cancelled' : event.result !== null && event.result.home === op.result.home && event.result.away === op.result.away;
      return same ? { kind: 'replay', summary: '0' } : { kind: 'refused', refusal: 'sports:SETTLE_CONFLICT' };
    }
    const settling = this.settlementsOf(op.event, op.result, new Set());
    return {
      kind: 'fresh',
      summary: String(settling.length),
      apply: () => this.settle(event, op.result, settling),
    };
  }

  /**
   * The bets a result of `eventId` settles: the open ones with a leg on it (and `reopened`, open again),
   * those with a lost leg at 0, those with every leg's result at stake × the won legs' odds.
   */
  private settlementsOf(
    eventId: string,
    result: SportsEvent['result'],
    reopened: ReadonlySet<SportsBet>,
    rolledBack = false,
  ): { bet: SportsBet; payout: bigint; voided: boolean }[] {
    const own: SportsEvent = rolledBack ? { status: 'ended', result: null } : { status: result ? 'settled' : 'cancelled', result };
    const legResult = (leg: SportsLeg): 'won' | 'lost' | 'void' | null => {
      const e = leg.event === eventId ? own : this.sportsEvent(leg.event);
      if (e.status === 'open' || e.status === 'ended') return null;
      if (!e.result) return 'void';
      const d = e.result.home - e.result.away;
      return (d > 0 ? '1' : d < 0 ? '2' : 'X') === leg.code ? 'won' : 'lost';
    };
    const settling: { bet: SportsBet; payout: bigint; voided: boolean }[] = [];
    for (const bet of this.sportsBetsOn.get(eventId) ?? []) {
      if (!bet.open && !reopened.has(bet)) continue;
      const results = bet.legs.map(legResult);
      if (results.includes('lost')) settling.push({ bet, payout: 0n, voided: false });
      else if (!results.includes(null)) {
        let numerator = bet.stake;
        let denominator = 1n;
        bet.legs.forEach((leg, i) => {
          if (results[i] === 'won') {
            numerator *= BigInt(leg.odds);
            denominator *= 100n;
          }
        });
        settling.push({ bet, payout: numerator / denominator, voided: results.every((r) => r === 'void') });
      }
    }
    return settling;
  }

  /** The event takes its result and each settling bet is paid (one entry each). */
  private settle(event: SportsEvent, result: SportsEvent['result'], settling: { bet: SportsBet; payout: bigint; voided: boolean }[]): void {
    event.status = result ? 'settled' : 'cancelled';
    event.result = result;
    this.pay(settling);
  }

  /** Each settling bet is paid (one entry each). */
  private pay(settling: { bet: SportsBet; payout: bigint; voided: boolean }[]): void {
    for (const { bet, payout, voided } of settling) {
      bet.open = false;
      bet.settled = true;
      bet.payout = payout;
      bet.voided = voided;
      this.players[bet.player].cash += payout;
      this.sportsOpenStakes -= bet.stake;
      this.sportsHouse += bet.stake - payout;
      this.sportsSettled++;
      this.entries++;
    }
  }

  /**
   * An operator's resettlement of a settled event (server/sports/resettle.ts): every bet with a leg on it
   * that a result settled (not one cashed out) has its settlement reversed, one entry each: the payout
   * back from the player's cash, the stake back into the open stakes; then the event is settled from the
   * new result as a result would (the reopened bets with it). A player's cash may not go below zero: when
   * the payouts taken back from one player are more than the cash the player holds, the whole
   * resettlement is refused and nothing moves (the settled bets stand). The same score again is still a
   * resettlement: every bet reversed and settled again, nothing changes hands. A new result of none
   * cancels the event (every leg on it void). A rollback only reverses: the event is 'ended', its bets open
   * with their markets closed (no bet, no cash out on it) until a result settles it again, except those a
   * leg on another event lost, settled lost again at once.
   */
  private predictResettle(op: Extract<Op, { kind: 'sports-resettle' }>): Prediction {
    const event = this.sportsEvent(op.event);
    if (event.status === 'open' || event.status === 'ended') return { kind: 'refused', refusal: 'api:409:sports.resettle.notSettled' };
    // Proposed, then rejected by the second operator: nothing moves, whatever the approval would have met.
    if (op.reject) return { kind: 'refused', refusal: PROPOSAL_REJECTED };
    const reopened = (this.sportsBetsOn.get(op.event) ?? []).filter((bet) => bet.settled);
    const takenBack = new Map<number, bigint>();
    for (const bet of reopened) takenBack.set(bet.player, (takenBack.get(bet.player) ?? 0n) + bet.payout);
    for (const [player, amount] of takenBack) if (amount > this.players[player].cash) return { kind: 'refused', refusal: 'api:409:sports.resettle.insufficient' };
    // A rollback only reverses, the event waiting for its result; a reopened bet that a leg on another event
    // lost is lost again at once (a second settlement entry), the others stay open.
    const rolledBack = op.action === 'rollback';
    const settling = this.settlementsOf(op.event, rolledBack ? null : op.result, new Set(reopened), rolledBack);
    return {
      kind: 'fresh',
      summary: String(reopened.length + settling.length),
      apply: () => {
        for (const bet of reopened) {
          this.players[bet.player].cash -= bet.payout;
          this.sportsOpenStakes += bet.stake;
          this.sportsHouse -= bet.stake - bet.payout;
          bet.open = true;
          bet.settled = false;
          bet.payout = 0n;
          bet.voided = false;
          this.sportsUnsettled++;
          this.entries++;
        }
        this.sportsResettled++;
        if (rolledBack) {
          event.status = 'ended';
          event.result = null;
          this.pay(settling);
        } else this.settle(event, op.result, settling);
      },
    };
  }

  /**
   * A spin of the studio slot: a request id seen before answers its first answer (another stake on it is
   * refused); a new one is refused as its stake would be (no money, or over the round limit while bonus
   * money is held), else it is the stake (the game wallet's rules), the jackpot contribution (one entry
   * when the pool's shares of the stake come to a kuruş), the jackpot draw and the reels' payout (the
   * server's random choices, taken from the answer: a win pays the player's cash, one entry each) and the
   * payout split as any win of the round.
   */
  private predictSpin(op: Extract<Op, { kind: 'studio-spin' }>): Prediction {
    const key = `${op.player}:${op.requestId}`;
    const earlier = this.spins.get(key);
    if (earlier) {
      if (earlier.bet !== op.bet) return { kind: 'refused', refusal: 'api:409:studio.request.conflict' };
      if (earlier.cancelled) return { kind: 'refused', refusal: 'studio:cancelled' };
      return { kind: 'replay', summary: earlier.summary };
    }
    const stakeOf = (round: string) => ({ kind: 'bet' as const, player: op.player, amount: op.bet, txId: `${round}:bet`, round, game: 'studio-slot' as const });
    const asked = this.predictStakeOrPayout(stakeOf(`spin:${key}`));
    if (asked.kind === 'refused') {
      // The player's limits and time-out keep their own refusal through the studio.
      const refusal = asked.refusal.startsWith('api:400:protection.')
        ? asked.refusal
        : { 'game:INSUFFICIENT_FUNDS': 'api:400:studio.funds.insufficient', 'game:BONUS_MAX_STAKE': 'api:400:studio.bonus.maxStake' }[asked.refusal];
      if (!refusal) throw new Error(`the model has no studio refusal for ${asked.refusal}`);
      this.spins.set(key, { bet: op.bet, summary: null, cancelled: true });
      return { kind: 'refused', refusal, also: asked.also };
    }
    return {
      kind: 'fresh',
      summary: null,
      apply: (answered) => {
        const [roundId, status, bet, payout, wins, jackpot] = answered.split('|');
        const problems: string[] = [];
        if (status !== 'settled') problems.push(`spin answered status ${status}, a slot round ends settled`);
        if (bet !== String(op.bet)) problems.push(`spin answered a stake of ${bet}, the request staked ${op.bet}`);
        if (!roundId.startsWith('studio:')) problems.push(`spin answered round ${roundId}`);
        if (Number(wins) > 1 || (Number(wins) === 0 && jackpot !== '0')) problems.push(`spin answered ${wins} jackpot wins of ${jackpot} from one pool`);
        this.spins.set(key, { bet: op.bet, summary: answered, cancelled: false });
        const stake = this.predictStakeOrPayout(stakeOf(roundId));
        if (stake.kind !== 'fresh') return [...problems, `its stake ${roundId}:bet was seen before`];
        stake.apply('');
        const contribution = SIM_JACKPOT_TIERS.reduce((sum, tier) => sum + (op.bet * BigInt(tier.contributionPpm)) / 1_000_000n, 0n);
        if (contribution > 0n) this.entries++;
        this.players[op.player].cash += BigInt(jackpot);
        this.entries += Number(wins);
        this.jackpotWins += Number(wins);
        const pay = this.predictStakeOrPayout({ kind: 'win', player: op.player, amount: BigInt(payout), txId: `${roundId}:win`, round: roundId, game: 'studio-slot' });
        if (pay.kind !== 'fresh') return [...problems, `its payout ${roundId}:win was seen before`];
        pay.apply('');
        this.studioSpins++;
        return problems;
      },
    };
  }

  private predictStakeOrPayout(op: Extract<Op, { kind: 'bet' | 'win' }>): Prediction {
    const body = `${op.kind}|${op.player}|${op.round}|${op.game}|${op.amount}`;
    const earlier = this.txs.get(op.txId);
    if (earlier) return earlier.body === body ? { kind: 'replay', summary: summaryOf(earlier) } : { kind: 'refused', refusal: 'game:IDEMPOTENCY_CONFLICT' };
    if (this.rollbackOf.has(op.txId)) return { kind: 'refused', refusal: 'game:TRANSACTION_ROLLED_BACK' };
    const p = this.players[op.player];
    const roundKey = `${op.player}|${op.round}`;
    const standing = (this.rounds.get(roundKey) ?? []).filter((t) => t.kind === 'bet' && !t.rolledBack);
    if (op.kind === 'bet') {
      const limited = this.protection[op.player].stakeRefusals(op.amount, this.clock);
      if (limited) return refusedOf(limited);
      if (p.grants.some((g) => g.balance > 0n)) {
        const staked = standing.reduce((sum, t) => sum + t.amount, 0n) + op.amount;
        if (staked > MAX_STAKE_WITH_BONUS) return { kind: 'refused', refusal: 'game:BONUS_MAX_STAKE' };
      }
      if (p.cash + p.bonus < op.amount) return { kind: 'refused', refusal: 'game:INSUFFICIENT_FUNDS' };
      const cash = min(p.cash, op.amount);
      const bonus = op.amount - cash;
      const summary = `${op.amount}/${cash}/${bonus}`;
      return {
        kind: 'fresh',
        summary,
        apply: () => {
          const funded = spend(p.grants, bonus);
          const wagered = p.grants.some((g) => g.wagered < g.wagerRequired) ? addWagering(p.grants, op.amount, WEIGHT[op.game]) : [];
          p.cash -= cash;
          p.bonus -= bonus;
          this.entries++;
          this.record({ txId: op.txId, player: op.player, kind: 'bet', round: op.round, body, amount: op.amount, cash, bonus, funded, wagered, rolledBack: false });
          for (const g of [...p.grants]) if (g.wagered >= g.wagerRequired) this.endGrant(g, 'converted', 'cash');
        },
      };
    }
    const staked = standing.reduce((sum, t) => sum + t.amount, 0n);
    const stakedBonus = standing.reduce((sum, t) => sum + t.bonus, 0n);
    const share = staked === 0n ? 0n : (op.amount * stakedBonus) / staked;
    const preferred = standing.flatMap((t) => t.funded);
    // Bonus money with no active grant left to take it is paid as cash.
    const bonus = p.grants.length > 0 ? share : 0n;
    const cash = op.amount - bonus;
    return {
      kind: 'fresh',
      summary: `${op.amount}/${cash}/${bonus}`,
      apply: () => {
        const funded = share > 0n ? credit(p.grants, share, preferred).parts : [];
        p.cash += cash;
        p.bonus += bonus;
        if (op.amount > 0n) this.entries++;
        this.record({ txId: op.txId, player: op.player, kind: 'win', round: op.round, body, amount: op.amount, cash, bonus, funded, wagered: [], rolledBack: false });
      },
    };
  }

  private predictRollback(op: Extract<Op, { kind: 'rollback' }>): Prediction {
    const body = `rollback|${op.player}|${op.original}`;
    const own = this.txs.get(op.txId);
    if (own) return own.body === body ? { kind: 'replay', summary: summaryOf(own) } : { kind: 'refused', refusal: 'game:IDEMPOTENCY_CONFLICT' };
    // Another rollback of it ran: success, nothing moves and nothing is recorded.
    if (this.rollbackOf.has(op.original)) return { kind: 'replay', summary: '0/0/0' };
    const original = this.txs.get(op.original);
    const p = this.players[op.player];
    const base = { txId: op.txId, player: op.player, kind: 'rollback' as const, body, funded: [], wagered: [], rolledBack: false };
    if (!original) {
      return {
        kind: 'fresh',
        summary: '0/0/0',
        apply: () => {
          this.record({ ...base, round: null, amount: 0n, cash: 0n, bonus: 0n });
          this.rollbackOf.add(op.original);
        },
      };
    }
    if (original.player !== op.player || original.kind === 'rollback') return { kind: 'refused', refusal: 'game:NOT_REVERSIBLE' };
    if (original.kind === 'bet') {
      // The stake's bonus part goes back to bonus money while any grant is active, else it is cash.
      const bonus = p.grants.length > 0 ? original.bonus : 0n;
      const cash = original.amount - bonus;
      return {
        kind: 'fresh',
        summary: `${original.amount}/${cash}/${bonus}`,
        apply: () => {
          credit(p.grants, original.bonus, original.funded);
          for (const part of original.wagered) {
            if (part.grant.status !== 'active') continue;
            part.grant.wagered -= min(part.amount, part.grant.wagered);
          }
          p.cash += cash;
          p.bonus += bonus;
          this.entries++;
          original.rolledBack = true;
          this.record({ ...base, round: original.round, amount: original.amount, cash, bonus });
          this.rollbackOf.add(op.original);
        },
      };
    }
    const bonus = min(original.bonus, p.bonus);
    const cash = original.amount - bonus;
    if (cash > p.cash) return { kind: 'refused', refusal: 'game:INSUFFICIENT_FUNDS' };
    return {
      kind: 'fresh',
      summary: `${original.amount}/${cash}/${bonus}`,
      apply: () => {
        spend(p.grants, bonus);
        p.cash -= cash;
        p.bonus -= bonus;
        if (original.amount > 0n) this.entries++;
        original.rolledBack = true;
        this.record({ ...base, round: original.round, amount: original.amount, cash, bonus });
        this.rollbackOf.add(op.original);
      },
    };
  }

  private predictGrant(op: Extract<Op, { kind: 'grant' }>, index: number): Prediction {
    const body = `${op.player}|${op.amount}|${op.bonusKind}|${op.multiplier}|${op.expiresAt}`;
    const earlier = this.grantsByKey.get(op.key);
    if (earlier) {
      if (earlier.body !== body) return { kind: 'refused', refusal: 'ledger:IDEMPOTENCY_CONFLICT' };
      this.grantOfRequest.set(index, earlier);
      return { kind: 'replay', summary: earlier.id ?? null };
    }
    const p = this.players[op.player];
    if (op.bonusKind === 'trial' && p.hadTrial) return { kind: 'refused', refusal: 'bonus:TRIAL_ALREADY_GRANTED' };
    return {
      kind: 'fresh',
      summary: null,
      apply: (answered) => {
        const grant: Grant = {
          seq: this.seq++,
          player: op.player,
          key: op.key,
          body,
          kind: op.bonusKind,
          amount: op.amount,
          balance: op.amount,
          wagerRequired: op.amount * BigInt(op.multiplier),
          wagered: 0n,
          expiresAt: op.expiresAt,
          status: 'active',
          id: answered,
        };
        this.grantsByKey.set(op.key, grant);
        this.grantOfRequest.set(index, grant);
        if (op.bonusKind === 'trial') p.hadTrial = true;
        p.grants.push(grant);
        p.grants.sort((a, b) => a.expiresAt - b.expiresAt || a.seq - b.seq);
        p.bonus += op.amount;
        this.entries++;
        // Nothing to wager: cash at once.
        if (op.multiplier === 0) for (const g of [...p.grants]) if (g.wagered >= g.wagerRequired) this.endGrant(g, 'converted', 'cash');
      },
    };
  }

  private record(tx: GameTx): void {
    this.txs.set(tx.txId, tx);
    if (tx.kind !== 'rollback') this.protection[tx.player].recordCasino(this.clock, tx);
    if (tx.round === null) return;
    const key = `${tx.player}|${tx.round}`;
    const list = this.rounds.get(key);
    if (list) list.push(tx);
    else this.rounds.set(key, [tx]);
  }

  private endGrant(grant: Grant, status: Grant['status'], to: 'cash' | 'house'): void {
    const p = this.players[grant.player];
    const settled = min(grant.balance, p.bonus);
    p.bonus -= settled;
    if (to === 'cash') p.cash += settled;
    if (settled > 0n) this.entries++;
    grant.balance = 0n;
    grant.status = status;
    p.grants.splice(p.grants.indexOf(grant), 1);
    if (grant.id) this.endedGrantIds.push(grant.id);
  }
}

/** A refusal that may be named any of `refusals` (the first is the one reported when none fits). */
function refusedOf(refusals: string[]): Prediction {
  return { kind: 'refused', refusal: refusals[0], also: refusals.slice(1) };
}

/** A prediction that may also end in one of `refusals` (an instant over HTTP the model knows only roughly). */
function orAlso(p: Prediction, refusals: string[]): Prediction {
  if (refusals.length === 0) return p;
  if (p.kind === 'refused') return { ...p, also: [...(p.also ?? []), ...refusals] };
  if (p.kind === 'fresh') return { ...p, orRefusals: [...(p.orRefusals ?? []), ...refusals] };
  return p;
}

function summaryOf(tx: GameTx): string {
  return `${tx.amount}/${tx.cash}/${tx.bonus}`;
}

/** Bonus money taken from the grants in spending order. */
function spend(grants: Grant[], amount: bigint): Part[] {
  const parts: Part[] = [];
  let left = amount;
  for (const grant of grants) {
    if (left === 0n) break;
    const take = min(grant.balance, left);
    if (take === 0n) continue;
    grant.balance -= take;
    left -= take;
    parts.push({ grant, amount: take });
  }
  return parts;
}

/** Bonus money given back: to the grants it came from while they are active, the rest to the first active one. */
function credit(grants: Grant[], amount: bigint, preferred: Part[]): { parts: Part[]; unplaced: bigint } {
  const parts: Part[] = [];
  let left = amount;
  for (const part of preferred) {
    if (left === 0n || !grants.includes(part.grant)) continue;
    const give = min(part.amount, left);
    part.grant.balance += give;
    left -= give;
    parts.push({ grant: part.grant, amount: give });
  }
  if (left > 0n && grants.length > 0) {
    grants[0].balance += left;
    parts.push({ grant: grants[0], amount: left });
    left = 0n;
  }
  return { parts, unplaced: left };
}

/** A stake counted towards wagering at the game's weight: the first grant that needs it, the rest spilling on. */
function addWagering(grants: Grant[], stake: bigint, percent: bigint): Part[] {
  const parts: Part[] = [];
  let left = stake;
  for (const grant of grants) {
    if (left === 0n) break;
    const needed = grant.wagerRequired - grant.wagered;
    if (needed <= 0n) continue;
    const counted = (left * percent) / 100n;
    if (counted === 0n) break;
    if (counted <= needed) {
      grant.wagered += counted;
      left = 0n;
      parts.push({ grant, amount: counted });
    } else {
      grant.wagered += needed;
      left -= min((needed * 100n + percent - 1n) / percent, left);
      parts.push({ grant, amount: needed });
    }
  }
  return parts;
}
