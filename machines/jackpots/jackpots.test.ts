// Jackpot ticker: feeds 500 ms after the carousel starts, ×10, the per-level increments every second,
// the reversed level mapping, failed feeds without numbers, the Egypt Quest placeholder, the cards;
// the actors' requests; generated path coverage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { pathName, REPLAY } from '../testing/path-tests';
import { ok, recordingApi, refusal, settled } from '../testing/fixtures';
import { type AmusnetJackpot, type EgtJackpotInstance, jackpotsActors, type PragmaticJackpotFeed } from './jackpots.actors';
import { type JackpotsEvent, type JackpotsInput, jackpotsMachine } from './jackpots.machine';
import {
  selectAmusnetSlide,
  selectBellLinkSlide,
  selectCards,
  selectEgyptQuest,
  selectIsRunning,
  selectPragmaticLevels,
  selectSlides,
  selectVipBellLinkSlide,
} from './jackpots.selectors';


const egt = (instanceName: string, values: number[]): EgtJackpotInstance => ({
  instanceName,
  levelStats: values.map((value, index) => ({ level: index + 1, currentValue: [{ value, currency: 'TRY' }] })),
});

const amusnetFeed: AmusnetJackpot = {
  currentLevelI: 5000,
  currentLevelII: 900,
  currentLevelIII: 80,
  currentLevelIV: 7,
};
const egtFeed: EgtJackpotInstance[] = [
  egt('Clover Chance', [1, 2, 3, 4]),
  egt('Bell Link', [1000, 500, 100, 50]),
  egt('VIP Bell Link', [20000, 4000.5, 300, 75.25]),
];
const pragmaticFeed: PragmaticJackpotFeed = {
  jackpots: [
    {
      name: 'Daily',
      tiers: [
        { name: 'Mega', amount: 300 },
        { name: 'Major', amount: 200 },
        { name: 'Minor', amount: 100 },
      ],
    },
  ],
};
const egyptFeed: AmusnetJackpot = { currentLevelI: 1234.5, currentLevelII: 1, currentLevelIII: 1, currentLevelIV: 1 };

const bootstrapCards: EgtJackpotInstance[] = [
  egt('High Cash', [4000, 3000, 2000, 1000]),
  egt('Mystery Pot', [9, 9, 9, 9]),
  egt('Clover Chance', [800, 600, 400, 200]),
  // Three levels: not a card.
  egt('High Cash', [1, 1, 1]),
];

const tl = 100; // kuruş in one TRY

type Feeds = {
  amusnet: AmusnetJackpot;
  egt: EgtJackpotInstance[];
  pragmatic: PragmaticJackpotFeed;
  egyptQuest: AmusnetJackpot;
};
type FeedName = keyof Feeds;

function setupJackpots(answers: { [K in FeedName]?: Feeds[K] | Error } = {}) {
  const all: { [K in FeedName]: Feeds[K] | Error } = {
    amusnet: amusnetFeed,
    egt: egtFeed,
    pragmatic: pragmaticFeed,
    egyptQuest: egyptFeed,
    ...answers,
  };
  const calls: FeedName[] = [];
  const feed = (name: FeedName) =>
    fromPromise(async () => {
      calls.push(name);
      const answer = all[name];
      if (answer instanceof Error) throw answer;
      return answer;
    });
  const machine = jackpotsMachine.provide({
    actors: {
      fetchAmusnet: feed('amusnet') as never,
      fetchEgt: feed('egt') as never,
      fetchPragmatic: feed('pragmatic') as never,
      fetchEgyptQuest: feed('egyptQuest') as never,
    },
  });
  const actor = createActor(machine, { input: { egtJackpotCards: bootstrapCards } });
  actor.start();
  return { actor, calls, all, snapshot: () => actor.getSnapshot() };
}

const amounts = (slide: { tiers: Array<{ amount: number | null }> }) => slide.tiers.map((tier) => tier.amount);

