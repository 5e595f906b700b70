// Our own sportsbook's screens (issue 17): the sports tree (sport → country → league with counts),
// the home lists (popular, starting soon) with a Turkish-aware search over leagues and teams, a
// league's events, an event's grouped markets, the live list (today's and running events), and My
// bets (open / settled, paged). Odds pushed over the hub move the prices on screen with an up/down
// mark and reach the bet slip, which this actor owns (system id `betSlip`) so every screen can add to
// it. The odds format (decimal by default, fractional, American) is the player's setting, kept.
// Loaded lazily by machines/sportsbook-loader; pages send `sports.*` and `myBets.*` events.
import { assign, fromCallback, raise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { betSlipMachine, type BetSlipEvent } from '../bet-slip/bet-slip.machine';
import { liveCashOutMachine, type LiveCashOutEvent } from '../live-cash-out/live-cash-out.machine';
import { apiNotProvided } from '../shared/api-dependency';
import type { KeyValueStore } from '../shared/ports';
import {
  type BetsPage,
  type HomeLists,
  livePushOf,
  betPushOf,
  SPORTS_LIVE_COMMAND,
  SPORTS_BET_UPDATED_COMMAND,
  eventUpdateOf,
  oddsMovesOf,
  type SearchFound,
  SPORTS_BET_SETTLED_COMMAND,
  SPORTS_EVENT_COMMAND,
  SPORTS_ODDS_COMMAND,
  sportsbookActors,
  type SportsSettingsView,
} from './sportsbook.actors';
import type { OddsChangeSetting } from '../bet-slip/bet-slip.rules';
import {
  type BetsFilter,
  type BetView,
  type EventUpdate,
  type IncidentView,
  type LiveStateView,
  type EventView,
  ODDS_FORMAT_KEY,
  ODDS_FORMATS,
  type OddsFormat,
  type OddsMove,
  type TreeSport,
} from './sportsbook.types';

export interface SportsbookInput {
  storage: KeyValueStore;
  isPlayer: () => boolean;
  newKey: () => string;
}

export type Mark = 'up' | 'down';

export interface SportsbookContext {
  newKey: () => string;
  storage: KeyValueStore;
  isPlayer: () => boolean;
  tree: TreeSport[];
  home: HomeLists;
  query: string;
  /** What the search found for `query`; null before the first answer. */
  found: SearchFound | null;
  /** A setting the player changed, on its way to the profile. */
  settingsChange: { oddsFormat?: OddsFormat; oddsChange?: OddsChangeSetting } | null;
  /** The league or live list on screen. */
  leagueId: string | null;
  events: EventView[];
  /** The event page's event. */
  eventId: string | null;
  event: EventView | null;
  /** Outcome key (`event/market/outcome`) → the way its price last moved. */
  marks: Record<string, Mark>;
  oddsFormat: OddsFormat;
  betsFilter: BetsFilter;
  betsPage: number;
  bets: BetsPage;
  slip: ActorRefFrom<typeof betSlipMachine>;
  /** The live event page's timeline (goals, cards, corners, penalties), oldest first. */
  timeline: IncidentView[];
  /** One cash-out actor per open bet of My bets on screen, by bet id. */
  cashOuts: Record<string, ActorRefFrom<typeof liveCashOutMachine>>;
}

export type SportsbookEvent =
  | { type: 'sports.tree.retry' }
  | { type: 'sports.home.opened' }
  | { type: 'sports.search.changed'; query: string }
  | { type: 'sports.league.opened'; leagueId: string }
  | { type: 'sports.live.opened' }
  | { type: 'sports.liveEvent.opened'; eventId: string }
  /** The tab became visible again or the hub reconnected: the live screens ask again. */
  | { type: 'sports.live.resync' }
  | { type: 'sports.event.opened'; eventId: string }
  | { type: 'sports.page.retry' }
  | { type: 'sports.oddsFormat.chosen'; format: OddsFormat }
  | { type: 'myBets.opened' }
  | { type: 'myBets.filter.changed'; filter: BetsFilter }
  | { type: 'myBets.page.changed'; page: number }
  | { type: 'hub.message'; command: string; message: unknown }
  | { type: 'cashOut.forward'; betId: string; event: LiveCashOutEvent }
  | BetSlipEvent;

const moveKey = (move: Pick<OddsMove, 'eventId' | 'marketId' | 'outcomeId'>) => `${move.eventId}/${move.marketId}/${move.outcomeId}`;

/** A SportsEvent push on the events it names: live or not, the score, the clock. */
function applyUpdate(events: EventView[], update: EventUpdate): EventView[] {
  return events.map((e) => (e.id === update.eventId ? updated(e, update) : e));
}

/** A SportsLive push on a running event: its clock, score, cards and why its markets are locked. */
function applyLive(events: EventView[], eventId: string, live: LiveStateView): EventView[] {
  return events.map((e) => (e.id === eventId ? withLive(e, live) : e));
}

function withLive(event: EventView, live: LiveStateView): EventView {
  return { ...event, live: live.period !== 'ended', liveState: live, score: live.score, minute: live.minute };
}

/** The bets of My bets that may be cashed out (an open or accepted single/accumulator, or pending). */
export const cashOutCandidate = (bet: BetView) => ['open', 'accepted', 'pending'].includes(bet.status) && bet.type !== 'system';

function updated(event: EventView, update: EventUpdate): EventView {
  return { ...event, live: update.live, score: update.score ?? event.score, minute: update.minute };
}

function applyMoves(events: EventView[], moves: OddsMove[]): EventView[] {
  const byEvent = new Map<string, OddsMove[]>();
  for (const move of moves) byEvent.set(move.eventId, [...(byEvent.get(move.eventId) ?? []), move]);
  return events.map((event) => (byEvent.has(event.id) ? applyToEvent(event, byEvent.get(event.id)!) : event));
}

function applyToEvent(event: EventView, moves: OddsMove[]): EventView {
  return {
    ...event,
    markets: event.markets.map((market) => {
      const mine = moves.filter((move) => move.marketId === market.id);
      if (mine.length === 0) return market;
      return {
        ...market,
        suspended: mine.every((move) => move.suspended),
        outcomes: market.outcomes.map((outcome) => {
          const move = mine.find((candidate) => candidate.outcomeId === outcome.id);
          return move ? { ...outcome, odds: move.odds, active: !move.suspended } : outcome;
        }),
      };
    }),
  };
}

/** Each moved outcome's direction against the price the screens knew. */
function marksOf(known: EventView[], moves: OddsMove[], marks: Record<string, Mark>): Record<string, Mark> {
  const prices = new Map<string, number>();
  for (const event of known)
    for (const market of event.markets)
      for (const outcome of market.outcomes) prices.set(`${event.id}/${market.id}/${outcome.id}`, outcome.odds);
  const next = { ...marks };
  for (const move of moves) {
    const before = prices.get(moveKey(move)) ?? move.previousOdds ?? undefined;
    if (before !== undefined && before !== move.odds) next[moveKey(move)] = move.odds > before ? 'up' : 'down';
  }
  return next;
}

const storedFormat = (storage: KeyValueStore): OddsFormat => {
  const value = storage.getItem(ODDS_FORMAT_KEY);
  return ODDS_FORMATS.includes(value as OddsFormat) ? (value as OddsFormat) : 'decimal';
};

const emptyHome: HomeLists = { popular: [], startingSoon: [] };

/** A search runs from two letters typed. */
export const isSearchable = (query: string) => query.trim().length >= 2;

export const sportsbookMachine = setup({
  types: {
    input: {} as SportsbookInput,
    context: {} as SportsbookContext,
    events: {} as SportsbookEvent,
  },
  actors: {
    // Provided at the app edge with the page's API client: sportsbookActors(api), and the bet slip's and
    // the cash outs' with their own.
    ...sportsbookActors(apiNotProvided('sportsbook')),
    betSlip: betSlipMachine,
    liveCashOut: liveCashOutMachine,
    // The tab coming back into view: provided at the app edge (document visibility); nothing here.
    watchVisibility: fromCallback<{ type: 'sports.live.resync' }>(() => () => {}),
  },
  delays: {
    // The search asks the server once the player paused typing.
    'search pause': 300,
  },
  guards: {
    'is odds push': ({ event }) => event.type === 'hub.message' && event.command === SPORTS_ODDS_COMMAND,
    'is event push': ({ event }) => event.type === 'hub.message' && event.command === SPORTS_EVENT_COMMAND,
    'is bet settled push': ({ event }) => event.type === 'hub.message' && event.command === SPORTS_BET_SETTLED_COMMAND,
    // The hub came back (machines/hub's local `reconnected`): pushes may have been missed.
    'is hub reconnect': ({ event }) => event.type === 'hub.message' && event.command === 'reconnected',
    'is live push': ({ event }) => event.type === 'hub.message' && event.command === SPORTS_LIVE_COMMAND,
    'is bet updated push': ({ event }) => event.type === 'hub.message' && event.command === SPORTS_BET_UPDATED_COMMAND,
    'query is searchable': ({ event }) => event.type === 'sports.search.changed' && isSearchable(event.query),
    'is player': ({ context }) => context.isPlayer(),
  },
  actions: {
    'store tree': assign((_, params: { tree: TreeSport[] }) => ({ tree: params.tree })),
    'store home': assign((_, params: { home: HomeLists }) => ({ home: params.home })),
    'set query': assign(({ event }) => (event.type === 'sports.search.changed' ? { query: event.query } : {})),
    'store found': assign((_, params: { found: SearchFound }) => ({ found: params.found })),
    'forget found': assign({ found: null }),
    'apply profile settings': assign((_, params: { settings: SportsSettingsView }) => ({ oddsFormat: params.settings.oddsFormat })),
    'keep settings change': assign(({ context, event }) => ({
      settingsChange: {
        ...context.settingsChange,
        ...(event.type === 'sports.oddsFormat.chosen' ? { oddsFormat: event.format } : {}),
        ...(event.type === 'slip.oddsChange.chosen' ? { oddsChange: event.setting } : {}),
      },
    })),
    'forget settings change': assign({ settingsChange: null }),
    // A player's settings come from the profile; a guest keeps what this browser chose, with the book's limits.
    'tell slip the settings': sendTo(
      ({ context }) => context.slip,
      (_, params: { settings: SportsSettingsView; player: boolean }) => ({
        type: 'slip.settings.loaded' as const,
        limits: params.settings.limits,
        oddsChange: params.player ? params.settings.oddsChange : null,
      }),
    ),
    'set league': assign(({ event }) => (event.type === 'sports.league.opened' ? { leagueId: event.leagueId, events: [], marks: {} } : {})),
    'set live': assign({ leagueId: null, events: [], marks: {} }),
    'store events': assign((_, params: { events: EventView[] }) => ({ events: params.events })),
    'set event': assign(({ event }) => (event.type === 'sports.event.opened' ? { eventId: event.eventId, event: null, marks: {} } : {})),
    'store event': assign((_, params: { event: EventView }) => ({ event: params.event })),
    'apply event update': assign(({ context, event }) => {
      const update = event.type === 'hub.message' ? eventUpdateOf(event.message) : null;
      if (!update) return {};
      return {
        events: applyUpdate(context.events, update),
        event: context.event && context.event.id === update.eventId ? updated(context.event, update) : context.event,
        home: { popular: applyUpdate(context.home.popular, update), startingSoon: applyUpdate(context.home.startingSoon, update) },
        found: context.found ? { ...context.found, events: applyUpdate(context.found.events, update) } : null,
      };
    }),
    'apply odds moves': assign(({ context, event }) => {
      const moves = event.type === 'hub.message' ? oddsMovesOf(event.message) : [];
      const known = [
        ...context.events,
        ...(context.event ? [context.event] : []),
        ...context.home.popular,
        ...context.home.startingSoon,
        ...(context.found?.events ?? []),
      ];
      return {
        marks: marksOf(known, moves, context.marks),
        events: applyMoves(context.events, moves),
        event: context.event ? applyToEvent(context.event, moves.filter((move) => move.eventId === context.event!.id)) : null,
        home: { popular: applyMoves(context.home.popular, moves), startingSoon: applyMoves(context.home.startingSoon, moves) },
        found: context.found ? { ...context.found, events: applyMoves(context.found.events, moves) } : null,
      };
    }),
    'tell slip the prices': sendTo(
      ({ context }) => context.slip,
      ({ event }) => ({ type: 'slip.prices.updated' as const, prices: event.type === 'hub.message' ? oddsMovesOf(event.message) : [] }),
    ),
    'forward to slip': sendTo(
      ({ context }) => context.slip,
      ({ event }) => event as BetSlipEvent,
    ),
    'set odds format': assign(({ event }) => (event.type === 'sports.oddsFormat.chosen' ? { oddsFormat: event.format } : {})),
    'keep odds format': ({ context }) => context.storage.setItem(ODDS_FORMAT_KEY, context.oddsFormat),
    'set bets filter': assign(({ event }) => (event.type === 'myBets.filter.changed' ? { betsFilter: event.filter, betsPage: 1 } : {})),
    'set bets page': assign(({ event }) => (event.type === 'myBets.page.changed' ? { betsPage: Math.max(1, event.page) } : {})),
    'store bets': assign((_, params: { bets: BetsPage }) => ({ bets: params.bets })),
    // Each open bet on screen gets its cash-out actor (its quote kept fresh); the others' stop.
    'spawn cash outs': assign(({ context, spawn }) => {
      for (const ref of Object.values(context.cashOuts)) ref.stop();
      const cashOuts: SportsbookContext['cashOuts'] = {};
      for (const bet of context.bets.items.filter(cashOutCandidate)) {
        cashOuts[bet.id] = spawn('liveCashOut', { id: `cashOut-${bet.id}`, input: { bet, newKey: context.newKey } });
      }
      return { cashOuts };
    }),
    'stop cash outs': assign(({ context }) => {
      for (const ref of Object.values(context.cashOuts)) ref.stop();
      return { cashOuts: {} };
    }),
    'resync live': raise({ type: 'sports.live.resync' as const }),
    'forward to cash out': ({ context, event }) => {
      if (event.type === 'cashOut.forward') context.cashOuts[event.betId]?.send(event.event);
    },
    'tell cash outs the bet': ({ context, event }) => {
      const bet = event.type === 'hub.message' ? betPushOf(event.message) : null;
      if (bet) context.cashOuts[bet.id]?.send({ type: 'cashOut.bet.updated', bet });
    },
    'tell slip the bet': sendTo(
      ({ context }) => context.slip,
      ({ event }) => {
        const bet = event.type === 'hub.message' ? betPushOf(event.message) : null;
        return { type: 'slip.bet.updated' as const, bet: bet ?? null };
      },
    ),
    'set live event': assign(({ event }) => (event.type === 'sports.liveEvent.opened' ? { eventId: event.eventId, event: null, marks: {}, timeline: [] } : {})),
    'store live event': assign((_, params: { event: EventView; timeline: IncidentView[] }) => ({ event: params.event, timeline: params.timeline })),
    'apply live push': assign(({ context, event }) => {
      const push = event.type === 'hub.message' ? livePushOf(event.message) : null;
      if (!push) return {};
      const onPage = context.event && context.event.id === push.eventId;
      const known = push.incident && context.timeline.some((incident) => incident.seq === push.incident!.seq);
      return {
        events: applyLive(context.events, push.eventId, push.live),
        event: onPage ? withLive(context.event!, push.live) : context.event,
        timeline: onPage && push.incident && !known ? [...context.timeline, push.incident] : context.timeline,
      };
    }),
  },
}).createMachine({
  id: 'sportsbook',
  context: ({ input, spawn }) => ({
    newKey: input.newKey,
    timeline: [],
    cashOuts: {},
    storage: input.storage,
    isPlayer: input.isPlayer,
    tree: [],
    home: emptyHome,
    query: '',
    found: null,
    settingsChange: null,
    leagueId: null,
    events: [],
    eventId: null,
    event: null,
    marks: {},
    oddsFormat: storedFormat(input.storage),
    betsFilter: 'open',
    betsPage: 1,
    bets: { items: [], total: 0, pageSize: 10 },
    slip: spawn('betSlip', {
      id: 'betSlip',
      systemId: 'betSlip',
      input: { storage: input.storage, isPlayer: input.isPlayer, newKey: input.newKey },
    }),
  }),
  type: 'parallel',
  on: {
    'hub.message': [
      { guard: 'is odds push', actions: ['apply odds moves', 'tell slip the prices'] },
      { guard: 'is event push', actions: 'apply event update' },
      { guard: 'is live push', actions: 'apply live push' },
      { guard: 'is bet updated push', actions: ['tell slip the bet', 'tell cash outs the bet'] },
      { guard: 'is hub reconnect', actions: 'resync live' },
    ],
    'cashOut.forward': { actions: 'forward to cash out' },
    'slip.selection.toggled': { actions: 'forward to slip' },
    'slip.selection.removed': { actions: 'forward to slip' },
    'slip.cleared': { actions: 'forward to slip' },
    'slip.stake.changed': { actions: 'forward to slip' },
    'slip.type.chosen': { actions: 'forward to slip' },
    'slip.system.chosen': { actions: 'forward to slip' },
    'slip.changes.accepted': { actions: 'forward to slip' },
    'slip.submitted': { actions: 'forward to slip' },
    'slip.receipt.closed': { actions: 'forward to slip' },
    'slip.sheet.opened': { actions: 'forward to slip' },
    'slip.sheet.closed': { actions: 'forward to slip' },
  },
  states: {
    tree: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadTree',
            src: 'loadTree',
            onDone: { target: 'ready', actions: { type: 'store tree', params: ({ event }) => ({ tree: event.output }) } },
            onError: { target: 'failed' },
          },
        },
        ready: {},
        failed: { on: { 'sports.tree.retry': { target: 'loading' } } },
      },
    },
    home: {
      initial: 'idle',
      states: {
        idle: { on: { 'sports.home.opened': { target: 'loading' } } },
        loading: {
          invoke: {
            id: 'loadHome',
            src: 'loadHome',
            onDone: { target: 'ready', actions: { type: 'store home', params: ({ event }) => ({ home: event.output }) } },
            onError: { target: 'failed' },
          },
        },
        // The lists stay while the player moves around; coming back refreshes them.
        ready: { on: { 'sports.home.opened': { target: 'loading' } } },
        failed: { on: { 'sports.home.opened': { target: 'loading' } } },
      },
    },
    page: {
      initial: 'idle',
      on: {
        'sports.league.opened': { target: '.league', actions: 'set league' },
        'sports.live.opened': { target: '.live', actions: 'set live' },
        'sports.event.opened': { target: '.event', actions: 'set event' },
        'sports.liveEvent.opened': { target: '.liveEvent', actions: 'set live event' },
      },
      states: {
        idle: {},
        league: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'loadLeague',
                src: 'loadEvents',
                input: ({ context }) => ({ query: { leagueId: context.leagueId! } }),
                onDone: { target: 'ready', actions: { type: 'store events', params: ({ event }) => ({ events: event.output }) } },
                onError: { target: 'failed' },
              },
            },
            ready: {},
            failed: { on: { 'sports.page.retry': { target: 'loading' } } },
          },
        },
        // Every running event (listLiveEvents); the hub's SportsLive / SportsEvent / SportsOdds keep it
        // moving with no polling; asked again when the tab comes back into view or the hub reconnects.
        live: {
          initial: 'loading',
          invoke: { id: 'watchVisibilityLive', src: 'watchVisibility' },
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'loadLive',
                src: 'loadLive',
                onDone: { target: 'ready', actions: { type: 'store events', params: ({ event }) => ({ events: event.output }) } },
                onError: { target: 'failed' },
              },
            },
            ready: { on: { 'sports.live.resync': { target: 'resyncing' } } },
            // The list stays on screen while it is asked again.
            resyncing: {
              invoke: {
                id: 'resyncLive',
                src: 'loadLive',
                onDone: { target: 'ready', actions: { type: 'store events', params: ({ event }) => ({ events: event.output }) } },
                onError: { target: 'ready' },
              },
            },
            failed: { on: { 'sports.page.retry': { target: 'loading' }, 'sports.live.resync': { target: 'loading' } } },
          },
        },
        // A running event: scoreboard, timeline and every live market (suspended ones locked).
        liveEvent: {
          initial: 'loading',
          invoke: { id: 'watchVisibilityEvent', src: 'watchVisibility' },
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'loadLiveEvent',
                src: 'loadLiveEvent',
                input: ({ context }) => ({ eventId: context.eventId! }),
                onDone: { target: 'ready', actions: { type: 'store live event', params: ({ event }) => event.output } },
                onError: { target: 'failed' },
              },
            },
            ready: { on: { 'sports.live.resync': { target: 'resyncing' } } },
            resyncing: {
              invoke: {
                id: 'resyncLiveEvent',
                src: 'loadLiveEvent',
                input: ({ context }) => ({ eventId: context.eventId! }),
                onDone: { target: 'ready', actions: { type: 'store live event', params: ({ event }) => event.output } },
                onError: { target: 'ready' },
              },
            },
            failed: { on: { 'sports.page.retry': { target: 'loading' }, 'sports.live.resync': { target: 'loading' } } },
          },
        },
        event: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'loadEvent',
                src: 'loadEvent',
                input: ({ context }) => ({ eventId: context.eventId! }),
                onDone: { target: 'ready', actions: { type: 'store event', params: ({ event }) => ({ event: event.output }) } },
                onError: { target: 'failed' },
              },
            },
            ready: {},
            failed: { on: { 'sports.page.retry': { target: 'loading' } } },
          },
        },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'sports.search.changed': [
          { guard: 'query is searchable', target: '.waiting', actions: 'set query' },
          { target: '.idle', actions: ['set query', 'forget found'] },
        ],
      },
      states: {
        idle: {},
        waiting: { after: { 'search pause': { target: 'searching' } } },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'searchSports',
            src: 'searchSports',
            input: ({ context }) => ({ query: context.query }),
            onDone: { target: 'ready', actions: { type: 'store found', params: ({ event }) => ({ found: event.output }) } },
            onError: { target: 'failed' },
          },
        },
        ready: {},
        failed: {},
      },
    },
    // The odds format and the odds-change setting: a player's are kept with the profile (issue 17), a
    // guest's in this browser; the book's limits reach the slip either way.
    settings: {
      initial: 'loading',
      on: {
        'sports.oddsFormat.chosen': [
          { guard: 'is player', target: '.saving', actions: ['set odds format', 'keep odds format', 'keep settings change'] },
          { actions: ['set odds format', 'keep odds format'] },
        ],
        'slip.oddsChange.chosen': [
          { guard: 'is player', target: '.saving', actions: ['forward to slip', 'keep settings change'] },
          { actions: 'forward to slip' },
        ],
      },
      states: {
        loading: {
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            onDone: [
              {
                guard: 'is player',
                target: 'ready',
                actions: [
                  { type: 'apply profile settings', params: ({ event }) => ({ settings: event.output }) },
                  'keep odds format',
                  { type: 'tell slip the settings', params: ({ event }) => ({ settings: event.output, player: true }) },
                ],
              },
              {
                target: 'ready',
                actions: { type: 'tell slip the settings', params: ({ event }) => ({ settings: event.output, player: false }) },
              },
            ],
            // The slip keeps its default limits; the server checks the real ones anyway.
            onError: { target: 'ready' },
          },
        },
        ready: {
          // A player may have logged in since: the profile's settings are read again on the front page.
          on: { 'sports.home.opened': { target: 'loading' } },
        },
        saving: {
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context }) => ({ change: context.settingsChange ?? {} }),
            onDone: { target: 'ready', actions: 'forget settings change' },
            // Kept in this browser all the same; the next change tries the profile again.
            onError: { target: 'ready', actions: 'forget settings change' },
          },
        },
      },
    },
    myBets: {
      initial: 'idle',
      states: {
        idle: { on: { 'myBets.opened': { target: 'loading' } } },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadBets',
            src: 'loadBets',
            input: ({ context }) => ({ filter: context.betsFilter, page: context.betsPage }),
            onDone: { target: 'ready', actions: [{ type: 'store bets', params: ({ event }) => ({ bets: event.output }) }, 'spawn cash outs'] },
            onError: { target: 'failed', actions: 'stop cash outs' },
          },
        },
        // A bet was settled: the list on screen shows it at once.
        ready: { on: { 'hub.message': { guard: 'is bet settled push', target: 'loading' } } },
        failed: {},
      },
      on: {
        'myBets.opened': { target: '.loading' },
        'myBets.filter.changed': { target: '.loading', actions: 'set bets filter' },
        'myBets.page.changed': { target: '.loading', actions: 'set bets page' },
      },
    },
  },
});
