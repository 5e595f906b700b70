// The sportsbook's screens: the tree and the home lists load, a league's and an event's pages load
// (a failure offers a retry), odds pushed over the hub move the prices with an up/down mark and reach
// the slip, search folds Turkish letters, the odds format is kept, My bets filters and pages; plus
// generated paths, one suite per region.
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, createMachine, type EventObject, SimulatedClock } from 'xstate';
import { memoryStore } from '../shared/ports';
import { controllable, ok, outputOf, recordingApi } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import {
  type BetsPage,
  type EventsQuery,
  type HomeLists,
  eventUpdateOf,
  type LiveEventLoaded,
  livePushOf,
  oddsMovesOf,
  type SearchFound,
  sportsbookActors,
  type SportsSettingsView,
} from './sportsbook.actors';
import { type SportsbookEvent, sportsbookMachine } from './sportsbook.machine';
import { groupMarkets, selectCashOutRef, selectEvent, selectIsSearching, selectMark, selectSearchResults, selectTimeline } from './sportsbook.selectors';
import { ODDS_FORMAT_KEY, type BetView, type EventView, type LiveStateView, type TreeSport } from './sportsbook.types';

const event = (id: string, home: string, away: string, odds: [number, number, number] = [2.15, 3.4, 3.1]): EventView => ({
  id,
  sportId: 'football',
  leagueId: 'l1',
  leagueName: 'Boğaziçi Ligi',
  name: `${home} – ${away}`,
  home,
  away,
  startsAt: '2026-11-27T17:00:00Z',
  live: false,
  score: null,
  minute: null,
  marketCount: 1,
  markets: [
    {
      id: '1x2',
      name: 'Maç Sonucu',
      group: 'main',
      suspended: false,
      outcomes: [
        { id: '1', name: '1', odds: odds[0], active: true },
        { id: 'x', name: 'X', odds: odds[1], active: true },
        { id: '2', name: '2', odds: odds[2], active: true },
      ],
    },
  ],
});

const tree: TreeSport[] = [
  {
    id: 'football',
    name: 'Futbol',
    count: 3,
    categories: [{ id: 'tr', name: 'Türkiye', count: 3, leagues: [{ id: 'l1', name: 'Boğaziçi Ligi', count: 3 }] }],
  },
];

const settings = (oddsChange: SportsSettingsView['oddsChange'] = 'none'): SportsSettingsView => ({
  oddsFormat: 'fractional',
  oddsChange,
  limits: { minStake: 200, maxStake: 500_000, maxPayout: 10_000_000 },
});

function start(options: { player?: boolean } = {}) {
  const clock = new SimulatedClock();
  const loadSettings = controllable<unknown, SportsSettingsView, null>(() => null);
  const saveSettings = controllable<{ change: object }, SportsSettingsView, object>((input) => input.change);
  const searchSports = controllable<{ query: string }, SearchFound, string>((input) => input.query);
  const loadTree = controllable<unknown, TreeSport[], null>(() => null);
  const loadHome = controllable<unknown, HomeLists, null>(() => null);
  const loadEvents = controllable<{ query: EventsQuery }, EventView[], EventsQuery>((input) => input.query);
  const loadEvent = controllable<{ eventId: string }, EventView, string>((input) => input.eventId);
  const loadLive = controllable<unknown, EventView[], null>(() => null);
  const loadLiveEvent = controllable<{ eventId: string }, LiveEventLoaded, string>((input) => input.eventId);
  const loadBets = controllable<{ filter: string; page: number }, BetsPage, string>((input) => `${input.filter}:${input.page}`);
  const storage = memoryStore();
  const actor = createActor(
    sportsbookMachine.provide({
      actors: {
        loadTree: loadTree.logic,
        loadHome: loadHome.logic,
        loadEvents: loadEvents.logic,
        loadEvent: loadEvent.logic,
        loadLive: loadLive.logic,
        loadLiveEvent: loadLiveEvent.logic,
        loadBets: loadBets.logic,
        loadSettings: loadSettings.logic,
        saveSettings: saveSettings.logic,
        searchSports: searchSports.logic,
      } as never,
    }),
    { input: { storage, isPlayer: () => options.player ?? true, newKey: () => 'k' }, clock },
  ).start();
  const send = (e: SportsbookEvent) => actor.send(e);
  const slip = () => actor.getSnapshot().context.slip.getSnapshot().context;
  return {
    actor,
    send,
    storage,
    clock,
    slip,
    loadTree,
    loadHome,
    loadEvents,
    loadEvent,
    loadLive,
    loadLiveEvent,
    loadBets,
    loadSettings,
    saveSettings,
    searchSports,
    snap: () => actor.getSnapshot(),
  };
}

