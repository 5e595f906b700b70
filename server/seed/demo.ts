// The demo seed (SEED_DEMO): content that makes every screen show something real, and the demo player
// `demo` / `demo1234` holding ₺1.000,00. The content is created once (recorded in seed_runs), so an
// operator's later edits and deletions of demo rows stick; the player is found by username and its
// credit is a ledger entry with a fixed idempotency key, so no restart can credit it twice.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createPlayer } from '../auth/players';
import type { Tx } from '../db/client';
import {
  appSettings,
  casinoCategories,
  casinoCategoryTranslations,
  domains,
  jackpotInstances,
  jackpotLevels,
  popupImages,
  popupTranslations,
  popups,
  promotionImages,
  promotionTranslations,
  promotions,
  seedRuns,
  siteSettings,
  sliderItems,
  sliders,
} from '../db/schema/content';
import { bonusCampaigns } from '../db/schema/customer';
import { players } from '../db/schema/players';
import { openPlayerAccounts, postEntryTx } from '../wallet';
import {
  demoAppSettings,
  demoCampaigns,
  demoCasinoCategories,
  demoDomains,
  demoJackpots,
  demoPlayer,
  demoPopup,
  demoPromotions,
  demoSlider,
  promotionImages as promotionImageSeeds,
} from './data/demo-content';
import { seedCasinoDemo } from './casino';
import { seedDemoRoleOperators, seedPaymentsDemo } from './payments';
import { languageSeeds } from './data/site';

/** Bump the suffix to have existing installations receive reworked demo content once more. */
export const demoContentRun = 'demo:content:v1';

export interface DemoSeedReport {
  /** True when this run created the demo content (false when an earlier run already had). */
  contentCreated: boolean;
  playerCreated: boolean;
  /** True when this run posted the initial credit (false when it had been posted before). */
  credited: boolean;
}

/** Inserts a row unless its natural key exists, and answers the id either way. */
async function upsertId(
  tx: Tx,
  insert: () => Promise<{ id: number }[]>,
  existing: () => Promise<{ id: number }[]>,
): Promise<number> {
  const [created] = await insert();
  if (created) return created.id;
  const [found] = await existing();
  if (!found) throw new Error('seed row vanished between insert and select');
  return found.id;
}

