// Site content (issue 16): banner slides, content pages (the footer's links among them), start-up popups,
// the footer's texts and site options, each kind a tab. The content is read once; an item (or a new one)
// opens as a draft beside a preview drawn as the player sees it; publishing is the draft's "enabled"
// (a popup's "active"); saving sends the draft of its kind, the server sanitises rich text and answers
// what it stored, which replaces the list's copy. The player's site reads the change on its next request.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { fromTurkishInput, toTurkishInput } from '../backoffice-campaigns/backoffice-campaigns.machine';
import { type OpsSiteContent, siteContentActors, type SiteSave, type SiteSaved } from './backoffice-site-content.actors';

export type SiteKind = 'banner' | 'page' | 'popup' | 'footer' | 'option';
export const SITE_KINDS: readonly SiteKind[] = ['banner', 'page', 'popup', 'footer', 'option'];
export type SiteLocale = 'tr' | 'en';
type Text = { title: string; html: string };
type Localized = Record<SiteLocale, Text>;

export type SiteDraft =
  /** startsAt / endsAt as typed: `YYYY-MM-DDTHH:mm` on the Turkish clock (UTC+3), empty for an open end. */
  | { kind: 'banner'; id: number | null; sliderId: number; slug: string; sort: number; url: string; target: '_self' | '_blank'; imageUrl: string; imageUrlMd: string; imageUrlLg: string; alt: string; enabled: boolean; startsAt: string; endsAt: string }
  | { kind: 'page'; id: number | null; categoryId: number; slug: string; sort: number; enabled: boolean; texts: Localized }
  /** A popup's schedule as a banner's: the Turkish clock, empty for an open end. */
  | { kind: 'popup'; id: number | null; slug: string; sort: number; enabled: boolean; texts: Localized; images: Array<{ url: string; link: string }>; startsAt: string; endsAt: string }
  | { kind: 'footer'; key: OpsSiteContent['footer'][number]['key']; tr: string; en: string }
  | { kind: 'option'; isNew: boolean; key: string; value: string; enabled: boolean; description: string };

export interface SiteContentContext {
  site: OpsSiteContent | null;
  tab: SiteKind;
  draft: SiteDraft | null;
  locale: SiteLocale;
}

export type SiteContentEvent =
  | { type: 'site.retried' }
  | { type: 'site.tab.chosen'; tab: SiteKind }
  | { type: 'site.item.opened'; kind: SiteKind; key: number | string }
  | { type: 'site.item.created'; kind: Exclude<SiteKind, 'footer'> }
  | { type: 'site.field.changed'; field: string; value: string | number | boolean }
  | { type: 'site.text.changed'; field: keyof Text; value: string }
  | { type: 'site.locale.chosen'; locale: SiteLocale }
  | { type: 'site.image.added' }
  | { type: 'site.image.removed'; index: number }
  | { type: 'site.image.changed'; index: number; field: 'url' | 'link'; value: string }
  | { type: 'site.saved' }
  | { type: 'site.closed' };

/** The contract's slug, address and option key (openapi: OpsSlug, OpsUrl, OpsSiteOptionSaveRequest.key). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const URL_FORM = /^(\/|https:\/\/)/;
const OPTION_KEY = /^[a-z0-9_.-]+$/;
const EMPTY: Text = { title: '', html: '' };
/** How many images a popup may have (openapi: OpsPopupSaveRequest.images.maxItems). */
export const MAX_POPUP_IMAGES = 10;

const output = <T>(event: unknown) => (event as { output: T }).output;
const localized = (texts: { tr: Text; en?: Text }): Localized => ({ tr: { ...texts.tr }, en: texts.en ? { ...texts.en } : { ...EMPTY } });

