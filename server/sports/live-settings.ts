// The operator's live betting settings, one row in the database (every instance reads the same): bet delay
// per sport, the live margin, the cash-out margin and how long a quote holds, and the all-live switch.
import { eq } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { sportsLiveSettings } from '../db/schema/sports-live';

type S = components['schemas'];
export type LiveSettingsRow = typeof sportsLiveSettings.$inferSelect;

export async function liveSettings(q: Queryable): Promise<LiveSettingsRow> {
  const [row] = await q.select().from(sportsLiveSettings).where(eq(sportsLiveSettings.id, 'live'));
  if (row) return row;
  await q.insert(sportsLiveSettings).values({ id: 'live' }).onConflictDoNothing();
  const [created] = await q.select().from(sportsLiveSettings).where(eq(sportsLiveSettings.id, 'live'));
  return created!;
}

export function betDelaySeconds(settings: LiveSettingsRow, sport: string): number {
  return sport === 'basketball' ? settings.basketballDelay : sport === 'tennis' ? settings.tennisDelay : settings.footballDelay;
}

export function settingsJson(row: LiveSettingsRow): S['SportsLiveSettings'] {
  return {
    betDelaySeconds: { football: row.footballDelay, basketball: row.basketballDelay, tennis: row.tennisDelay },
    liveMargin: row.liveMargin,
    cashOutMargin: row.cashOutMargin,
    quoteSeconds: row.quoteSeconds,
    liveSuspended: row.liveSuspended,
    suspendReason: row.suspendReason,
  };
}

export async function updateLiveSettings(q: Queryable, update: S['SportsLiveSettingsUpdate']): Promise<LiveSettingsRow> {
  await liveSettings(q);
  const set: Partial<LiveSettingsRow> = { updatedAt: new Date() };
  if (update.betDelaySeconds?.football !== undefined) set.footballDelay = update.betDelaySeconds.football;
  if (update.betDelaySeconds?.basketball !== undefined) set.basketballDelay = update.betDelaySeconds.basketball;
  if (update.betDelaySeconds?.tennis !== undefined) set.tennisDelay = update.betDelaySeconds.tennis;
  if (update.liveMargin !== undefined) set.liveMargin = update.liveMargin;
  if (update.cashOutMargin !== undefined) set.cashOutMargin = update.cashOutMargin;
  if (update.quoteSeconds !== undefined) set.quoteSeconds = update.quoteSeconds;
  await q.update(sportsLiveSettings).set(set).where(eq(sportsLiveSettings.id, 'live'));
  return liveSettings(q);
}

export async function setLiveSuspended(q: Queryable, suspended: boolean, reason: string): Promise<LiveSettingsRow> {
  await liveSettings(q);
  await q
    .update(sportsLiveSettings)
    .set({ liveSuspended: suspended, suspendReason: suspended ? reason : null, updatedAt: new Date() })
    .where(eq(sportsLiveSettings.id, 'live'));
  return liveSettings(q);
}