async function seedDemoContent(tx: Tx): Promise<void> {
  const locales = languageSeeds.map((l) => l.locale);

  const sliderId = await upsertId(
    tx,
    () =>
      tx.insert(sliders).values({ slug: demoSlider.slug, name: demoSlider.name }).onConflictDoNothing().returning({ id: sliders.id }),
    () => tx.select({ id: sliders.id }).from(sliders).where(eq(sliders.slug, demoSlider.slug)),
  );
  await tx
    .insert(sliderItems)
    .values(
      demoSlider.items.map((item, index) => ({
        sliderId,
        slug: item.slug,
        sort: index + 1,
        url: item.url,
        target: item.target,
        imageUrl: item.images[0],
        imageUrlMd: item.images[1],
        imageUrlLg: item.images[2],
        alt: item.alt,
      })),
    )
    .onConflictDoNothing();

  for (const [index, category] of demoCasinoCategories.entries()) {
    const categoryId = await upsertId(
      tx,
      () =>
        tx
          .insert(casinoCategories)
          .values({
            slug: category.slug,
            section: category.section,
            slugList: category.slugList,
            imageUrl: category.imageUrl,
            sort: index + 1,
          })
          .onConflictDoNothing()
          .returning({ id: casinoCategories.id }),
      () => tx.select({ id: casinoCategories.id }).from(casinoCategories).where(eq(casinoCategories.slug, category.slug)),
    );
    await tx
      .insert(casinoCategoryTranslations)
      .values(locales.map((locale) => ({ categoryId, locale, name: category.name[locale] })))
      .onConflictDoNothing();
  }

  const popupId = await upsertId(
    tx,
    () => tx.insert(popups).values({ slug: demoPopup.slug }).onConflictDoNothing().returning({ id: popups.id }),
    () => tx.select({ id: popups.id }).from(popups).where(eq(popups.slug, demoPopup.slug)),
  );
  await tx
    .insert(popupImages)
    .values(demoPopup.images.map((image, index) => ({ popupId, sort: index + 1, ...image })))
    .onConflictDoNothing();
  await tx
    .insert(popupTranslations)
    .values(locales.map((locale) => ({ popupId, locale, ...demoPopup.text[locale] })))
    .onConflictDoNothing();

  for (const promotion of demoPromotions) {
    const promotionId = await upsertId(
      tx,
      () =>
        tx
          .insert(promotions)
          .values({ slug: promotion.slug, sort: promotion.sort })
          .onConflictDoNothing()
          .returning({ id: promotions.id }),
      () => tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, promotion.slug)),
    );
    await tx
      .insert(promotionTranslations)
      .values(
        locales.map((locale) => ({
          promotionId,
          locale,
          title: promotion.text[locale].title,
          descriptionHtml: promotion.text[locale].html,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(promotionImages)
      .values(promotionImageSeeds(promotion.slug).map((image) => ({ promotionId, ...image })))
      .onConflictDoNothing();
  }

  for (const jackpot of demoJackpots) {
    const instanceId = await upsertId(
      tx,
      () =>
        tx
          .insert(jackpotInstances)
          .values({ provider: jackpot.provider, name: jackpot.name, sort: jackpot.sort })
          .onConflictDoNothing()
          .returning({ id: jackpotInstances.id }),
      () =>
        tx
          .select({ id: jackpotInstances.id })
          .from(jackpotInstances)
          .where(sql`${jackpotInstances.provider} = ${jackpot.provider} and ${jackpotInstances.name} = ${jackpot.name}`),
    );
    await tx
      .insert(jackpotLevels)
      .values(jackpot.levels.map((amountKurus, index) => ({ instanceId, level: index + 1, amountKurus })))
      .onConflictDoNothing();
  }

  await tx.insert(appSettings).values(demoAppSettings).onConflictDoNothing();
  // Demo content added to an installation that started without it: show its slider unless the
  // operator has chosen one already.
  await tx
    .update(siteSettings)
    .set({ activeSliderSlug: demoSlider.slug })
    .where(and(eq(siteSettings.id, 1), isNull(siteSettings.activeSliderSlug)));
  await tx.insert(domains).values(demoDomains).onConflictDoNothing();
}

/**
 * The demo bonus campaigns (a deposit bonus and a cashback), each tied to its promotion: created once by
 * code, so an operator's later changes stick; a promotion the operator deleted leaves its campaign unlinked.
 */
async function seedDemoCampaigns(tx: Tx): Promise<void> {
  for (const { promotionSlug, ...campaign } of demoCampaigns) {
    const [promotion] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, promotionSlug));
    await tx
      .insert(bonusCampaigns)
      .values({ ...campaign, promotionId: promotion?.id ?? null, startsAt: new Date(0) })
      .onConflictDoNothing();
  }
}

async function seedDemoPlayer(tx: Tx): Promise<Pick<DemoSeedReport, 'playerCreated' | 'credited'>> {
  const [existing] = await tx
    .select({ id: players.id })
    .from(players)
    .where(sql`lower(${players.username}) = ${demoPlayer.username}`);
  let playerId = existing?.id;
  const playerCreated = !playerId;
  if (!playerId) {
    const player = await createPlayer(tx, {
      username: demoPlayer.username,
      password: demoPlayer.password,
      email: demoPlayer.email,
      name: demoPlayer.name,
      surname: demoPlayer.surname,
      phone: demoPlayer.phone,
      smsVerified: demoPlayer.smsVerified,
      countryId: demoPlayer.countryId,
      birthDate: demoPlayer.birthDate,
    });
    playerId = player.id;
  }
  // Harmless when open already; covers a player created before its accounts were.
  await openPlayerAccounts(tx, playerId);
  const posted = await postEntryTx(tx, {
    idempotencyKey: demoPlayer.creditIdempotencyKey,
    kind: 'adjustment',
    playerId,
    lines: [
      { account: { house: 'house:adjustment' }, amount: -demoPlayer.initialCreditKurus },
      { account: { player: playerId, kind: 'cash' }, amount: demoPlayer.initialCreditKurus },
    ],
    meta: { reason: 'demo seed: initial credit of the demo player' },
  });
  return { playerCreated, credited: !posted.replayed };
}

export async function seedDemo(tx: Tx): Promise<DemoSeedReport> {
  const [claimed] = await tx
    .insert(seedRuns)
    .values({ name: demoContentRun })
    .onConflictDoNothing()
    .returning({ name: seedRuns.name });
  if (claimed) await seedDemoContent(tx);
  await seedDemoCampaigns(tx);
  // The demo game catalogue and the jackpot pools' rules, after the content's jackpot instances (./casino.ts).
  await seedCasinoDemo(tx);
  // Demo deposit methods (an example bank account, the demo gateway's card page) and the demo operator (./payments.ts).
  await seedPaymentsDemo(tx);
  await seedDemoRoleOperators(tx);
  const player = await seedDemoPlayer(tx);
  return { contentCreated: Boolean(claimed), ...player };
}
