// Assembles the bootstrap data (cms/grouped) for one language: site options, popup, settings, jackpot
// cards, translations, casino categories, languages, sliders, content categories, app settings and
// domains, each from its own table, read in parallel.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  SchemaAmusnetJackpot,
  SchemaBootstrap,
  SchemaCasinoCategory,
  SchemaEgtJackpotInstance,
  SchemaLanguage,
  SchemaPopup,
  SchemaSlider,
} from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import {
  appSettings,
  casinoCategories,
  casinoCategoryTranslations,
  domains,
  jackpotInstances,
  jackpotLevels,
  languages,
  popupImages,
  popupTranslations,
  popups,
  siteOptions,
  siteSettings,
  sliderItems,
  sliders,
  translations,
} from '../db/schema/content';
import { locales as supportedLocales, type Locale } from '../i18n';
import { kurusToTry } from '../lib/money';
import { listContentCategories } from './pages';
import { localesFor, pickLocalized } from './localized';
import type { PopupCandidate, StoredBootstrap } from './schedule';

async function loadSiteOptions(db: Queryable): Promise<SchemaBootstrap['siteOption']> {
  // Only enabled options leave the server: a disabled one is an operator's draft, not the app's business.
  const rows = await db
    .select({ key: siteOptions.key, value: siteOptions.value })
    .from(siteOptions)
    .where(eq(siteOptions.enabled, true))
    .orderBy(asc(siteOptions.key));
  return rows.map((row) => ({ key: row.key, value: row.value, status: true }));
}

async function loadSettings(db: Queryable) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return {
    trialBonusKurus: row?.trialBonusKurus ?? 0n,
    registrationActiveTab: (row?.registrationActiveTab ?? 'full') as 'full' | 'fast',
    activeSliderSlug: row?.activeSliderSlug ?? '',
    currentDomain: row?.currentDomain ?? '',
  };
}

/**
 * The active popups with images, highest priority first, each with its schedule: the one served is the
 * first inside its window at the request's instant (./schedule.ts), so a scheduled popup takes over at its
 * minute and the next one comes back when it ends. A hash covers every language's text and the images,
 * so editing any of them makes the app show the popup again.
 */
