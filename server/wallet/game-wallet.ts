// The seamless wallet every game reaches: our own games call it directly, and a game aggregator's
// wallet callbacks (balance, bet, win, rollback) are thin adapters onto it. Each call is one database
// transaction under the player's wallet lock, idempotent on the provider's transaction id.
//
// - bet: cash first, then bonus money; the stake counts towards the wagering of active bonuses by its
//   game's weight (nothing for a round covering most outcomes: ./wagering.ts), and a bonus whose
//   wagering completes converts to cash in the same transaction. While the player holds bonus money a
//   round's stakes together may not pass the operator's maximum (BONUS_MAX_STAKE).
// - win: split in proportion to the round's stakes: the share staked with bonus money goes back to
//   the player's active bonus (the grants that funded the round first), the rest is cash. A round
//   without bets, or a bonus share with no active bonus left to take it, pays cash. This is the usual
//   "proportional" rule; the alternative ("all wins to bonus while a bonus is active") punishes cash
//   play and is not what the wallet issue asks.
// - rollback: reverses a bet (stake back as it was taken, wagering taken back) or a win (cash share
//   and bonus share taken back). A rollback of an unknown transaction moves nothing and records a
//   tombstone, so the original arriving late is refused. A duplicate rollback (same id, or another
//   rollback of the same original) answers success with the current balance.
//
// Transaction ids are global: adapters prefix them with the provider ("pragmatic:123"). Replays
// answer the current balance, as aggregators expect, and `replayed: true`.
import { and, eq, isNull, or } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db, Queryable, Tx } from '../db/client';
import { players } from '../db/schema/players';
import { gameTransactions, type BonusSplit, type GameTransactionKind, type GameTransactionRow } from '../db/schema/customer';
import { ledgerAccounts } from '../db/schema/wallet';
import type { CreatedNotification } from '../notifications/notify';
import { getPlayerBalance } from './accounts';
import {
  type ActiveGrant,
  activeGrantsForUpdate,
  addWagering,
  convertCompleted,
  creditGrants,
  lockPlayerWallet,
  removeWagering,
  saveGrants,
  spendFromGrants,
  wageringMet,
} from './bonuses';
import { InsufficientFundsError } from './errors';
import { countedPercent, gameCategory, wageringSettings, weightProfiles, type StakeFacts, type WageringCategory } from './wagering';
import { postEntryTx, type PostEntryLine } from './post-entry';
import { toCanonicalJson } from './request-hash';
import { gameCall } from './game-call';
import { houseLineLater, postsHouseLast } from './house-last';
import { checkStake } from '../protection/enforce';

export type GameWalletErrorCode =
  | 'INVALID_REQUEST'
  | 'UNKNOWN_PLAYER'
  | 'PLAYER_BLOCKED'
  | 'INSUFFICIENT_FUNDS'
  /** The transaction id was used before for a different call. */
  | 'IDEMPOTENCY_CONFLICT'
  /** A rollback came first (a tombstone): the late original is refused. */
  | 'TRANSACTION_ROLLED_BACK'
  /** The rollback names a transaction of another player, or a rollback. */
  | 'NOT_REVERSIBLE'
  /** The player holds bonus money and the round's stakes would pass the operator's maximum (`limit`). */
  | 'BONUS_MAX_STAKE';

export class GameWalletError extends Error {
  constructor(
    readonly code: GameWalletErrorCode,
    message: string,
    /** The player's balance when the call was refused, when it is known (aggregators echo it). */
    readonly balance?: GameBalance,
    /** BONUS_MAX_STAKE: the largest stake of one round, kuruş. */
    readonly limit?: bigint,
  ) {
    super(message);
    this.name = 'GameWalletError';
  }
}

export interface GameBalance {
  cash: bigint;
  bonus: bigint;
  /** cash + bonus: what a game shows as the player's balance. */
  total: bigint;
}

export interface GameTransactionResult {
  playerId: string;
  txId: string;
  kind: GameTransactionKind;
  /** The call had been answered before: nothing moved now. */
  replayed: boolean;
  /** A rollback of a transaction this wallet never saw (recorded so a late original is refused). */
  tombstone: boolean;
  /** Kuruş moved, and how it split between cash and bonus. */
  amount: bigint;
  cash: bigint;
  bonus: bigint;
  /** The balance now. */
  balance: GameBalance;
  /** Bonus conversions the call caused, to push after the commit (publishWalletChange). */
  notifications: CreatedNotification[];
}

