// The home jackpot ticker (spec §4, §9; issue 6 "Jackpots"): 500 ms after the carousel starts, the
// four provider feeds are requested together; each value is shown ×10 and grows every second by
// its level's increment. A feed that fails leaves its values empty: the slide shows no numbers
// rather than made-up ones. The EGT home cards come from the bootstrap data given as input.
import { assign, setup } from 'xstate';
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
import { apiNotProvided } from '../shared/api-dependency';
import { type AmusnetJackpot, type EgtJackpotInstance, jackpotsActors, type PragmaticJackpotFeed } from './jackpots.actors';

export interface JackpotsInput {
  /** The bootstrap's egtJackpotCards. */
  egtJackpotCards: EgtJackpotInstance[];
}

export interface JackpotsContext {
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

/**
 * One feed's region of the running ticker, the same for the four feeds: it calls the feed once, then
 * `loaded` (its `set` action takes the answer as `params.output`) or `failed` (its `clear` action
 * empties the values). Egypt Quest adds an `ignored` end for the placeholder answer.
 */
const feedRegion = <const Id extends string, const Src extends string, const Set extends string, const Clear extends string, const Ignore = undefined>(feed: {
  id: Id;
  src: Src;
  set: Set;
  clear: Clear;
  /** A guard (given `params.output`) that drops the answer: the region ends in `ignored`. */
  ignoreWhen?: Ignore;
}) => {
  const output = ({ event }: { event: { output: unknown } }) => ({ output: event.output as never });
  const loaded = { target: 'loaded', actions: { type: feed.set, params: output } } as const;
  const ignored = feed.ignoreWhen === undefined ? null : ({ guard: { type: feed.ignoreWhen, params: output }, target: 'ignored', actions: feed.clear } as const);
  return {
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: feed.id,
          src: feed.src,
          onDone: ignored ? [ignored, loaded] : loaded,
          onError: { target: 'failed', actions: feed.clear },
        },
      },
      loaded: {},
      ...((ignored ? { ignored: {} } : {}) as [Ignore] extends [undefined] ? Record<never, never> : { readonly ignored: {} }),
      failed: {},
    },
  } as const;
};

export const jackpotsMachine = setup({
  types: {
    input: {} as JackpotsInput,
    context: {} as JackpotsContext,
    events: {} as JackpotsEvent,
  },
  // Provided at the app edge with the page's API client: jackpotsActors(api).
  actors: jackpotsActors(apiNotProvided('jackpots')),
  delays: {
    // Spec §9: feeds 500 ms after the carousel starts; a tick every second.
    'feed delay': 500,
    tick: 1000,
  },
  guards: {
    'is the Egypt Quest placeholder': (_, params: { output: AmusnetJackpot }) =>
      params.output.currentLevelI === EGYPT_QUEST_PLACEHOLDER,
  },
  actions: {
    'set amusnet': assign((_, params: { output: AmusnetJackpot }) => ({ amusnet: amusnetLevels(params.output) })),
    'clear amusnet': assign({ amusnet: null }),
    'set egt': assign((_, params: { output: EgtJackpotInstance[] }) => ({
      bellLink: egtLevels(params.output, BELL_LINK),
      vipBellLink: egtLevels(params.output, VIP_BELL_LINK),
    })),
    'clear egt': assign({ bellLink: null, vipBellLink: null }),
    'set pragmatic': assign((_, params: { output: PragmaticJackpotFeed }) => ({
      pragmatic: pragmaticLevels(params.output),
    })),
    'clear pragmatic': assign({ pragmatic: null }),
    'set egypt quest': assign((_, params: { output: AmusnetJackpot }) => ({ egyptQuest: egyptQuestValue(params.output) })),
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
        amusnet: feedRegion({ id: 'amusnet', src: 'fetchAmusnet', set: 'set amusnet', clear: 'clear amusnet' }),
        egt: feedRegion({ id: 'egt', src: 'fetchEgt', set: 'set egt', clear: 'clear egt' }),
        pragmatic: feedRegion({ id: 'pragmatic', src: 'fetchPragmatic', set: 'set pragmatic', clear: 'clear pragmatic' }),
        egyptQuest: feedRegion({
          id: 'egyptQuest',
          src: 'fetchEgyptQuest',
          set: 'set egypt quest',
          clear: 'clear egypt quest',
          ignoreWhen: 'is the Egypt Quest placeholder',
        }),
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