async function loadPopups(db: Queryable, locale: Locale): Promise<PopupCandidate[]> {
  const rows = await db
    .select({ id: popups.id, startsAt: popups.startsAt, endsAt: popups.endsAt })
    .from(popups)
    .where(eq(popups.active, true))
    .orderBy(asc(popups.sort), asc(popups.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, texts] = await Promise.all([
    db
      .select({ popupId: popupImages.popupId, url: popupImages.url, link: popupImages.link })
      .from(popupImages)
      .where(inArray(popupImages.popupId, ids))
      .orderBy(asc(popupImages.sort), asc(popupImages.id)),
    db
      .select({ popupId: popupTranslations.popupId, locale: popupTranslations.locale, title: popupTranslations.title, html: popupTranslations.html })
      .from(popupTranslations)
      .where(inArray(popupTranslations.popupId, ids))
      .orderBy(asc(popupTranslations.locale)),
  ]);
  const candidates: PopupCandidate[] = [];
  for (const row of rows) {
    const own = images.filter((image) => image.popupId === row.id).map(({ url, link }) => ({ url, link }));
    // The contract wants at least one image: a popup without any has nothing to show yet.
    if (own.length === 0) continue;
    const ownTexts = texts.filter((t) => t.popupId === row.id).map(({ locale: l, title, html }) => ({ locale: l, title, html }));
    const text = pickLocalized(
      ownTexts.filter((t) => localesFor(locale).includes(t.locale as Locale)),
      () => row.id,
      locale,
    ).get(row.id);
    const hash = createHash('sha256').update(JSON.stringify({ id: row.id, images: own, texts: ownTexts })).digest('hex').slice(0, 16);
    const popup: SchemaPopup = { id: row.id, hash, title: text?.title ?? null, html: text?.html ?? null, images: own };
    const window = row.startsAt || row.endsAt ? { startsAt: row.startsAt?.getTime() ?? null, endsAt: row.endsAt?.getTime() ?? null } : null;
    candidates.push({ popup, window });
  }
  return candidates;
}

async function loadJackpots(db: Queryable): Promise<{ egt: SchemaEgtJackpotInstance[]; amusnet: SchemaAmusnetJackpot }> {
  const rows = await db
    .select({
      id: jackpotInstances.id,
      provider: jackpotInstances.provider,
      name: jackpotInstances.name,
      currency: jackpotInstances.currency,
      level: jackpotLevels.level,
      amountKurus: jackpotLevels.amountKurus,
    })
    .from(jackpotInstances)
    .innerJoin(jackpotLevels, eq(jackpotLevels.instanceId, jackpotInstances.id))
    .where(eq(jackpotInstances.enabled, true))
    .orderBy(asc(jackpotInstances.sort), asc(jackpotInstances.id), asc(jackpotLevels.level));

  const egt = new Map<number, SchemaEgtJackpotInstance>();
  let amusnet: { id: number; levels: Map<number, number> } | undefined;
  for (const row of rows) {
    const value = kurusToTry(row.amountKurus);
    if (row.provider === 'egt') {
      let instance = egt.get(row.id);
      if (!instance) egt.set(row.id, (instance = { instanceName: row.name, levelStats: [] }));
      instance.levelStats.push({ level: row.level, currentValue: [{ value, currency: row.currency }] });
    } else if (row.provider === 'amusnet') {
      // The first configured Amusnet instance feeds the card; there is one in practice.
      if (!amusnet) amusnet = { id: row.id, levels: new Map() };
      if (amusnet.id === row.id) amusnet.levels.set(row.level, value);
    }
  }
  const level = (n: number) => amusnet?.levels.get(n) ?? 0;
  return {
    egt: [...egt.values()],
    amusnet: { currentLevelI: level(1), currentLevelII: level(2), currentLevelIII: level(3), currentLevelIV: level(4) },
  };
}

async function loadTranslations(db: Queryable, locale: Locale): Promise<SchemaBootstrap['translationList']> {
  const rows = await db
    .select({ locale: translations.locale, key: translations.key, value: translations.value })
    .from(translations)
    .where(inArray(translations.locale, localesFor(locale)))
    .orderBy(asc(translations.key));
  const picked = pickLocalized(rows, (row) => row.key, locale);
  return [...picked.values()].map((row) => ({ key: row.key, value: row.value }));
}

async function loadCasinoCategories(db: Queryable, locale: Locale): Promise<SchemaCasinoCategory[]> {
  const [categories, names] = await Promise.all([
    db
      .select()
      .from(casinoCategories)
      .where(eq(casinoCategories.enabled, true))
      .orderBy(asc(casinoCategories.section), asc(casinoCategories.sort), asc(casinoCategories.id)),
    db
      .select()
      .from(casinoCategoryTranslations)
      .where(inArray(casinoCategoryTranslations.locale, localesFor(locale))),
  ]);
  const nameOf = pickLocalized(names, (row) => row.categoryId, locale);
  return categories.map((category) => ({
    id: category.id,
    name: nameOf.get(category.id)?.name ?? category.slug,
    section: category.section,
    slugList: category.slugList,
    imageUrl: category.imageUrl,
  }));
}

async function loadLanguages(db: Queryable): Promise<SchemaLanguage[]> {
  const rows = await db
    .select()
    .from(languages)
    .where(and(eq(languages.enabled, true), inArray(languages.locale, [...supportedLocales])))
    .orderBy(asc(languages.sort), asc(languages.id));
  return rows.map((row) => ({ id: row.id, name: row.name, locale: row.locale as Locale, flagUrl: row.flagUrl }));
}

async function loadSliders(db: Queryable, windows: StoredBootstrap['windows']): Promise<SchemaSlider[]> {
  const rows = await db
    .select({
      sliderId: sliders.id,
      sliderSlug: sliders.slug,
      item: sliderItems,
    })
    .from(sliders)
    .leftJoin(sliderItems, and(eq(sliderItems.sliderId, sliders.id), eq(sliderItems.enabled, true)))
    .where(eq(sliders.active, true))
    .orderBy(asc(sliders.id), asc(sliderItems.sort), asc(sliderItems.id));
  const result = new Map<number, SchemaSlider>();
  for (const row of rows) {
    let slider = result.get(row.sliderId);
    if (!slider) result.set(row.sliderId, (slider = { id: row.sliderId, slug: row.sliderSlug, items: [] }));
    const item = row.item;
    if (!item) continue;
    const entry: SchemaSlider['items'][number] = {
      slug: item.slug,
      url: item.url,
      target: item.target as '_self' | '_blank',
      images: [item.imageUrl, item.imageUrlMd, item.imageUrlLg]
        .filter((url): url is string => Boolean(url))
        .map((url) => ({ url })),
    };
    slider.items.push(entry);
    // Kept beside the payload, never in it: ./schedule.ts applies it when the bootstrap is served.
    if (item.startsAt || item.endsAt) windows.set(entry, { startsAt: item.startsAt?.getTime() ?? null, endsAt: item.endsAt?.getTime() ?? null });
  }
  return [...result.values()];
}

async function loadAppSettings(db: Queryable): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: appSettings.key, url: appSettings.url })
    .from(appSettings)
    .where(eq(appSettings.enabled, true))
    .orderBy(asc(appSettings.key));
  return Object.fromEntries(rows.map((row) => [row.key, row.url]));
}

async function loadDomains(db: Queryable): Promise<SchemaBootstrap['domains']> {
  const rows = await db
    .select({ current: domains.currentDomain, next: domains.nextDomain })
    .from(domains)
    .where(eq(domains.active, true))
    .orderBy(asc(domains.id));
  return rows;
}

/** The bootstrap as cached: with every enabled slide and active popup, scheduled or not (serve it through `bootstrapAt`). */
export async function loadBootstrap(db: Queryable, locale: Locale): Promise<StoredBootstrap> {
  const windows: StoredBootstrap['windows'] = new Map();
  const [siteOption, settings, popupList, jackpots, translationList, casinoCategoryList, language, slider, category, appSettingMap, domainList] =
    await Promise.all([
      loadSiteOptions(db),
      loadSettings(db),
      loadPopups(db, locale),
      loadJackpots(db),
      loadTranslations(db, locale),
      loadCasinoCategories(db, locale),
      loadLanguages(db),
      loadSliders(db, windows),
      listContentCategories(db, locale),
      loadAppSettings(db),
      loadDomains(db),
    ]);
  const payload: SchemaBootstrap = {
    siteOption,
    // The first without a schedule; ./schedule.ts picks again at the request's instant when any has one.
    popup: popupList.find((candidate) => candidate.window === null)?.popup ?? null,
    domainStatus: { current: settings.currentDomain },
    trialBonusAmount: kurusToTry(settings.trialBonusKurus),
    egtJackpotCards: jackpots.egt,
    jackpotCards: jackpots.amusnet,
    translationList,
    casinoCategoryList,
    language,
    slider,
    category,
    appSettings: appSettingMap,
    domains: domainList,
    activeSlider: settings.activeSliderSlug,
    registrationActiveTab: settings.registrationActiveTab,
  };
  return { payload, windows, popups: popupList };
}
