// Bonus campaigns players opt in to (issue 13.10): a deposit bonus and a cashback, each a row of
// bonus_campaigns (defined in the back office later; the demo seed defines two), advertised by a
// promotion whose Claim / Join button, like the bonuses screen, calls claimBonusOffer.
//
// - Deposit bonus: joining records an entry; the first deposit of at least the minimum confirmed after
//   that (server/payments/deposits.ts credit, in the deposit's transaction) grants percent × deposit,
//   at most the cap, as bonus money with the campaign's wagering, once: the entry becomes 'used' with
//   the payment, and the grant is keyed `deposit-bonus:<payment reference>`.
// - Cashback: joining records an entry; claiming pays percent × the net casino loss, at most the cap,
//   where the loss is the player's cash that game entries of the ledger (bet, win, rollback) took over
//   the window [max(joined, last payout, now − period), now). Once per period: after a payout the next
//   claim opens `periodDays` later. Paid as a 'cashback' bonus grant with the campaign's wagering
//   (0: cash at once), keyed `cashback:<campaign>:<player>:<payout number>`.
// Every change runs under the player's wallet lock (deposits take it before their ledger entry), so a
// double click, two tabs or a deposit landing at the same moment apply it exactly once.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import { audit, type Acting } from '../audit';
import type { Db, Queryable, Tx } from '../db/client';
import { promotionTranslations } from '../db/schema/content';
import { bonusCampaignEntries, bonusCampaigns } from '../db/schema/customer';
import { capitalize, translate, type Locale } from '../i18n';
import { ApiError } from '../lib/api-error';
import { formatTry, kurusToTry } from '../lib/money';
import type { CreatedNotification } from '../notifications/notify';
import { localesFor, pickLocalized } from '../content/localized';
import { grantBonus, lockPlayerWallet } from './bonuses';
import { wageringSettings, weightProfiles, type WageringSettings } from './wagering';

export type BonusOffer = components['schemas']['BonusOffer'];
export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type CampaignEntryRow = typeof bonusCampaignEntries.$inferSelect;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

/** Enabled and inside its active window at `now`. */
export const isOpen = (campaign: CampaignRow, now: Date) =>
  campaign.enabled && campaign.startsAt.getTime() <= now.getTime() && (campaign.endsAt === null || campaign.endsAt.getTime() > now.getTime());

/** percent × base (rounded down), at most the cap. */
export const campaignAmount = (campaign: Pick<CampaignRow, 'percent' | 'capKurus'>, base: bigint): bigint =>
  base <= 0n ? 0n : minBig((base * BigInt(campaign.percent)) / 100n, campaign.capKurus);

/** The deposit and cashback campaigns open at `now`, oldest first. */
export async function openCampaigns(q: Queryable, now: Date): Promise<CampaignRow[]> {
  return q
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.enabled, true),
        inArray(bonusCampaigns.kind, ['deposit', 'cashback']),
        lte(bonusCampaigns.startsAt, now),
        or(isNull(bonusCampaigns.endsAt), gt(bonusCampaigns.endsAt, now)),
      ),
    )
    .orderBy(asc(bonusCampaigns.id));
}

/**
 * The player's net casino loss in cash over [from, to): what the game entries of the ledger (bets, wins,
 * rollbacks) took from the cash account, less what they paid into it. Negative when the player won.
 */
export async function netCasinoLoss(q: Queryable, playerId: string, from: Date, to: Date): Promise<bigint> {
  const result = (await q.execute(sql`
    select coalesce(sum(l.amount), 0)::text as moved
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    join ledger_accounts a on a.id = l.account_id
    where a.player_id = ${playerId} and a.kind = 'cash'
      and e.kind in ('bet', 'win', 'rollback')
      and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}`)) as unknown as { rows: { moved: string }[] };
  return -BigInt(result.rows[0]?.moved ?? '0');
}

export interface CashbackState {
  /** The window's start (its end is `now`). */
  from: Date;
  loss: bigint;
  /** What a claim would pay now. */
  due: bigint;
  /** Paid already this period: when the next one opens. */
  nextClaimAt: Date | null;
}

