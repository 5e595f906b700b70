// The money simulator: a seeded plan of random requests (deposits with operator confirmations and
// rejections, withdrawals with approvals, rejections and cancellations, bets, wins, rollbacks, bonus
// grants, forfeits and expiry sweeps) sent through the real services, several at once, with twins,
// retries and conflicting key reuse mixed in. The plan is a pure function of the seed: requests refer
// to earlier ones by their index, never to what happened, so a failing seed replays the same requests
// (the interleaving of concurrent ones is the database's, as in production).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Acting } from '../../../server/audit';
import type { Db } from '../../../server/db/client';
import { operators } from '../../../server/db/schema/operators';
import { paymentMethods, type PaymentMethodRow } from '../../../server/db/schema/payments';
import type { GatewayRegistry } from '../../../server/gateways/types';
import { ApiError } from '../../../server/lib/api-error';
import { confirmBankDeposit, rejectBankDeposit, startDeposit } from '../../../server/payments/deposits';
import { turkishIbanFromBban } from '../../../common/rules/iban';
import { approveWithdrawal, cancelWithdrawal, rejectWithdrawal, requestWithdrawal } from '../../../server/payments/withdrawals';
import { checkInvariants, IdempotencyConflictError, recomputeBalances, type LedgerViolation } from '../../../server/wallet';
import { bonusAllocationMismatches, forfeitBonus, grantBonus, TrialBonusAlreadyGrantedError } from '../../../server/wallet/bonuses';
import { expireBonuses } from '../../../server/wallet/expiry';
import { bet, GameWalletError, rollback, win } from '../../../server/wallet/game-wallet';
import { mulberry32, type Prng } from '../wallet/prng';
import { createPlayers } from '../wallet/fixtures';

// ---- the plan ------------------------------------------------------------------------------------

export type Op =
  | { kind: 'deposit'; player: number; amount: bigint; key: string }
  | { kind: 'deposit-confirm' | 'deposit-reject'; of: number }
  | { kind: 'withdraw'; player: number; amount: bigint; key: string }
  | { kind: 'withdraw-approve' | 'withdraw-reject' | 'withdraw-cancel'; of: number }
  | { kind: 'bet'; player: number; amount: bigint; txId: string; round: string }
  | { kind: 'win'; player: number; amount: bigint; txId: string; round: string }
  | { kind: 'rollback'; player: number; txId: string; original: string; of: number | null }
  | { kind: 'grant'; player: number; amount: bigint; bonusKind: 'trial' | 'deposit' | 'manual'; key: string; multiplier: number; hours: number }
  | { kind: 'forfeit'; of: number }
  | { kind: 'sweep' };

export interface PlannedRequest {
  index: number;
  op: Op;
  /** The batch it is sent in (requests of one batch run at once). */
  batch: number;
}

export interface Plan {
  seed: number;
  players: number;
  requests: PlannedRequest[];
  /** Earlier requests resent after a batch (retries of a request that may have succeeded). */
  retries: Map<number, number[]>;
}

const kuruş = (rng: Prng, min: number, max: number) => BigInt(rng.int(min, max)) * 50n;

