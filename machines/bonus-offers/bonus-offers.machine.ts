// Bonus offers (issue 13.10): the campaigns on offer (deposit bonus, cashback) with the player's standing
// in each, and the one button each has: Join, or Claim for a cashback that is due. Shared by the
// promotions page (a promotion tied to a campaign) and the bonuses page. A guest pressing it is asked to
// log in (the page starts the machine afresh once logged in); a player's press joins or claims, toasts
// the server's message, fires confetti for money received, and tells the page (`announce claim`) so the
// bonuses list can reload. A refused press toasts why and reloads the offers.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type BonusOffer, bonusOffersActors, type ClaimOutput } from './bonus-offers.actors';

export interface BonusOffersInput {
  /** False for a guest: nothing is loaded and a press asks to log in. */
  signedIn: boolean;
}

export interface BonusOffersContext {
  signedIn: boolean;
  offers: BonusOffer[];
  /** The campaign whose button was pressed. */
  claiming: number | null;
}

export type BonusOffersEvent = { type: 'offers.retried' } | { type: 'offer.claimed'; campaignId: number };

/** Spec §9: confetti of 150 particles with a 180° spread, as for the trial bonus. */
export const OFFER_CONFETTI = { particleCount: 150, spread: 180 } as const;

export const bonusOffersMachine = setup({
  types: {
    input: {} as BonusOffersInput,
    context: {} as BonusOffersContext,
    events: {} as BonusOffersEvent,
  },
  // Provided at the app edge with the player's API client: bonusOffersActors(api).
  actors: bonusOffersActors(apiNotProvided('bonusOffers')),
  guards: {
    'is signed in': ({ context }) => context.signedIn,
    'has an action': ({ context, event }) =>
      event.type === 'offer.claimed' && context.offers.some((offer) => offer.campaignId === event.campaignId && offer.action !== null),
    'paid money': (_, params: { output: ClaimOutput }) => params.output.offer.kind === 'cashback' && params.output.offer.action === null && params.output.offer.nextClaimAt !== null,
  },
  actions: {
    'keep offers': assign((_, params: { offers: BonusOffer[] }) => ({ offers: params.offers })),
    'remember claim': assign(({ event }) => (event.type === 'offer.claimed' ? { claiming: event.campaignId } : {})),
    'keep claimed offer': assign(({ context }, params: { offer: BonusOffer }) => ({
      offers: context.offers.map((offer) => (offer.campaignId === params.offer.campaignId ? params.offer : offer)),
      claiming: null,
    })),
    'forget claim': assign({ claiming: null }),
    // UI effects, provided at the page's edge.
    'ask to log in': () => {},
    'announce claim': () => {},
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
    'fire confetti': (_, _params: typeof OFFER_CONFETTI) => {},
  },
}).createMachine({
  id: 'bonusOffers',
  context: ({ input }) => ({ signedIn: input.signedIn, offers: [], claiming: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'is signed in', target: 'loading' }, { target: 'guest' }],
    },
    guest: {
      on: { 'offer.claimed': { actions: 'ask to log in' } },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        onDone: { target: 'ready', actions: { type: 'keep offers', params: ({ event }) => ({ offers: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'offers.retried': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'offer.claimed': { guard: 'has an action', target: 'claiming', actions: 'remember claim' } },
        },
        claiming: {
          tags: ['claiming'],
          invoke: {
            id: 'claimOffer',
            src: 'claimOffer',
            input: ({ context }) => ({ campaignId: context.claiming! }),
            onDone: [
              {
                guard: { type: 'paid money', params: ({ event }) => ({ output: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'keep claimed offer', params: ({ event }) => ({ offer: event.output.offer }) },
                  { type: 'fire confetti', params: OFFER_CONFETTI },
                  { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) },
                  'announce claim',
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'keep claimed offer', params: ({ event }) => ({ offer: event.output.offer }) },
                  { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) },
                  'announce claim',
                ],
              },
            ],
            onError: {
              // The offer may have changed meanwhile (joined on another device, period already paid).
              target: '#bonusOffers.loading',
              actions: ['forget claim', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
  },
});
