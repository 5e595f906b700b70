// Bonus money: grants (trial, deposit, manual) with a wagering requirement, the progress bets make on
// it, conversion to cash once it is met, and ending a grant (expiry, forfeit) with what is left of it
// returned to the house. Every movement is a ledger entry; the bonuses table says which grant owns
// which part of the player's bonus account.
//
// Rules (what the wallet issue asks, and the industry's usual choices where it is silent):
// - bets take cash first, then bonus money from the grant that expires first (then the oldest);
// - a stake counts towards wagering by its game's weight (slots 100%, roulette and blackjack 10%, crash
//   20%: server/wallet/wagering.ts), nothing for a round covering most of its outcomes, on the active grant
//   that expires first, spilling over to the next one when it completes;
// - a grant whose wagering is met converts what is left of it to cash at once (in the bet's transaction);
// - a grant that runs out of money stays active until it expires or completes (a win may refill it);
// - at expiry what is left goes back to house:bonus-cost.
//
// Serialisation: every writer of a player's bonus rows first takes lockPlayerWallet (a transaction-level
// advisory lock per player), then the ledger's row locks. Nothing takes them the other way round.
import { and, asc, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { audit, type Acting } from '../audit';
import type { Queryable, Tx } from '../db/client';
import {
  BONUS_KINDS,
  bonusSettings,
  bonuses,
  NOTIFICATION_TYPES,
  type BonusKind,
  type BonusRow,
  type BonusSplit,
} from '../db/schema/customer';
import type { MessageKey } from '../i18n/messages';
import { notify, type CreatedNotification } from '../notifications/notify';
import { getPlayerBalance, openPlayerAccounts } from './accounts';
import { IdempotencyConflictError, InvalidEntryError } from './errors';
import { postEntryTx } from './post-entry';
import { toCanonicalJson } from './request-hash';

export const DEFAULT_WAGERING_MULTIPLIER = 10;
export const DEFAULT_BONUS_VALIDITY_HOURS = 7 * 24;

/** The trial bonus is granted once per player; a second grant of it (under another key) is refused. */
export class TrialBonusAlreadyGrantedError extends Error {
  readonly code = 'TRIAL_BONUS_ALREADY_GRANTED';
  constructor(
    readonly playerId: string,
    readonly bonusId: string,
  ) {
    super(`player ${playerId} already received the trial bonus (bonus ${bonusId})`);
    this.name = 'TrialBonusAlreadyGrantedError';
  }
}

/**
 * Serialises every game-wallet and bonus change of one player (bets, wins, rollbacks, grants,
 * conversions, expiry) for the rest of the transaction, on PostgreSQL and PGlite alike. Take it before
 * any ledger row lock.
 */
export async function lockPlayerWallet(tx: Queryable, playerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`player-wallet:${playerId}`}, 0))`);
}

export interface BonusRules {
  wageringMultiplier: number;
  validityHours: number;
}

/** The operator's bonus rules (bonus_settings row 1), or the defaults when none were set. */
export async function bonusRules(q: Queryable): Promise<BonusRules> {
  const [row] = await q.select().from(bonusSettings).where(eq(bonusSettings.id, 1));
  return {
    wageringMultiplier: row?.wageringMultiplier ?? DEFAULT_WAGERING_MULTIPLIER,
    validityHours: row?.validityHours ?? DEFAULT_BONUS_VALIDITY_HOURS,
  };
}

export interface GrantBonusInput {
  playerId: string;
  /** Kuruş. */
  amount: bigint;
  kind: BonusKind;
  /** The caller's id for this grant (e.g. `trial:<player id>`, `deposit-bonus:<payment id>`). */
  idempotencyKey: string;
  /** Bets needed as a multiple of the amount; the operator's setting (default 10) when absent. */
  wageringMultiplier?: number;
  /** The operator's validity (default 7 days from now) when absent. */
  expiresAt?: Date;
  /** Shown to operators; not part of what the player sees. */
  note?: string;
  /** For tests and sweeps: the clock the default expiry is counted from. */
  now?: Date;
  /** Who grants it (an operator, a rule acting as the system): audited as 'bonus.grant' when given. */
  acting?: Acting;
  /** The campaign it comes from (deposit bonus, cashback). */
  campaignId?: number;
  /** The weight profile its wagering counts by (default 'default'). */
  weightProfile?: string;
  /** Sports bets count towards it at or above these odds (hundredths); absent: the operator's setting. */
  minOddsHundredths?: number;
  /** The back office's grant it belongs to (bonus_grant_batches). */
  batchId?: number;
}

export interface GrantBonusResult {
  /** The bonuses row id (the contract's PlayerBonus.id) as a decimal string. */
  bonusId: string;
  /** True when the key had been granted already: nothing moved and nothing was notified. */
  replayed: boolean;
  /** The "bonus received" notification to push after the commit (publishWalletChange). */
  notifications: CreatedNotification[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function grantHash(input: GrantBonusInput): string {
  const body = toCanonicalJson({
    playerId: input.playerId.toLowerCase(),
    amount: input.amount,
    kind: input.kind,
    wageringMultiplier: input.wageringMultiplier ?? null,
    expiresAt: input.expiresAt ?? null,
    note: input.note ?? null,
    // Only when given, so the keys of grants made before these existed hash as they did.
    ...(input.campaignId !== undefined ? { campaignId: input.campaignId } : {}),
    ...(input.weightProfile !== undefined ? { weightProfile: input.weightProfile } : {}),
    ...(input.minOddsHundredths !== undefined ? { minOddsHundredths: input.minOddsHundredths } : {}),
    ...(input.batchId !== undefined ? { batchId: input.batchId } : {}),
  });
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

function checkGrant(input: GrantBonusInput): void {
  if (typeof input.idempotencyKey !== 'string' || input.idempotencyKey.trim() === '') throw new InvalidEntryError('an idempotency key is required');
  if (typeof input.playerId !== 'string' || !UUID.test(input.playerId)) throw new InvalidEntryError(`player id "${input.playerId}" is not a uuid`);
  if (typeof input.amount !== 'bigint' || input.amount <= 0n) throw new InvalidEntryError('a bonus amount is a positive bigint of kuruş');
  if (!BONUS_KINDS.includes(input.kind)) throw new InvalidEntryError(`unknown bonus kind "${String(input.kind)}"`);
  const m = input.wageringMultiplier;
  if (m !== undefined && (!Number.isInteger(m) || m < 0 || m > 1000)) throw new InvalidEntryError('the wagering multiplier is a whole number from 0 to 1000');
  if (input.expiresAt !== undefined && Number.isNaN(input.expiresAt.getTime())) throw new InvalidEntryError('expiresAt is not a valid date');
}

const bonusName = (kind: string): { key: MessageKey } => ({ key: `bonus.name.${kind as BonusKind}` });

/**
 * Grants bonus money: a bonuses row and the ledger entry house:bonus-cost → the player's bonus account,
 * atomically (inside the caller's transaction when `q` is one, as a savepoint; else in its own).
 * Idempotent on the key: a retry answers the first grant, the same key with another body throws
 * IdempotencyConflictError. A second trial bonus throws TrialBonusAlreadyGrantedError.
 */
export async function grantBonus(q: Queryable, input: GrantBonusInput): Promise<GrantBonusResult> {
  checkGrant(input);
  const hash = grantHash(input);
  return q.transaction(async (tx) => {
    await lockPlayerWallet(tx, input.playerId);
    const [earlier] = await tx.select().from(bonuses).where(eq(bonuses.idempotencyKey, input.idempotencyKey));
    if (earlier) {
      if (earlier.requestHash !== hash) throw new IdempotencyConflictError(input.idempotencyKey, `bonus:${earlier.id}`);
      return { bonusId: String(earlier.id), replayed: true, notifications: [] };
    }
    if (input.kind === 'trial') {
      const [trial] = await tx
        .select({ id: bonuses.id })
        .from(bonuses)
        .where(and(eq(bonuses.playerId, input.playerId), eq(bonuses.kind, 'trial')));
      if (trial) throw new TrialBonusAlreadyGrantedError(input.playerId, String(trial.id));
    }

    const rules = await bonusRules(tx);
    const multiplier = input.wageringMultiplier ?? rules.wageringMultiplier;
    const now = input.now ?? new Date();
    const expiresAt = input.expiresAt ?? new Date(now.getTime() + rules.validityHours * 3_600_000);
    await openPlayerAccounts(tx, input.playerId);

    const [row] = await tx
      .insert(bonuses)
      .values({
        playerId: input.playerId,
        kind: input.kind,
        amount: input.amount,
        balance: input.amount,
        wagerRequired: input.amount * BigInt(multiplier),
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        note: input.note ?? null,
        campaignId: input.campaignId ?? null,
        weightProfile: input.weightProfile ?? 'default',
        minOddsHundredths: input.minOddsHundredths ?? null,
        batchId: input.batchId ?? null,
        expiresAt,
        createdAt: now,
      })
      .returning();
    await postEntryTx(tx, {
      idempotencyKey: `bonus:grant:${row.id}`,
      kind: 'bonus.grant',
      playerId: input.playerId,
      lines: [
        { account: { house: 'house:bonus-cost' }, amount: -input.amount },
        { account: { player: input.playerId, kind: 'bonus' }, amount: input.amount },
      ],
      meta: { bonusId: row.id, bonusKind: input.kind },
    });
    if (input.acting) {
      await audit(tx, {
        ...input.acting,
        action: 'bonus.grant',
        target: { kind: 'bonus', id: row.id },
        details: { playerId: input.playerId, kind: input.kind, amount: input.amount, wagerRequired: row.wagerRequired, expiresAt: expiresAt.toISOString(), note: input.note },
      });
    }
    const notification = await notify(tx, {
      playerId: input.playerId,
      type: NOTIFICATION_TYPES.bonus,
      titleKey: 'notification.bonus.granted.title',
      noteKey: 'notification.bonus.granted.note',
      vars: { amount: input.amount, name: bonusName(input.kind), wager: row.wagerRequired },
      dedupeKey: `bonus:granted:${row.id}`,
    });
    // A grant with nothing to wager is cash at once.
    const converted = multiplier === 0 ? await convertCompleted(tx, input.playerId, await activeGrantsForUpdate(tx, input.playerId)) : [];
    return { bonusId: String(row.id), replayed: false, notifications: [notification, ...converted] };
  });
}

// ---- what bets, wins and rollbacks do to grants (called by the game wallet under lockPlayerWallet) ----

export type ActiveGrant = Pick<BonusRow, 'id' | 'playerId' | 'kind' | 'balance' | 'wagerRequired' | 'wagered' | 'expiresAt'> &
  Partial<Pick<BonusRow, 'weightProfile' | 'minOddsHundredths'>> & {
  /** Changed in memory since it was read; saveGrants writes it. */
  dirty?: boolean;
};

/** The player's active grants in spending order (expiring first, then oldest), locked for update. */
export async function activeGrantsForUpdate(tx: Tx, playerId: string): Promise<ActiveGrant[]> {
  return tx
    .select({
      id: bonuses.id,
      playerId: bonuses.playerId,
      kind: bonuses.kind,
      balance: bonuses.balance,
      wagerRequired: bonuses.wagerRequired,
      wagered: bonuses.wagered,
      expiresAt: bonuses.expiresAt,
      weightProfile: bonuses.weightProfile,
      minOddsHundredths: bonuses.minOddsHundredths,
    })
    .from(bonuses)
    .where(and(eq(bonuses.playerId, playerId), eq(bonuses.status, 'active')))
    .orderBy(asc(bonuses.expiresAt), asc(bonuses.id))
    .for('update');
}

type SplitPart = BonusSplit['funded'][number];

// The helpers below only change the grants in memory (the caller decides what a call does before it
// writes anything); saveGrants then writes the changed ones.

/**
 * Takes `amount` of bonus money from the grants in spending order. Bonus money no grant owns (an
 * operator's direct adjustment) is spent last and recorded against no grant.
 */
export function spendFromGrants(grants: ActiveGrant[], amount: bigint): SplitPart[] {
  const parts: SplitPart[] = [];
  let left = amount;
  for (const grant of grants) {
    if (left === 0n) break;
    const take = grant.balance < left ? grant.balance : left;
    if (take === 0n) continue;
    grant.balance -= take;
    grant.dirty = true;
    left -= take;
    parts.push({ bonusId: grant.id, amount: take.toString() });
  }
  return parts;
}

/**
 * Gives bonus money back to grants: to each preferred grant still active (a rollback restores what a
 * bet took from it), the rest to the first active grant. Answers the parts and what no active grant
 * could take (the caller pays that as cash: the grants it came from have ended).
 */
export function creditGrants(grants: ActiveGrant[], amount: bigint, preferred: readonly SplitPart[] = []): { parts: SplitPart[]; unplaced: bigint } {
  const parts: SplitPart[] = [];
  let left = amount;
  const give = (grant: ActiveGrant, value: bigint) => {
    grant.balance += value;
    grant.dirty = true;
    left -= value;
    const existing = parts.find((p) => p.bonusId === grant.id);
    if (existing) existing.amount = (BigInt(existing.amount) + value).toString();
    else parts.push({ bonusId: grant.id, amount: value.toString() });
  };
  for (const part of preferred) {
    const grant = grants.find((g) => g.id === part.bonusId);
    if (!grant || left === 0n) continue;
    give(grant, BigInt(part.amount) < left ? BigInt(part.amount) : left);
  }
  if (left > 0n && grants.length > 0) give(grants[0], left);
  return { parts, unplaced: left };
}

/**
 * Counts a stake towards wagering: the first grant that still needs it, spilling over to the next.
 * `percentOf` says how much of the stake counts for a grant (its game weight, 0 for a round covering
 * most outcomes: server/wallet/wagering.ts); 100 when absent. A grant counting the game at 0 passes the
 * stake on; one that needs less than the counted amount takes only the stake that covers its need.
 */
export function addWagering(grants: ActiveGrant[], stake: bigint, percentOf: (grant: ActiveGrant) => number = () => 100): SplitPart[] {
  const parts: SplitPart[] = [];
  let left = stake;
  for (const grant of grants) {
    if (left === 0n) break;
    const needed = grant.wagerRequired - grant.wagered;
    if (needed <= 0n) continue;
    const percent = BigInt(percentOf(grant));
    if (percent <= 0n) continue;
    const counted = (left * percent) / 100n;
    if (counted === 0n) break;
    if (counted <= needed) {
      grant.wagered += counted;
      left = 0n;
    } else {
      grant.wagered += needed;
      // The stake that counts `needed` at this weight (rounded up), the rest goes on to the next grant.
      const used = (needed * 100n + percent - 1n) / percent;
      left -= used < left ? used : left;
    }
    grant.dirty = true;
    parts.push({ bonusId: grant.id, amount: (counted <= needed ? counted : needed).toString() });
  }
  return parts;
}

/** Takes back the wagering a rolled-back bet counted, from the grants that are still active. */
export function removeWagering(grants: ActiveGrant[], parts: readonly SplitPart[]): void {
  for (const part of parts) {
    const grant = grants.find((g) => g.id === part.bonusId);
    if (!grant) continue;
    grant.wagered -= BigInt(part.amount) < grant.wagered ? BigInt(part.amount) : grant.wagered;
    grant.dirty = true;
  }
}

/** Writes the grants changed in memory. */
export async function saveGrants(tx: Tx, grants: readonly ActiveGrant[]): Promise<void> {
  for (const grant of grants) {
    if (!grant.dirty) continue;
    await tx.update(bonuses).set({ balance: grant.balance, wagered: grant.wagered }).where(eq(bonuses.id, grant.id));
    grant.dirty = false;
  }
}

/** True when a grant's wagering is met and it should turn into cash. */
export const wageringMet = (grant: ActiveGrant) => grant.wagered >= grant.wagerRequired;

/**
 * Converts every grant whose wagering is met: what is left of it moves bonus → cash and the grant
 * becomes 'converted'. Removes converted grants from `grants` and answers their notifications.
 */
export async function convertCompleted(tx: Tx, playerId: string, grants: ActiveGrant[]): Promise<CreatedNotification[]> {
  const created: CreatedNotification[] = [];
  for (const grant of [...grants]) {
    if (!wageringMet(grant)) continue;
    created.push(...(await endGrant(tx, grant, 'converted')));
    grants.splice(grants.indexOf(grant), 1);
  }
  return created;
}

const endings = {
  converted: { to: 'cash', title: 'notification.bonus.converted.title', note: 'notification.bonus.converted.note' },
  expired: { to: 'house', title: 'notification.bonus.expired.title', note: 'notification.bonus.expired.note' },
  forfeited: { to: 'house', title: 'notification.bonus.forfeited.title', note: 'notification.bonus.forfeited.note' },
} as const satisfies Record<string, { to: 'cash' | 'house'; title: MessageKey; note: MessageKey }>;

/**
 * Ends an active grant: what is left of it (never more than the bonus account holds) goes to cash or
 * back to the house in one ledger entry keyed by the grant, and the row records how it ended. A grant
 * ending with nothing left is not worth a notification when it expires or is forfeited.
 */
async function endGrant(tx: Tx, grant: ActiveGrant, status: keyof typeof endings, now = new Date()): Promise<CreatedNotification[]> {
  const { bonus } = await getPlayerBalance(tx, grant.playerId);
  const settled = grant.balance < bonus ? grant.balance : bonus;
  if (settled > 0n) {
    const ending = endings[status];
    await postEntryTx(tx, {
      idempotencyKey: `bonus:${status === 'converted' ? 'convert' : status === 'expired' ? 'expire' : 'forfeit'}:${grant.id}`,
      kind: `bonus.${status === 'converted' ? 'convert' : status === 'expired' ? 'expire' : 'forfeit'}`,
      playerId: grant.playerId,
      lines: [
        { account: { player: grant.playerId, kind: 'bonus' }, amount: -settled },
        ending.to === 'cash'
          ? { account: { player: grant.playerId, kind: 'cash' }, amount: settled }
          : { account: { house: 'house:bonus-cost' }, amount: settled },
      ],
      meta: { bonusId: grant.id },
    });
  }
  await tx
    .update(bonuses)
    .set({ status, balance: 0n, settledAmount: settled, endedAt: now, wagered: grant.wagered })
    .where(eq(bonuses.id, grant.id));
  grant.balance = 0n;
  if (settled === 0n && status !== 'converted') return [];
  const ending = endings[status];
  return [
    await notify(tx, {
      playerId: grant.playerId,
      type: NOTIFICATION_TYPES.bonus,
      titleKey: ending.title,
      noteKey: ending.note,
      vars: { amount: settled, name: bonusName(grant.kind) },
      dedupeKey: `bonus:${status}:${grant.id}`,
    }),
  ];
}

export interface EndedBonus {
  bonusId: string;
  playerId: string;
  status: 'expired' | 'forfeited';
  /** Kuruş that went back to the house. */
  settled: bigint;
  notifications: CreatedNotification[];
}

/**
 * Ends one grant if it is still active (and, for expiry, due by `now`): its own transaction under the
 * player's lock, so any number of sweepers on any number of instances end it exactly once.
 */
export async function endBonus(
  q: Queryable,
  bonusId: string | number,
  status: 'expired' | 'forfeited',
  now: Date = new Date(),
  acting: Acting = { actor: { kind: 'system', id: 'bonus-expiry' } },
): Promise<EndedBonus | null> {
  return q.transaction(async (tx) => {
    const [owner] = await tx.select({ playerId: bonuses.playerId }).from(bonuses).where(eq(bonuses.id, Number(bonusId)));
    if (!owner) return null;
    await lockPlayerWallet(tx, owner.playerId);
    const grants = await activeGrantsForUpdate(tx, owner.playerId);
    const grant = grants.find((g) => g.id === Number(bonusId));
    if (!grant) return null;
    if (status === 'expired' && grant.expiresAt.getTime() > now.getTime()) return null;
    const notifications = await endGrant(tx, grant, status, now);
    const [row] = await tx.select({ settled: bonuses.settledAmount }).from(bonuses).where(eq(bonuses.id, grant.id));
    await audit(tx, {
      ...acting,
      action: status === 'expired' ? 'bonus.expire' : 'bonus.forfeit',
      target: { kind: 'bonus', id: grant.id },
      details: { playerId: grant.playerId, settled: row.settled ?? 0n, wagered: grant.wagered, wagerRequired: grant.wagerRequired },
    });
    return { bonusId: String(grant.id), playerId: grant.playerId, status, settled: row.settled ?? 0n, notifications };
  });
}

/** An operator (or a rule such as "a withdrawal cancels active bonuses") cancels a grant; audited as them. */
export function forfeitBonus(q: Queryable, bonusId: string | number, acting: Acting, now?: Date): Promise<EndedBonus | null> {
  return endBonus(q, bonusId, 'forfeited', now, acting);
}

/**
 * Grants whose recorded money differs from the player's bonus account: players whose bonus money all
 * came from grants must have sum(active grant balances) = bonus balance. For tests and audits.
 */
export async function bonusAllocationMismatches(q: Queryable): Promise<{ playerId: string; grants: bigint; account: bigint }[]> {
  const result = (await q.execute(sql`
    select a.player_id::text as player_id, a.balance::text as account, coalesce(g.total, 0)::text as grants
    from ledger_accounts a
    left join (select player_id, sum(balance) as total from bonuses where status = 'active' group by player_id) g
      on g.player_id = a.player_id
    where a.kind = 'bonus' and a.balance <> coalesce(g.total, 0)`)) as unknown as { rows: { player_id: string; account: string; grants: string }[] };
  return result.rows.map((row) => ({ playerId: row.player_id, grants: BigInt(row.grants), account: BigInt(row.account) }));
}