describe('jackpots machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('requests the four feeds 500 ms after the carousel starts, not before', async () => {
    const { actor, calls, snapshot } = setupJackpots();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([]);
    expect(selectIsRunning(snapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.sort()).toEqual(['amusnet', 'egt', 'egyptQuest', 'pragmatic']);
    expect(selectIsRunning(snapshot())).toBe(true);
  });

  it('a carousel gone before 500 ms requests nothing', async () => {
    const { actor, calls } = setupJackpots();
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'jackpots.stopped' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
  });

  it('shows the initial values ×10, Amusnet reversed (grand is level I, the highest)', async () => {
    const { actor, snapshot } = setupJackpots();
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(500);
    expect(selectAmusnetSlide(snapshot())).toEqual({
      id: 'amusnet',
      name: 'Amusnet',
      tiers: [
        { tier: 'grand', amount: 50000 * tl },
        { tier: 'major', amount: 9000 * tl },
        { tier: 'minor', amount: 800 * tl },
        { tier: 'mini', amount: 70 * tl },
      ],
      hasValues: true,
    });
    expect(amounts(selectBellLinkSlide(snapshot()))).toEqual([10000 * tl, 5000 * tl, 1000 * tl, 500 * tl]);
    expect(amounts(selectVipBellLinkSlide(snapshot()))).toEqual([200000 * tl, 40005 * tl, 3000 * tl, 752.5 * tl]);
    expect(selectPragmaticLevels(snapshot())).toEqual([3000 * tl, 2000 * tl, 1000 * tl]);
    expect(selectEgyptQuest(snapshot())).toBe(12345 * tl);
    expect(selectSlides(snapshot()).map((slide) => slide.name)).toEqual(['VIP Bell Link', 'Bell Link', 'Amusnet']);
  });

  it('ticks every second by the increments of spec §4', async () => {
    const { actor, snapshot } = setupJackpots();
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(999);
    expect(amounts(selectBellLinkSlide(snapshot()))).toEqual([10000 * tl, 5000 * tl, 1000 * tl, 500 * tl]);
    await vi.advanceTimersByTimeAsync(1);
    // Amusnet level1 (IV, mini) +100, level2 (III, minor) +100, level3 (II, major) +10, level4 (I, grand) +1.
    expect(amounts(selectAmusnetSlide(snapshot()))).toEqual([50001 * tl, 9010 * tl, 900 * tl, 170 * tl]);
    // Bell Link and VIP Bell Link: levels 1 and 2 +100, levels 3 and 4 still.
    expect(amounts(selectBellLinkSlide(snapshot()))).toEqual([10100 * tl, 5100 * tl, 1000 * tl, 500 * tl]);
    expect(amounts(selectVipBellLinkSlide(snapshot()))).toEqual([200100 * tl, 40105 * tl, 3000 * tl, 752.5 * tl]);
    // Pragmatic +10 on every level.
    expect(selectPragmaticLevels(snapshot())).toEqual([3010 * tl, 2010 * tl, 1010 * tl]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(amounts(selectAmusnetSlide(snapshot()))).toEqual([50003 * tl, 9030 * tl, 1100 * tl, 370 * tl]);
    expect(amounts(selectBellLinkSlide(snapshot()))).toEqual([10300 * tl, 5300 * tl, 1000 * tl, 500 * tl]);
    expect(selectPragmaticLevels(snapshot())).toEqual([3030 * tl, 2030 * tl, 1030 * tl]);
    // Egypt Quest has no increments.
    expect(selectEgyptQuest(snapshot())).toBe(12345 * tl);
  });

  it('a failed feed leaves its slides without numbers while the others tick', async () => {
    const { actor, snapshot } = setupJackpots({ egt: new ApiError('Sağlayıcı yanıt vermedi', 502) });
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(500 + 3000);
    expect(snapshot().matches({ running: { egt: 'failed' } })).toBe(true);
    for (const slide of [selectBellLinkSlide(snapshot()), selectVipBellLinkSlide(snapshot())]) {
      expect(slide.hasValues).toBe(false);
      expect(amounts(slide)).toEqual([null, null, null, null]);
    }
    expect(amounts(selectAmusnetSlide(snapshot()))).toEqual([50003 * tl, 9030 * tl, 1100 * tl, 370 * tl]);
  });

  it('an EGT feed without VIP Bell Link leaves only that slide empty', async () => {
    const { actor, snapshot } = setupJackpots({ egt: [egt('Bell Link', [10, 10, 10, 10])] });
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(500);
    expect(selectVipBellLinkSlide(snapshot()).hasValues).toBe(false);
    expect(amounts(selectBellLinkSlide(snapshot()))).toEqual([100 * tl, 100 * tl, 100 * tl, 100 * tl]);
  });

  it('ignores the Egypt Quest value when currentLevelI is 14000', async () => {
    const { actor, snapshot } = setupJackpots({ egyptQuest: { ...egyptFeed, currentLevelI: 14000 } });
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(500);
    expect(snapshot().matches({ running: { egyptQuest: 'ignored' } })).toBe(true);
    expect(selectEgyptQuest(snapshot())).toBeNull();
  });

  it('stops ticking when the carousel goes, and refetches 500 ms after it comes back', async () => {
    const { actor, calls, snapshot, all } = setupJackpots();
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ type: 'jackpots.stopped' });
    const frozen = amounts(selectAmusnetSlide(snapshot()));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(amounts(selectAmusnetSlide(snapshot()))).toEqual(frozen);
    all.amusnet = new ApiError('down', 500);
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(8);
    // The refetch failed: no stale numbers stay on the slide.
    expect(selectAmusnetSlide(snapshot()).hasValues).toBe(false);
    expect(selectBellLinkSlide(snapshot()).hasValues).toBe(true);
  });

  it('cards: only High Cash and Clover Chance with exactly four levels, Clover Chance first, level1 grand', () => {
    const { snapshot } = setupJackpots();
    expect(selectCards(snapshot())).toEqual([
      {
        name: 'Clover Chance',
        tiers: [
          { tier: 'grand', amount: 800 * tl },
          { tier: 'major', amount: 600 * tl },
          { tier: 'minor', amount: 400 * tl },
          { tier: 'mini', amount: 200 * tl },
        ],
      },
      {
        name: 'High Cash',
        tiers: [
          { tier: 'grand', amount: 4000 * tl },
          { tier: 'major', amount: 3000 * tl },
          { tier: 'minor', amount: 2000 * tl },
          { tier: 'mini', amount: 1000 * tl },
        ],
      },
    ]);
    expect(selectCards(snapshot())).toBe(selectCards(snapshot()));
  });

  it('slides keep their identity between snapshots that did not change them', async () => {
    const { actor, snapshot } = setupJackpots();
    actor.send({ type: 'jackpots.started' });
    await vi.advanceTimersByTimeAsync(500);
    const before = selectSlides(snapshot());
    expect(selectSlides(snapshot())).toBe(before);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectSlides(snapshot())).not.toBe(before);
  });
});

