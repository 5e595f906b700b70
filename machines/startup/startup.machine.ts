// Start-up (spec §4): the bootstrap data and the fingerprint first, then in parallel language, site
// settings, casino categories, notifications, domains, trial bonus, jackpots and svg icons. A failed
// bootstrap finishes as `false`; otherwise the output is the site data the app runs on.
import { assign, setup } from 'xstate';
import type { components } from '../../common/contract/schema.gen';
import { apiNotProvided } from '../shared/api-dependency';
import { kurusFromTry } from '../shared/money';
import type { KeyValueStore } from '../shared/ports';
import { type Bootstrap, ensureFingerprint, startupActors } from './startup.actors';

type Schemas = components['schemas'];
export type Locale = Schemas['Language']['locale'];

export const LANGUAGE_KEY = 'lang';
export const BOOTSTRAP_KEY = 'bootstrap';
export const DEFAULT_LOCALE: Locale = 'tr';

export interface StartupInput {
  storage: KeyValueStore;
  computeFingerprint: () => string;
  /** Whether a session was restored; notifications load only for a player. */
  loggedIn: boolean;
}

/** What the app runs on once start-up succeeded. */
export interface SiteData {
  bootstrap: Bootstrap;
  fingerprint: string;
  locale: Locale;
  languages: Schemas['Language'][];
  translations: Record<string, string>;
  /** Enabled site options only, keys lowercased (spec §9). */
  settings: Record<string, string>;
  appSettings: Record<string, string>;
  casinoCategories: Schemas['CasinoCategory'][];
  /** The announced domain change, if any (top banner). */
  domainChange: Schemas['DomainChange'] | null;
  currentDomain: string;
  /** Trial bonus offered at sign-up, in kuruş; 0 when none. */
  trialBonus: number;
}

export type StartupOutput = SiteData | false;

interface StartupContext extends StartupInput {
  /** The language stored by an earlier visit, read once at start. */
  storedLocale: string | null;
  bootstrap: Bootstrap | null;
  fingerprint: string | null;
  site: Omit<SiteData, 'bootstrap' | 'fingerprint'>;
}

const emptySite: StartupContext['site'] = {
  locale: DEFAULT_LOCALE,
  languages: [],
  translations: {},
  settings: {},
  appSettings: {},
  casinoCategories: [],
  domainChange: null,
  currentDomain: '',
  trialBonus: 0,
};

const withBootstrap = <T>(context: StartupContext, read: (bootstrap: Bootstrap) => T): T => {
  if (!context.bootstrap) throw new Error('start-up read the bootstrap data before it arrived');
  return read(context.bootstrap);
};

