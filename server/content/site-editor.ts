// The back office's editor of the rest of the site's content the player app shows (issue 16): the
// banner slides, the content pages (the footer's links are the pages of category 2), the start-up popup,
// the footer's texts (translations under `footer.`) and the site options. Every save runs in one
// transaction that reads the thing before, writes it, reads it after, raises the content revision and
// writes one audit row with before and after; rich text is sanitised (./sanitize.ts) before it is stored.
// So every instance's bootstrap cache refills on its next read (./revision.ts), and pages are read from
// the database on every request.
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Queryable } from '../db/client';
import {
  contentCategories,
  contentCategoryTranslations,
  contentPageTranslations,
  contentPages,
  languages,
  popupImages,
  popupTranslations,
  popups,
  siteOptions,
  sliderItems,
  sliders,
  translations,
} from '../db/schema/content';
import type { MessageKey } from '../i18n';
import { ApiError } from '../lib/api-error';
import { invalidateBootstrap } from './index';
import { bumpContentRevision } from './revision';
import { sanitizeRichText } from './sanitize';

export const EDITED_LOCALES = ['tr', 'en'] as const;
export type EditedLocale = (typeof EDITED_LOCALES)[number];
/** Per language texts: Turkish always, English when the operator wrote one. */
export type Texts<T> = { tr: T; en?: T };

/** The footer's texts the player's footer reads from the translations (src/layout/site-footer.tsx). */
export const FOOTER_KEYS = ['footer.copyright', 'footer.licenseStatement', 'footer.responsibleGaming'] as const;
export type FooterKey = (typeof FOOTER_KEYS)[number];

export interface Banner {
  id: number;
  sliderId: number;
  slug: string;
  sort: number;
  url: string | null;
  target: '_self' | '_blank';
  imageUrl: string;
  imageUrlMd: string | null;
  imageUrlLg: string | null;
  alt: string;
  enabled: boolean;
  /** The schedule, ISO instants: shown from startsAt (included) until endsAt (excluded); null is open. */
  startsAt: string | null;
  endsAt: string | null;
}
export type BannerInput = Omit<Banner, 'id' | 'startsAt' | 'endsAt'> & { id?: number; startsAt?: string | null; endsAt?: string | null };

export interface PageText {
  title: string;
  bodyHtml: string;
}
export interface Page {
  id: number;
  categoryId: number;
  slug: string;
  sort: number;
  enabled: boolean;
  texts: Texts<PageText>;
}
export type PageInput = Omit<Page, 'id'> & { id?: number };

export interface PopupText {
  title: string;
  html: string;
}
export interface PopupImage {
  url: string;
  link: string | null;
}
export interface Popup {
  id: number;
  slug: string;
  sort: number;
  active: boolean;
  texts: Texts<PopupText>;
  images: PopupImage[];
  /** The schedule, ISO instants: served from startsAt (included) until endsAt (excluded); null is open. */
  startsAt: string | null;
  endsAt: string | null;
}
export type PopupInput = Omit<Popup, 'id' | 'startsAt' | 'endsAt'> & { id?: number; startsAt?: string | null; endsAt?: string | null };

export interface FooterText {
  key: FooterKey;
  tr: string;
  en: string | null;
}

export interface SiteOption {
  key: string;
  value: string;
  enabled: boolean;
  description: string | null;
}
export type SiteOptionInput = Omit<SiteOption, 'description'> & { description?: string | null };

export interface SiteContent {
  sliders: Array<{ id: number; slug: string; name: string; active: boolean }>;
  banners: Banner[];
  categories: Array<{ id: number; slug: string; name: string }>;
  pages: Page[];
  popups: Popup[];
  footer: FooterText[];
  options: SiteOption[];
}