export function makePlan(seed: number, operations: number, players: number, concurrency: number): Plan {
  const rng = mulberry32(seed);
  const requests: PlannedRequest[] = [];
  const retries = new Map<number, number[]>();
  const of = (kinds: Op['kind'][]) => {
    const candidates = requests.filter((r) => kinds.includes(r.op.kind));
    return candidates.length === 0 ? null : rng.pick(candidates);
  };
  let batch = 0;
  while (requests.length < operations) {
    const size = rng.int(1, concurrency);
    const inBatch: PlannedRequest[] = [];
    for (let i = 0; i < size && requests.length < operations; i++) {
      const index = requests.length;
      const player = rng.int(0, players - 1);
      const roll = rng.next();
      let op: Op;
      if (roll < 0.12) op = { kind: 'deposit', player, amount: kuruş(rng, 20, 4_000), key: `dep-${seed}-${index}` };
      else if (roll < 0.2) {
        const deposit = of(['deposit']);
        op = deposit ? { kind: rng.chance(0.8) ? 'deposit-confirm' : 'deposit-reject', of: deposit.index } : { kind: 'sweep' };
      } else if (roll < 0.27) op = { kind: 'withdraw', player, amount: kuruş(rng, 20, 2_000), key: `wd-${seed}-${index}` };
      else if (roll < 0.33) {
        const withdrawal = of(['withdraw']);
        const decision = rng.pick(['withdraw-approve', 'withdraw-approve', 'withdraw-reject', 'withdraw-cancel'] as const);
        op = withdrawal ? { kind: decision, of: withdrawal.index } : { kind: 'sweep' };
      } else if (roll < 0.62) {
        // Most bets open a round; some add to a round already played.
        const earlier = rng.chance(0.2) ? of(['bet']) : null;
        const round = earlier && earlier.op.kind === 'bet' ? earlier.op.round : `round-${seed}-${index}`;
        const owner = earlier && earlier.op.kind === 'bet' ? earlier.op.player : player;
        op = { kind: 'bet', player: owner, amount: kurus2(rng), txId: `bet-${seed}-${index}`, round };
      } else if (roll < 0.82) {
        const earlier = of(['bet']);
        const [owner, round] = earlier && earlier.op.kind === 'bet' ? [earlier.op.player, earlier.op.round] : [player, `round-${seed}-${index}`];
        const amount = rng.chance(0.4) ? 0n : kuruş(rng, 1, 300);
        op = { kind: 'win', player: owner, amount, txId: `win-${seed}-${index}`, round };
      } else if (roll < 0.88) {
        const earlier = rng.chance(0.85) ? of(['bet', 'win']) : null;
        if (earlier && (earlier.op.kind === 'bet' || earlier.op.kind === 'win')) {
          op = { kind: 'rollback', player: earlier.op.player, txId: `rb-${seed}-${index}`, original: earlier.op.txId, of: earlier.index };
        } else {
          // A rollback of something never sent: a tombstone; a later bet may arrive with that id and is refused.
          op = { kind: 'rollback', player, txId: `rb-${seed}-${index}`, original: `ghost-${seed}-${index}`, of: null };
        }
      } else if (roll < 0.95) {
        const bonusKind = rng.pick(['trial', 'deposit', 'manual', 'manual'] as const);
        op = {
          kind: 'grant',
          player,
          amount: kuruş(rng, 10, 1_000),
          bonusKind,
          key: bonusKind === 'trial' && rng.chance(0.7) ? `trial:${seed}:${player}` : `grant-${seed}-${index}`,
          multiplier: rng.int(0, 4),
          hours: rng.int(1, 48),
        };
      } else if (roll < 0.97) {
        const grant = of(['grant']);
        op = grant ? { kind: 'forfeit', of: grant.index } : { kind: 'sweep' };
      } else op = { kind: 'sweep' };
      const request = { index, op, batch };
      requests.push(request);
      inBatch.push(request);

      // A twin: the same request sent again at once (a double click, a provider's impatient resend).
      if (rng.chance(0.08) && requests.length < operations) {
        const twin = { index: requests.length, op, batch };
        requests.push(twin);
        inBatch.push(twin);
      }
      // A late original after a tombstone: the bet the ghost rollback named.
      if (op.kind === 'rollback' && op.of === null && rng.chance(0.5) && requests.length < operations) {
        requests.push({ index: requests.length, op: { kind: 'bet', player: op.player, amount: 100n, txId: op.original, round: `late-${op.original}` }, batch: batch + 1 });
      }
    }
    // Retries after the batch of requests sent earlier (they may or may not have succeeded).
    if (requests.length > 2 && rng.chance(0.5)) {
      retries.set(batch, Array.from({ length: rng.int(1, 3) }, () => rng.int(0, requests.length - 1)));
    }
    batch++;
  }
  requests.sort((a, b) => a.batch - b.batch || a.index - b.index);
  return { seed, players, requests, retries };
}

function kurus2(rng: Prng): bigint {
  return BigInt(rng.int(1, 400)) * 50n;
}

// ---- running it ----------------------------------------------------------------------------------

export type Outcome =
  | { ok: true; replayed: boolean; /** change of the player's total money (cash + bonus + hold) */ effect: Map<string, bigint>; result?: unknown }
  | { ok: false; refusal: string };

export interface World {
  db: Db;
  playerIds: string[];
  operatorId: string;
  depositMethod: PaymentMethodRow;
  withdrawMethod: PaymentMethodRow;
  /** The simulated clock: bonus validity and sweeps follow it. */
  now: Date;
  /** First successful result of every request, by index. */
  results: Map<number, { paymentId?: number; bonusId?: string; kind?: 'bet' | 'win' }>;
  /** The plan's requests by index (a decision names the request it decides on). */
  ops: Map<number, Op>;
}

const noGateways = { get: () => undefined } as unknown as GatewayRegistry;

