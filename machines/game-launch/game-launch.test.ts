// Game launch: the spec §7 dispatch of every provider's launch call, the guest / phone / desktop
// routing, the modal's frame (loading, refresh notice, failures that close the modal for EGT, Hub88
// and SoftGamings only), the 300 ms post-close reload; plus generated path coverage of both machines.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, flush, gameFixture, ok, recordingApi, refusal } from '../testing/fixtures';
import { type Game, isFrameableUrl, type LaunchContent, type LaunchInput, launchGame } from './game-launch.actors';
import { type GameFrameEvent, type GameFrameInput, gameFrameMachine } from './game-frame.machine';
import { type GameLaunchEvent, gameLaunchMachine, POST_CLOSE_RELOAD_DELAY } from './game-launch.machine';
import {
  selectFrameContent,
  selectFrameError,
  selectFrameRef,
  selectIsDepositSheetOpen,
  selectIsFrameLoading,
  selectIsModalOpen,
  selectIsReloading,
  selectModalGame,
} from './game-launch.selectors';

const game = (providerName: Game['providerName'], extra: Partial<Game> = {}): Game =>
  gameFixture({
    gameCode: `${providerName.toLowerCase().replace(/\s/g, '-')}-1`,
    name: `${providerName} Oyunu`,
    providerName,
    mainProviderId: 1,
    ...extra,
  });

const okUrl = (data: string) => () => ok(data);

describe('launch dispatch (spec §7)', () => {
  const base = { platform: 2 as const, language: 'en' as const, lobbyUrl: 'https://casino.test/' };
  it.each([
    ['Pragmatic Play', {}, '/casino/pragmaticlaunchurl', { code: 'pragmatic-play-1' }],
    ['Digitain', {}, '/casino/dtlaunchurl', { code: 'digitain-1' }],
    ['EveryMatrix', { productId: 'netent' }, '/casino/emlaunchurl', { code: 'everymatrix-1', productId: 'netent' }],
    ['Amusnet', {}, '/casino/amusnetlaunchurl', { code: 'amusnet-1', isMobile: true }],
    [
      'Egt Digital',
      {},
      '/casino/egtlaunchurl',
      { platform: 2, gameCode: 'egt-digital-1', language: 'en', lobbyUrl: 'https://casino.test/' },
    ],
    ['Hub88', {}, '/casino/hub88launchurl', { platform: 2, gameCode: 'hub88-1', language: 'en', lobbyUrl: 'https://casino.test/' }],
    [
      'Kuzey Studio',
      {},
      '/casino/studiolaunchurl',
      { platform: 2, gameCode: 'kuzey-studio-1', language: 'en', lobbyUrl: 'https://casino.test/' },
    ],
  ] as const)('%s calls %s', async (provider, extra, path, body) => {
    const { api, requests } = recordingApi(okUrl('https://games.test/play?t=1'));
    const content = await launchGame(api, { game: game(provider, extra), ...base });
    expect(requests.map((request) => ({ path: request.path, body: request.body }))).toEqual([{ path, body }]);
    expect(content).toEqual({ kind: 'url', url: 'https://games.test/play?t=1' });
  });

  it('SoftGamings sends system, pageCode and isMobile 1/0 and answers HTML', async () => {
    const { api, requests } = recordingApi(okUrl('<div id="g"></div><script>start()</script>'));
    const sg = game('SoftGamings', { system: '960' });
    expect(await launchGame(api, { game: sg, ...base })).toEqual({ kind: 'html', html: '<div id="g"></div><script>start()</script>' });
    await launchGame(api, { game: sg, ...base, platform: 1 });
    expect(requests.map((request) => request.body)).toEqual([
      { system: '960', pageCode: 'softgamings-1', isMobile: 1 },
      { system: '960', pageCode: 'softgamings-1', isMobile: 0 },
    ]);
  });

  it('desktop launches send platform 1 and isMobile false', async () => {
    const { api, requests } = recordingApi(okUrl('/studio/studio-slot?token=abc'));
    await launchGame(api, { game: game('Amusnet'), ...base, platform: 1 });
    await launchGame(api, { game: game('Hub88'), ...base, platform: 1 });
    expect(requests.map((request) => request.body)).toEqual([
      { code: 'amusnet-1', isMobile: false },
      { platform: 1, gameCode: 'hub88-1', language: 'en', lobbyUrl: 'https://casino.test/' },
    ]);
  });

  it('a refusal carries the server message; a script address is refused', async () => {
    const refused = recordingApi(() => refusal('Hub88 yapılandırılmadı'), { status: () => 400 });
    await expect(launchGame(refused.api, { game: game('Hub88'), ...base })).rejects.toThrow('Hub88 yapılandırılmadı');
    const tampered = recordingApi(okUrl('javascript:alert(1)'));
    await expect(launchGame(tampered.api, { game: game('Digitain'), ...base })).rejects.toThrow(/unexpected launch address/);
    expect(isFrameableUrl('/studio/studio-slot')).toBe(true);
    expect(isFrameableUrl('//evil.test/x')).toBe(false);
    expect(isFrameableUrl('data:text/html,x')).toBe(false);
  });
});

