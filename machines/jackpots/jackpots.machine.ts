// The home jackpot ticker (spec §4, §9; issue 6 "Jackpots"): 500 ms after the carousel starts, the
// four provider feeds are requested together; each value is shown ×10 and grows every second by
// its level's increment. A feed that fails leaves its values empty: the slide shows no numbers
// rather than made-up ones. The EGT home cards come from the bootstrap data given as input.
import { assign, setup } from 'xstate';
import type { ApiClient } from '../../common/contract/client';
import {
  AMUSNET_INCREMENTS,
  amusnetLevels,
  BELL_LINK,
  EGT_INCREMENTS,
  EGYPT_QUEST_PLACEHOLDER,
  egtLevels,
  egyptQuestValue,
  type JackpotCard,
  jackpotCards,
  type Levels,
  PRAGMATIC_INCREMENT,
  pragmaticLevels,
  tickLevels,
  VIP_BELL_LINK,
} from './jackpot-levels';
import {
  type AmusnetJackpot,
  type EgtJackpotInstance,
  fetchAmusnet,
  fetchEgt,
  fetchEgyptQuest,
  fetchPragmatic,
  type PragmaticJackpotFeed,
} from './jackpots.actors';

export interface JackpotsInput {
  api: ApiClient;
  /** The bootstrap's egtJackpotCards. */
  egtJackpotCards: EgtJackpotInstance[];
}

export interface JackpotsContext {
  api: ApiClient;
  /** The home cards, fixed for the page's life. */
  cards: JackpotCard[];
  /** Each feed's levels in kuruş, level1 first; null when the feed failed or has not answered. */
  amusnet: Levels | null;
  bellLink: Levels | null;
  vipBellLink: Levels | null;
  pragmatic: Levels | null;
  /** Egypt Quest's single value in kuruş; it has no increments, so it does not tick. */
  egyptQuest: number | null;
}

export type JackpotsEvent = { type: 'jackpots.started' } | { type: 'jackpots.stopped' };

export const jackpotsMachine = setup({
  types: {
    input: {} as JackpotsInput,
    context: {} as JackpotsContext,
    events: {} as JackpotsEvent,
  },
  actors: { fetchAmusnet, fetchEgt, fetchPragmatic, fetchEgyptQuest },
  delays: {
    // Spec §9: feeds 500 ms after the carousel starts; a tick every second.
    'feed delay': 500,
    tick: 1000,
  },
  guards: {
    'is the Egypt Quest placeholder': (_, params: { feed: AmusnetJackpot }) =>
      params.feed.currentLevelI === EGYPT_QUEST_PLACEHOLDER,
  },
  actions: {
    'set amusnet': assign((_, params: { feed: AmusnetJackpot }) => ({ amusnet: amusnetLevels(params.feed) })),
    'clear amusnet': assign({ amusnet: null }),
    'set egt': assign((_, params: { instances: EgtJackpotInstance[] }) => ({
      bellLink: egtLevels(params.instances, BELL_LINK),
      vipBellLink: egtLevels(params.instances, VIP_BELL_LINK),
    })),
    'clear egt': assign({ bellLink: null, vipBellLink: null }),
    'set pragmatic': assign((_, params: { feed: PragmaticJackpotFeed }) => ({
      pragmatic: pragmaticLevels(params.feed),
    })),
    'clear pragmatic': assign({ pragmatic: null }),
    'set egypt quest': assign((_, params: { feed: AmusnetJackpot }) => ({ egyptQuest: egyptQuestValue(params.feed) })),
    'clear egypt quest': assign({ egyptQuest: null }),
    tick: assign(({ context }) => ({
      amusnet: tickLevels(context.amusnet, AMUSNET_INCREMENTS),
      bellLink: tickLevels(context.bellLink, EGT_INCREMENTS),
      vipBellLink: tickLevels(context.vipBellLink, EGT_INCREMENTS),
      pragmatic: tickLevels(context.pragmatic, PRAGMATIC_INCREMENT),
    })),
  },
}).createMachine({
  id: 'jackpots',
  context: ({ input }) => ({
    api: input.api,
    cards: jackpotCards(input.egtJackpotCards),
    amusnet: null,
    bellLink: null,
    vipBellLink: null,
    pragmatic: null,
    egyptQuest: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'jackpots.started': { target: 'waiting' } },
    },
    waiting: {
      after: { 'feed delay': { target: 'running' } },
      on: { 'jackpots.stopped': { target: 'idle' } },
    },
    // Values fetched on an earlier run stay until this run's answer replaces or clears them.
    running: {
      type: 'parallel',
      on: { 'jackpots.stopped': { target: 'idle' } },
      states: {
        amusnet: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'amusnet',
                src: 'fetchAmusnet',
                input: ({ context }) => ({ api: context.api }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'set amusnet', params: ({ event }) => ({ feed: event.output }) },
                },
                onError: { target: 'failed', actions: 'clear amusnet' },
              },
            },
            loaded: {},
            failed: {},
          },
        },
        egt: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'egt',
                src: 'fetchEgt',
                input: ({ context }) => ({ api: context.api }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'set egt', params: ({ event }) => ({ instances: event.output }) },
                },
                onError: { target: 'failed', actions: 'clear egt' },
              },
            },
            loaded: {},
            failed: {},
          },
        },
        pragmatic: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'pragmatic',
                src: 'fetchPragmatic',
                input: ({ context }) => ({ api: context.api }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'set pragmatic', params: ({ event }) => ({ feed: event.output }) },
                },
                onError: { target: 'failed', actions: 'clear pragmatic' },
              },
            },
            loaded: {},
            failed: {},
          },
        },
        egyptQuest: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'egyptQuest',
                src: 'fetchEgyptQuest',
                input: ({ context }) => ({ api: context.api }),
                onDone: [
                  {
                    guard: { type: 'is the Egypt Quest placeholder', params: ({ event }) => ({ feed: event.output }) },
                    target: 'ignored',
                    actions: 'clear egypt quest',
                  },
                  {
                    target: 'loaded',
                    actions: { type: 'set egypt quest', params: ({ event }) => ({ feed: event.output }) },
                  },
                ],
                onError: { target: 'failed', actions: 'clear egypt quest' },
              },
            },
            loaded: {},
            ignored: {},
            failed: {},
          },
        },
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
    },
  },
});