export async function createWorld(db: Db, plan: Plan): Promise<World> {
  const players = plan.players;
  const playerIds = await createPlayers(db, players);
  const [operator] = await db
    .insert(operators)
    .values({ username: `sim-${randomUUID().slice(0, 8)}`, passwordHash: 'not-a-real-hash' })
    .returning();
  const suffix = randomUUID().slice(0, 8);
  const [depositMethod] = await db
    .insert(paymentMethods)
    .values({
      code: `sim-havale-${suffix}`,
      type: 1,
      kind: 'message',
      gateway: 'manual',
      title: { tr: 'Havale/EFT', en: 'Bank transfer' },
      config: { bankAccounts: [{ bankName: 'Simülasyon Bankası', accountHolder: 'Casino A.Ş.', iban: turkishIbanFromBban('0006100519786457841326') }] },
      minAmount: 100n,
      maxAmount: 100_000_000n,
    })
    .returning();
  const [withdrawMethod] = await db
    .insert(paymentMethods)
    .values({
      code: `sim-withdraw-${suffix}`,
      type: 2,
      kind: 'bank-transfer-withdraw',
      gateway: 'manual',
      title: { tr: 'Banka havalesi', en: 'Bank transfer' },
      minAmount: 100n,
      maxAmount: 100_000_000n,
    })
    .returning();
  return { db, playerIds, operatorId: operator.id, depositMethod, withdrawMethod, now: simulatedNow(-1),
    results: new Map(),
    ops: new Map(plan.requests.map((r) => [r.index, r.op])),
  };
}

/** The simulated clock during a batch: three hours pass per batch, so bonuses run out while played. */
export function simulatedNow(batch: number): Date {
  return new Date(Date.UTC(2030, 0, 1) + (batch + 1) * 3 * 3_600_000);
}

const playerActing = (playerId: string): Acting => ({ actor: { kind: 'player', id: playerId }, ip: '127.0.0.1' });
const one = (playerId: string, amount: bigint) => new Map([[playerId, amount]]);
const none = () => new Map<string, bigint>();

/** Failures a request may legitimately end with, by a stable name; anything else fails the simulation. */
function refusalOf(err: unknown): string | null {
  if (err instanceof GameWalletError) return `game:${err.code}`;
  if (err instanceof ApiError) return `api:${err.statusCode}:${err.messageKey}`;
  if (err instanceof IdempotencyConflictError) return 'ledger:IDEMPOTENCY_CONFLICT';
  if (err instanceof TrialBonusAlreadyGrantedError) return 'bonus:TRIAL_ALREADY_GRANTED';
  return null;
}

export const EXPECTED_REFUSALS: Record<Op['kind'], RegExp> = {
  deposit: /^api:400:payments\.tooManyPending$/,
  'deposit-confirm': /^api:(409:payments\.(alreadyRejected|notPending)|404:ops\.transaction\.notFound|pending)$/,
  'deposit-reject': /^api:(409:payments\.(alreadyConfirmed|notPending)|404:ops\.transaction\.notFound|pending)$/,
  withdraw: /^api:400:payments\.insufficientFunds$/,
  'withdraw-approve': /^api:(409:payments\.already(Rejected|Cancelled)|404:ops\.transaction\.notFound|pending)$/,
  'withdraw-reject': /^api:(409:payments\.already(Confirmed|Cancelled)|404:ops\.transaction\.notFound|pending)$/,
  'withdraw-cancel': /^api:(409:payments\.already(Confirmed|Rejected)|404:payments\.withdraw\.notFound|pending)$/,
  // BONUS_MAX_STAKE: a round above the stake limit (₺50) while the player holds bonus money (server/wallet/wagering.ts).
  bet: /^game:(INSUFFICIENT_FUNDS|TRANSACTION_ROLLED_BACK|IDEMPOTENCY_CONFLICT|BONUS_MAX_STAKE)$/,
  win: /^game:(TRANSACTION_ROLLED_BACK|IDEMPOTENCY_CONFLICT)$/,
  rollback: /^game:(INSUFFICIENT_FUNDS|NOT_REVERSIBLE)$/,
  grant: /^bonus:TRIAL_ALREADY_GRANTED$|^ledger:IDEMPOTENCY_CONFLICT$/,
  forfeit: /^(pending|gone)$/,
  sweep: /^$/,
};

