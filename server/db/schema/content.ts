// Tables of the content area: everything the bootstrap (cms/grouped), the registration form, content
// pages and promotions are built from. An operator manages these rows; texts shown to players live in
// per-locale rows (one row per entity and language) so adding a language adds rows, never columns.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- languages and texts -------------------------------------------------------------------------

export const languages = pgTable('languages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** BCP 47 language code the app sends as x-locale (tr, en). */
  locale: text('locale').notNull().unique(),
  /** Name of the language in that language (Türkçe, English), as a language picker shows it. */
  name: text('name').notNull(),
  flagUrl: text('flag_url'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** UI texts: one row per language and key; the app looks texts up by key. */
export const translations = pgTable(
  'translations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locale: text('locale')
      .notNull()
      .references(() => languages.locale, { onUpdate: 'cascade', onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('translations_locale_key_unique').on(t.locale, t.key)],
);

// ---- settings ------------------------------------------------------------------------------------

/**
 * Settings the app reads by key (live chat ids, social and support links, badge links). Keys are
 * stored lowercase because the app lowercases them; disabled options are not sent.
 */
export const siteOptions = pgTable(
  'site_options',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** What the option is for, for the operator. */
    description: text('description'),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_options_key_lowercase', sql`${t.key} = lower(${t.key})`)],
);

/** App-setting keys mapped to URLs that menu items open (for example livetv). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * The site-wide settings that have a type of their own, kept in one row (id 1) so each is a real
 * column with a real constraint rather than a string in a key-value list.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Trial (welcome) bonus offered at sign-up, in kuruş; 0 offers none. */
    trialBonusKurus: bigint('trial_bonus_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Which sign-up form the register dialog shows. */
    registrationActiveTab: text('registration_active_tab').notNull().default('full'),
    /** Slug of the slider the home banner carousel shows. */
    activeSliderSlug: text('active_slider_slug'),
    /** The domain the site currently serves from (domainStatus.current). */
    currentDomain: text('current_domain').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_single_row', sql`${t.id} = 1`),
    check('site_settings_trial_bonus_not_negative', sql`${t.trialBonusKurus} >= 0`),
    check('site_settings_registration_tab', sql`${t.registrationActiveTab} in ('full', 'fast')`),
  ],
);

/** Domain changes the top banner announces (current → next); only active ones are sent. */
export const domains = pgTable(
  'domains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    currentDomain: text('current_domain').notNull(),
    nextDomain: text('next_domain').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('domains_current_next_unique').on(t.currentDomain, t.nextDomain)],
);

/**
 * Countries of the registration form. The id is the ISO 3166-1 numeric code, so it is stable across
 * installations and what a player's country column can keep for good (Türkiye is 792).
 */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    iso2: text('iso2').notNull().unique(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(1000),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('countries_iso2_format', sql`${t.iso2} ~ '^[A-Z]{2}$'`)],
);

// ---- banner sliders ------------------------------------------------------------------------------

export const sliders = pgTable('sliders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: updatedAt(),
});

export const sliderItems = pgTable(
  'slider_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sliderId: integer('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Where the slide links to; null renders '#'. */
    url: text('url'),
    target: text('target').notNull().default('_self'),
    /** Default src (narrow screens). */
    imageUrl: text('image_url').notNull(),
    /** srcset candidate for medium screens. */
    imageUrlMd: text('image_url_md'),
    /** srcset candidate for wide screens. */
    imageUrlLg: text('image_url_lg'),
    alt: text('alt').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Shown from this instant (null: since ever); applied when the bootstrap is served, not when it is cached. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Shown until this instant, excluded (null: for ever). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    unique('slider_items_slider_slug_unique').on(t.sliderId, t.slug),
    check('slider_items_target', sql`${t.target} in ('_self', '_blank')`),
    check('slider_items_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

// ---- content pages -------------------------------------------------------------------------------

/** Groups of content pages; id 2 is the footer's links (the app asks for it by id). */
export const contentCategories = pgTable('content_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const contentCategoryTranslations = pgTable(
  'content_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => languages.locale, { onUpdate: 'cascade', onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_pages_category_idx').on(t.categoryId, t.sort)],
);

