// The operator's player lookup: players whose username, e-mail, name, usercode, phone, id or TC Kimlik No
// matches, with their cash, bonus and held balances and how many withdrawals they have waiting. The TC
// number is stored only encrypted and as a keyed hash (server/accounts/pii.ts): an 11-digit search is
// matched by its hash under every known key, never by decrypting anyone's number.
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PiiCipher } from '../accounts/pii';
import type { Queryable } from '../db/client';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, paymentTransactions } from '../db/schema/payments';
import { players, type Player } from '../db/schema/players';
import { ledgerAccounts } from '../db/schema/wallet';

export const PLAYER_SEARCH_LIMIT = 20;

export interface PlayerLookup {
  player: Pick<Player, 'id' | 'usercode' | 'username' | 'email' | 'phone' | 'name' | 'surname' | 'status' | 'createdAt'>;
  /** Kuruş. */
  cash: bigint;
  bonus: bigint;
  hold: bigint;
  pendingWithdrawals: number;
}

/** Makes user text literal inside a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function searchPlayers(q: Queryable, search: string, cipher?: Pick<PiiCipher, 'lookupHashes'>): Promise<PlayerLookup[]> {
  const term = search.trim();
  const pattern = `%${likeLiteral(term)}%`;
  const digits = term.replace(/\D/g, '');
  const personalNo = cipher && /^\d{11}$/.test(term) ? cipher.lookupHashes(term) : [];
  const found = await q
    .select({
      id: players.id,
      usercode: players.usercode,
      username: players.username,
      email: players.email,
      phone: players.phone,
      name: players.name,
      surname: players.surname,
      status: players.status,
      createdAt: players.createdAt,
    })
    .from(players)
    .where(
      or(
        ilike(players.username, pattern),
        ilike(players.email, pattern),
        eq(players.usercode, term.toUpperCase()),
        sql`(${players.name} || ' ' || ${players.surname}) ilike ${pattern}`,
        UUID.test(term) ? eq(players.id, term.toLowerCase()) : undefined,
        personalNo.length > 0 ? inArray(players.personalNoHash, personalNo) : undefined,
        digits.length >= 4 ? sql`${players.phone} like ${`%${digits}%`}` : undefined,
      ),
    )
    .orderBy(desc(players.createdAt))
    .limit(PLAYER_SEARCH_LIMIT);
  if (found.length === 0) return [];

  const ids = found.map((player) => player.id);
  const balances = await q
    .select({ playerId: ledgerAccounts.playerId, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.playerId, ids));
  const pending = await q
    .select({ playerId: paymentTransactions.playerId, n: count() })
    .from(paymentTransactions)
    .where(
      and(
        inArray(paymentTransactions.playerId, ids),
        eq(paymentTransactions.type, TRANSACTION_TYPES.withdraw),
        eq(paymentTransactions.status, TRANSACTION_STATUSES.pending),
      ),
    )
    .groupBy(paymentTransactions.playerId);

  return found.map((player) => {
    const of = (kind: string) => balances.find((b) => b.playerId === player.id && b.kind === kind)?.balance ?? 0n;
    return {
      player,
      cash: of('cash'),
      bonus: of('bonus'),
      hold: of('hold'),
      pendingWithdrawals: Number(pending.find((p) => p.playerId === player.id)?.n ?? 0),
    };
  });
}