/** Sends one request through the real service and classifies its outcome. */
export async function send(world: World, request: PlannedRequest): Promise<Outcome> {
  const { db, playerIds, results } = world;
  const { op } = request;
  const paymentOf = (index: number) => results.get(index)?.paymentId;
  try {
    switch (op.kind) {
      case 'deposit': {
        const playerId = playerIds[op.player];
        const started = await startDeposit(db, {
          playerId,
          method: world.depositMethod,
          values: { amount: Number(op.amount) / 100 },
          amount: op.amount,
          clientKey: op.key,
          locale: 'tr',
          origin: 'http://localhost',
          gateways: noGateways,
          acting: playerActing(playerId),
        });
        results.set(request.index, { paymentId: started.transaction.id });
        return { ok: true, replayed: started.replayed, effect: none() };
      }
      case 'deposit-confirm':
      case 'deposit-reject': {
        const id = paymentOf(op.of);
        if (id === undefined) return { ok: false, refusal: 'api:pending' };
        const acting: Acting = { actor: { kind: 'operator', id: world.operatorId } };
        const result =
          op.kind === 'deposit-confirm'
            ? await confirmBankDeposit(db, id, { operatorId: world.operatorId, acting })
            : await rejectBankDeposit(db, id, { operatorId: world.operatorId, acting, reason: 'Havale ulaşmadı' });
        const credited = op.kind === 'deposit-confirm' && !result.replayed;
        return { ok: true, replayed: result.replayed, effect: credited ? one(result.transaction.playerId, result.transaction.amount) : none() };
      }
      case 'withdraw': {
        const playerId = playerIds[op.player];
        const result = await requestWithdrawal(db, {
          playerId,
          method: world.withdrawMethod,
          values: { iban: 'TR330006100519786457841326', amount: Number(op.amount) / 100 },
          amount: op.amount,
          clientKey: op.key,
          acting: playerActing(playerId),
        });
        results.set(request.index, { paymentId: result.transaction.id });
        return { ok: true, replayed: result.replayed, effect: none() };
      }
      case 'withdraw-approve':
      case 'withdraw-reject':
      case 'withdraw-cancel': {
        const id = paymentOf(op.of);
        if (id === undefined) return { ok: false, refusal: 'api:pending' };
        const operator: Acting = { actor: { kind: 'operator', id: world.operatorId } };
        const withdrawal = world.ops.get(op.of);
        const owner = playerIds[withdrawal?.kind === 'withdraw' ? withdrawal.player : 0];
        const result =
          op.kind === 'withdraw-approve'
            ? await approveWithdrawal(db, id, { operatorId: world.operatorId, acting: operator })
            : op.kind === 'withdraw-reject'
              ? await rejectWithdrawal(db, id, { operatorId: world.operatorId, acting: operator, reason: 'IBAN hesap sahibiyle eşleşmiyor' })
              : await cancelWithdrawal(db, id, { playerId: owner, acting: playerActing(owner) });
        const paidOut = op.kind === 'withdraw-approve' && !result.replayed;
        return { ok: true, replayed: result.replayed, effect: paidOut ? one(result.transaction.playerId, -result.transaction.amount) : none() };
      }
      case 'bet':
      case 'win': {
        const playerId = playerIds[op.player];
        const call = { playerId, txId: op.txId, roundId: op.round, gameCode: 'sim-slot', amount: op.amount };
        const result = op.kind === 'bet' ? await bet(db, call) : await win(db, call);
        results.set(request.index, { kind: op.kind });
        const sign = op.kind === 'bet' ? -1n : 1n;
        return { ok: true, replayed: result.replayed, effect: result.replayed ? none() : one(playerId, sign * result.amount), result };
      }
      case 'rollback': {
        const playerId = playerIds[op.player];
        const result = await rollback(db, { playerId, txId: op.txId, originalTxId: op.original });
        if (result.replayed || result.tombstone) return { ok: true, replayed: result.replayed, effect: none() };
        // Which kind was reversed: the original request says (its twins share its ids).
        const originalKind = op.original.startsWith('bet-') || op.original.startsWith('ghost-') ? 1n : -1n;
        return { ok: true, replayed: false, effect: one(playerId, originalKind * result.amount) };
      }
      case 'grant': {
        const playerId = playerIds[op.player];
        const result = await grantBonus(db, {
          playerId,
          amount: op.amount,
          kind: op.bonusKind,
          idempotencyKey: op.key,
          wageringMultiplier: op.multiplier,
          // From the batch the request was planned in, so a retry sends the same body.
          expiresAt: new Date(simulatedNow(request.batch).getTime() + op.hours * 3_600_000),
        });
        results.set(request.index, { bonusId: result.bonusId });
        return { ok: true, replayed: result.replayed, effect: result.replayed ? none() : one(playerId, op.amount) };
      }
      case 'forfeit': {
        const bonusId = results.get(op.of)?.bonusId;
        if (bonusId === undefined) return { ok: false, refusal: 'pending' };
        const ended = await forfeitBonus(db, bonusId, { actor: { kind: 'operator', id: world.operatorId } }, world.now);
        if (!ended) return { ok: false, refusal: 'gone' };
        return { ok: true, replayed: false, effect: one(ended.playerId, -ended.settled) };
      }
      case 'sweep': {
        const ended = await expireBonuses(db, { now: world.now });
        const effect = none();
        for (const e of ended) effect.set(e.playerId, (effect.get(e.playerId) ?? 0n) - e.settled);
        return { ok: true, replayed: false, effect };
      }
    }
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal === null) throw err;
    return { ok: false, refusal };
  }
}

