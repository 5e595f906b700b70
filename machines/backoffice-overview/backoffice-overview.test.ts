// Overview: loads on start, shows the chosen period, refreshes, waits after a failure; the 30 days as
// chart columns; the call itself; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type OpsOverview, overviewActors } from './backoffice-overview.actors';
import { type OverviewEvent, overviewMachine } from './backoffice-overview.machine';
import { selectDailySeries, selectFigures, selectHasFailed, selectPending } from './backoffice-overview.selectors';

const period = (deposits: number) => ({ deposits, withdrawals: 40, casino: { ggr: 12.5, ngr: 10 }, sports: { ggr: -3, ngr: -3 }, activePlayers: 4, newPlayers: 1 });
const overview: OpsOverview = {
  generatedAt: '2026-11-26T12:00:00.000Z',
  today: period(100),
  week: period(700),
  month: period(3000),
  pending: { withdrawals: 2, deposits: 1, approvals: 1 },
  daily: [
    { date: '2026-11-25', deposits: 50, withdrawals: 0, casino: { ggr: 5, ngr: 5 }, sports: { ggr: 0, ngr: 0 }, activePlayers: 2, newPlayers: 0 },
    { date: '2026-11-26', deposits: 100, withdrawals: 40, casino: { ggr: 12.5, ngr: 10 }, sports: { ggr: -3, ngr: -3 }, activePlayers: 4, newPlayers: 1 },
  ],
};

function start() {
  const load = controllable<unknown, OpsOverview>();
  const actor = createActor(overviewMachine.provide({ actors: { loadOverview: load.logic as never } })).start();
  return { actor, load, snapshot: () => actor.getSnapshot() };
}

describe('overview machine', () => {
  it('shows today, then the period chosen, and the pending queues', async () => {
    const { actor, load, snapshot } = start();
    expect(selectFigures(snapshot())).toBeNull();
    await load.resolve(overview);
    expect(selectFigures(snapshot())?.deposits).toBe(100);
    actor.send({ type: 'overview.period.chosen', period: 'month' });
    expect(selectFigures(snapshot())?.deposits).toBe(3000);
    expect(selectPending(snapshot())).toEqual({ withdrawals: 2, deposits: 1, approvals: 1 });
  });

  it('gives the days as Unix seconds at midnight UTC with one column per series', async () => {
    const { load, snapshot } = start();
    await load.resolve(overview);
    // 2026-11-25T00:00:00Z = 1795564800 (20782 days × 86400).
    expect(selectDailySeries(snapshot())).toEqual({
      days: [1795564800, 1795651200],
      deposits: [50, 100],
      withdrawals: [0, 40],
      casinoGgr: [5, 12.5],
      sportsGgr: [0, -3],
    });
  });

  it('a failed load waits for a refresh, which reads again', async () => {
    const { actor, load, snapshot } = start();
    await load.reject(new ApiError('', 0));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'overview.refreshed' });
    expect(load.calls).toHaveLength(2);
  });
});

describe('overview actor', () => {
  it('reads ops/overview', async () => {
    const { api: client, requests } = recordingApi({ '/ops/overview': ok(overview) });
    const { loadOverview } = overviewActors(client);
    expect(await outputOf(loadOverview, undefined)).toEqual(overview);
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /ops/overview']);
  });
});

describe('overview machine: generated paths', () => {
  const machine = overviewMachine.provide({ actors: { loadOverview: pending as never } });
  const events = (): OverviewEvent[] =>
    [
      { type: 'overview.refreshed' },
      { type: 'overview.period.chosen', period: 'week' },
      { type: 'xstate.done.actor.loadOverview', output: overview },
      { type: 'xstate.error.actor.loadOverview', error: new ApiError('', 0) },
    ] as OverviewEvent[];
  const suite = generatePaths(machine, { events, serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.period]) });
  testEveryPath(machine, suite);
});
