// Reports: opens on the range given, reloads on a new choice, saves the server's CSV under its name,
// refuses a backwards range before calling; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { istanbulDate, type OpsReport, reportsActors } from './backoffice-reports.actors';
import { type ReportsEvent, reportsMachine } from './backoffice-reports.machine';
import { selectCanDownload, selectCanShow, selectReport } from './backoffice-reports.selectors';

const report: OpsReport = {
  kind: 'daily',
  from: '2026-11-20',
  to: '2026-11-26',
  columns: ['date', 'deposits'],
  rows: [['2026-11-26', '1500.00']],
  csv: 'date,deposits\r\n2026-11-26,1500.00\r\n',
  filename: 'daily-2026-11-20-2026-11-26.csv',
};

function start() {
  const load = controllable<{ report: string; from: string; to: string }, OpsReport>(({ report: r, from, to }) => ({ report: r, from, to }));
  const save = vi.fn();
  const failure = vi.fn();
  const machine = reportsMachine.provide({
    actors: { loadReport: load.logic as never },
    actions: { 'save file': (_, params) => save(params), 'notify failure': (_, params) => failure(params.error) },
  });
  const actor = createActor(machine, { input: { from: '2026-11-20', to: '2026-11-26' } }).start();
  return { actor, load, save, failure, snapshot: () => actor.getSnapshot() };
}

describe('reports machine', () => {
  it('opens with the daily report of the range given and saves its CSV as the server made it', async () => {
    const { actor, load, save, snapshot } = start();
    expect(load.calls).toEqual([{ report: 'daily', from: '2026-11-20', to: '2026-11-26' }]);
    await load.resolve(report);
    expect(selectReport(snapshot())?.rows).toEqual([['2026-11-26', '1500.00']]);
    actor.send({ type: 'reports.downloaded' });
    expect(save).toHaveBeenCalledWith({ filename: 'daily-2026-11-20-2026-11-26.csv', text: 'date,deposits\r\n2026-11-26,1500.00\r\n' });
  });

  it('a new choice clears the table until shown again', async () => {
    const { actor, load, snapshot } = start();
    await load.resolve(report);
    actor.send({ type: 'reports.kind.chosen', report: 'games' });
    expect(selectReport(snapshot())).toBeNull();
    expect(selectCanDownload(snapshot())).toBe(false);
    actor.send({ type: 'reports.submitted' });
    expect(load.calls[1]).toEqual({ report: 'games', from: '2026-11-20', to: '2026-11-26' });
  });

  it('does not ask for a backwards or incomplete range', async () => {
    const { actor, load, snapshot } = start();
    await load.resolve(report);
    actor.send({ type: 'reports.range.changed', from: '2026-11-27', to: '2026-11-26' });
    expect(selectCanShow(snapshot())).toBe(false);
    actor.send({ type: 'reports.range.changed', from: '', to: '2026-11-26' });
    actor.send({ type: 'reports.submitted' });
    expect(load.calls).toHaveLength(1);
  });

  it('a refusal is shown and the choice stays', async () => {
    const { actor, load, failure } = start();
    await load.reject(new ApiError('Tarih aralığı geçersiz', 400));
    expect(failure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'reports.submitted' });
    expect(load.calls).toHaveLength(2);
  });
});

describe('reports actor and dates', () => {
  it('reads ops/reports with the choice', async () => {
    const { api: client, requests } = recordingApi({ '/ops/reports': ok(report) });
    const { loadReport } = reportsActors(client);
    expect(await outputOf(loadReport, { report: 'providers', from: '2026-11-01', to: '2026-11-02' })).toEqual(report);
    expect(new URL(requests[0].url).search).toBe('?report=providers&from=2026-11-01&to=2026-11-02');
  });
  it('takes Turkish dates: 21:30 UTC is already the next day', () => {
    expect(istanbulDate(new Date('2026-11-26T21:30:00Z'))).toBe('2026-11-27');
    expect(istanbulDate(new Date('2026-11-26T20:59:00Z'), 6)).toBe('2026-11-20');
  });
});

describe('reports machine: generated paths', () => {
  const machine = reportsMachine.provide({ actors: { loadReport: pending as never } });
  const events = (): ReportsEvent[] =>
    [
      { type: 'reports.kind.chosen', report: 'games' },
      { type: 'reports.range.changed', from: '2026-11-01', to: '2026-11-02' },
      { type: 'reports.submitted' },
      { type: 'reports.downloaded' },
      { type: 'xstate.done.actor.loadReport', output: report },
      { type: 'xstate.error.actor.loadReport', error: new ApiError('', 0) },
    ] as ReportsEvent[];
  const suite = generatePaths(machine, { events, input: () => ({ from: '2026-11-20', to: '2026-11-26' }), serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.report]) });
  testEveryPath(machine, suite);
});
