// The marketing switch in the "Responsible gaming" area (issue 19): the player opts out of promotional
// messages at once, or back in, which the switch does not offer (and the server refuses) while a time-out
// or self-exclusion is in force. The switch shows the asked value while it is saved and falls back to
// the server's answer when the change is refused.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type MarketingConsent, marketingConsentActors, type SavedConsent } from './marketing-consent.actors';

export interface MarketingConsentContext {
  consent: MarketingConsent | null;
  /** The value being saved. */
  asked: boolean | null;
}

export type MarketingConsentEvent = { type: 'marketing.retried' } | { type: 'marketing.toggled'; allowed: boolean };

/** Whether opting in is closed: a time-out or self-exclusion is in force. */
export const optInClosed = (consent: MarketingConsent | null) => consent !== null && (consent.permanentlyExcluded || consent.excludedUntil !== null);

export const marketingConsentMachine = setup({
  types: {
    context: {} as MarketingConsentContext,
    events: {} as MarketingConsentEvent,
  },
  // Provided at the app edge with the player's API client: marketingConsentActors(api).
  actors: marketingConsentActors(apiNotProvided('marketingConsent')),
  guards: {
    'changes the consent': ({ context, event }) => event.type === 'marketing.toggled' && context.consent !== null && event.allowed !== context.consent.allowed,
    'is an opt-in while excluded': ({ context, event }) => event.type === 'marketing.toggled' && event.allowed && optInClosed(context.consent),
  },
  actions: {
    'keep consent': assign(({ event }) => ('output' in event ? { consent: event.output as MarketingConsent } : {})),
    'keep saved consent': assign(({ event }) => ('output' in event ? { consent: (event.output as SavedConsent).consent, asked: null } : {})),
    'keep asked': assign(({ event }) => (event.type === 'marketing.toggled' ? { asked: event.allowed } : {})),
    'forget asked': assign({ asked: null }),
    // UI effects, provided at the page's edge (src/features/responsible-gaming).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'marketingConsent',
  context: () => ({ consent: null, asked: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadConsent',
        src: 'loadConsent',
        onDone: { target: 'idle', actions: 'keep consent' },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'marketing.retried': { target: 'loading' } },
    },
    idle: {
      on: {
        'marketing.toggled': [
          { guard: 'is an opt-in while excluded' },
          { guard: 'changes the consent', target: 'saving', actions: 'keep asked' },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveConsent',
        src: 'saveConsent',
        input: ({ context }) => ({ allowed: context.asked ?? true }),
        onDone: { target: 'idle', actions: ['keep saved consent', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
        onError: { target: 'idle', actions: ['forget asked', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
  },
});