/** The draft of a stored item, or of a new one of its kind (in the first slider or category). */
export function draftOf(site: OpsSiteContent, kind: SiteKind, key: number | string | null): SiteDraft | null {
  switch (kind) {
    case 'banner': {
      const b = site.banners.find((x) => x.id === key);
      if (key !== null && !b) return null;
      return b
        ? { kind, id: b.id, sliderId: b.sliderId, slug: b.slug, sort: b.sort, url: b.url ?? '', target: b.target, imageUrl: b.imageUrl, imageUrlMd: b.imageUrlMd ?? '', imageUrlLg: b.imageUrlLg ?? '', alt: b.alt, enabled: b.enabled, startsAt: b.startsAt ? toTurkishInput(b.startsAt) : '', endsAt: b.endsAt ? toTurkishInput(b.endsAt) : '' }
        : { kind, id: null, sliderId: site.sliders[0]?.id ?? 0, slug: '', sort: 0, url: '', target: '_self', imageUrl: '', imageUrlMd: '', imageUrlLg: '', alt: '', enabled: true, startsAt: '', endsAt: '' };
    }
    case 'page': {
      const p = site.pages.find((x) => x.id === key);
      if (key !== null && !p) return null;
      return p
        ? { kind, id: p.id, categoryId: p.categoryId, slug: p.slug, sort: p.sort, enabled: p.enabled, texts: localized({ tr: { title: p.texts.tr.title, html: p.texts.tr.bodyHtml }, ...(p.texts.en ? { en: { title: p.texts.en.title, html: p.texts.en.bodyHtml } } : {}) }) }
        : { kind, id: null, categoryId: site.categories[0]?.id ?? 0, slug: '', sort: 0, enabled: true, texts: localized({ tr: EMPTY }) };
    }
    case 'popup': {
      const p = site.popups.find((x) => x.id === key);
      if (key !== null && !p) return null;
      return p
        ? { kind, id: p.id, slug: p.slug, sort: p.sort, enabled: p.active, texts: localized(p.texts), images: p.images.map((image) => ({ url: image.url, link: image.link ?? '' })), ...windowDraft(p) }
        : { kind, id: null, slug: '', sort: 0, enabled: true, texts: localized({ tr: EMPTY }), images: [{ url: '', link: '' }], startsAt: '', endsAt: '' };
    }
    case 'footer': {
      const f = site.footer.find((x) => x.key === key);
      return f ? { kind, key: f.key, tr: f.tr, en: f.en ?? '' } : null;
    }
    case 'option': {
      const o = site.options.find((x) => x.key === key);
      if (key !== null && !o) return null;
      return o ? { kind, isNew: false, key: o.key, value: o.value, enabled: o.enabled, description: o.description ?? '' } : { kind, isNew: true, key: '', value: '', enabled: true, description: '' };
    }
  }
}

const optionalUrl = (value: string) => !value.trim() || URL_FORM.test(value.trim());
const slugValid = (slug: string) => SLUG.test(slug.trim()) && slug.trim().length >= 2 && slug.trim().length <= 80;
const sortValid = (sort: number) => Number.isInteger(sort) && sort >= 0 && sort <= 100000;

/** A stored schedule as the form shows it: the Turkish clock, empty for an open end. */
export const windowDraft = (stored: { startsAt: string | null; endsAt: string | null }) => ({
  startsAt: stored.startsAt ? toTurkishInput(stored.startsAt) : '',
  endsAt: stored.endsAt ? toTurkishInput(stored.endsAt) : '',
});

/** A form's schedule as the server takes it: ISO instants, null for an open end (check windowProblem first). */
export const windowRequest = (draft: { startsAt: string; endsAt: string }) => ({
  startsAt: draft.startsAt.trim() ? fromTurkishInput(draft.startsAt.trim()) : null,
  endsAt: draft.endsAt.trim() ? fromTurkishInput(draft.endsAt.trim()) : null,
});

export type WindowProblem = 'startsAt' | 'endsAt' | 'order';

/**
 * What is wrong with a schedule (a banner's, a popup's, a promotion's): a start or end that is not a time,
 * or an end not after the start (the server refuses the same). Null when it is fine; either end may be
 * left empty.
 */
export function windowProblem(draft: { startsAt: string; endsAt: string }): WindowProblem | null {
  const starts = draft.startsAt.trim() ? fromTurkishInput(draft.startsAt.trim()) : '';
  const ends = draft.endsAt.trim() ? fromTurkishInput(draft.endsAt.trim()) : '';
  if (starts === null) return 'startsAt';
  if (ends === null) return 'endsAt';
  if (starts && ends && Date.parse(ends) <= Date.parse(starts)) return 'order';
  return null;
}

/** The banner form's name for it (its schedule came first). */
export const bannerWindowProblem = windowProblem;