describe('sportsbook', () => {
  it('loads the tree at once and the home lists when the page opens', async () => {
    const h = start();
    await h.loadTree.resolve(tree);
    expect(h.snap().context.tree).toEqual(tree);
    h.send({ type: 'sports.home.opened' });
    await h.loadHome.resolve({ popular: [event('e1', 'Çayırova', 'İstinye')], startingSoon: [] });
    expect(h.snap().matches({ home: 'ready' })).toBe(true);
  });

  it("opens a league's events and an event's page; a failure offers a retry", async () => {
    const h = start();
    h.send({ type: 'sports.league.opened', leagueId: 'l1' });
    expect(h.loadEvents.calls).toEqual([{ leagueId: 'l1' }]);
    await h.loadEvents.resolve([event('e1', 'A', 'B')]);
    expect(h.snap().context.events.map((e) => e.id)).toEqual(['e1']);
    h.send({ type: 'sports.event.opened', eventId: 'e1' });
    await h.loadEvent.reject(new Error('offline'));
    expect(h.snap().matches({ page: { event: 'failed' } })).toBe(true);
    h.send({ type: 'sports.page.retry' });
    expect(h.loadEvent.calls).toEqual(['e1', 'e1']);
    await h.loadEvent.resolve(event('e1', 'A', 'B'));
    expect(selectEvent(h.snap())?.id).toBe('e1');
    h.send({ type: 'sports.live.opened' });
    expect(h.loadLive.calls).toEqual([null]);
  });

  it('live (issue 18): the list and an event page follow SportsLive pushes (clock, score, why locked) and the timeline grows; a resync asks again', async () => {
    const h = start();
    const liveState = (minute: number, home: number, suspendReason: LiveStateView['suspendReason'] = null): LiveStateView => ({
      sport: 'football',
      period: minute < 45 ? 'first_half' : 'second_half',
      minute,
      clockSeconds: minute * 60,
      periods: [],
      games: null,
      points: null,
      serving: null,
      score: { home, away: 0 },
      redCards: { home: 0, away: 0 },
      corners: { home: 1, away: 0 },
      suspendReason,
      betDelaySeconds: 8,
    });
    const push = (minute: number, home: number, suspendReason: LiveStateView['suspendReason'], incident: object | null) => ({
      type: 'hub.message' as const,
      command: 'SportsLive',
      message: { live: { eventId: 'e1', clockRunning: true, at: '2026-11-27T16:00:00Z', ...liveState(minute, home, suspendReason) }, incident },
    });
    h.send({ type: 'sports.live.opened' });
    await h.loadLive.resolve([{ ...event('e1', 'A', 'B'), live: true, score: { home: 0, away: 0 }, minute: 10, liveState: liveState(10, 0) }]);
    h.send(push(12, 1, 'goal', { seq: 7, type: 'goal', side: 'home', minute: 12, score: { home: 1, away: 0 } }));
    expect(h.snap().context.events[0]).toMatchObject({ score: { home: 1, away: 0 }, minute: 12, liveState: { suspendReason: 'goal', minute: 12 } });
    // The hub reconnects (or the tab comes back into view): the list is asked again and stays on screen meanwhile.
    h.send({ type: 'hub.message', command: 'reconnected', message: 'c-2' });
    expect(h.snap().matches({ page: { live: 'resyncing' } })).toBe(true);
    expect(h.loadLive.calls).toHaveLength(2);
    expect(h.snap().context.events).toHaveLength(1);

    h.send({ type: 'sports.liveEvent.opened', eventId: 'e1' });
    await h.loadLiveEvent.resolve({ event: { ...event('e1', 'A', 'B'), liveState: liveState(12, 1, 'goal') }, timeline: [{ seq: 7, type: 'goal', side: 'home', minute: 12, score: { home: 1, away: 0 } }] });
    // The same incident pushed again is not added twice; a new one is.
    h.send(push(12, 1, 'goal', { seq: 7, type: 'goal', side: 'home', minute: 12, score: { home: 1, away: 0 } }));
    h.send(push(30, 1, null, { seq: 9, type: 'yellow_card', side: 'away', minute: 30, score: null }));
    expect(selectTimeline(h.snap()).map((incident) => incident.seq)).toEqual([7, 9]);
    expect(selectEvent(h.snap())).toMatchObject({ minute: 30, liveState: { suspendReason: null } });
    // Another event's push leaves the page alone.
    h.send({ ...push(50, 3, null, null), message: { ...push(50, 3, null, null).message, live: { ...push(50, 3, null, null).message.live, eventId: 'e9' } } });
    expect(selectEvent(h.snap())!.minute).toBe(30);
    expect(livePushOf({ live: { eventId: 'e1' } })).toBeNull();
  });

  it('My bets spawns a cash-out actor for each open single or accumulator, none for a system bet or a settled one', async () => {
    const h = start();
    h.send({ type: 'myBets.opened' });
    const bet = (id: string, type: string, status: string): BetView => ({
      id,
      type,
      system: type === 'system' ? '2/3' : null,
      stake: 1000,
      odds: 2,
      status,
      lineCount: 1,
      payout: null,
      potentialPayout: 2000,
      placedAt: '2026-11-27T16:00:00Z',
      settledAt: null,
      legs: [],
    });
    await h.loadBets.resolve({ items: [bet('b1', 'single', 'accepted'), bet('b2', 'system', 'open'), bet('b3', 'accumulator', 'open'), bet('b4', 'single', 'won')], total: 4, pageSize: 10 });
    expect(Object.keys(h.snap().context.cashOuts).sort()).toEqual(['b1', 'b3']);
    expect(selectCashOutRef(h.snap(), 'b2')).toBeNull();
  });

  it('a pushed SportsEvent shows the event live with its score and clock, and a settled one no longer live', async () => {
    const h = start();
    h.send({ type: 'sports.event.opened', eventId: 'e1' });
    await h.loadEvent.resolve(event('e1', 'A', 'B'));
    h.send({ type: 'hub.message', command: 'SportsEvent', message: { eventId: 'e1', status: 'live', score: { home: 1, away: 0 }, minute: 23, at: '2026-11-27T16:00:00Z' } });
    expect(selectEvent(h.snap())).toMatchObject({ live: true, score: { home: 1, away: 0 }, minute: 23 });
    h.send({ type: 'hub.message', command: 'SportsEvent', message: { eventId: 'e1', status: 'settled', score: { home: 2, away: 0 }, minute: null, at: '2026-11-27T16:50:00Z' } });
    expect(selectEvent(h.snap())).toMatchObject({ live: false, score: { home: 2, away: 0 }, minute: null });
    // Another event's push leaves this one alone.
    h.send({ type: 'hub.message', command: 'SportsEvent', message: { eventId: 'e9', status: 'live', score: { home: 5, away: 5 }, minute: 80, at: '2026-11-27T16:55:00Z' } });
    expect(selectEvent(h.snap())!.score).toEqual({ home: 2, away: 0 });
    expect(eventUpdateOf({ eventId: 'e1' })).toBeNull();
    expect(eventUpdateOf({ eventId: 'e1', status: 'cancelled', score: null, minute: null })).toEqual({ eventId: 'e1', live: false, score: null, minute: null });
  });

  it('a pushed price moves the event on screen with its mark, and the slip follows', async () => {
    const h = start();
    h.send({ type: 'sports.event.opened', eventId: 'e1' });
    await h.loadEvent.resolve(event('e1', 'A', 'B'));
    h.send({ type: 'slip.selection.toggled', pick: { eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 2.15, eventName: 'A – B', marketName: 'Maç Sonucu', outcomeName: '1' } });
    h.send({
      type: 'hub.message',
      command: 'SportsOdds',
      message: {
        eventId: 'e1',
        at: '2026-11-27T16:00:00Z',
        markets: [
          {
            id: '1x2',
            status: 'active',
            version: 2,
            outcomes: [
              { id: '1', odds: 2.3, previousOdds: 2.15, active: true },
              { id: '2', odds: 2.9, previousOdds: 3.1, active: true },
            ],
          },
        ],
      },
    });
    const market = selectEvent(h.snap())!.markets[0]!;
    expect(market.outcomes.map((o) => o.odds)).toEqual([2.3, 3.4, 2.9]);
    expect(selectMark(h.snap(), 'e1/1x2/1')).toBe('up');
    expect(selectMark(h.snap(), 'e1/1x2/2')).toBe('down');
    expect(selectMark(h.snap(), 'e1/1x2/x')).toBeNull();
    expect(h.snap().context.slip.getSnapshot().context.selections[0]).toMatchObject({ odds: 2.3, seenOdds: 2.15 });
    // Another command is not an odds push.
    h.send({ type: 'hub.message', command: 'Balance', message: { balance: 5 } });
    expect(selectEvent(h.snap())!.markets[0]!.outcomes[0]!.odds).toBe(2.3);
  });

  it('searches once the player paused typing two letters or more; one letter shows the lists again', async () => {
    const h = start();
    h.send({ type: 'sports.search.changed', query: 'ç' });
    expect(selectSearchResults(h.snap())).toBeNull();
    h.send({ type: 'sports.search.changed', query: 'ça' });
    h.send({ type: 'sports.search.changed', query: 'çay' });
    expect(selectIsSearching(h.snap())).toBe(true);
    expect(h.searchSports.calls).toEqual([]);
    h.clock.increment(300);
    expect(h.searchSports.calls).toEqual(['çay']);
    await h.searchSports.resolve({ leagues: [], events: [event('e1', 'Çayırova', 'İstinye')] });
    expect(selectSearchResults(h.snap())?.events.map((e) => e.id)).toEqual(['e1']);
    h.send({ type: 'sports.search.changed', query: 'ç' });
    expect(selectSearchResults(h.snap())).toBeNull();
  });

  it("a player's settings come from the profile and changes go back to it; the book's limits reach the slip", async () => {
    const h = start({ player: true });
    await h.loadSettings.resolve(settings('any'));
    expect(h.snap().context.oddsFormat).toBe('fractional');
    expect(h.slip().oddsChange).toBe('any');
    expect(h.slip().limits).toEqual({ minStake: 200, maxStake: 500_000, maxPayout: 10_000_000 });
    h.send({ type: 'slip.oddsChange.chosen', setting: 'higher' });
    expect(h.slip().oddsChange).toBe('higher');
    h.send({ type: 'sports.oddsFormat.chosen', format: 'american' });
    await h.saveSettings.resolve(settings('higher'));
    expect(h.saveSettings.calls).toEqual([{ oddsChange: 'higher' }, { oddsChange: 'higher', oddsFormat: 'american' }]);
  });

  it("a guest keeps this browser's settings and gets the book's limits", async () => {
    const h = start({ player: false });
    h.send({ type: 'sports.oddsFormat.chosen', format: 'american' });
    await h.loadSettings.resolve(settings('none'));
    expect(h.snap().context.oddsFormat).toBe('american');
    expect(h.slip().oddsChange).toBe('higher');
    expect(h.slip().limits.minStake).toBe(200);
    expect(h.saveSettings.calls).toEqual([]);
  });

  it('keeps the odds format the player chose in this browser', () => {
    const h = start();
    expect(h.snap().context.oddsFormat).toBe('decimal');
    h.send({ type: 'sports.oddsFormat.chosen', format: 'american' });
    expect(h.storage.getItem(ODDS_FORMAT_KEY)).toBe('american');
  });

  it('My bets loads open bets first; a new filter goes back to page 1', async () => {
    const h = start();
    h.send({ type: 'myBets.opened' });
    h.send({ type: 'myBets.page.changed', page: 2 });
    h.send({ type: 'myBets.filter.changed', filter: 'settled' });
    expect(h.loadBets.calls).toEqual(['open:1', 'open:2', 'settled:1']);
    await h.loadBets.resolve({ items: [], total: 0, pageSize: 10 });
    // A settled bet pushed over the hub reloads the list on screen.
    h.send({ type: 'hub.message', command: 'SportsBetSettled', message: {} });
    expect(h.loadBets.calls).toEqual(['open:1', 'open:2', 'settled:1', 'settled:1']);
  });

  it('groups an event page\'s markets in the order their first market comes', () => {
    const m = (id: string, group: string) => ({ id, name: id, group, suspended: false, outcomes: [] });
    expect(groupMarkets([m('a', 'main'), m('b', 'goals'), m('c', 'main')]).map((g) => [g.group, g.markets.map((x) => x.id)])).toEqual([
      ['main', ['a', 'c']],
      ['goals', ['b']],
    ]);
  });
});

