// Hub88's seamless-wallet calls (Operator API "Wallet API"), answered on top of the game wallet
// (server/wallet/game-wallet.ts): /user/info, /user/balance, /transaction/bet, /transaction/win and
// /transaction/rollback. Every call is a JSON body signed by Hub88 (RSA-SHA256, base64, header
// X-Hub88-Signature, checked over the exact bytes received) and is answered with HTTP 200 and
// { user, status, request_uuid, currency, balance }; the status says how it went (RS_OK or RS_ERROR_*).
// Amounts are integers in 1/100 000 of the currency (₺1 = 100000), so one kuruş is 1000 units.
//
// Choices where Hub88's public documents leave room:
// - bets check the game session token (unknown → RS_ERROR_INVALID_TOKEN, expired or its login session
//   ended → RS_ERROR_TOKEN_EXPIRED); wins and rollbacks do not, as Hub88 asks, since they may arrive
//   after the session ended;
// - a free bet (is_free, or an amount of 0) moves no money and is answered with the balance;
// - an amount that is not a whole number of kuruş is refused with RS_ERROR_WRONG_TYPES;
// - a win whose referenced bet this wallet does not hold (never seen, or rolled back) answers
//   RS_ERROR_TRANSACTION_DOES_NOT_EXIST, and so does a rollback of an unknown transaction: it moves
//   nothing, and the game wallet records it so that the original arriving late is refused;
// - a repeated rollback (same id, or another rollback of the same transaction) answers RS_OK with the
//   current balance; the same transaction_uuid with different content answers RS_ERROR_DUPLICATE_TRANSACTION.
// Transaction and round ids are stored prefixed "hub88:", so they never meet another provider's.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameProviders, games } from '../../db/schema/casino';
import { gameTransactions } from '../../db/schema/customer';
import { players } from '../../db/schema/players';
import { settleJackpotsForBet } from '../../jackpots';
import type { CreatedNotification } from '../../notifications';
import { ExcludedRefused, LimitRefused } from '../../protection/enforce';
import { balance as walletBalance, bet, GameWalletError, rollback, win, type GameBalance, type GameWalletErrorCode } from '../../wallet/game-wallet';
import { lookupLaunchToken } from '../launch-tokens';
import { HUB88_COUNTRY, HUB88_CURRENCY, type Hub88Settings } from './adapter';
import { verifyBody } from './signature';

export const HUB88_CALLS = ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback'] as const;
export type Hub88Call = (typeof HUB88_CALLS)[number];

export type Hub88Status =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_PARTNER'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_INVALID_GAME'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';

export interface Hub88Answer {
  user?: string;
  status: Hub88Status;
  request_uuid?: string;
  currency?: string;
  balance?: number;
  [extra: string]: unknown;
}

export interface Hub88Outcome {
  answer: Hub88Answer;
  /** A player whose money moved: push the balance (and these notifications) after the answer. */
  changed?: { playerId: string; notifications: CreatedNotification[] };
}

/** Units of 1/100 000 lira per kuruş. */
const UNITS_PER_KURUS = 1000n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREFIX = 'hub88:';

const toUnits = (kurus: bigint) => Number(kurus * UNITS_PER_KURUS);

class Refusal extends Error {
  constructor(
    readonly status: Hub88Status,
    readonly balance?: bigint,
  ) {
    super(status);
  }
}

type Body = Record<string, unknown>;

function requireString(body: Body, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) throw new Refusal('RS_ERROR_WRONG_SYNTAX');
  if (typeof value !== 'string' || value === '') throw new Refusal('RS_ERROR_WRONG_TYPES');
  return value;
}

function optionalString(body: Body, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Refusal('RS_ERROR_WRONG_TYPES');
  return value;
}