export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => languages.locale, { onUpdate: 'cascade', onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Trusted HTML written by the operator; the app still sanitises it before rendering. */
    bodyHtml: text('body_html').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

// ---- casino categories ---------------------------------------------------------------------------

export const casinoSections = ['slot', 'live', 'bingo', 'games', 'tvbets'] as const;
export type CasinoSection = (typeof casinoSections)[number];

/** Categories of a casino section (the tabs of /casino/slot, /casino/live, ...). */
export const casinoCategories = pgTable(
  'casino_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    section: text('section').$type<CasinoSection>().notNull(),
    /** Game-catalogue category slugs whose games this category lists. */
    slugList: text('slug_list').array().notNull().default(sql`'{}'::text[]`),
    /** Null makes the app show its default image. */
    imageUrl: text('image_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check(
      'casino_categories_section',
      sql`${t.section} in ('slot', 'live', 'bingo', 'games', 'tvbets')`,
    ),
    index('casino_categories_section_idx').on(t.section, t.sort),
  ],
);

export const casinoCategoryTranslations = pgTable(
  'casino_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => casinoCategories.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => languages.locale, { onUpdate: 'cascade', onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

// ---- start-up popup ------------------------------------------------------------------------------

export const popups = pgTable(
  'popups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
    /** Shown from this instant (null: since ever); applied when the bootstrap is served, not when it is cached. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Shown until this instant, excluded (null: for ever). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [check('popups_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

export const popupTranslations = pgTable(
  'popup_translations',
  {
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => languages.locale, { onUpdate: 'cascade', onDelete: 'cascade' }),
    title: text('title'),
    html: text('html'),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.locale] })],
);

export const popupImages = pgTable(
  'popup_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    url: text('url').notNull(),
    link: text('link'),
    alt: text('alt').notNull().default(''),
  },
  (t) => [unique('popup_images_popup_url_unique').on(t.popupId, t.url)],
);

// ---- promotions ----------------------------------------------------------------------------------

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
    /** Listed (and its page answered) from this instant (null: since ever), checked on every request. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Listed until this instant, excluded (null: for ever). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [check('promotions_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

export const promotionTranslations = pgTable(
  'promotion_translations',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    locale: text('locale')
      .notNull()
      .references(() => languages.locale, { onUpdate: 'cascade', onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Trusted HTML written by the operator; the app still sanitises it before rendering. */
    descriptionHtml: text('description_html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.locale] })],
);

/** Image type 2 is the main image (the app prefers it); 1 is a thumbnail for lists. */
export const promotionImages = pgTable(
  'promotion_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    url: text('url').notNull(),
  },
  (t) => [unique('promotion_images_promotion_url_unique').on(t.promotionId, t.url)],
);

// ---- configured jackpot cards --------------------------------------------------------------------

export const jackpotProviders = ['egt', 'amusnet', 'pragmatic'] as const;
export type JackpotProvider = (typeof jackpotProviders)[number];

/**
 * Jackpot instances shown on the home page as configured cards (EGT High Cash, Clover Chance, Bell
 * Link, VIP Bell Link; the Amusnet levels). Live pools that grow with bets are a later feature.
 */
export const jackpotInstances = pgTable(
  'jackpot_instances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').$type<JackpotProvider>().notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('TRY'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('jackpot_instances_provider_name_unique').on(t.provider, t.name),
    check('jackpot_instances_provider', sql`${t.provider} in ('egt', 'amusnet', 'pragmatic')`),
  ],
);

/** Level 1 is the top tier (grand; Amusnet's currentLevelI) down to 4 (mini). */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    instanceId: integer('instance_id').notNull(),
    level: smallint('level').notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.level] }),
    foreignKey({ columns: [t.instanceId], foreignColumns: [jackpotInstances.id] }).onDelete('cascade'),
    check('jackpot_levels_level', sql`${t.level} between 1 and 4`),
    check('jackpot_levels_amount_not_negative', sql`${t.amountKurus} >= 0`),
  ],
);

// ---- seeding -------------------------------------------------------------------------------------

/**
 * Seed parts already applied (server/seed). Demo content is created once per part, so an operator's
 * later edits and deletions of demo rows stick across restarts.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: the content's revision, raised in the same transaction as every back-office content edit.
 * Every instance compares it with the revision its bootstrap cache was filled at (server/content/index.ts),
 * so an edit made through one instance is seen by the players of all of them on their next read.
 */
export const contentRevision = pgTable('content_revision', {
  id: integer('id').primaryKey().default(1),
  revision: integer('revision').notNull().default(0),
});