export const startupMachine = setup({
  types: {
    input: {} as StartupInput,
    context: {} as StartupContext,
    output: {} as StartupOutput,
  },
  // Provided at the app edge with the page's API client (and the bootstrap inlined in the page).
  actors: { ...startupActors(apiNotProvided('startup')), ensureFingerprint },
  guards: {
    'has bootstrap': ({ context }) => context.bootstrap !== null,
    'is logged in': ({ context }) => context.loggedIn,
  },
  actions: {
    'set bootstrap': assign((_, params: { bootstrap: Bootstrap }) => ({ bootstrap: params.bootstrap })),
    'store bootstrap': ({ context }) => {
      if (context.bootstrap) context.storage.setItem(BOOTSTRAP_KEY, JSON.stringify(context.bootstrap));
    },
    'set fingerprint': assign((_, params: { fingerprint: string }) => ({ fingerprint: params.fingerprint })),
    'resolve language': assign(({ context }) =>
      withBootstrap(context, (bootstrap) => {
        const offered = bootstrap.language.map((language) => language.locale);
        const locale = offered.find((candidate) => candidate === context.storedLocale) ?? DEFAULT_LOCALE;
        const translations = Object.fromEntries(bootstrap.translationList.map((t) => [t.key, t.value]));
        return { site: { ...context.site, locale, languages: bootstrap.language, translations } };
      }),
    ),
    'apply site settings': assign(({ context }) =>
      withBootstrap(context, (bootstrap) => {
        const settings = Object.fromEntries(
          bootstrap.siteOption.filter((option) => option.status).map((option) => [option.key.toLowerCase(), option.value]),
        );
        return { site: { ...context.site, settings, appSettings: bootstrap.appSettings } };
      }),
    ),
    'set casino categories': assign(({ context }) =>
      withBootstrap(context, (bootstrap) => ({
        site: { ...context.site, casinoCategories: bootstrap.casinoCategoryList },
      })),
    ),
    'set domains': assign(({ context }) =>
      withBootstrap(context, (bootstrap) => ({
        site: {
          ...context.site,
          currentDomain: bootstrap.domainStatus.current,
          domainChange: bootstrap.domains[0] ?? null,
        },
      })),
    ),
    'set trial bonus': assign(({ context }) =>
      withBootstrap(context, (bootstrap) => ({
        site: { ...context.site, trialBonus: kurusFromTry(bootstrap.trialBonusAmount) },
      })),
    ),
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({
    ...input,
    storedLocale: input.storage.getItem(LANGUAGE_KEY),
    bootstrap: null,
    fingerprint: null,
    site: emptySite,
  }),
  initial: 'preparing',
  states: {
    preparing: {
      type: 'parallel',
      onDone: [{ guard: 'has bootstrap', target: 'loading' }, { target: 'failed' }],
      states: {
        bootstrap: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'bootstrap',
                src: 'loadBootstrap',
                onDone: {
                  target: 'loaded',
                  actions: [
                    { type: 'set bootstrap', params: ({ event }) => ({ bootstrap: event.output }) },
                    'store bootstrap',
                  ],
                },
                // Spec §8: a bootstrap failure yields a false result without a message.
                onError: { target: 'unavailable' },
              },
            },
            loaded: { type: 'final' },
            unavailable: { type: 'final' },
          },
        },
        fingerprint: {
          initial: 'computing',
          states: {
            computing: {
              invoke: {
                id: 'fingerprint',
                src: 'ensureFingerprint',
                input: ({ context }) => ({ compute: context.computeFingerprint }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'set fingerprint', params: ({ event }) => ({ fingerprint: event.output }) },
                },
                // Without storage the header is simply left out; start-up goes on.
                onError: { target: 'ready' },
              },
            },
            ready: { type: 'final' },
          },
        },
      },
    },
    loading: {
      type: 'parallel',
      onDone: { target: 'ready' },
      states: {
        language: {
          initial: 'resolving',
          states: {
            resolving: { always: { target: 'ready', actions: 'resolve language' } },
            ready: { type: 'final' },
          },
        },
        settings: {
          initial: 'applying',
          states: {
            applying: { always: { target: 'ready', actions: 'apply site settings' } },
            ready: { type: 'final' },
          },
        },
        casino: {
          initial: 'reading',
          states: {
            reading: { always: { target: 'ready', actions: 'set casino categories' } },
            ready: { type: 'final' },
          },
        },
        notifications: {
          description: 'Loaded by the notifications machine once a player is logged in.',
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'is logged in', target: 'handedOver' }, { target: 'notNeeded' }],
            },
            handedOver: { type: 'final' },
            notNeeded: { type: 'final' },
          },
        },
        domains: {
          initial: 'reading',
          states: {
            reading: { always: { target: 'ready', actions: 'set domains' } },
            ready: { type: 'final' },
          },
        },
        trialBonus: {
          initial: 'reading',
          states: {
            reading: { always: { target: 'ready', actions: 'set trial bonus' } },
            ready: { type: 'final' },
          },
        },
        jackpots: {
          description: 'The jackpot feeds start with the home jackpot carousel, not at start-up.',
          initial: 'handedOver',
          states: { handedOver: { type: 'final' } },
        },
        svgIcons: {
          description: 'Icons ship inside the app bundle, so there is nothing to fetch.',
          initial: 'bundled',
          states: { bundled: { type: 'final' } },
        },
      },
    },
    ready: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) =>
    context.bootstrap
      ? { ...context.site, bootstrap: context.bootstrap, fingerprint: context.fingerprint ?? '' }
      : false,
});