function optionalBoolean(body: Body, name: string): boolean {
  const value = body[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new Refusal('RS_ERROR_WRONG_TYPES');
  return value;
}

/** A non-negative amount in Hub88 units, as whole kuruş. */
function requireAmount(body: Body): bigint {
  const value = body.amount;
  if (value === undefined || value === null) throw new Refusal('RS_ERROR_WRONG_SYNTAX');
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new Refusal('RS_ERROR_WRONG_TYPES');
  const units = BigInt(value);
  if (units % UNITS_PER_KURUS !== 0n) throw new Refusal('RS_ERROR_WRONG_TYPES');
  return units / UNITS_PER_KURUS;
}

function requireCurrency(body: Body): void {
  const currency = requireString(body, 'currency');
  if (!/^[A-Z]{3}$/.test(currency)) throw new Refusal('RS_ERROR_WRONG_TYPES');
  if (currency !== HUB88_CURRENCY) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
}

const walletStatus: Record<GameWalletErrorCode, Hub88Status> = {
  INVALID_REQUEST: 'RS_ERROR_WRONG_SYNTAX',
  UNKNOWN_PLAYER: 'RS_ERROR_UNKNOWN',
  PLAYER_BLOCKED: 'RS_ERROR_USER_DISABLED',
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  IDEMPOTENCY_CONFLICT: 'RS_ERROR_DUPLICATE_TRANSACTION',
  // The bet was rolled back before it arrived: it no longer exists for this wallet.
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  NOT_REVERSIBLE: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  // Hub88 has no status for a stake limit; its general error, with the balance, refuses the bet.
  BONUS_MAX_STAKE: 'RS_ERROR_UNKNOWN',
};

async function currentBalance(db: Db, playerId: string): Promise<GameBalance> {
  try {
    return await walletBalance(db, playerId);
  } catch (error) {
    if (error instanceof GameWalletError) throw new Refusal(walletStatus[error.code]);
    throw error;
  }
}

async function knownGame(db: Db, gameCode: string): Promise<boolean> {
  const [found] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(gameProviders.code, 'hub88'), eq(games.gameCode, gameCode)))
    .limit(1);
  return Boolean(found);
}

async function userInfo(db: Db, user: string): Promise<Record<string, unknown>> {
  const [player] = await db
    .select({ birthDate: players.birthDate, createdAt: players.createdAt, status: players.status })
    .from(players)
    .where(eq(players.id, user));
  if (!player) throw new Refusal('RS_ERROR_UNKNOWN');
  return {
    country: HUB88_COUNTRY,
    ...(player.birthDate ? { birth_date: player.birthDate } : {}),
    registration_date: player.createdAt.toISOString().slice(0, 10),
    tags: [],
  };
}