describe('sportsbook: generated paths', () => {
  type Snapshot = ReturnType<typeof sportsbookMachine.getInitialSnapshot>;
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('x') });
  const region = (snapshot: Snapshot, state: object, id: string, output: unknown) =>
    snapshot.matches(state as never) ? [done(id, output), failed(id)] : [];
  const machine = sportsbookMachine.provide({
    actors: {
      loadTree: pending,
      loadHome: pending,
      loadEvents: pending,
      loadEvent: pending,
      loadLive: pending,
      loadLiveEvent: pending,
      liveCashOut: createMachine({}),
      loadBets: pending,
      loadSettings: pending,
      saveSettings: pending,
      searchSports: pending,
    } as Record<string, AnyActorLogic> as never,
  });
  const suite = (events: (snapshot: Snapshot) => EventObject[], player = true) =>
    generatePaths(machine, {
      events: events as never,
      input: () => ({ storage: memoryStore(), isPlayer: () => player, newKey: () => 'k' }),
      serializeState: (s) => JSON.stringify(s.value),
    });
  const settingsEvents = (s: Snapshot) => [
    { type: 'sports.oddsFormat.chosen', format: 'fractional' },
    { type: 'slip.oddsChange.chosen', setting: 'any' },
    { type: 'sports.home.opened' },
    ...region(s, { settings: 'loading' }, 'loadSettings', settings()),
    ...region(s, { settings: 'saving' }, 'saveSettings', settings()),
  ];
  testEveryPath(sportsbookMachine, {
    tree: suite((s) => [{ type: 'sports.tree.retry' }, ...region(s, { tree: 'loading' }, 'loadTree', tree)]),
    home: suite((s) => [{ type: 'sports.home.opened' }, ...region(s, { home: 'loading' }, 'loadHome', { popular: [], startingSoon: [], upcoming: [] })]),
    page: suite((s) => [
      { type: 'sports.league.opened', leagueId: 'l1' },
      { type: 'sports.live.opened' },
      { type: 'sports.event.opened', eventId: 'e1' },
      { type: 'sports.liveEvent.opened', eventId: 'e1' },
      { type: 'sports.page.retry' },
      { type: 'sports.live.resync' },
      ...region(s, { page: { league: 'loading' } }, 'loadLeague', []),
      ...region(s, { page: { live: 'loading' } }, 'loadLive', []),
      ...region(s, { page: { live: 'resyncing' } }, 'resyncLive', []),
      ...region(s, { page: { liveEvent: 'loading' } }, 'loadLiveEvent', { event: event('e1', 'A', 'B'), timeline: [] }),
      ...region(s, { page: { liveEvent: 'resyncing' } }, 'resyncLiveEvent', { event: event('e1', 'A', 'B'), timeline: [] }),
      ...region(s, { page: { event: 'loading' } }, 'loadEvent', event('e1', 'A', 'B')),
    ]),
    'my bets': suite((s) => [
      { type: 'myBets.opened' },
      { type: 'myBets.filter.changed', filter: 'settled' },
      { type: 'myBets.page.changed', page: 2 },
      { type: 'hub.message', command: 'SportsBetSettled', message: {} },
      ...region(s, { myBets: 'loading' }, 'loadBets', { items: [], total: 0, pageSize: 10 }),
    ]),
    search: suite((s) => [
      { type: 'sports.search.changed', query: 'ça' },
      { type: 'sports.search.changed', query: 'ç' },
      ...delayEvents(s as never),
      ...region(s, { search: 'searching' }, 'searchSports', { leagues: [], events: [] }),
    ]),
    'player settings': suite(settingsEvents, true),
    'guest settings': suite(settingsEvents, false),
    'everywhere': suite(() => [
      { type: 'hub.message', command: 'SportsOdds', message: [] },
      { type: 'hub.message', command: 'SportsEvent', message: { eventId: 'e1', status: 'live', score: null, minute: 1 } },
      { type: 'hub.message', command: 'Balance', message: {} },
      { type: 'hub.message', command: 'SportsLive', message: {} },
      { type: 'hub.message', command: 'SportsBetUpdated', message: {} },
      { type: 'hub.message', command: 'reconnected', message: 'c-2' },
      { type: 'cashOut.forward', betId: 'b1', event: { type: 'cashOut.full' } },
      { type: 'slip.selection.toggled', pick: { eventId: 'e1', marketId: 'm', outcomeId: 'o', odds: 2, eventName: 'e', marketName: 'm', outcomeName: 'o' } },
      { type: 'slip.selection.removed', key: 'e1/m/o' },
      { type: 'slip.cleared' },
      { type: 'slip.stake.changed', line: 'single:e1/m/o', text: '5' },
      { type: 'slip.type.chosen', betType: 'single' },
      { type: 'slip.system.chosen', system: '2/3' },
      { type: 'slip.changes.accepted' },
      { type: 'slip.submitted' },
      { type: 'slip.receipt.closed' },
      { type: 'slip.sheet.opened' },
      { type: 'slip.sheet.closed' },
    ]),
  });
});

