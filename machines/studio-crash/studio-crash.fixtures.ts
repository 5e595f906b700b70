// The crash machine's test table: a round as the contract answers it, the player's bet, the state an
// answer carries (read through the actors' own conversion), and the machine hosted with controllable
// actors under a "studio" recorder standing in for the shell. Shared by the unit and the edge tests.
import { fromCallback, SimulatedClock } from 'xstate';
import type { components } from '../../common/contract/schema.gen';
import { controllable, hosted } from '../testing/fixtures';
import { type CrashBetInput, type CrashCallInput, type CrashState, crashStateOf } from './studio-crash.actors';
import { type StudioCrashEvent, studioCrashMachine } from './studio-crash.machine';

type Schemas = components['schemas'];

// The catalogue's crash: ₺1 to ₺5.000 in whole lira.
export const limits = { min: 100, max: 500_000, step: 100 };
// Round 41's betting closes at 10:00:07 on the server; it flies from then.
export const T0 = Date.UTC(2026, 10, 27, 10, 0, 0);
export const at = (ms: number) => new Date(T0 + ms).toISOString();

export const round = (extra: Partial<Schemas['StudioCrashRound']> = {}): Schemas['StudioCrashRound'] => ({
  roundNumber: 41,
  phase: 'betting',
  bettingEndsAt: at(7_000),
  startedAt: null,
  crashedAt: null,
  multiplier: 1,
  crashPoint: null,
  previousSeed: 'a'.repeat(64),
  seed: null,
  salt: 's'.repeat(32),
  now: at(2_000),
  ...extra,
});
export const running = (now = 9_000) => round({ phase: 'running', startedAt: at(7_000), now: at(now) });
export const crashed = (crashPoint: number, crashedAfterMs: number) =>
  round({ phase: 'crashed', startedAt: at(7_000), crashedAt: at(7_000 + crashedAfterMs), multiplier: crashPoint, crashPoint, seed: 'b'.repeat(64), now: at(7_000 + crashedAfterMs) });
export const nextRound = () => round({ roundNumber: 42, bettingEndsAt: at(60_000), now: at(50_000), previousSeed: 'b'.repeat(64) });

export const bet = (extra: Partial<Schemas['StudioCrashPlayerBet']> = {}): Schemas['StudioCrashPlayerBet'] => ({
  roundId: 'studio:c1',
  roundNumber: 41,
  bet: 10,
  autoCashOut: null,
  cashedOutAt: null,
  payout: 0,
  status: 'open',
  ...extra,
});

/** The state as the contract answers it (TRY), read by the actors' conversion, received at local time 0. */
export const answer = (extra: Partial<Schemas['StudioCrashState']> = {}): CrashState =>
  crashStateOf(
    {
      round: round(),
      history: [
        { roundNumber: 40, crashPoint: 1.87, seed: 'c'.repeat(64) },
        { roundNumber: 39, crashPoint: 12.4, seed: 'd'.repeat(64) },
      ],
      myBet: null,
      balance: 100,
      limits: { min: 1, max: 5000, step: 1 },
      ...extra,
    },
    0,
  );

export const push = (message: Schemas['StudioCrashRound']): StudioCrashEvent => ({ type: 'hub.message', command: 'CrashRound', message });

export function crashTable() {
  const fetch = controllable<CrashCallInput, CrashState>();
  const place = controllable<CrashBetInput, CrashState>();
  const cashOut = controllable<CrashCallInput, CrashState>();
  let n = 0;
  const clock = new SimulatedClock();
  const { actor, received } = hosted(
    studioCrashMachine.provide({
      actors: { fetchCrashState: fetch.logic, placeCrashBet: place.logic, cashOutCrash: cashOut.logic, crashClock: fromCallback(() => () => {}) },
    }),
    { token: 'launch-token', limits, newRequestId: () => `req-${++n}` },
    { systemIds: ['studio'], clock },
  );
  const tick = (local: number) => actor.send({ type: 'clock.ticked', at: local });
  return { actor, received, fetch, place, cashOut, tick, clock };
}