export interface BetInput {
  playerId: string;
  txId: string;
  roundId: string;
  gameCode: string;
  /** Kuruş, above zero. */
  amount: bigint;
  /**
   * The call's clock (default: now): what the player's limits count the stake at, and the row's time, which
   * later limit windows count it by. Callers with their own clock (the studio's rounds) pass it through.
   */
  now?: Date;
}

export interface StakeInput extends BetInput {
  /** The provider's code (hub88, ...): which catalogue row the game code names. */
  provider?: string;
  /** What the game knows of the stake: its category (else read from the catalogue), coverage, odds. */
  wagering?: Partial<StakeFacts>;
}

export type WinInput = BetInput;

export interface RollbackInput {
  playerId: string;
  txId: string;
  originalTxId: string;
  /** The call's clock (default: now): the row's time. */
  now?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function withTotal({ cash, bonus }: { cash: bigint; bonus: bigint }): GameBalance {
  return { cash, bonus, total: cash + bonus };
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new GameWalletError('INVALID_REQUEST', message);
}

function checkId(value: unknown, name: string): void {
  check(typeof value === 'string' && value.trim() !== '' && value.length <= 200, `${name} is a non-empty string of at most 200 characters`);
}

function checkCall(input: BetInput, allowZero: boolean): void {
  check(typeof input.playerId === 'string' && UUID.test(input.playerId), 'playerId is not a uuid');
  checkId(input.txId, 'txId');
  checkId(input.roundId, 'roundId');
  checkId(input.gameCode, 'gameCode');
  check(typeof input.amount === 'bigint', 'amount is bigint kuruş');
  check(allowZero ? input.amount >= 0n : input.amount > 0n, allowZero ? 'a win amount cannot be negative' : 'a bet amount must be above zero');
}

function callHash(body: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(toCanonicalJson(body))).digest('hex');
}

/** The balance of a player the wallet knows (one with ledger accounts); UNKNOWN_PLAYER otherwise. */
export async function balance(q: Queryable, playerId: string): Promise<GameBalance> {
  check(typeof playerId === 'string' && UUID.test(playerId), 'playerId is not a uuid');
  const state = await playerState(q, playerId);
  if (!state.known) throw new GameWalletError('UNKNOWN_PLAYER', `player ${playerId} has no wallet`);
  return state.balance;
}

interface PlayerState {
  /** The player has wallet accounts. */
  known: boolean;
  status: string | null;
  balance: GameBalance;
}

/** The player's status and balances in one round trip. */
async function playerState(q: Queryable, playerId: string): Promise<PlayerState> {
  const rows = await q
    .select({ status: players.status, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(players)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.playerId, players.id))
    .where(eq(players.id, playerId));
  let cash = 0n;
  let bonus = 0n;
  let known = false;
  for (const row of rows) {
    if (row.kind === null || row.balance === null) continue;
    known = true;
    if (row.kind === 'cash') cash = row.balance;
    if (row.kind === 'bonus') bonus = row.balance;
  }
  return { known, status: rows[0]?.status ?? null, balance: withTotal({ cash, bonus }) };
}

/** The call's own row (a retry) and a rollback that named its id before it arrived (a tombstone), in one query. */
async function findCall(tx: Tx, txId: string): Promise<{ own?: GameTransactionRow; rollbackOf?: GameTransactionRow }> {
  const rows = await tx
    .select()
    .from(gameTransactions)
    .where(or(eq(gameTransactions.txId, txId), and(eq(gameTransactions.kind, 'rollback'), eq(gameTransactions.originalTxId, txId))));
  return { own: rows.find((row) => row.txId === txId), rollbackOf: rows.find((row) => row.kind === 'rollback' && row.originalTxId === txId) };
}

async function replay(tx: Tx, row: GameTransactionRow, hash: string): Promise<GameTransactionResult> {
  if (row.requestHash !== hash) {
    throw new GameWalletError('IDEMPOTENCY_CONFLICT', `transaction ${row.txId} was already used for a different ${row.kind}`);
  }
  return {
    playerId: row.playerId,
    txId: row.txId,
    kind: row.kind as GameTransactionKind,
    replayed: true,
    // A tombstone is the only rollback without a round (it never saw the original).
    tombstone: row.kind === 'rollback' && row.roundId === null,
    amount: row.amount,
    cash: row.cashAmount,
    bonus: row.bonusAmount,
    balance: withTotal(await getPlayerBalance(tx, row.playerId)),
    notifications: [],
  };
}