// ---- the checks ----------------------------------------------------------------------------------

export interface Snapshot {
  balances: string;
  entries: number;
  gameRows: number;
  payments: number;
  bonuses: number;
}

export async function snapshot(db: Db): Promise<Snapshot> {
  const balances = (await recomputeBalances(db)).map((b) => `${b.accountId}:${b.stored}`).join(',');
  const count = async (table: string) =>
    Number(((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n);
  return {
    balances,
    entries: await count('journal_entries'),
    gameRows: await count('game_transactions'),
    payments: await count('payment_transactions'),
    bonuses: await count('bonuses'),
  };
}

const json = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Every promise of the wallet that can be read from the database alone. */
export async function checkWorld(world: World, expectedTotals: Map<string, bigint>): Promise<string[]> {
  const problems: string[] = [];
  const violations: LedgerViolation[] = await checkInvariants(world.db);
  if (violations.length > 0) problems.push(`ledger: ${json(violations)}`);
  const mismatches = await bonusAllocationMismatches(world.db);
  if (mismatches.length > 0) problems.push(`bonus allocation: ${json(mismatches)}`);

  const rows = <T>(query: ReturnType<typeof sql>) => world.db.execute(query).then((r) => (r as unknown as { rows: T[] }).rows);
  // Each player's money equals what the acknowledged requests say moved: nothing lost, nothing twice.
  const totals = await rows<{ player_id: string; total: string }>(sql`
    select player_id::text, sum(balance)::text as total from ledger_accounts where player_id is not null group by player_id`);
  for (const { player_id, total } of totals) {
    const expected = expectedTotals.get(player_id) ?? 0n;
    if (BigInt(total) !== expected) problems.push(`player ${player_id} holds ${total} kuruş, acknowledged requests say ${expected}`);
  }
  // Withdrawals on hold are exactly the pending ones.
  const holds = await rows<{ player_id: string; hold: string; pending: string }>(sql`
    select a.player_id::text, a.balance::text as hold, coalesce(p.total, 0)::text as pending
    from ledger_accounts a
    left join (select player_id, sum(amount) as total from payment_transactions where type = 2 and status = 2 group by player_id) p
      on p.player_id = a.player_id
    where a.kind = 'hold' and a.balance <> coalesce(p.total, 0)`);
  if (holds.length > 0) problems.push(`holds differ from pending withdrawals: ${json(holds)}`);
  // Every confirmed deposit was credited once; no credit without a confirmed deposit.
  const deposits = await rows<{ reference: string; status: number; entries: number }>(sql`
    select t.reference, t.status, count(e.id)::int as entries
    from payment_transactions t left join journal_entries e on e.idempotency_key = 'deposit:' || t.reference
    where t.type = 1 group by t.reference, t.status
    having (t.status = 1) <> (count(e.id) = 1)`);
  if (deposits.length > 0) problems.push(`deposits and credits disagree: ${json(deposits)}`);
  // Every game call that moved money has its entry, and no game entry lacks its call.
  const game = await rows<{ tx_id: string | null; key: string | null }>(sql`
    select g.tx_id, e.idempotency_key as key
    from (select * from game_transactions where moved) g
    full join (select * from journal_entries where idempotency_key like 'game:%') e on e.idempotency_key = 'game:' || g.tx_id
    where g.id is null or e.id is null`);
  if (game.length > 0) problems.push(`game calls and entries disagree: ${json(game)}`);
  return problems;
}

export function describeOutcomes(outcomes: Map<number, Outcome>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes.values()) {
    const key = outcome.ok ? (outcome.replayed ? 'replayed' : 'done') : `refused ${outcome.refusal}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