/** What a joined player's cashback claim would pay at `now` (see the header for the window). */
export async function cashbackState(q: Queryable, campaign: CampaignRow, entry: CampaignEntryRow, now: Date): Promise<CashbackState> {
  const period = campaign.periodDays * DAY_MS;
  if (entry.lastPaidAt && now.getTime() < entry.lastPaidAt.getTime() + period) {
    return { from: entry.lastPaidAt, loss: 0n, due: 0n, nextClaimAt: new Date(entry.lastPaidAt.getTime() + period) };
  }
  const from = new Date(Math.max(entry.joinedAt.getTime(), entry.lastPaidAt?.getTime() ?? 0, now.getTime() - period));
  const loss = await netCasinoLoss(q, entry.playerId, from, now);
  return { from, loss, due: campaignAmount(campaign, loss), nextClaimAt: null };
}

function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

const oddsText = (hundredths: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);

interface OfferFacts {
  titles: Map<number, string>;
  weights: Map<string, Record<string, number>>;
  settings: WageringSettings;
}

function present(campaign: CampaignRow, entry: CampaignEntryRow | undefined, cashback: CashbackState | null, facts: OfferFacts, locale: Locale): BonusOffer {
  const kind = campaign.kind as 'deposit' | 'cashback';
  const money = (kurus: bigint) => formatTry(kurus, locale);
  const minOdds = campaign.minOddsHundredths ?? facts.settings.sportsMinOddsHundredths;
  const weights = facts.weights.get(campaign.weightProfile)!;
  const validityDays = Math.max(1, Math.round(campaign.bonusValidityHours / 24));
  const terms: string[] = [];
  if (kind === 'deposit') terms.push(translate(locale, 'bonus.offer.term.minDeposit', { min: money(campaign.minDepositKurus) }));
  if (kind === 'cashback') terms.push(translate(locale, 'bonus.offer.term.period', { days: campaign.periodDays }));
  if (campaign.wageringMultiplier === 0) terms.push(translate(locale, 'bonus.offer.term.cash'));
  else {
    terms.push(translate(locale, 'bonus.offer.term.wagering', { multiplier: campaign.wageringMultiplier, days: validityDays }));
    terms.push(translate(locale, 'bonus.offer.term.weights', weights));
    terms.push(translate(locale, 'bonus.offer.term.coverage'));
    terms.push(translate(locale, 'bonus.offer.term.maxStake', { max: money(facts.settings.maxStakeKurus) }));
    terms.push(translate(locale, 'bonus.offer.term.minOdds', { odds: oddsText(minOdds, locale) }));
  }
  if (campaign.endsAt) terms.push(translate(locale, 'bonus.offer.term.ends', { date: formatDate(campaign.endsAt, locale) }));

  let status: BonusOffer['status'] = 'available';
  let action: BonusOffer['action'] = 'join';
  if (entry && kind === 'deposit') {
    status = entry.status === 'used' ? 'used' : 'joined';
    action = null;
  } else if (entry) {
    const claimable = (cashback?.due ?? 0n) > 0n;
    status = claimable ? 'claimable' : 'joined';
    action = claimable ? 'claim' : null;
  }
  return {
    campaignId: campaign.id,
    kind,
    title: facts.titles.get(campaign.id) ?? translate(locale, `bonus.offer.title.${kind}`),
    summary: translate(locale, `bonus.offer.summary.${kind}`, {
      percent: campaign.percent,
      cap: money(campaign.capKurus),
      min: money(campaign.minDepositKurus),
      days: campaign.periodDays,
    }),
    terms,
    percent: campaign.percent,
    cap: kurusToTry(campaign.capKurus),
    minDeposit: kurusToTry(kind === 'deposit' ? campaign.minDepositKurus : 0n),
    wageringMultiplier: campaign.wageringMultiplier,
    minOdds: minOdds / 100,
    endsAt: campaign.endsAt ? campaign.endsAt.toISOString() : null,
    promotionId: campaign.promotionId,
    status,
    action,
    cashbackDue: kurusToTry(cashback?.due ?? 0n),
    nextClaimAt: cashback?.nextClaimAt ? cashback.nextClaimAt.toISOString() : null,
  };
}