/** Groups per-language rows of the edited languages into tr (falling back to en) and en. */
function textsOf<Row extends { locale: string }, T>(rows: Row[], pick: (row: Row) => T, fallback: T): Texts<T> {
  const of = (locale: EditedLocale) => rows.find((row) => row.locale === locale);
  const tr = of('tr') ?? of('en');
  const en = of('en');
  return en ? { tr: tr ? pick(tr) : fallback, en: pick(en) } : { tr: tr ? pick(tr) : fallback };
}

async function loadBanners(q: Queryable, id?: number): Promise<Banner[]> {
  const rows = await q
    .select()
    .from(sliderItems)
    .where(id === undefined ? undefined : eq(sliderItems.id, id))
    .orderBy(asc(sliderItems.sliderId), asc(sliderItems.sort), asc(sliderItems.id));
  return rows.map((row) => ({
    id: row.id,
    sliderId: row.sliderId,
    slug: row.slug,
    sort: row.sort,
    url: row.url,
    target: row.target as Banner['target'],
    imageUrl: row.imageUrl,
    imageUrlMd: row.imageUrlMd,
    imageUrlLg: row.imageUrlLg,
    alt: row.alt,
    enabled: row.enabled,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}

async function loadPages(q: Queryable, id?: number): Promise<Page[]> {
  const rows = await q
    .select()
    .from(contentPages)
    .where(id === undefined ? undefined : eq(contentPages.id, id))
    .orderBy(asc(contentPages.categoryId), asc(contentPages.sort), asc(contentPages.id));
  if (rows.length === 0) return [];
  const texts = await q
    .select()
    .from(contentPageTranslations)
    .where(and(inArray(contentPageTranslations.pageId, rows.map((row) => row.id)), inArray(contentPageTranslations.locale, [...EDITED_LOCALES])));
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    slug: row.slug,
    sort: row.sort,
    enabled: row.enabled,
    texts: textsOf(
      texts.filter((text) => text.pageId === row.id),
      (text) => ({ title: text.title, bodyHtml: text.bodyHtml }),
      { title: row.slug, bodyHtml: '' },
    ),
  }));
}

