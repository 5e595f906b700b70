// Hand-written expectations for opening a game and its frame: a guest, a desktop and a phone player;
// a failed launch (shown in place, or closing the modal for EGT, Hub88 and SoftGamings); refresh and
// its retry; the deposit sheet and closing the modal (the cancels). After each, the state (by value)
// and what the player sees (modal open, sheet, loading/reloading, the frame content, the error).
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, gameFixture } from '../testing/fixtures';
import type { Game, LaunchContent, LaunchInput, SuggestionsInput } from './game-launch.actors';
import { gameFrameMachine, gameLaunchMachine } from './game-launch.machine';
import {
  type GameFrameSnapshot,
  selectFrameContent,
  selectFrameError,
  selectFrameRef,
  selectFrameSuggestions,
  selectIsDepositSheetOpen,
  selectIsFrameLoading,
  selectIsModalOpen,
  selectIsReloading,
  selectModalGame,
} from './game-launch.selectors';

const frameSeen = (snapshot: GameFrameSnapshot) => ({
  value: snapshot.value,
  loading: selectIsFrameLoading(snapshot),
  reloading: selectIsReloading(snapshot),
  content: selectFrameContent(snapshot),
  error: selectFrameError(snapshot),
});

function frameParts() {
  const launch = controllable<LaunchInput, LaunchContent, string>((input) => input.game.gameCode);
  const suggestions = controllable<SuggestionsInput, Game[], string>((input) => input.game.gameCode);
  const failures = vi.fn();
  const frame = gameFrameMachine.provide({
    actors: { launch: launch.logic, loadSuggestions: suggestions.logic },
    actions: { 'notify failure': (_, params) => failures(params.error) },
  });
  return { launch, suggestions, failures, frame };
}

describe('game frame edges', () => {
  it('a failed launch shows the message in place, once (no toast), with the house games suggested; Refresh retries with the reload notice, which stays 1500 ms after the frame loaded', async () => {
    const { launch, suggestions, failures, frame } = frameParts();
    const clock = new SimulatedClock();
    const game = gameFixture({ providerName: 'Kuzey Studio' });
    const actor = createActor(frame, {
      input: { game, platform: 1, language: 'tr', lobbyUrl: 'https://casino.test/casino', inModal: false },
      clock,
    }).start();
    expect(frameSeen(actor.getSnapshot())).toEqual({ value: 'launching', loading: true, reloading: false, content: null, error: null });
    const error = new ApiError('Oyun şu an kapalı', 400);
    await launch.reject(error);
    expect(frameSeen(actor.getSnapshot())).toEqual({ value: { failed: 'suggesting' }, loading: false, reloading: false, content: null, error: 'Oyun şu an kapalı' });
    expect(failures.mock.calls).toEqual([]);
    // The failed game is named to the suggestion call, so it is never suggested back.
    expect(suggestions.calls).toEqual(['studio-roulette']);
    const house = [gameFixture({ gameCode: 'studio-slot', name: 'Sultanın Hazinesi' })];
    await suggestions.resolve(house);
    expect(actor.getSnapshot().value).toEqual({ failed: 'suggested' });
    expect(selectFrameSuggestions(actor.getSnapshot())).toEqual(house);
    actor.send({ type: 'game.reload' });
    expect(frameSeen(actor.getSnapshot())).toEqual({ value: 'reloading', loading: true, reloading: true, content: null, error: null });
    await launch.resolve({ kind: 'url', url: 'https://games.test/play?t=2' });
    const content = { kind: 'url', url: 'https://games.test/play?t=2' };
    expect(frameSeen(actor.getSnapshot())).toEqual({ value: 'reloaded', loading: true, reloading: true, content, error: null });
    actor.send({ type: 'game.frame.loaded' });
    expect(frameSeen(actor.getSnapshot())).toEqual({ value: 'settling', loading: false, reloading: true, content, error: null });
    clock.increment(1499);
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(1);
    expect(frameSeen(actor.getSnapshot())).toEqual({ value: 'playing', loading: false, reloading: false, content, error: null });
    expect(launch.calls).toEqual(['studio-roulette', 'studio-roulette']);
  });

  it('suggestions that cannot be loaded leave the message and no suggestions', async () => {
    const { launch, suggestions, frame } = frameParts();
    const actor = createActor(frame, {
      input: { game: gameFixture(), platform: 2, language: 'tr', lobbyUrl: '/', inModal: true },
    }).start();
    await launch.reject(new ApiError('Oyun şu an kapalı', 400));
    await suggestions.reject(new ApiError('Sunucu hatası', 500));
    expect(frameSeen(actor.getSnapshot())).toEqual({ value: { failed: 'suggested' }, loading: false, reloading: false, content: null, error: 'Oyun şu an kapalı' });
    expect(selectFrameSuggestions(actor.getSnapshot())).toEqual([]);
  });
});