describe('jackpots actors', () => {
  it('read the four feeds through their GET calls and fail on success: false', async () => {
    const { api: client, requests } = recordingApi(
      {
        '/casino/jackpotcards': ok(amusnetFeed),
        '/casino/egtjackpot': ok(egtFeed),
        '/casino/pragmaticjackpotfeed': ok(pragmaticFeed),
        '/casino/eqyptquest': refusal('Feed kapalı'),
      },
      { token: null },
    );
    const { fetchAmusnet, fetchEgt, fetchPragmatic, fetchEgyptQuest } = jackpotsActors(client);
    const run = (logic: typeof fetchAmusnet | typeof fetchEgt | typeof fetchPragmatic) => settled(logic, undefined);
    expect((await run(fetchAmusnet)).output).toEqual(amusnetFeed);
    expect((await run(fetchEgt)).output).toEqual(egtFeed);
    expect((await run(fetchPragmatic)).output).toEqual(pragmaticFeed);
    const egypt = await run(fetchEgyptQuest);
    expect(egypt.status).toBe('error');
    expect(egypt.error).toEqual(new ApiError('Feed kapalı', 200));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://site.test/api/casino/jackpotcards',
      'GET http://site.test/api/casino/egtjackpot',
      'GET http://site.test/api/casino/pragmaticjackpotfeed',
      'GET http://site.test/api/casino/eqyptquest',
    ]);
  });
});

describe('jackpots machine: generated paths', () => {
  const machine = jackpotsMachine.provide({
    actors: {
      fetchAmusnet: pending as never,
      fetchEgt: pending as never,
      fetchPragmatic: pending as never,
      fetchEgyptQuest: pending as never,
    },
  });
  const input = (): JackpotsInput => ({ egtJackpotCards: bootstrapCards });
  const events = (snapshot: Parameters<typeof delayEvents>[0]): JackpotsEvent[] =>
    [
      { type: 'jackpots.started' },
      { type: 'jackpots.stopped' },
      { type: 'xstate.done.actor.amusnet', output: amusnetFeed },
      { type: 'xstate.error.actor.amusnet', error: new ApiError('', 500) },
      { type: 'xstate.done.actor.egt', output: egtFeed },
      { type: 'xstate.error.actor.egt', error: new ApiError('', 500) },
      { type: 'xstate.done.actor.pragmatic', output: pragmaticFeed },
      { type: 'xstate.error.actor.pragmatic', error: new ApiError('', 500) },
      { type: 'xstate.done.actor.egyptQuest', output: egyptFeed },
      { type: 'xstate.done.actor.egyptQuest', output: { ...egyptFeed, currentLevelI: 14000 } },
      { type: 'xstate.error.actor.egyptQuest', error: new ApiError('', 500) },
      ...delayEvents(snapshot),
    ] as JackpotsEvent[];
  // The amounts change on every tick; whether each feed has values is what the states depend on.
  const serializeState = (snapshot: {
    value: unknown;
    context: Record<'amusnet' | 'bellLink' | 'vipBellLink' | 'pragmatic' | 'egyptQuest', unknown>;
  }) => {
    const { amusnet, bellLink, vipBellLink, pragmatic, egyptQuest } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      [amusnet, bellLink, vipBellLink, pragmatic, egyptQuest].map((v) => v !== null),
    ]);
  };
  const suite = generatePaths(machine, { events, input, serializeState, strategy: 'shortest' });
  const edges = generatePaths(machine, { events, input, serializeState });

  it.each(suite.paths.map((path) => [pathName(suite.title, null, path.description), path] as const))(`${REPLAY} %s`, (_, path) => {
    const { snapshot } = suite.replay(path);
    expect(snapshot.value).toEqual(path.expected.value);
    expect(serializeState(snapshot)).toBe(serializeState(path.expected));
  });

  it('names every path once', () => {
    const names = suite.paths.map((path) => path.description);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('reaches every state and takes every transition', () => {
    expect(edges.coverage()).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