async function loadPopups(q: Queryable, id?: number): Promise<Popup[]> {
  const rows = await q
    .select()
    .from(popups)
    .where(id === undefined ? undefined : eq(popups.id, id))
    .orderBy(asc(popups.sort), asc(popups.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [texts, images] = await Promise.all([
    q.select().from(popupTranslations).where(and(inArray(popupTranslations.popupId, ids), inArray(popupTranslations.locale, [...EDITED_LOCALES]))),
    q.select().from(popupImages).where(inArray(popupImages.popupId, ids)).orderBy(asc(popupImages.sort), asc(popupImages.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    sort: row.sort,
    active: row.active,
    texts: textsOf(
      texts.filter((text) => text.popupId === row.id),
      (text) => ({ title: text.title ?? '', html: text.html ?? '' }),
      { title: '', html: '' },
    ),
    images: images.filter((image) => image.popupId === row.id).map((image) => ({ url: image.url, link: image.link })),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}

async function loadFooter(q: Queryable): Promise<FooterText[]> {
  const rows = await q
    .select({ locale: translations.locale, key: translations.key, value: translations.value })
    .from(translations)
    .where(and(like(translations.key, 'footer.%'), inArray(translations.locale, [...EDITED_LOCALES])));
  return FOOTER_KEYS.map((key) => ({
    key,
    tr: rows.find((row) => row.key === key && row.locale === 'tr')?.value ?? '',
    en: rows.find((row) => row.key === key && row.locale === 'en')?.value ?? null,
  }));
}

async function loadOptions(q: Queryable, key?: string): Promise<SiteOption[]> {
  const rows = await q
    .select()
    .from(siteOptions)
    .where(key === undefined ? undefined : eq(siteOptions.key, key))
    .orderBy(asc(siteOptions.key));
  return rows.map((row) => ({ key: row.key, value: row.value, enabled: row.enabled, description: row.description }));
}

/** Everything the editor shows, enabled or not, as stored. */
export async function loadSiteContent(q: Queryable): Promise<SiteContent> {
  const [sliderRows, banners, categoryRows, categoryNames, pages, popupList, footer, options] = await Promise.all([
    q.select({ id: sliders.id, slug: sliders.slug, name: sliders.name, active: sliders.active }).from(sliders).orderBy(asc(sliders.id)),
    loadBanners(q),
    q.select({ id: contentCategories.id, slug: contentCategories.slug }).from(contentCategories).orderBy(asc(contentCategories.sort), asc(contentCategories.id)),
    q.select().from(contentCategoryTranslations).where(eq(contentCategoryTranslations.locale, 'tr')),
    loadPages(q),
    loadPopups(q),
    loadFooter(q),
    loadOptions(q),
  ]);
  return {
    sliders: sliderRows,
    banners,
    categories: categoryRows.map((row) => ({ ...row, name: categoryNames.find((name) => name.categoryId === row.id)?.name ?? row.slug })),
    pages,
    popups: popupList,
    footer,
    options,
  };
}

interface Edit<T> {
  action: string;
  target: (after: T) => { kind: string; id: string | number };
  /** The thing as stored before the edit (locked), or null for a new one. */
  before: (tx: Queryable) => Promise<T | null>;
  /** Writes the edit and answers the key to read the thing after it. */
  write: (tx: Queryable, before: T | null) => Promise<void | number | string>;
  after: (tx: Queryable, key: void | number | string) => Promise<T>;
}

/** One edit: before, write, after, the revision raised and the audit row, all in one transaction. */
async function edit<T>(q: Queryable, acting: Acting, spec: Edit<T>): Promise<T> {
  const saved = await q.transaction(async (tx) => {
    // Texts reference their language; the two the API speaks exist even in a database without the seed.
    await tx.insert(languages).values([{ locale: 'tr', name: 'Türkçe' }, { locale: 'en', name: 'English', sort: 1 }]).onConflictDoNothing({ target: languages.locale });
    const before = await spec.before(tx);
    const key = await spec.write(tx, before);
    const after = await spec.after(tx, key);
    await bumpContentRevision(tx);
    await audit(tx, { ...acting, action: spec.action, target: spec.target(after), details: { before, after } });
    return after;
  });
  invalidateBootstrap(q);
  return saved;
}

/** Locks the row of `id` (or throws 404 with `notFound`), then answers it as the editor sees it. */
async function existing<T>(tx: Queryable, id: number | undefined, lock: (id: number) => Promise<unknown[]>, load: (id: number) => Promise<T[]>, notFound: MessageKey): Promise<T | null> {
  if (id === undefined) return null;
  const [locked] = await lock(id);
  if (!locked) throw new ApiError(404, notFound, { id });
  const [found] = await load(id);
  return found ?? null;
}

/** Replaces the edited languages' rows of one owner: English is removed when the operator left it out. */
async function replaceTexts<T>(texts: Texts<T>, remove: (locale: EditedLocale) => Promise<unknown>, insert: (locale: EditedLocale, text: T) => Promise<unknown>) {
  for (const locale of EDITED_LOCALES) {
    await remove(locale);
    const text = texts[locale];
    if (text) await insert(locale, text);
  }
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * A schedule as stored: the instants, or null for an open end. An end not after the start would never show
 * the thing: refused with `problem` before anything is written (the tables' CHECKs say the same).
 */
export function windowOf(input: { startsAt?: string | null; endsAt?: string | null }, problem: MessageKey): { startsAt: Date | null; endsAt: Date | null } {
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) throw new ApiError(400, problem);
  return { startsAt, endsAt };
}

export function saveBanner(q: Queryable, input: BannerInput, acting: Acting): Promise<Banner> {
  const { startsAt, endsAt } = windowOf(input, 'ops.banner.window');
  return edit<Banner>(q, acting, {
    action: input.id === undefined ? 'banner.create' : 'banner.update',
    target: (after) => ({ kind: 'banner', id: after.id }),
    before: (tx) =>
      existing(tx, input.id, (id) => tx.select({ id: sliderItems.id }).from(sliderItems).where(eq(sliderItems.id, id)).for('update'), (id) => loadBanners(tx, id), 'ops.banner.notFound'),
    write: async (tx) => {
      const [slider] = await tx.select({ id: sliders.id }).from(sliders).where(eq(sliders.id, input.sliderId));
      if (!slider) throw new ApiError(404, 'ops.slider.notFound', { id: input.sliderId });
      const [taken] = await tx.select({ id: sliderItems.id }).from(sliderItems).where(and(eq(sliderItems.sliderId, input.sliderId), eq(sliderItems.slug, input.slug)));
      if (taken && taken.id !== input.id) throw new ApiError(409, 'ops.banner.slugTaken', { slug: input.slug });
      const values = {
        sliderId: input.sliderId,
        slug: input.slug,
        sort: input.sort,
        url: blankToNull(input.url),
        target: input.target,
        imageUrl: input.imageUrl.trim(),
        imageUrlMd: blankToNull(input.imageUrlMd),
        imageUrlLg: blankToNull(input.imageUrlLg),
        alt: input.alt.trim(),
        enabled: input.enabled,
        startsAt,
        endsAt,
      };
      if (input.id !== undefined) {
        await tx.update(sliderItems).set(values).where(eq(sliderItems.id, input.id));
        return input.id;
      }
      const [created] = await tx.insert(sliderItems).values(values).returning({ id: sliderItems.id });
      return created!.id;
    },
    after: async (tx, id) => (await loadBanners(tx, id as number))[0]!,
  });
}

export function saveContentPage(q: Queryable, input: PageInput, acting: Acting): Promise<Page> {
  const clean = (text: PageText): PageText => ({ title: text.title.trim(), bodyHtml: sanitizeRichText(text.bodyHtml) });
  const texts: Texts<PageText> = { tr: clean(input.texts.tr), ...(input.texts.en ? { en: clean(input.texts.en) } : {}) };
  return edit<Page>(q, acting, {
    action: input.id === undefined ? 'page.create' : 'page.update',
    target: (after) => ({ kind: 'page', id: after.id }),
    before: (tx) =>
      existing(tx, input.id, (id) => tx.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.id, id)).for('update'), (id) => loadPages(tx, id), 'ops.page.notFound'),
    write: async (tx) => {
      const [category] = await tx.select({ id: contentCategories.id }).from(contentCategories).where(eq(contentCategories.id, input.categoryId));
      if (!category) throw new ApiError(404, 'ops.category.notFound', { id: input.categoryId });
      const [taken] = await tx.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, input.slug));
      if (taken && taken.id !== input.id) throw new ApiError(409, 'ops.page.slugTaken', { slug: input.slug });
      const values = { categoryId: input.categoryId, slug: input.slug, sort: input.sort, enabled: input.enabled };
      let id = input.id;
      if (id !== undefined) await tx.update(contentPages).set(values).where(eq(contentPages.id, id));
      else id = (await tx.insert(contentPages).values(values).returning({ id: contentPages.id }))[0]!.id;
      const pageId = id;
      await replaceTexts(
        texts,
        (locale) => tx.delete(contentPageTranslations).where(and(eq(contentPageTranslations.pageId, pageId), eq(contentPageTranslations.locale, locale))),
        (locale, text) => tx.insert(contentPageTranslations).values({ pageId, locale, title: text.title, bodyHtml: text.bodyHtml }),
      );
      return pageId;
    },
    after: async (tx, id) => (await loadPages(tx, id as number))[0]!,
  });
}

export function savePopup(q: Queryable, input: PopupInput, acting: Acting): Promise<Popup> {
  const clean = (text: PopupText): PopupText => ({ title: text.title.trim(), html: sanitizeRichText(text.html) });
  const texts: Texts<PopupText> = { tr: clean(input.texts.tr), ...(input.texts.en ? { en: clean(input.texts.en) } : {}) };
  const { startsAt, endsAt } = windowOf(input, 'ops.popup.window');
  return edit<Popup>(q, acting, {
    action: input.id === undefined ? 'popup.create' : 'popup.update',
    target: (after) => ({ kind: 'popup', id: after.id }),
    before: (tx) => existing(tx, input.id, (id) => tx.select({ id: popups.id }).from(popups).where(eq(popups.id, id)).for('update'), (id) => loadPopups(tx, id), 'ops.popup.notFound'),
    write: async (tx) => {
      const [taken] = await tx.select({ id: popups.id }).from(popups).where(eq(popups.slug, input.slug));
      if (taken && taken.id !== input.id) throw new ApiError(409, 'ops.popup.slugTaken', { slug: input.slug });
      const values = { slug: input.slug, sort: input.sort, active: input.active, startsAt, endsAt };
      let id = input.id;
      if (id !== undefined) await tx.update(popups).set(values).where(eq(popups.id, id));
      else id = (await tx.insert(popups).values(values).returning({ id: popups.id }))[0]!.id;
      const popupId = id;
      await replaceTexts(
        texts,
        (locale) => tx.delete(popupTranslations).where(and(eq(popupTranslations.popupId, popupId), eq(popupTranslations.locale, locale))),
        (locale, text) => tx.insert(popupTranslations).values({ popupId, locale, title: text.title || null, html: text.html || null }),
      );
      await tx.delete(popupImages).where(eq(popupImages.popupId, popupId));
      // The same address twice is one image (the table keeps them unique per popup).
      const images = [...new Map(input.images.map((image) => [image.url.trim(), image])).values()];
      if (images.length > 0)
        await tx.insert(popupImages).values(images.map((image, sort) => ({ popupId, sort, url: image.url.trim(), link: blankToNull(image.link) })));
      return popupId;
    },
    after: async (tx, id) => (await loadPopups(tx, id as number))[0]!,
  });
}

export function saveFooterText(q: Queryable, input: { key: FooterKey; tr: string; en: string | null }, acting: Acting): Promise<FooterText> {
  const find = async (tx: Queryable) => (await loadFooter(tx)).find((text) => text.key === input.key)!;
  return edit<FooterText>(q, acting, {
    action: 'footer.update',
    target: () => ({ kind: 'translation', id: input.key }),
    before: find,
    write: async (tx) => {
      const values: Record<EditedLocale, string | null> = { tr: input.tr.trim(), en: blankToNull(input.en) };
      for (const locale of EDITED_LOCALES) {
        const value = values[locale];
        // An empty text is no row: the player's footer then shows its default (or the Turkish text).
        if (!value) await tx.delete(translations).where(and(eq(translations.key, input.key), eq(translations.locale, locale)));
        else
          await tx
            .insert(translations)
            .values({ locale, key: input.key, value })
            .onConflictDoUpdate({ target: [translations.locale, translations.key], set: { value } });
      }
    },
    after: find,
  });
}

export function saveSiteOption(q: Queryable, input: SiteOptionInput, acting: Acting): Promise<SiteOption> {
  const key = input.key.toLowerCase();
  return edit<SiteOption>(q, acting, {
    action: 'site-option.update',
    target: () => ({ kind: 'site-option', id: key }),
    before: async (tx) => (await tx.select({ key: siteOptions.key }).from(siteOptions).where(eq(siteOptions.key, key)).for('update')).length ? (await loadOptions(tx, key))[0]! : null,
    write: async (tx) => {
      const set = { value: input.value, enabled: input.enabled, ...(input.description !== undefined ? { description: blankToNull(input.description) } : {}) };
      await tx.insert(siteOptions).values({ key, ...set }).onConflictDoUpdate({ target: siteOptions.key, set });
    },
    after: async (tx) => (await loadOptions(tx, key))[0]!,
  });
}