interface FastAnswer {
  outcome: 'done' | 'replay' | 'slow' | 'conflict' | 'unknown' | 'rolled_back' | 'blocked' | 'insufficient' | 'rollback_dup' | 'not_reversible' | 'spent';
  kind?: GameTransactionKind;
  player?: string;
  status?: string;
  tombstone?: boolean;
  amount?: string;
  cashAmount?: string;
  bonusAmount?: string;
  cash?: string;
  bonus?: string;
  /** With houseLater: the entry written, and its house line to queue (account id, kuruş). */
  entry?: string;
  house?: number;
  houseAmount?: string;
}

/**
 * The call in one round trip (server/wallet/game-call-sql.ts) when the player holds no active bonus;
 * null when it needs the full path (nothing was written then). Refusals and results read as the full
 * path's do.
 */
async function fastCall(
  db: Db,
  call: { kind: GameTransactionKind; playerId: string; txId: string; roundId?: string; gameCode?: string; amount?: bigint; originalTxId?: string; now?: Date },
  hash: string,
): Promise<GameTransactionResult | null> {
  const houseLater = postsHouseLast(db);
  const a = await gameCall<FastAnswer>(db, {
    kind: call.kind,
    player: call.playerId,
    txId: call.txId,
    roundId: call.roundId ?? null,
    gameCode: call.gameCode ?? null,
    amount: call.amount?.toString() ?? null,
    originalTxId: call.originalTxId ?? null,
    hash,
    now: call.now?.toISOString() ?? null,
    houseLater,
  });
  if (houseLater && a.outcome === 'done' && a.entry !== undefined) {
    houseLineLater(db, { entryId: a.entry, accountId: Number(a.house), amount: BigInt(a.houseAmount!) });
  }
  const balance = () => withTotal({ cash: BigInt(a.cash ?? 0), bonus: BigInt(a.bonus ?? 0) });
  const result = (replayed: boolean): GameTransactionResult => ({
    playerId: a.player ?? call.playerId,
    txId: call.txId,
    kind: a.kind ?? call.kind,
    replayed,
    tombstone: a.tombstone ?? false,
    amount: BigInt(a.amount ?? 0),
    cash: BigInt(a.cashAmount ?? 0),
    bonus: BigInt(a.bonusAmount ?? 0),
    balance: balance(),
    notifications: [],
  });
  switch (a.outcome) {
    case 'slow':
      return null;
    case 'done':
      return result(false);
    case 'replay':
    case 'rollback_dup':
      return result(true);
    case 'conflict':
      throw new GameWalletError('IDEMPOTENCY_CONFLICT', `transaction ${call.txId} was already used for a different ${a.kind}`);
    case 'unknown':
      throw new GameWalletError('UNKNOWN_PLAYER', `player ${call.playerId} has no wallet`);
    case 'rolled_back':
      throw new GameWalletError('TRANSACTION_ROLLED_BACK', `transaction ${call.txId} was rolled back before it arrived`, balance());
    case 'blocked':
      throw new GameWalletError('PLAYER_BLOCKED', `player ${call.playerId} is ${a.status}`, balance());
    case 'insufficient':
      throw new GameWalletError('INSUFFICIENT_FUNDS', `balance ${balance().total} kuruş, bet ${call.amount}`, balance());
    case 'spent':
      throw new GameWalletError('INSUFFICIENT_FUNDS', `the win ${call.originalTxId} was already spent`, balance());
    case 'not_reversible':
      throw new GameWalletError('NOT_REVERSIBLE', `transaction ${call.originalTxId} cannot be rolled back by this player`, balance());
  }
}

/** Runs one wallet call: its own transaction, the player's lock first. Ledger overdrafts become typed refusals. */
async function walletCall<T>(db: Db, playerId: string, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockPlayerWallet(tx, playerId);
      return run(tx);
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) {
      throw new GameWalletError('INSUFFICIENT_FUNDS', err.message, withTotal(await getPlayerBalance(db, playerId)));
    }
    throw err;
  }
}

/**
 * Records the call, then posts its journal entry (keyed 'game:<txId>'), last: every bet or win locks
 * house:game, the busiest row of the ledger, until the commit, so nothing else may follow the entry.
 * (Inside a houseLast transaction, ./house-last.ts, the house line waits for the end of it instead.)
 * The balances after the call are the ones the entry answers for the accounts it moved; the others
 * are the ones read under the wallet lock (only a deposit landing at the same moment could differ).
 */
