// The sportsbook's screens: the tree and the home lists load, a league's and an event's pages load
// (a failure offers a retry), odds pushed over the hub move the prices with an up/down mark and reach
// the slip, search folds Turkish letters, the odds format is kept, My bets filters and pages; plus
// generated paths, one suite per region.
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, type EventObject } from 'xstate';
import { memoryStore } from '../shared/ports';
import { controllable, offlineApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { BetsPage, EventsQuery, HomeLists } from './sportsbook.actors';
import { type SportsbookEvent, sportsbookMachine } from './sportsbook.machine';
import { foldSearchText, groupMarkets, selectEvent, selectMark, selectSearchResults } from './sportsbook.selectors';
import { ODDS_FORMAT_KEY, type EventView, type TreeSport } from './sportsbook.types';

const event = (id: string, home: string, away: string, odds: [number, number, number] = [2.15, 3.4, 3.1]): EventView => ({
  id,
  sportId: 'football',
  leagueId: 'l1',
  leagueName: 'Boğaziçi Ligi',
  home,
  away,
  startsAt: '2026-11-27T17:00:00Z',
  live: false,
  score: null,
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

function start() {
  const loadTree = controllable<unknown, TreeSport[], null>(() => null);
  const loadHome = controllable<unknown, HomeLists, null>(() => null);
  const loadEvents = controllable<{ query: EventsQuery }, EventView[], EventsQuery>((input) => input.query);
  const loadEvent = controllable<{ eventId: string }, EventView, string>((input) => input.eventId);
  const loadBets = controllable<{ filter: string; page: number }, BetsPage, string>((input) => `${input.filter}:${input.page}`);
  const storage = memoryStore();
  const actor = createActor(
    sportsbookMachine.provide({
      actors: {
        loadTree: loadTree.logic,
        loadHome: loadHome.logic,
        loadEvents: loadEvents.logic,
        loadEvent: loadEvent.logic,
        loadBets: loadBets.logic,
      } as never,
    }),
    { input: { api: offlineApi(), storage, isPlayer: () => true, newKey: () => 'k' } },
  ).start();
  const send = (e: SportsbookEvent) => actor.send(e);
  return { actor, send, storage, loadTree, loadHome, loadEvents, loadEvent, loadBets, snap: () => actor.getSnapshot() };
}

describe('sportsbook', () => {
  it('loads the tree at once and the home lists when the page opens', async () => {
    const h = start();
    await h.loadTree.resolve(tree);
    expect(h.snap().context.tree).toEqual(tree);
    h.send({ type: 'sports.home.opened' });
    await h.loadHome.resolve({ popular: [event('e1', 'Çayırova', 'İstinye')], startingSoon: [], upcoming: [event('e1', 'Çayırova', 'İstinye')] });
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
    expect(h.loadEvents.calls.at(-1)).toEqual({ today: true });
  });

  it('a pushed price moves the event on screen with its mark, and the slip follows', async () => {
    const h = start();
    h.send({ type: 'sports.event.opened', eventId: 'e1' });
    await h.loadEvent.resolve(event('e1', 'A', 'B'));
    h.send({ type: 'slip.selection.toggled', pick: { eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 2.15, eventName: 'A – B', marketName: 'Maç Sonucu', outcomeName: '1' } });
    h.send({
      type: 'hub.message',
      command: 'SportsOdds',
      message: [
        { eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 2.3 },
        { eventId: 'e1', marketId: '1x2', outcomeId: '2', odds: 2.9 },
      ],
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

  it('search folds Turkish letters: "cayirova", "ÇAYIROVA" and "istinye" find their teams, "bogazici" the league', async () => {
    const h = start();
    await h.loadTree.resolve(tree);
    h.send({ type: 'sports.home.opened' });
    const e1 = event('e1', 'Çayırova', 'İstinye');
    await h.loadHome.resolve({ popular: [], startingSoon: [], upcoming: [e1, event('e2', 'Kuzey', 'Güney')] });
    for (const query of ['cayirova', 'ÇAYIROVA', 'istinye', 'ISTINYE']) {
      h.send({ type: 'sports.search.changed', query });
      expect(selectSearchResults(h.snap())?.events.map((e) => e.id), query).toEqual(['e1']);
    }
    h.send({ type: 'sports.search.changed', query: 'bogazici' });
    expect(selectSearchResults(h.snap())?.leagues.map((l) => l.id)).toEqual(['l1']);
    h.send({ type: 'sports.search.changed', query: 'b' });
    expect(selectSearchResults(h.snap())).toBeNull();
    expect(foldSearchText("  Kız  Kulesi'nin ")).toBe('kiz kulesinin');
  });

  it('keeps the odds format the player chose', () => {
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
    actors: { loadTree: pending, loadHome: pending, loadEvents: pending, loadEvent: pending, loadBets: pending } as Record<string, AnyActorLogic> as never,
  });
  const input = () => ({ api: offlineApi(), storage: memoryStore(), isPlayer: () => true, newKey: () => 'k' });
  const suite = (events: (snapshot: Snapshot) => EventObject[]) =>
    generatePaths(machine, { events: events as never, input, serializeState: (s) => JSON.stringify(s.value) });
  testEveryPath(sportsbookMachine, {
    tree: suite((s) => [{ type: 'sports.tree.retry' }, ...region(s, { tree: 'loading' }, 'loadTree', tree)]),
    home: suite((s) => [{ type: 'sports.home.opened' }, ...region(s, { home: 'loading' }, 'loadHome', { popular: [], startingSoon: [], upcoming: [] })]),
    page: suite((s) => [
      { type: 'sports.league.opened', leagueId: 'l1' },
      { type: 'sports.live.opened' },
      { type: 'sports.event.opened', eventId: 'e1' },
      { type: 'sports.page.retry' },
      ...region(s, { page: { league: 'loading' } }, 'loadLeague', []),
      ...region(s, { page: { live: 'loading' } }, 'loadLive', []),
      ...region(s, { page: { event: 'loading' } }, 'loadEvent', event('e1', 'A', 'B')),
    ]),
    'my bets': suite((s) => [
      { type: 'myBets.opened' },
      { type: 'myBets.filter.changed', filter: 'settled' },
      { type: 'myBets.page.changed', page: 2 },
      ...region(s, { myBets: 'loading' }, 'loadBets', { items: [], total: 0, pageSize: 10 }),
    ]),
    'everywhere': suite(() => [
      { type: 'hub.message', command: 'SportsOdds', message: [] },
      { type: 'hub.message', command: 'Balance', message: {} },
      { type: 'sports.oddsFormat.chosen', format: 'fractional' },
      { type: 'sports.search.changed', query: 'ab' },
      { type: 'slip.selection.toggled', pick: { eventId: 'e1', marketId: 'm', outcomeId: 'o', odds: 2, eventName: 'e', marketName: 'm', outcomeName: 'o' } },
      { type: 'slip.selection.removed', key: 'e1/m/o' },
      { type: 'slip.cleared' },
      { type: 'slip.stake.changed', line: 'single:e1/m/o', text: '5' },
      { type: 'slip.type.chosen', betType: 'single' },
      { type: 'slip.system.chosen', system: '2/3' },
      { type: 'slip.oddsChange.chosen', setting: 'any' },
      { type: 'slip.changes.accepted' },
      { type: 'slip.submitted' },
      { type: 'slip.receipt.closed' },
      { type: 'slip.sheet.opened' },
      { type: 'slip.sheet.closed' },
    ]),
  });
});