describe('sportsbook: the calls', () => {
  const market = (id: string, group: string, status = 'active') => ({
    id,
    type: '1x2',
    specifiers: '',
    name: `Market ${id}`,
    group,
    status,
    version: 1,
    outcomes: [{ id: 'o1', name: '1', odds: 2.15, active: true, result: null }],
  });
  const summary = {
    id: 'e1',
    kind: 'match',
    sport: 'football',
    categoryId: 'c1',
    categoryName: 'Türkiye',
    leagueId: 'l1',
    leagueName: 'Boğaziçi Ligi',
    name: 'Kuzey – Güney',
    home: 'Kuzey',
    away: 'Güney',
    startsAt: '2026-11-27T17:00:00Z',
    status: 'live',
    score: { home: 1, away: 0 },
    minute: 30,
    marketCount: 2,
    mainMarket: market('m1', 'main'),
  };

  it("reads an event's groups into its markets, each under its group's name, a suspended market closed", async () => {
    const { api, requests } = recordingApi(() =>
      ok({
        event: summary,
        halfTimeScore: null,
        serverSeedHash: 'abc',
        groups: [
          { id: 'main', name: 'Maç Sonucu', markets: [market('m1', 'main')] },
          { id: 'goals', name: 'Goller', markets: [market('m2', 'goals', 'suspended')] },
        ],
      }),
    );
    const view = await outputOf(sportsbookActors(api).loadEvent, { eventId: 'e1' });
    expect(requests.map((r) => r.path)).toEqual(['/sports/events/e1']);
    expect(view).toMatchObject({ id: 'e1', name: 'Kuzey – Güney', live: true, score: { home: 1, away: 0 }, minute: 30 });
    expect(view.markets.map((m) => [m.id, m.group, m.suspended])).toEqual([
      ['m1', 'Maç Sonucu', false],
      ['m2', 'Goller', true],
    ]);
  });

  it("asks for a league's events, and for today's in Istanbul (UTC+3) on the live page", async () => {
    const { api, requests } = recordingApi(() => ok({ items: [summary], total: 1 }));
    expect((await outputOf(sportsbookActors(api).loadEvents, { query: { leagueId: 'l1' } })).map((e) => e.id)).toEqual(['e1']);
    // 23:30 on 26 November in UTC is 02:30 on the 27th in Istanbul.
    await outputOf(sportsbookActors(api).loadEvents, { query: { today: true }, now: () => new Date('2026-11-26T23:30:00Z') });
    expect(requests.map((r) => r.url.slice(r.url.indexOf('/sports')))).toEqual([
      '/sports/events?leagueId=l1&take=100',
      `/sports/events?from=${encodeURIComponent('2026-11-26T21:00:00.000Z')}&to=${encodeURIComponent('2026-11-27T21:00:00.000Z')}&take=100`,
    ]);
  });

  it('pages My bets ten at a time and reads money into kuruş', async () => {
    const bet = {
      id: 'b1',
      type: 'accumulator',
      system: null,
      status: 'won',
      placedAt: '2026-11-26T10:00:00Z',
      settledAt: '2026-11-26T12:00:00Z',
      lineCount: 1,
      stakePerLine: 10,
      totalStake: 10,
      totalOdds: 3.87,
      potentialPayout: 38.7,
      payout: 38.7,
      legs: [
        {
          eventId: 'e1',
          eventName: 'Kuzey – Güney',
          sport: 'football',
          leagueName: 'Boğaziçi Ligi',
          startsAt: '2026-11-26T11:00:00Z',
          marketId: 'm1',
          marketName: 'Maç Sonucu',
          outcomeId: 'o1',
          outcomeName: '1',
          odds: 2.15,
          result: 'won',
          score: { home: 2, away: 1 },
        },
      ],
      lines: [],
    };
    const { api, requests } = recordingApi(() => ok({ items: [bet], total: 11 }));
    const page = await outputOf(sportsbookActors(api).loadBets, { filter: 'settled', page: 2 });
    expect(requests[0]!.url).toMatch(/\/sports\/bets\?status=settled&skip=10&take=10$/);
    expect(page.total).toBe(11);
    expect(page.items[0]).toMatchObject({ stake: 1000, payout: 3870, potentialPayout: 3870, odds: 3.87 });
    expect(page.items[0]!.legs[0]).toMatchObject({ score: '2-1', result: 'won' });
  });

  it("reads the player's settings with the limits in kuruş, and searches with the term", async () => {
    const { api, requests } = recordingApi((request) =>
      request.path === '/sports/settings'
        ? ok({ oddsFormat: 'american', oddsChange: 'any', limits: { minStake: 1, maxStake: 5000, maxPayout: 100000, maxSelections: 20, minSystemSize: 2 } })
        : ok({ leagues: [{ id: 'l1', name: 'Boğaziçi Ligi', sport: 'football', categoryName: 'Türkiye', eventCount: 4 }], events: [summary] }),
    );
    expect(await outputOf(sportsbookActors(api).loadSettings, undefined)).toEqual({
      oddsFormat: 'american',
      oddsChange: 'any',
      limits: { minStake: 100, maxStake: 500_000, maxPayout: 10_000_000 },
    });
    const found = await outputOf(sportsbookActors(api).searchSports, { query: ' kuzey ' });
    expect(found.leagues).toEqual([{ id: 'l1', name: 'Boğaziçi Ligi', categoryName: 'Türkiye', count: 4 }]);
    expect(requests[1]!.url).toMatch(/\/sports\/search\?q=kuzey&take=20$/);
  });

  it('reads a SportsOdds push into moves; a suspended market suspends its outcomes; nonsense is no move', () => {
    expect(
      oddsMovesOf({
        eventId: 'e1',
        at: '2026-11-27T16:00:00Z',
        markets: [{ id: 'm1', status: 'suspended', version: 3, outcomes: [{ id: 'o1', odds: 2.2, previousOdds: 2.15, active: true }] }],
      }),
    ).toEqual([{ eventId: 'e1', marketId: 'm1', outcomeId: 'o1', odds: 2.2, previousOdds: 2.15, suspended: true }]);
    expect(oddsMovesOf(null)).toEqual([]);
    expect(oddsMovesOf({ eventId: 'e1' })).toEqual([]);
  });
});