function frameHarness(input: Partial<GameFrameInput> = {}) {
  const launch = controllable<LaunchInput, LaunchContent>();
  const failures: unknown[] = [];
  const machine = gameFrameMachine.provide({
    actors: { launch: launch.logic, loadSuggestions: pending as never },
    actions: { 'notify failure': (_, params) => void failures.push(params.error) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { game: game('Kuzey Studio'), platform: 1, language: 'tr', lobbyUrl: 'https://casino.test/', inModal: false, ...input },
  });
  actor.start();
  return { actor, launches: launch.calls, failures, clock, settle: () => launch };
}

describe('game frame machine', () => {
  it('shows Loading... until the frame loaded, then plays', async () => {
    const { actor, launches, settle } = frameHarness();
    expect(selectIsFrameLoading(actor.getSnapshot())).toBe(true);
    expect(launches[0]).toMatchObject({ platform: 1, language: 'tr' });
    await settle().resolve({ kind: 'url', url: '/studio/studio-slot?token=t' });
    expect(selectFrameContent(actor.getSnapshot())).toEqual({ kind: 'url', url: '/studio/studio-slot?token=t' });
    expect(selectIsFrameLoading(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'game.frame.loaded' });
    expect(selectIsFrameLoading(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('playing');
  });

  it('refresh launches again and shows the reload notice until the new frame loaded, at least 1.5 s', async () => {
    const { actor, launches, settle, clock } = frameHarness();
    await settle().resolve({ kind: 'url', url: '/a' });
    actor.send({ type: 'game.frame.loaded' });
    actor.send({ type: 'game.reload' });
    expect(selectIsReloading(actor.getSnapshot())).toBe(true);
    expect(selectFrameContent(actor.getSnapshot())).toBeNull();
    expect(launches).toHaveLength(2);
    await settle().resolve({ kind: 'url', url: '/b' });
    expect(selectIsReloading(actor.getSnapshot())).toBe(true);
    expect(selectFrameContent(actor.getSnapshot())).toEqual({ kind: 'url', url: '/b' });
    actor.send({ type: 'game.frame.loaded' });
    expect(selectIsReloading(actor.getSnapshot())).toBe(true);
    clock.increment(1499);
    expect(selectIsReloading(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectIsReloading(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('playing');
  });

  it.each(['Egt Digital', 'Hub88', 'SoftGamings'] as const)('in the modal a %s failure toasts and ends (the modal closes)', async (provider) => {
    const { actor, failures, settle } = frameHarness({ inModal: true, game: game(provider) });
    const error = new ApiError('Sağlayıcı yapılandırılmadı', 400);
    await settle().reject(error);
    expect(failures).toEqual([error]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(['Amusnet', 'Pragmatic Play', 'Digitain', 'EveryMatrix', 'Kuzey Studio'] as const)(
    'in the modal a %s failure stays with the message, not toasted',
    async (provider) => {
      const { actor, failures, settle } = frameHarness({ inModal: true, game: game(provider) });
      await settle().reject(new ApiError('Oyun bulunamadı', 404));
      // The message shows in place of the game: a toast would only repeat it.
      expect(failures).toHaveLength(0);
      expect(actor.getSnapshot().status).toBe('active');
      expect(selectFrameError(actor.getSnapshot())).toBe('Oyun bulunamadı');
    },
  );

  it('on the desktop page even an EGT failure stays, and refresh tries again', async () => {
    const { actor, launches, settle } = frameHarness({ inModal: false, game: game('Egt Digital') });
    await settle().reject(new ApiError('EGT hata', 502));
    expect(selectFrameError(actor.getSnapshot())).toBe('EGT hata');
    actor.send({ type: 'game.reload' });
    expect(launches).toHaveLength(2);
    expect(selectFrameError(actor.getSnapshot())).toBeNull();
  });
});

function launchHarness(options: { player: boolean; phone: boolean }) {
  const clock = new SimulatedClock();
  const effects = { login: vi.fn(), playPage: vi.fn<(game: Game) => void>(), reload: vi.fn() };
  const machine = gameLaunchMachine.provide({
    actions: {
      'ask to log in': effects.login,
      'open play page': (_, params) => effects.playPage(params.game),
      'reload after close': effects.reload,
    },
    actors: {
      gameFrame: gameFrameMachine.provide({
        actors: { launch: fromPromise<LaunchContent, LaunchInput>(() => new Promise(() => {})) },
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      isPlayer: () => options.player,
      isPhone: () => options.phone,
      language: () => 'en',
      lobbyUrl: () => 'https://casino.test/',
    },
  });
  actor.start();
  return { actor, clock, effects };
}

describe('game launch machine (spec §4)', () => {
  const roulette = game('Kuzey Studio', { gameCode: 'studio-roulette', name: 'Avrupa Ruleti' });

  it('a guest gets the login dialog, on any device', () => {
    for (const phone of [true, false]) {
      const { actor, effects } = launchHarness({ player: false, phone });
      actor.send({ type: 'game.open', game: roulette });
      expect(effects.login).toHaveBeenCalledTimes(1);
      expect(selectIsModalOpen(actor.getSnapshot())).toBe(false);
      expect(effects.playPage).not.toHaveBeenCalled();
    }
  });

  it('a player on a desktop goes to the play page', () => {
    const { actor, effects } = launchHarness({ player: true, phone: false });
    actor.send({ type: 'game.open', game: roulette });
    expect(effects.playPage).toHaveBeenCalledWith(roulette);
    expect(selectIsModalOpen(actor.getSnapshot())).toBe(false);
  });

  it('a player on a phone gets the modal with a mobile launch; deposit sheet opens and closes', () => {
    const { actor } = launchHarness({ player: true, phone: true });
    actor.send({ type: 'game.open', game: roulette });
    const snapshot = actor.getSnapshot();
    expect(selectIsModalOpen(snapshot)).toBe(true);
    expect(selectModalGame(snapshot)).toEqual(roulette);
    expect(selectFrameRef(snapshot)?.getSnapshot().context).toMatchObject({ platform: 2, inModal: true, language: 'en' });
    actor.send({ type: 'game.deposit.opened' });
    expect(selectIsDepositSheetOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'game.deposit.closed' });
    expect(selectIsDepositSheetOpen(actor.getSnapshot())).toBe(false);
  });

  it('closing the modal reloads 300 ms later, not before', () => {
    const { actor, clock, effects } = launchHarness({ player: true, phone: true });
    actor.send({ type: 'game.open', game: roulette });
    actor.send({ type: 'game.modal.closed' });
    expect(selectIsModalOpen(actor.getSnapshot())).toBe(false);
    clock.increment(POST_CLOSE_RELOAD_DELAY - 1);
    expect(effects.reload).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectModalGame(actor.getSnapshot())).toBeNull();
  });

  it('a failure that ends the frame closes the modal', async () => {
    const machine = gameLaunchMachine.provide({
      actors: {
        gameFrame: gameFrameMachine.provide({
          actors: { launch: fromPromise<LaunchContent, LaunchInput>(() => Promise.reject(new ApiError('EGT kapalı', 400))) },
        }),
      },
    });
      const actor = createActor(machine, {
      input: { isPlayer: () => true, isPhone: () => true, language: () => 'tr', lobbyUrl: () => '/' },
    }).start();
    actor.send({ type: 'game.open', game: game('Egt Digital') });
    await flush();
    expect(actor.getSnapshot().value).toBe('closing');
  });
});

describe('game frame machine: generated paths', () => {
  const events = (): GameFrameEvent[] =>
    [
      { type: 'xstate.done.actor.launch', output: { kind: 'url', url: '/studio/studio-slot' } },
      { type: 'xstate.error.actor.launch', error: new ApiError('Hata', 400) },
      { type: 'game.frame.loaded' },
      { type: 'game.reload' },
      { type: 'xstate.after.reload notice.gameFrame.settling' },
      { type: 'xstate.done.actor.suggestions', output: [] },
      { type: 'xstate.error.actor.suggestions', error: new ApiError('Hata', 500) },
    ] as GameFrameEvent[];
  const suites = (['Hub88', 'Amusnet'] as const).flatMap((provider) =>
    [true, false].map((inModal) =>
      generatePaths(gameFrameMachine.provide({ actors: { launch: pending as never, loadSuggestions: pending as never } }), {
        events,
        input: () => ({ game: game(provider), platform: 2 as const, language: 'tr' as const, lobbyUrl: '/', inModal }),
      }),
    ),
  );
  testEveryPath(gameFrameMachine, suites);
});

describe('game launch machine: generated paths', () => {
  const events = (): GameLaunchEvent[] =>
    [
      { type: 'game.open', game: game('Kuzey Studio') },
      { type: 'game.modal.closed' },
      { type: 'game.deposit.opened' },
      { type: 'game.deposit.closed' },
      { type: 'xstate.done.actor.frame', output: { closed: true } },
      { type: `xstate.after.post-close reload.gameLaunch.closing` },
    ] as GameLaunchEvent[];
  const replayMachine = gameLaunchMachine.provide({ actors: { gameFrame: pending as never } });
  const suites = [
    { player: false, phone: false },
    { player: true, phone: false },
    { player: true, phone: true },
  ].map(({ player, phone }) =>
    generatePaths(replayMachine, {
      events,
      input: () => ({ isPlayer: () => player, isPhone: () => phone, language: () => 'tr' as const, lobbyUrl: () => '/' }),
    }),
  );
  testEveryPath(gameLaunchMachine, suites);
});