async function recordAndPost(
  tx: Tx,
  values: Omit<typeof gameTransactions.$inferInsert, 'cashAfter' | 'bonusAfter' | 'moved'>,
  lines: PostEntryLine[],
  before: GameBalance,
  meta: Record<string, unknown>,
  tombstone = false,
): Promise<GameTransactionResult> {
  const moving = lines.filter((line) => line.amount !== 0n);
  const after = { cash: before.cash, bonus: before.bonus };
  for (const line of moving) {
    if ('player' in line.account && (line.account.kind === 'cash' || line.account.kind === 'bonus')) after[line.account.kind] += line.amount;
  }
  await tx.insert(gameTransactions).values({ ...values, cashAfter: after.cash, bonusAfter: after.bonus, moved: moving.length >= 2 });
  if (moving.length >= 2) {
    const posted = await postEntryTx(tx, { idempotencyKey: `game:${values.txId}`, kind: values.kind, playerId: values.playerId, lines: moving, meta });
    for (const { account, balance: value } of posted.balances) {
      if ('player' in account && (account.kind === 'cash' || account.kind === 'bonus')) after[account.kind] = value;
    }
  }
  return {
    playerId: values.playerId,
    txId: values.txId,
    kind: values.kind as GameTransactionKind,
    replayed: false,
    tombstone,
    amount: values.amount,
    cash: values.cashAmount ?? 0n,
    bonus: values.bonusAmount ?? 0n,
    balance: withTotal(after),
    notifications: [],
  };
}

function refuseLate(txId: string, state: PlayerState): never {
  throw new GameWalletError('TRANSACTION_ROLLED_BACK', `transaction ${txId} was rolled back before it arrived`, state.balance);
}

/** The round's standing stakes so far (kuruş). */
async function roundStaked(tx: Tx, playerId: string, roundId: string): Promise<bigint> {
  const stakes = await roundStakes(tx, playerId, roundId);
  return stakes.cash + stakes.bonus;
}

/** How much of this stake counts for each grant: its profile's weight of the game's category, with the coverage and odds rules. */
async function wageringPercents(tx: Tx, input: StakeInput, grants: ActiveGrant[]): Promise<(grant: ActiveGrant) => number> {
  const category: WageringCategory = input.wagering?.category ?? (await gameCategory(tx, input.gameCode, input.provider));
  const facts: StakeFacts = { ...input.wagering, category };
  const [profiles, settings] = await Promise.all([
    weightProfiles(tx, grants.map((grant) => grant.weightProfile ?? 'default')),
    category === 'sports' ? wageringSettings(tx) : null,
  ]);
  return (grant) =>
    countedPercent(facts, profiles.get(grant.weightProfile ?? 'default')!, grant.minOddsHundredths ?? settings?.sportsMinOddsHundredths ?? 150);
}