export function isDraftValid(draft: SiteDraft | null): boolean {
  if (!draft) return false;
  switch (draft.kind) {
    case 'banner':
      return (
        draft.sliderId > 0 &&
        slugValid(draft.slug) &&
        sortValid(draft.sort) &&
        URL_FORM.test(draft.imageUrl.trim()) &&
        [draft.url, draft.imageUrlMd, draft.imageUrlLg].every(optionalUrl) &&
        bannerWindowProblem(draft) === null
      );
    case 'page':
      return draft.categoryId > 0 && slugValid(draft.slug) && sortValid(draft.sort) && draft.texts.tr.title.trim().length > 0;
    case 'popup':
      return slugValid(draft.slug) && sortValid(draft.sort) && draft.images.every((image) => URL_FORM.test(image.url.trim()) && optionalUrl(image.link)) && windowProblem(draft) === null;
    case 'footer':
      return true;
    case 'option':
      return OPTION_KEY.test(draft.key.trim()) && draft.key.trim().length <= 80;
  }
}

const textOf = (text: Text) => ({ title: text.title.trim(), html: text.html });
/** English goes out only when it has a title (a popup: a title or a text); else players read the Turkish. */
const englishOf = (texts: Localized, needsTitle: boolean) => (texts.en.title.trim() || (!needsTitle && texts.en.html.trim()) ? texts.en : null);

/** What the server is sent for a draft. */
export function requestOf(draft: SiteDraft): SiteSave {
  const id = 'id' in draft && draft.id !== null ? { id: draft.id } : {};
  switch (draft.kind) {
    case 'banner':
      return {
        kind: 'banner',
        body: {
          ...id,
          sliderId: draft.sliderId,
          slug: draft.slug.trim(),
          sort: draft.sort,
          url: draft.url.trim() || null,
          target: draft.target,
          imageUrl: draft.imageUrl.trim(),
          imageUrlMd: draft.imageUrlMd.trim() || null,
          imageUrlLg: draft.imageUrlLg.trim() || null,
          alt: draft.alt.trim(),
          enabled: draft.enabled,
          startsAt: draft.startsAt.trim() ? fromTurkishInput(draft.startsAt.trim()) : null,
          endsAt: draft.endsAt.trim() ? fromTurkishInput(draft.endsAt.trim()) : null,
        },
      };
    case 'page': {
      const en = englishOf(draft.texts, true);
      const page = (text: Text) => ({ title: textOf(text).title, bodyHtml: text.html });
      return { kind: 'page', body: { ...id, categoryId: draft.categoryId, slug: draft.slug.trim(), sort: draft.sort, enabled: draft.enabled, texts: { tr: page(draft.texts.tr), ...(en ? { en: page(en) } : {}) } } };
    }
    case 'popup': {
      const en = englishOf(draft.texts, false);
      return {
        kind: 'popup',
        body: {
          ...id,
          slug: draft.slug.trim(),
          sort: draft.sort,
          active: draft.enabled,
          texts: { tr: textOf(draft.texts.tr), ...(en ? { en: textOf(en) } : {}) },
          images: draft.images.map((image) => ({ url: image.url.trim(), link: image.link.trim() || null })),
          ...windowRequest(draft),
        },
      };
    }
    case 'footer':
      return { kind: 'footer', body: { key: draft.key, tr: draft.tr, en: draft.en.trim() ? draft.en : null } };
    case 'option':
      return { kind: 'option', body: { key: draft.key.trim(), value: draft.value, enabled: draft.enabled, description: draft.description.trim() || null } };
  }
}