async function offerFacts(q: Queryable, campaigns: CampaignRow[], locale: Locale): Promise<OfferFacts> {
  const promotionIds = campaigns.map((c) => c.promotionId).filter((id): id is number => id !== null);
  const [texts, weights, settings] = await Promise.all([
    promotionIds.length === 0
      ? Promise.resolve([])
      : q
          .select({ promotionId: promotionTranslations.promotionId, locale: promotionTranslations.locale, title: promotionTranslations.title })
          .from(promotionTranslations)
          .where(and(inArray(promotionTranslations.promotionId, promotionIds), inArray(promotionTranslations.locale, localesFor(locale)))),
    weightProfiles(q, campaigns.map((c) => c.weightProfile)),
    wageringSettings(q),
  ]);
  const byPromotion = pickLocalized(texts, (row) => row.promotionId, locale);
  const titles = new Map<number, string>();
  for (const campaign of campaigns) {
    const text = campaign.promotionId !== null ? byPromotion.get(campaign.promotionId) : undefined;
    if (text) titles.set(campaign.id, text.title);
  }
  return { titles, weights, settings };
}

async function entriesOf(q: Queryable, playerId: string): Promise<Map<number, CampaignEntryRow>> {
  const rows = await q.select().from(bonusCampaignEntries).where(eq(bonusCampaignEntries.playerId, playerId));
  return new Map(rows.map((row) => [row.campaignId, row]));
}

/** The open offers, as a guest (playerId null) or a player sees them. */
export async function listOffers(q: Queryable, playerId: string | null, locale: Locale, now: Date = new Date()): Promise<BonusOffer[]> {
  const campaigns = await openCampaigns(q, now);
  if (campaigns.length === 0) return [];
  const [facts, entries] = await Promise.all([offerFacts(q, campaigns, locale), playerId ? entriesOf(q, playerId) : new Map<number, CampaignEntryRow>()]);
  const offers: BonusOffer[] = [];
  for (const campaign of campaigns) {
    const entry = entries.get(campaign.id);
    const cashback = entry && campaign.kind === 'cashback' ? await cashbackState(q, campaign, entry, now) : null;
    offers.push(present(campaign, entry, cashback, facts, locale));
  }
  return offers;
}

export interface ClaimOfferInput {
  playerId: string;
  campaignId: number;
  locale: Locale;
  now?: Date;
  ip?: string | null;
  requestId?: string;
}

export interface ClaimedOffer {
  offer: BonusOffer;
  /** What happened, in the request's language. */
  message: string;
  /** A cashback payout's notifications, to push after the commit. */
  notifications: CreatedNotification[];
  /** Kuruş a cashback claim paid (0 for a join). */
  paid: bigint;
}

/** Joins an open campaign, or for a joined cashback pays what is due (see the header). */
export async function claimOffer(db: Db, input: ClaimOfferInput): Promise<ClaimedOffer> {
  const now = input.now ?? new Date();
  const { locale, playerId } = input;
  const acting: Acting = { actor: { kind: 'player', id: playerId }, ip: input.ip ?? null, requestId: input.requestId ?? null };
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, input.campaignId));
    if (!campaign || campaign.kind === 'trial' || !isOpen(campaign, now)) throw new ApiError(404, 'bonus.offer.notFound');
    await lockPlayerWallet(tx, playerId);
    const [entry] = await tx
      .select()
      .from(bonusCampaignEntries)
      .where(and(eq(bonusCampaignEntries.campaignId, campaign.id), eq(bonusCampaignEntries.playerId, playerId)))
      .for('update');
    const money = (kurus: bigint) => formatTry(kurus, locale);
    let message: string;
    let notifications: CreatedNotification[] = [];
    let paid = 0n;
    if (!entry) {
      await tx.insert(bonusCampaignEntries).values({ campaignId: campaign.id, playerId, joinedAt: now });
      await audit(tx, { ...acting, action: 'bonus.campaign.join', target: { kind: 'bonus-campaign', id: campaign.id }, details: { playerId, kind: campaign.kind } });
      message =
        campaign.kind === 'deposit'
          ? translate(locale, 'bonus.offer.joined.deposit', { min: money(campaign.minDepositKurus) })
          : translate(locale, 'bonus.offer.joined.cashback', { percent: campaign.percent });
    } else if (campaign.kind === 'deposit') {
      throw new ApiError(400, entry.status === 'used' ? 'bonus.offer.used' : 'bonus.offer.alreadyJoined');
    } else {
      const state = await cashbackState(tx, campaign, entry, now);
      if (state.nextClaimAt) throw new ApiError(400, 'bonus.offer.cashback.notYet', { date: formatDate(state.nextClaimAt, locale) });
      if (state.due <= 0n) throw new ApiError(400, 'bonus.offer.cashback.nothing');
      const payout = entry.payouts + 1;
      const granted = await grantBonus(tx, {
        playerId,
        amount: state.due,
        kind: 'cashback',
        idempotencyKey: `cashback:${campaign.id}:${playerId}:${payout}`,
        wageringMultiplier: campaign.wageringMultiplier,
        expiresAt: new Date(now.getTime() + campaign.bonusValidityHours * HOUR_MS),
        campaignId: campaign.id,
        weightProfile: campaign.weightProfile,
        ...(campaign.minOddsHundredths !== null ? { minOddsHundredths: campaign.minOddsHundredths } : {}),
        note: `cashback ${campaign.percent}% of ${state.loss} kuruş lost from ${state.from.toISOString()} to ${now.toISOString()}`,
        now,
        acting,
      });
      await tx
        .update(bonusCampaignEntries)
        .set({ payouts: payout, lastPaidAt: now })
        .where(and(eq(bonusCampaignEntries.campaignId, campaign.id), eq(bonusCampaignEntries.playerId, playerId)));
      await audit(tx, {
        ...acting,
        action: 'bonus.cashback.claim',
        target: { kind: 'bonus-campaign', id: campaign.id },
        details: { playerId, bonusId: granted.bonusId, loss: state.loss, paid: state.due, from: state.from.toISOString(), to: now.toISOString(), payout },
      });
      notifications = granted.notifications;
      paid = state.due;
      message = translate(locale, 'bonus.offer.cashback.paid', { amount: money(state.due) });
    }
    const [after] = await tx
      .select()
      .from(bonusCampaignEntries)
      .where(and(eq(bonusCampaignEntries.campaignId, campaign.id), eq(bonusCampaignEntries.playerId, playerId)));
    const cashback = campaign.kind === 'cashback' ? await cashbackState(tx, campaign, after!, now) : null;
    const offer = present(campaign, after, cashback, await offerFacts(tx, [campaign], locale), locale);
    return { offer, message: capitalize(message, locale), notifications, paid };
  });
}