/** A stake: cash first, then bonus money. Idempotent on txId. */
export async function bet(db: Db, input: StakeInput): Promise<GameTransactionResult> {
  checkCall(input, false);
  const hash = callHash({ kind: 'bet', playerId: input.playerId.toLowerCase(), roundId: input.roundId, gameCode: input.gameCode, amount: input.amount });
  const fast = await fastCall(db, { kind: 'bet', ...input }, hash);
  if (fast) return fast;
  return walletCall(db, input.playerId, async (tx) => {
    const earlier = await findCall(tx, input.txId);
    if (earlier.own) return replay(tx, earlier.own, hash);
    const state = await playerState(tx, input.playerId);
    if (!state.known) throw new GameWalletError('UNKNOWN_PLAYER', `player ${input.playerId} has no wallet`);
    if (earlier.rollbackOf) refuseLate(input.txId, state);
    if (state.status !== 'active') throw new GameWalletError('PLAYER_BLOCKED', `player ${input.playerId} is ${state.status}`, state.balance);
    await checkStake(tx, input.playerId, input.amount, input.now ?? new Date());
    const grants = await activeGrantsForUpdate(tx, input.playerId);
    if (grants.some((grant) => grant.balance > 0n)) {
      const { maxStakeKurus } = await wageringSettings(tx);
      const staked = (await roundStaked(tx, input.playerId, input.roundId)) + input.amount;
      if (staked > maxStakeKurus) {
        throw new GameWalletError('BONUS_MAX_STAKE', `round stakes ${staked} kuruş pass the bonus maximum ${maxStakeKurus}`, state.balance, maxStakeKurus);
      }
    }
    if (state.balance.total < input.amount) {
      throw new GameWalletError('INSUFFICIENT_FUNDS', `balance ${state.balance.total} kuruş, bet ${input.amount}`, state.balance);
    }
    const cash = min(state.balance.cash, input.amount);
    const bonusPart = input.amount - cash;

    const funded = spendFromGrants(grants, bonusPart);
    const wagering = grants.some((grant) => grant.wagered < grant.wagerRequired);
    const wagered = wagering ? addWagering(grants, input.amount, await wageringPercents(tx, input, grants)) : [];
    await saveGrants(tx, grants);
    const result = await recordAndPost(
      tx,
      {
        txId: input.txId,
        playerId: input.playerId,
        kind: 'bet',
        roundId: input.roundId,
        gameCode: input.gameCode,
        amount: input.amount,
        cashAmount: cash,
        bonusAmount: bonusPart,
        bonusSplit: { funded, wagered },
        requestHash: hash,
        createdAt: input.now,
      },
      [
        { account: { player: input.playerId, kind: 'cash' }, amount: -cash },
        { account: { player: input.playerId, kind: 'bonus' }, amount: -bonusPart },
        { account: { house: 'house:game' }, amount: input.amount },
      ],
      state.balance,
      { txId: input.txId, roundId: input.roundId, gameCode: input.gameCode },
    );
    if (!grants.some(wageringMet)) return result;
    // Rare (once per bonus), so it may follow the entry: it touches only rows this call already holds.
    result.notifications = await convertCompleted(tx, input.playerId, grants);
    result.balance = withTotal(await getPlayerBalance(tx, input.playerId));
    await tx
      .update(gameTransactions)
      .set({ cashAfter: result.balance.cash, bonusAfter: result.balance.bonus })
      .where(eq(gameTransactions.txId, input.txId));
    return result;
  });
}

/** The stakes of a round that still stand (not rolled back), split cash/bonus, and the grants that funded them. */
async function roundStakes(tx: Tx, playerId: string, roundId: string) {
  const rows = await tx
    .select({ cash: gameTransactions.cashAmount, bonus: gameTransactions.bonusAmount, split: gameTransactions.bonusSplit })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.playerId, playerId),
        eq(gameTransactions.roundId, roundId),
        eq(gameTransactions.kind, 'bet'),
        isNull(gameTransactions.rolledBackBy),
      ),
    );
  let cash = 0n;
  let bonus = 0n;
  const funded: BonusSplit['funded'] = [];
  for (const row of rows) {
    cash += row.cash;
    bonus += row.bonus;
    funded.push(...row.split.funded);
  }
  return { cash, bonus, funded };
}

/** A payout: proportional to the round's stakes (see the header). Zero closes a lost round. Idempotent on txId. */
export async function win(db: Db, input: WinInput): Promise<GameTransactionResult> {
  checkCall(input, true);
  const hash = callHash({ kind: 'win', playerId: input.playerId.toLowerCase(), roundId: input.roundId, gameCode: input.gameCode, amount: input.amount });
  const fast = await fastCall(db, { kind: 'win', ...input }, hash);
  if (fast) return fast;
  return walletCall(db, input.playerId, async (tx) => {
    const earlier = await findCall(tx, input.txId);
    if (earlier.own) return replay(tx, earlier.own, hash);
    const state = await playerState(tx, input.playerId);
    if (!state.known) throw new GameWalletError('UNKNOWN_PLAYER', `player ${input.playerId} has no wallet`);
    if (earlier.rollbackOf) refuseLate(input.txId, state);
    const stakes = await roundStakes(tx, input.playerId, input.roundId);
    const staked = stakes.cash + stakes.bonus;
    const bonusShare = staked === 0n ? 0n : (input.amount * stakes.bonus) / staked;
    let placed: BonusSplit['funded'] = [];
    let bonusPart = 0n;
    if (bonusShare > 0n) {
      const grants = await activeGrantsForUpdate(tx, input.playerId);
      const credit = creditGrants(grants, bonusShare, stakes.funded);
      await saveGrants(tx, grants);
      placed = credit.parts;
      bonusPart = bonusShare - credit.unplaced;
    }
    const cash = input.amount - bonusPart;
    return recordAndPost(
      tx,
      {
        txId: input.txId,
        playerId: input.playerId,
        kind: 'win',
        roundId: input.roundId,
        gameCode: input.gameCode,
        amount: input.amount,
        cashAmount: cash,
        bonusAmount: bonusPart,
        bonusSplit: { funded: placed, wagered: [] },
        requestHash: hash,
        createdAt: input.now,
      },
      [
        { account: { house: 'house:game' }, amount: -input.amount },
        { account: { player: input.playerId, kind: 'cash' }, amount: cash },
        { account: { player: input.playerId, kind: 'bonus' }, amount: bonusPart },
      ],
      state.balance,
      { txId: input.txId, roundId: input.roundId, gameCode: input.gameCode },
    );
  });
}

