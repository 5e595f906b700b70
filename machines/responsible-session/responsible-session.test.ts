// The session watcher: with a 15-minute reality check the dialog opens 15 minutes after the session
// began (not before), shows the time played and this session's figures, and continuing schedules the
// next one 15 minutes later; a session limit logs out with a message when reached; a changed setting is
// read again. Times are driven by a simulated clock; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, flush } from '../testing/fixtures';
import type { RealityCheck, SessionRules } from './responsible-session.actors';
import { nextCheck, responsibleSessionMachine, type ResponsibleSessionEvent } from './responsible-session.machine';
import { formatPlayed, selectFigures, selectIsRealityCheckOpen, selectPlayedSeconds } from './responsible-session.selectors';

const MIN = 60_000;
const T0 = Date.parse('2030-03-01T10:00:00.000Z');

function start(startAt: number) {
  const clock = new SimulatedClock();
  let now = startAt;
  const advance = async (ms: number) => {
    now += ms;
    clock.increment(ms);
    await flush();
  };
  const rules = controllable<unknown, SessionRules>();
  const figures = controllable<unknown, RealityCheck>();
  const effects = { logout: vi.fn(), limit: vi.fn(), history: vi.fn() };
  const actor = createActor(
    responsibleSessionMachine.provide({
      actors: { loadRules: rules.logic as never, loadFigures: figures.logic as never },
      actions: { 'log out': effects.logout, 'log out at the session limit': effects.limit, 'open history': effects.history },
    }),
    { input: { now: () => now }, clock },
  ).start();
  return { actor, rules, figures, effects, advance };
}

describe('reality check schedule', () => {
  it('falls on the multiples of the interval after the session start', () => {
    expect(nextCheck({ minutes: 15, startedAt: T0, endsAt: null }, T0)).toBe(T0 + 15 * MIN);
    expect(nextCheck({ minutes: 15, startedAt: T0, endsAt: null }, T0 + 16 * MIN)).toBe(T0 + 30 * MIN);
    expect(nextCheck({ minutes: 0, startedAt: T0, endsAt: null }, T0)).toBeNull();
  });
  it('writes the time played as hours, minutes and seconds', () => {
    expect(formatPlayed(15 * 60)).toBe('0:15:00');
    expect(formatPlayed(3 * 3600 + 7 * 60 + 5)).toBe('3:07:05');
  });
});

describe('session watcher', () => {
  it('opens the reality check at 15 minutes with the figures, and again 15 minutes after continuing', async () => {
    const { actor, rules, figures, advance } = start(T0 + 5 * MIN);
    await rules.resolve({ minutes: 15, startedAt: T0, endsAt: null });
    await advance(10 * MIN - 1);
    expect(figures.calls).toHaveLength(0);
    await advance(1);
    expect(figures.calls).toHaveLength(1);
    await figures.resolve({ minutes: 15, sessionStartedAt: new Date(T0).toISOString(), stakes: 120, net: -45.5 });
    expect(selectIsRealityCheckOpen(actor.getSnapshot())).toBe(true);
    expect(selectPlayedSeconds(actor.getSnapshot())).toBe(15 * 60);
    expect(selectFigures(actor.getSnapshot())).toMatchObject({ stakes: 120, net: -45.5 });
    // Play stays paused however long the player looks at it.
    await advance(60 * MIN);
    expect(selectIsRealityCheckOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'realityCheck.continued' });
    expect(selectIsRealityCheckOpen(actor.getSnapshot())).toBe(false);
    await advance(15 * MIN);
    expect(figures.calls).toHaveLength(2);
  });

  it('logs out at the session limit, and from the dialog when asked', async () => {
    const first = start(T0);
    await first.rules.resolve({ minutes: 0, startedAt: T0, endsAt: T0 + 30 * MIN });
    await first.advance(30 * MIN);
    expect(first.effects.limit).toHaveBeenCalledTimes(1);
    expect(first.actor.getSnapshot().status).toBe('done');

    const second = start(T0);
    await second.rules.resolve({ minutes: 15, startedAt: T0, endsAt: null });
    await second.advance(15 * MIN);
    await second.figures.resolve({ minutes: 15, sessionStartedAt: new Date(T0).toISOString(), stakes: 0, net: 0 });
    second.actor.send({ type: 'realityCheck.logout' });
    expect(second.effects.logout).toHaveBeenCalledTimes(1);
  });

  it('reads the rules again when they change', async () => {
    const { actor, rules } = start(T0);
    await rules.resolve({ minutes: 0, startedAt: T0, endsAt: null });
    actor.send({ type: 'protection.changed' });
    expect(rules.calls).toHaveLength(2);
  });
});

describe('session watcher machine: generated paths', () => {
  const machine = responsibleSessionMachine.provide({ actors: { loadRules: pending as never, loadFigures: pending as never } });
  const suite = generatePaths(machine, {
    events: (snapshot) =>
      [
        ...delayEvents(snapshot),
        { type: 'xstate.done.actor.loadRules', output: { minutes: 15, startedAt: T0, endsAt: T0 + 60 * MIN } },
        { type: 'xstate.error.actor.loadRules', error: new ApiError('Hata', 500) },
        { type: 'xstate.done.actor.loadFigures', output: { minutes: 15, sessionStartedAt: new Date(T0).toISOString(), stakes: 0, net: 0 } },
        { type: 'xstate.error.actor.loadFigures', error: new ApiError('Hata', 500) },
        { type: 'protection.changed' },
        { type: 'realityCheck.continued' },
        { type: 'realityCheck.history' },
        { type: 'realityCheck.logout' },
      ] as unknown as ResponsibleSessionEvent[],
    input: () => ({ now: () => T0 }),
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  testEveryPath(responsibleSessionMachine, suite);
});