/** The stored item replaces the list's copy (or joins the list), in the server's order. */
export function withSaved(site: OpsSiteContent, saved: SiteSaved): OpsSiteContent {
  const put = <T>(list: T[], same: (x: T) => boolean, item: T, order: (a: T, b: T) => number) => [...list.filter((x) => !same(x)), item].sort(order);
  switch (saved.kind) {
    case 'banner':
      return { ...site, banners: put(site.banners, (x) => x.id === saved.item.id, saved.item, (a, b) => a.sliderId - b.sliderId || a.sort - b.sort || a.id - b.id) };
    case 'page':
      return { ...site, pages: put(site.pages, (x) => x.id === saved.item.id, saved.item, (a, b) => a.categoryId - b.categoryId || a.sort - b.sort || a.id - b.id) };
    case 'popup':
      return { ...site, popups: put(site.popups, (x) => x.id === saved.item.id, saved.item, (a, b) => a.sort - b.sort || a.id - b.id) };
    case 'footer':
      return { ...site, footer: site.footer.map((x) => (x.key === saved.item.key ? saved.item : x)) };
    case 'option':
      return { ...site, options: put(site.options, (x) => x.key === saved.item.key, saved.item, (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) };
  }
}

export const siteContentMachine = setup({
  types: { context: {} as SiteContentContext, events: {} as SiteContentEvent },
  // Provided at the app edge with the operator's API client: siteContentActors(api).
  actors: siteContentActors(apiNotProvided('backofficeSiteContent')),
  guards: {
    'is draft valid': ({ context }) => isDraftValid(context.draft),
    'is the item there': ({ context, event }) =>
      context.site !== null && (event.type === 'site.item.opened' ? draftOf(context.site, event.kind, event.key) !== null : event.type === 'site.item.created'),
    'may add an image': ({ context }) => context.draft?.kind === 'popup' && context.draft.images.length < MAX_POPUP_IMAGES,
  },
  actions: {
    'keep site': assign({ site: ({ event }) => output<OpsSiteContent>(event) }),
    'choose tab': assign({ tab: ({ context, event }) => (event.type === 'site.tab.chosen' ? event.tab : context.tab) }),
    'open item': assign({
      draft: ({ context, event }) =>
        event.type === 'site.item.opened' ? draftOf(context.site!, event.kind, event.key) : event.type === 'site.item.created' ? draftOf(context.site!, event.kind, null) : null,
      tab: ({ context, event }) => (event.type === 'site.item.opened' || event.type === 'site.item.created' ? event.kind : context.tab),
      locale: 'tr' as const,
    }),
    'change field': assign({
      draft: ({ context, event }) => {
        if (!context.draft || event.type !== 'site.field.changed') return context.draft;
        // Only fields the draft has: an event cannot add a member or change the kind.
        if (!(event.field in context.draft) || event.field === 'kind' || event.field === 'texts' || event.field === 'images') return context.draft;
        return { ...context.draft, [event.field]: event.value } as SiteDraft;
      },
    }),
    'change text': assign({
      draft: ({ context, event }) => {
        const draft = context.draft;
        if (!draft || event.type !== 'site.text.changed' || !('texts' in draft)) return draft;
        return { ...draft, texts: { ...draft.texts, [context.locale]: { ...draft.texts[context.locale], [event.field]: event.value } } };
      },
    }),
    'choose locale': assign({ locale: ({ context, event }) => (event.type === 'site.locale.chosen' ? event.locale : context.locale) }),
    'change images': assign({
      draft: ({ context, event }) => {
        const draft = context.draft;
        if (draft?.kind !== 'popup') return draft;
        if (event.type === 'site.image.added') return { ...draft, images: [...draft.images, { url: '', link: '' }] };
        if (event.type === 'site.image.removed') return { ...draft, images: draft.images.filter((_, i) => i !== event.index) };
        if (event.type === 'site.image.changed') return { ...draft, images: draft.images.map((image, i) => (i === event.index ? { ...image, [event.field]: event.value } : image)) };
        return draft;
      },
    }),
    'keep saved item': assign({ site: ({ context, event }) => withSaved(context.site!, output<SiteSaved>(event)), draft: null }),
    'forget draft': assign({ draft: null }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeSiteContent',
  context: () => ({ site: null, tab: 'banner', draft: null, locale: 'tr' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSiteContent',
        src: 'loadSiteContent',
        onDone: { target: 'browsing', actions: 'keep site' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'site.retried': 'loading' },
    },
    browsing: {
      on: {
        'site.tab.chosen': { actions: 'choose tab' },
        'site.item.opened': { guard: 'is the item there', target: 'editing', actions: 'open item' },
        'site.item.created': { guard: 'is the item there', target: 'editing', actions: 'open item' },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'site.closed': { target: 'browsing', actions: 'forget draft' },
      },
      states: {
        idle: {
          on: {
            'site.field.changed': { actions: 'change field' },
            'site.text.changed': { actions: 'change text' },
            'site.locale.chosen': { actions: 'choose locale' },
            'site.image.added': { guard: 'may add an image', actions: 'change images' },
            'site.image.removed': { actions: 'change images' },
            'site.image.changed': { actions: 'change images' },
            'site.saved': { guard: 'is draft valid', target: 'saving' },
          },
        },
        saving: {
          tags: ['loading'],
          invoke: {
            id: 'saveSiteItem',
            src: 'saveSiteItem',
            input: ({ context }) => ({ save: requestOf(context.draft!) }),
            onDone: {
              target: '#backofficeSiteContent.browsing',
              actions: ['keep saved item', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
            },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