/** Answers one wallet call. Never throws for a request's content: every refusal is a Hub88 status. */
export async function handleHub88Call(
  db: Db,
  settings: Hub88Settings,
  call: Hub88Call,
  rawBody: string,
  signature: string | undefined,
): Promise<Hub88Outcome> {
  let body: Body = {};
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Body;
  } catch {
    // answered below, after the signature check
  }
  const echo = {
    ...(typeof body.user === 'string' ? { user: body.user } : {}),
    ...(typeof body.request_uuid === 'string' ? { request_uuid: body.request_uuid } : {}),
  };
  if (!verifyBody(rawBody, signature, settings.hub88PublicKey)) return { answer: { ...echo, status: 'RS_ERROR_INVALID_SIGNATURE' } };

  let playerId: string | undefined;
  try {
    if (Object.keys(body).length === 0) throw new Refusal('RS_ERROR_WRONG_SYNTAX');
    requireString(body, 'request_uuid');
    const user = requireString(body, 'user');
    // Our user ids are player ids; anything else is no user of ours.
    if (!UUID.test(user)) throw new Refusal('RS_ERROR_UNKNOWN');
    playerId = user;
    const done = (money: GameBalance, extra: Record<string, unknown> = {}, status: Hub88Status = 'RS_OK'): Hub88Answer => ({
      user,
      status,
      request_uuid: body.request_uuid as string,
      currency: HUB88_CURRENCY,
      balance: toUnits(money.total),
      ...extra,
    });

    switch (call) {
      case 'user/info':
        return { answer: { user, status: 'RS_OK', request_uuid: body.request_uuid as string, ...(await userInfo(db, user)) } };

      case 'user/balance': {
        const token = requireString(body, 'token');
        optionalString(body, 'game_code');
        const session = await lookupLaunchToken(db, token);
        if (!session || session.provider !== 'hub88' || session.playerId !== user) throw new Refusal('RS_ERROR_INVALID_TOKEN');
        return { answer: done(await currentBalance(db, user)) };
      }

      case 'transaction/bet': {
        const transaction = requireString(body, 'transaction_uuid');
        const token = requireString(body, 'token');
        const round = requireString(body, 'round');
        const gameCode = requireString(body, 'game_code');
        requireCurrency(body);
        const amount = requireAmount(body);
        const free = optionalBoolean(body, 'is_free') || amount === 0n;
        const session = await lookupLaunchToken(db, token);
        if (!session || session.provider !== 'hub88' || session.playerId !== user) throw new Refusal('RS_ERROR_INVALID_TOKEN');
        if (!session.playerActive) throw new Refusal('RS_ERROR_USER_DISABLED');
        if (session.expired) throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
        if (!(await knownGame(db, gameCode))) throw new Refusal('RS_ERROR_INVALID_GAME');
        if (free) return { answer: done(await currentBalance(db, user)) };
        const placed = await bet(db, { playerId: user, txId: PREFIX + transaction, roundId: PREFIX + round, gameCode, amount, provider: 'hub88' });
        // Idempotent too, so a retried bet whose jackpot step was interrupted completes it now.
        const jackpots = await settleJackpotsForBet(db, {
          provider: 'hub88',
          playerId: user,
          gameCode,
          betAmount: amount,
          roundId: PREFIX + round,
          txId: PREFIX + transaction,
        });
        const notifications = [...placed.notifications, ...jackpots.wins.map((w) => w.notification)];
        const after = jackpots.wins.length > 0 ? await currentBalance(db, user) : placed.balance;
        return { answer: done(after), changed: placed.replayed && jackpots.wins.length === 0 ? undefined : { playerId: user, notifications } };
      }

      case 'transaction/win': {
        const transaction = requireString(body, 'transaction_uuid');
        const reference = requireString(body, 'reference_transaction_uuid');
        const round = requireString(body, 'round');
        const gameCode = requireString(body, 'game_code');
        requireCurrency(body);
        const amount = requireAmount(body);
        const free = optionalBoolean(body, 'is_free');
        if (!free) {
          const [stake] = await db
            .select({ rolledBackBy: gameTransactions.rolledBackBy })
            .from(gameTransactions)
            .where(and(eq(gameTransactions.txId, PREFIX + reference), eq(gameTransactions.playerId, user), eq(gameTransactions.kind, 'bet')));
          if (!stake || stake.rolledBackBy !== null) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', (await currentBalance(db, user)).total);
        }
        const paid = await win(db, { playerId: user, txId: PREFIX + transaction, roundId: PREFIX + round, gameCode, amount });
        return { answer: done(paid.balance), changed: paid.replayed ? undefined : { playerId: user, notifications: paid.notifications } };
      }

      case 'transaction/rollback': {
        const transaction = requireString(body, 'transaction_uuid');
        const reference = requireString(body, 'reference_transaction_uuid');
        optionalString(body, 'round');
        const reversed = await rollback(db, { playerId: user, txId: PREFIX + transaction, originalTxId: PREFIX + reference });
        if (reversed.tombstone) return { answer: done(reversed.balance, {}, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST') };
        return { answer: done(reversed.balance), changed: reversed.replayed ? undefined : { playerId: user, notifications: reversed.notifications } };
      }
    }
  } catch (error) {
    let refusal: Refusal;
    if (error instanceof Refusal) refusal = error;
    else if (error instanceof GameWalletError) refusal = new Refusal(walletStatus[error.code], error.balance?.total);
    // Player protection (server/protection): an exclusion disables the player; a limit refuses like the bonus maximum.
    else if (error instanceof ExcludedRefused) refusal = new Refusal('RS_ERROR_USER_DISABLED');
    else if (error instanceof LimitRefused) refusal = new Refusal('RS_ERROR_UNKNOWN');
    else throw error;
    // Hub88 wants the actual balance with a refused bet; it is sent whenever it is known.
    let balanceKurus = refusal.balance;
    if (balanceKurus === undefined && playerId && refusal.status !== 'RS_ERROR_UNKNOWN') {
      balanceKurus = await walletBalance(db, playerId).then(
        (money) => money.total,
        () => undefined,
      );
    }
    return {
      answer: {
        ...echo,
        status: refusal.status,
        ...(balanceKurus !== undefined ? { currency: HUB88_CURRENCY, balance: toUnits(balanceKurus) } : {}),
      },
    };
  }
}