describe('game launch edges', () => {
  function start({ player = true, phone = true } = {}) {
    const parts = frameParts();
    const effects = { askLogin: vi.fn(), playPage: vi.fn(), reload: vi.fn() };
    const machine = gameLaunchMachine.provide({
      actors: { gameFrame: parts.frame },
      actions: {
        'ask to log in': () => effects.askLogin(),
        'open play page': (_, params) => effects.playPage(params.game.gameCode),
        'reload after close': () => effects.reload(),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, {
      input: { isPlayer: () => player, isPhone: () => phone, language: () => 'tr', lobbyUrl: () => 'https://casino.test/casino' },
      clock,
    }).start();
    const seen = () => {
      const snapshot = actor.getSnapshot();
      return {
        value: snapshot.value,
        modal: selectIsModalOpen(snapshot),
        sheet: selectIsDepositSheetOpen(snapshot),
        game: selectModalGame(snapshot)?.gameCode ?? null,
      };
    };
    return { ...parts, actor, effects, clock, seen };
  }

  it('a guest is asked to log in and nothing opens', () => {
    const { actor, effects, launch, seen } = start({ player: false });
    actor.send({ type: 'game.open', game: gameFixture() });
    expect(seen()).toEqual({ value: 'idle', modal: false, sheet: false, game: null });
    expect(effects.askLogin).toHaveBeenCalledTimes(1);
    expect(effects.playPage).not.toHaveBeenCalled();
    expect(launch.calls).toEqual([]);
  });

  it('a desktop player goes to the play page; no modal', () => {
    const { actor, effects, seen } = start({ phone: false });
    actor.send({ type: 'game.open', game: gameFixture() });
    expect(seen()).toEqual({ value: 'idle', modal: false, sheet: false, game: null });
    expect(effects.playPage.mock.calls).toEqual([['studio-roulette']]);
  });

  it('a phone player: the modal with the game; the deposit sheet opens and closes over it; closing reloads 300 ms later', () => {
    const { actor, effects, launch, clock, seen } = start();
    actor.send({ type: 'game.open', game: gameFixture() });
    expect(seen()).toEqual({ value: { modal: 'game' }, modal: true, sheet: false, game: 'studio-roulette' });
    expect(launch.calls).toEqual(['studio-roulette']);
    actor.send({ type: 'game.deposit.opened' });
    expect(seen()).toEqual({ value: { modal: 'depositSheet' }, modal: true, sheet: true, game: 'studio-roulette' });
    actor.send({ type: 'game.deposit.closed' });
    expect(seen()).toEqual({ value: { modal: 'game' }, modal: true, sheet: false, game: 'studio-roulette' });
    actor.send({ type: 'game.modal.closed' });
    expect(seen()).toEqual({ value: 'closing', modal: false, sheet: false, game: 'studio-roulette' });
    clock.increment(299);
    expect(effects.reload).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(seen()).toEqual({ value: 'idle', modal: false, sheet: false, game: null });
  });

  it('in the modal, a failed Hub88 launch closes the modal (the error toasted); another provider shows the error in place', async () => {
    const hub88 = start();
    hub88.actor.send({ type: 'game.open', game: gameFixture({ gameCode: 'hub88-1', providerName: 'Hub88' }) });
    const error = new ApiError('Hub88 yapılandırılmadı', 400);
    await hub88.launch.reject(error);
    expect(hub88.seen()).toEqual({ value: 'closing', modal: false, sheet: false, game: 'hub88-1' });
    expect(hub88.failures.mock.calls).toEqual([[error]]);

    const other = start();
    other.actor.send({ type: 'game.open', game: gameFixture() });
    await other.launch.reject(new ApiError('Oyun şu an kapalı', 400));
    expect(other.seen()).toEqual({ value: { modal: 'game' }, modal: true, sheet: false, game: 'studio-roulette' });
    const frame = selectFrameRef(other.actor.getSnapshot()) as AnyActorRef;
    expect(frameSeen(frame.getSnapshot())).toEqual({ value: { failed: 'suggesting' }, loading: false, reloading: false, content: null, error: 'Oyun şu an kapalı' });
    // Shown in place, so not toasted as well.
    expect(other.failures).not.toHaveBeenCalled();
  });

  it('a game suggested in the modal of a failed game opens in the same modal, with a new frame', async () => {
    const { actor, launch, seen } = start();
    actor.send({ type: 'game.open', game: gameFixture({ gameCode: 'vs20olympgate', providerName: 'Pragmatic Play' }) });
    await launch.reject(new ApiError('Sağlayıcı yanıt vermiyor', 502));
    actor.send({ type: 'game.open', game: gameFixture({ gameCode: 'studio-slot' }) });
    expect(seen()).toEqual({ value: { modal: 'game' }, modal: true, sheet: false, game: 'studio-slot' });
    expect(launch.calls).toEqual(['vs20olympgate', 'studio-slot']);
    const frame = selectFrameRef(actor.getSnapshot()) as AnyActorRef;
    expect(frameSeen(frame.getSnapshot())).toEqual({ value: 'launching', loading: true, reloading: false, content: null, error: null });
  });
});
