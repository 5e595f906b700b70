// Content: promotions (issue 16). The list as stored; opening one (or a new one) edits a draft with its
// title and rich text per language (tr required, en optional) beside a preview drawn as the player sees
// it; saving sends the draft, the server sanitises the HTML and answers the stored promotion, which
// replaces the list's copy. The player's site reads the change on its next request. A promotion may have a
// schedule (start and end on the Turkish clock, either open): the player's list and its page show it only
// inside it, and an end not after the start keeps Save off with the reason shown.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { windowDraft, windowProblem, windowRequest } from '../backoffice-site-content/backoffice-site-content.machine';
import { contentActors, type OpsPromotion, type OpsPromotionSave } from './backoffice-content.actors';

export type ContentLocale = 'tr' | 'en';
export type DraftField = 'slug' | 'sort' | 'enabled' | 'imageUrl' | 'startsAt' | 'endsAt';

export interface PromotionDraft {
  id: number | null;
  slug: string;
  sort: number;
  enabled: boolean;
  imageUrl: string;
  texts: Record<ContentLocale, { title: string; descriptionHtml: string }>;
  /** The schedule as typed: `YYYY-MM-DDTHH:mm` on the Turkish clock (UTC+3), empty for an open end. */
  startsAt: string;
  endsAt: string;
}

export interface ContentContext {
  promotions: OpsPromotion[] | null;
  draft: PromotionDraft | null;
  locale: ContentLocale;
}

export type ContentEvent =
  | { type: 'content.retried' }
  | { type: 'content.promotion.opened'; id: number }
  | { type: 'content.promotion.created' }
  | { type: 'content.field.changed'; field: 'slug' | 'imageUrl' | 'startsAt' | 'endsAt'; value: string }
  | { type: 'content.sort.changed'; value: number }
  | { type: 'content.enabled.changed'; value: boolean }
  | { type: 'content.locale.chosen'; locale: ContentLocale }
  | { type: 'content.text.changed'; field: 'title' | 'descriptionHtml'; value: string }
  | { type: 'content.saved' }
  | { type: 'content.closed' };

/** The contract's slug: lower-case words joined by single hyphens, 2 to 80 characters. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMPTY_TEXT = { title: '', descriptionHtml: '' };

const output = <T>(event: unknown) => (event as { output: T }).output;

export const draftOf = (promotion: OpsPromotion | null): PromotionDraft =>
  promotion
    ? {
        id: promotion.id,
        slug: promotion.slug,
        sort: promotion.sort,
        enabled: promotion.enabled,
        imageUrl: promotion.imageUrl ?? '',
        texts: { tr: { ...promotion.texts.tr }, en: promotion.texts.en ? { ...promotion.texts.en } : { ...EMPTY_TEXT } },
        ...windowDraft(promotion),
      }
    : { id: null, slug: '', sort: 0, enabled: true, imageUrl: '', texts: { tr: { ...EMPTY_TEXT }, en: { ...EMPTY_TEXT } }, startsAt: '', endsAt: '' };

/** What the server is sent: English only when it has a title; the image removed when emptied. */
export const requestOf = (draft: PromotionDraft): OpsPromotionSave => ({
  ...(draft.id !== null ? { id: draft.id } : {}),
  slug: draft.slug.trim(),
  sort: draft.sort,
  enabled: draft.enabled,
  imageUrl: draft.imageUrl.trim() || null,
  texts: { tr: draft.texts.tr, ...(draft.texts.en.title.trim() ? { en: draft.texts.en } : {}) },
  ...windowRequest(draft),
});

export const isDraftValid = (draft: PromotionDraft | null) =>
  draft !== null &&
  SLUG.test(draft.slug.trim()) &&
  draft.slug.trim().length >= 2 &&
  draft.texts.tr.title.trim().length > 0 &&
  Number.isInteger(draft.sort) &&
  draft.sort >= 0 &&
  windowProblem(draft) === null;

export const contentMachine = setup({
  types: { context: {} as ContentContext, events: {} as ContentEvent },
  // Provided at the app edge with the operator's API client: contentActors(api).
  actors: contentActors(apiNotProvided('backofficeContent')),
  guards: {
    'is draft valid': ({ context }) => isDraftValid(context.draft),
  },
  actions: {
    'keep promotions': assign({ promotions: ({ event }) => output<OpsPromotion[]>(event) }),
    'open promotion': assign({
      draft: ({ context, event }) => draftOf(event.type === 'content.promotion.opened' ? (context.promotions?.find((p) => p.id === event.id) ?? null) : null),
      locale: 'tr' as const,
    }),
    'change field': assign({
      draft: ({ context, event }) => {
        if (!context.draft) return null;
        if (event.type === 'content.field.changed') return { ...context.draft, [event.field]: event.value };
        if (event.type === 'content.sort.changed') return { ...context.draft, sort: event.value };
        if (event.type === 'content.enabled.changed') return { ...context.draft, enabled: event.value };
        return context.draft;
      },
    }),
    'change text': assign({
      draft: ({ context, event }) =>
        context.draft && event.type === 'content.text.changed'
          ? { ...context.draft, texts: { ...context.draft.texts, [context.locale]: { ...context.draft.texts[context.locale], [event.field]: event.value } } }
          : context.draft,
    }),
    'choose locale': assign({ locale: ({ context, event }) => (event.type === 'content.locale.chosen' ? event.locale : context.locale) }),
    'keep saved promotion': assign({
      promotions: ({ context, event }) => {
        const saved = output<{ promotion: OpsPromotion }>(event).promotion;
        const others = (context.promotions ?? []).filter((p) => p.id !== saved.id);
        return [...others, saved].sort((a, b) => a.sort - b.sort || a.id - b.id);
      },
      draft: null,
    }),
    'forget draft': assign({ draft: null }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeContent',
  context: () => ({ promotions: null, draft: null, locale: 'tr' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        onDone: { target: 'list', actions: 'keep promotions' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'content.retried': 'loading' },
    },
    list: {
      on: {
        'content.promotion.opened': { target: 'editing', actions: 'open promotion' },
        'content.promotion.created': { target: 'editing', actions: 'open promotion' },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'content.closed': { target: 'list', actions: 'forget draft' },
      },
      states: {
        idle: {
          on: {
            'content.field.changed': { actions: 'change field' },
            'content.sort.changed': { actions: 'change field' },
            'content.enabled.changed': { actions: 'change field' },
            'content.text.changed': { actions: 'change text' },
            'content.locale.chosen': { actions: 'choose locale' },
            'content.saved': { guard: 'is draft valid', target: 'saving' },
          },
        },
        saving: {
          tags: ['loading'],
          invoke: {
            id: 'savePromotion',
            src: 'savePromotion',
            input: ({ context }) => ({ draft: requestOf(context.draft!) }),
            onDone: {
              target: '#backofficeContent.list',
              actions: ['keep saved promotion', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
            },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