export interface DepositBonusInput {
  playerId: string;
  paymentId: number;
  reference: string;
  /** The confirmed deposit, kuruş. */
  amount: bigint;
  now?: Date;
}

/**
 * The deposit bonus a confirmed deposit earns: called by the payments code in the deposit's transaction,
 * after its credit, with the player's wallet lock already held (taken before the credit's ledger entry).
 * Uses the player's oldest joined, open deposit campaign whose minimum the deposit meets, once.
 */
export async function applyDepositBonus(tx: Tx, input: DepositBonusInput): Promise<CreatedNotification[]> {
  const now = input.now ?? new Date();
  const joined = await tx
    .select({ campaign: bonusCampaigns, entry: bonusCampaignEntries })
    .from(bonusCampaignEntries)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusCampaignEntries.campaignId))
    .where(and(eq(bonusCampaignEntries.playerId, input.playerId), eq(bonusCampaignEntries.status, 'joined'), eq(bonusCampaigns.kind, 'deposit')))
    .orderBy(asc(bonusCampaignEntries.joinedAt), asc(bonusCampaigns.id))
    .for('update', { of: bonusCampaignEntries });
  const match = joined.find(({ campaign, entry }) => isOpen(campaign, now) && input.amount >= campaign.minDepositKurus && entry.joinedAt.getTime() <= now.getTime());
  if (!match) return [];
  const { campaign } = match;
  const amount = campaignAmount(campaign, input.amount);
  if (amount <= 0n) return [];
  const granted = await grantBonus(tx, {
    playerId: input.playerId,
    amount,
    kind: 'deposit',
    idempotencyKey: `deposit-bonus:${input.reference}`,
    wageringMultiplier: campaign.wageringMultiplier,
    expiresAt: new Date(now.getTime() + campaign.bonusValidityHours * HOUR_MS),
    campaignId: campaign.id,
    weightProfile: campaign.weightProfile,
    ...(campaign.minOddsHundredths !== null ? { minOddsHundredths: campaign.minOddsHundredths } : {}),
    note: `deposit bonus ${campaign.percent}% of payment ${input.reference}`,
    now,
    acting: { actor: { kind: 'system', id: 'deposit-bonus' } },
  });
  if (granted.replayed) return [];
  await tx
    .update(bonusCampaignEntries)
    .set({ status: 'used', usedAt: now, paymentId: input.paymentId })
    .where(and(eq(bonusCampaignEntries.campaignId, campaign.id), eq(bonusCampaignEntries.playerId, input.playerId)));
  return granted.notifications;
}
