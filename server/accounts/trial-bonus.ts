// Claiming the trial (welcome) bonus: the site's amount (site_settings, kuruş) credited once per player
// as bonus money through the ledger (server/wallet/bonuses.ts grantBonus, key `trial-bonus:<player id>`).
//
// Who may claim: any player, once, whose phone is verified. Whether the box was ticked at sign-up is
// kept (players.trial_bonus_opt_in) but does not decide: ticking it only starts the phone verification
// at once, and claiming is itself the explicit opt-in to the bonus and its wagering. The verified phone
// is what stops one person from collecting the bonus with a row of throw-away accounts.
import { eq } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import { audit } from '../audit';
import type { Db, Queryable } from '../db/client';
import { bonuses, players, siteSettings } from '../db/schema';
import { capitalize, translate, type Locale } from '../i18n';
import { ApiError } from '../lib/api-error';
import { kurusToTry } from '../lib/money';
import type { CreatedNotification } from '../notifications/notify';
import { grantBonus, TrialBonusAlreadyGrantedError } from '../wallet/bonuses';
import { IdempotencyConflictError } from '../wallet/errors';

export type PlayerBonus = components['schemas']['PlayerBonus'];

/** Contract ProcessStatus of a grant's status. */
const processStatus: Record<string, PlayerBonus['status']> = { active: 1, converted: 2, forfeited: 3, expired: 4 };

export const trialBonusKey = (playerId: string) => `trial-bonus:${playerId}`;

export async function trialBonusAmount(q: Queryable): Promise<bigint> {
  const [row] = await q.select({ amount: siteSettings.trialBonusKurus }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.amount ?? 0n;
}

export interface TrialBonusContext {
  db: Db;
  playerId: string;
  locale: Locale;
  ip: string | null;
  requestId?: string;
}

export interface ClaimedTrialBonus {
  amount: bigint;
  bonus: PlayerBonus;
  /** The "bonus received" notification(s) to push after the commit. */
  notifications: CreatedNotification[];
}

export async function claimTrialBonus(ctx: TrialBonusContext): Promise<ClaimedTrialBonus> {
  const amount = await trialBonusAmount(ctx.db);
  if (amount <= 0n) throw new ApiError(400, 'accounts.trialBonusNone');
  const [player] = await ctx.db.select({ smsVerified: players.smsVerified }).from(players).where(eq(players.id, ctx.playerId));
  if (!player) throw new ApiError(401, 'errors.unauthorized');
  if (!player.smsVerified) throw new ApiError(400, 'accounts.trialBonusNeedsPhone');

  try {
    return await ctx.db.transaction(async (tx) => {
      const granted = await grantBonus(tx, {
        playerId: ctx.playerId,
        amount,
        kind: 'trial',
        idempotencyKey: trialBonusKey(ctx.playerId),
        note: 'trial bonus claimed by the player',
      });
      // A replay of the key means the first claim went through: this one gets nothing.
      if (granted.replayed) throw new ApiError(400, 'accounts.trialBonusAlreadyClaimed');
      const [row] = await tx.select().from(bonuses).where(eq(bonuses.id, Number(granted.bonusId)));
      await audit(tx, {
        actor: { kind: 'player', id: ctx.playerId },
        action: 'bonus.trial.claim',
        target: { kind: 'bonus', id: row.id },
        details: { playerId: ctx.playerId, amount, wagerRequired: row.wagerRequired },
        ip: ctx.ip,
        requestId: ctx.requestId,
      });
      return {
        amount,
        notifications: granted.notifications,
        bonus: {
          id: row.id,
          name: capitalize(translate(ctx.locale, 'bonus.name.trial'), ctx.locale),
          amount: kurusToTry(row.amount),
          wagerRequired: kurusToTry(row.wagerRequired),
          wagered: kurusToTry(row.wagered < row.wagerRequired ? row.wagered : row.wagerRequired),
          status: processStatus[row.status] ?? 1,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        },
      };
    });
  } catch (error) {
    // Claimed before: under this key with another amount (the setting changed since), or another path.
    if (error instanceof TrialBonusAlreadyGrantedError || error instanceof IdempotencyConflictError) {
      throw new ApiError(400, 'accounts.trialBonusAlreadyClaimed');
    }
    throw error;
  }
}