/** Reverses a bet or a win, or records a tombstone for an unknown one (see the header). Idempotent on txId. */
export async function rollback(db: Db, input: RollbackInput): Promise<GameTransactionResult> {
  check(typeof input.playerId === 'string' && UUID.test(input.playerId), 'playerId is not a uuid');
  checkId(input.txId, 'txId');
  checkId(input.originalTxId, 'originalTxId');
  check(input.txId !== input.originalTxId, 'a rollback needs its own transaction id');
  const hash = callHash({ kind: 'rollback', playerId: input.playerId.toLowerCase(), originalTxId: input.originalTxId });
  const fast = await fastCall(db, { kind: 'rollback', ...input }, hash);
  if (fast) return fast;
  return walletCall(db, input.playerId, async (tx) => {
    const earlier = await findCall(tx, input.txId);
    if (earlier.own) return replay(tx, earlier.own, hash);
    const state = await playerState(tx, input.playerId);
    if (!state.known) throw new GameWalletError('UNKNOWN_PLAYER', `player ${input.playerId} has no wallet`);
    const current = state.balance;
    const target = await findCall(tx, input.originalTxId);
    // Another rollback of the same original already ran: success, nothing moves, nothing is recorded.
    if (target.rollbackOf) {
      return { playerId: input.playerId, txId: input.txId, kind: 'rollback', replayed: true, tombstone: false, amount: 0n, cash: 0n, bonus: 0n, balance: current, notifications: [] };
    }
    const original = target.own;
    const base = { txId: input.txId, playerId: input.playerId, kind: 'rollback' as const, originalTxId: input.originalTxId, requestHash: hash, createdAt: input.now };
    if (!original) {
      return recordAndPost(tx, { ...base, amount: 0n, cashAmount: 0n, bonusAmount: 0n }, [], current, {}, true);
    }
    if (original.playerId !== input.playerId || original.kind === 'rollback') {
      throw new GameWalletError('NOT_REVERSIBLE', `transaction ${input.originalTxId} cannot be rolled back by this player`, current);
    }

    const grants = await activeGrantsForUpdate(tx, input.playerId);
    let cash: bigint;
    let bonusPart: bigint;
    let split: BonusSplit;
    let lines: PostEntryLine[];
    if (original.kind === 'bet') {
      // The stake goes back the way it came; bonus money whose grant has ended comes back as cash.
      const credit = creditGrants(grants, original.bonusAmount, original.bonusSplit.funded);
      removeWagering(grants, original.bonusSplit.wagered);
      bonusPart = original.bonusAmount - credit.unplaced;
      cash = original.amount - bonusPart;
      split = { funded: credit.parts, wagered: [] };
      lines = [
        { account: { house: 'house:game' }, amount: -original.amount },
        { account: { player: input.playerId, kind: 'cash' }, amount: cash },
        { account: { player: input.playerId, kind: 'bonus' }, amount: bonusPart },
      ];
    } else {
      // A win taken back: its bonus share from bonus money as far as it is still there, the rest from cash.
      bonusPart = min(original.bonusAmount, current.bonus);
      cash = original.amount - bonusPart;
      if (cash > current.cash) {
        throw new GameWalletError('INSUFFICIENT_FUNDS', `the win ${input.originalTxId} was already spent`, current);
      }
      split = { funded: spendFromGrants(grants, bonusPart), wagered: [] };
      lines = [
        { account: { player: input.playerId, kind: 'cash' }, amount: -cash },
        { account: { player: input.playerId, kind: 'bonus' }, amount: -bonusPart },
        { account: { house: 'house:game' }, amount: original.amount },
      ];
    }
    await saveGrants(tx, grants);
    await tx.update(gameTransactions).set({ rolledBackBy: input.txId }).where(eq(gameTransactions.id, original.id));
    return recordAndPost(
      tx,
      { ...base, roundId: original.roundId, gameCode: original.gameCode, amount: original.amount, cashAmount: cash, bonusAmount: bonusPart, bonusSplit: split },
      lines,
      current,
      { txId: input.txId, originalTxId: input.originalTxId },
    );
  });
}
