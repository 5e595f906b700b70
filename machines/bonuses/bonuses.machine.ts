// Bonuses (spec §2 dashboard, §4): the player's bonuses (amount, wagering progress, expiry, status)
// and the trial bonus offer. A verified player claims it here: confetti and the server's message on
// success (spec §4: the claim fires confetti), then the list reloads with the new bonus; a refused
// claim toasts why. A player whose phone is not verified is guided to the phone dialog instead (the
// page sends that to the dialogs). When the session says the phone got verified (it emits that; this
// machine listens, machines/shared/listen.ts) the bonuses load again: what can be claimed changed.
import { assign, setup } from 'xstate';
import { listen } from '../shared/listen';
import { apiNotProvided } from '../shared/api-dependency';
import { bonusesActors, type BonusOverview } from './bonuses.actors';

export interface BonusesContext {
  overview: BonusOverview | null;
}

export type BonusesEvent =
  | { type: 'bonuses.retried' }
  | { type: 'bonuses.refreshed' }
  | { type: 'trialBonus.claimed' }
  /** Told by the session: the player's phone is verified now. */
  | { type: 'session.phoneVerified'; phone: string };

/** Spec §9: confetti of 150 particles with a 180° spread. */
export const CLAIM_CONFETTI = { particleCount: 150, spread: 180 } as const;

export const bonusesMachine = setup({
  types: {
    context: {} as BonusesContext,
    events: {} as BonusesEvent,
  },
  // Provided at the app edge with the player's API client: bonusesActors(api).
  actors: { ...bonusesActors(apiNotProvided('bonuses')), listen },
  guards: {
    'is trial bonus claimable': ({ context }) => context.overview?.trialBonus.claimable === true,
  },
  actions: {
    'keep overview': assign(({ event }) => ('output' in event ? { overview: event.output as BonusOverview } : {})),
    // UI effects, provided at the page's edge (src/features/dashboard/dashboard-effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
    'fire confetti': (_, _params: typeof CLAIM_CONFETTI) => {},
  },
}).createMachine({
  id: 'bonuses',
  context: () => ({ overview: null }),
  invoke: { id: 'sessionNews', src: 'listen', input: { systemId: 'session', types: ['session.phoneVerified'] } },
  on: { 'session.phoneVerified': { target: '.loading' } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadBonuses',
        src: 'loadBonuses',
        onDone: { target: 'loaded', actions: 'keep overview' },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'bonuses.retried': { target: 'loading' } },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'bonuses.refreshed': { target: '#bonuses.loading' },
            'trialBonus.claimed': { guard: 'is trial bonus claimable', target: 'claiming' },
          },
        },
        claiming: {
          tags: ['claiming'],
          invoke: {
            id: 'claimTrialBonus',
            src: 'claimTrialBonus',
            onDone: {
              target: '#bonuses.loading',
              actions: [
                { type: 'fire confetti', params: CLAIM_CONFETTI },
                { type: 'notify success', params: ({ event }) => ({ message: event.output }) },
              ],
            },
            onError: {
              // The offer may have changed (claimed on another device): show why and reload it.
              target: '#bonuses.loading',
              actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
