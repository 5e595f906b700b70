// Financial activities: the filters from the address (validated), the page request, retry and
// refresh, the paging selectors; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, ok, outputOf, recordingApi } from '../testing/fixtures';
import {
  FINANCIAL_PAGE_SIZE,
  financialActivitiesActors,
  type FinancialActivityPage,
  type FinancialFilters,
  type LoadFinancialActivitiesInput,
} from './financial-activities.actors';
import { type FinancialActivitiesEvent, financialActivitiesMachine } from './financial-activities.machine';
import {
  selectHasFailed,
  selectHasNext,
  selectHasPrevious,
  selectIsFiltered,
  selectIsLoading,
  selectItems,
  selectPageCount,
} from './financial-activities.selectors';
import { calendarDay, filtersOf, parseFinancialSearch, withFilter } from './financial-filters';

const row = (id: number): FinancialActivityPage['items'][number] => ({
  id,
  type: 2,
  status: 2,
  amount: 150.5,
  methodName: 'Banka Havalesi',
  note: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
});

function start(filters: FinancialFilters = { page: 1 }) {
  const load = controllable<LoadFinancialActivitiesInput, FinancialActivityPage>();
  const actor = createActor(financialActivitiesMachine.provide({ actors: { loadFinancialActivities: load.logic } }), {
    input: { filters },
  }).start();
  return { actor, calls: load.calls, snapshot: () => actor.getSnapshot(), answer: load.resolve, fail: load.reject };
}

describe('financial activity search params', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(parseFinancialSearch({ page: '3', type: '2', status: '2', from: '2030-03-01', to: '2030-03-31' })).toEqual({
      page: 3,
      type: 2,
      status: 2,
      from: '2030-03-01',
      to: '2030-03-31',
    });
    expect(parseFinancialSearch({ page: '1', type: '3', status: '0', from: '2030-02-30', to: 'yesterday' })).toEqual({});
    expect(parseFinancialSearch({ page: -2, status: 9 })).toEqual({});
  });

  it('turns a backwards date range round', () => {
    expect(parseFinancialSearch({ from: '2030-03-31', to: '2030-03-01' })).toEqual({ from: '2030-03-01', to: '2030-03-31' });
  });

  it('knows real calendar days', () => {
    expect(calendarDay('2028-02-29')).toBe('2028-02-29');
    expect(calendarDay('2027-02-29')).toBeUndefined();
    expect(calendarDay('2030-3-1')).toBeUndefined();
  });

  it('a filter change goes back to page 1 and an emptied filter disappears', () => {
    expect(withFilter({ page: 4, type: 1 }, 'status', '4')).toEqual({ type: 1, status: 4 });
    expect(withFilter({ page: 2, type: 1, status: 4 }, 'type', '')).toEqual({ status: 4 });
    expect(filtersOf({ status: 4 })).toEqual({ page: 1, status: 4 });
  });
});

describe('financial activities machine', () => {
  it('asks for the page and the filters, then shows the rows', async () => {
    const filters: FinancialFilters = { page: 2, type: 2, status: 2, from: '2030-03-01', to: '2030-03-31' };
    const { answer, calls, snapshot } = start(filters);
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(calls).toEqual([{ filters }]);
    await answer({ items: [row(7)], total: FINANCIAL_PAGE_SIZE * 2 + 1 });
    expect(selectItems(snapshot()).map((item) => item.id)).toEqual([7]);
    expect(selectPageCount(snapshot())).toBe(3);
    expect(selectHasPrevious(snapshot())).toBe(true);
    expect(selectHasNext(snapshot())).toBe(true);
    expect(selectIsFiltered(snapshot())).toBe(true);
  });

  it('one page: no paging; no filter: an unfiltered list', async () => {
    const { answer, snapshot } = start();
    await answer({ items: [row(1)], total: 1 });
    expect(selectPageCount(snapshot())).toBe(1);
    expect(selectHasPrevious(snapshot())).toBe(false);
    expect(selectHasNext(snapshot())).toBe(false);
    expect(selectIsFiltered(snapshot())).toBe(false);
  });

  it('a failure offers a retry that asks again; a refresh reloads the same page', async () => {
    const { actor, answer, calls, fail, snapshot } = start({ page: 1, status: 2 });
    await fail(new ApiError('Sunucu hatası', 500));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'financial.refreshed' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'financial.retried' });
    expect(calls).toHaveLength(2);
    await answer({ items: [], total: 0 });
    expect(snapshot().value).toEqual({ loaded: 'idle' });
    actor.send({ type: 'financial.refreshed' });
    expect(calls.map((call) => call.filters)).toEqual([
      { page: 1, status: 2 },
      { page: 1, status: 2 },
      { page: 1, status: 2 },
    ]);
  });
});

describe('financial activities actor', () => {
  it('posts skip and take from the page, with the filters', async () => {
    const { api: client, requests } = recordingApi(() => ok({ items: [row(3)], total: 41 }));
    expect(await outputOf(financialActivitiesActors(client).loadFinancialActivities, { filters: { page: 3, type: 1, from: '2030-01-01' } })).toEqual({
      items: [row(3)],
      total: 41,
    });
    expect(requests.map(({ url, body }) => ({ url, body }))).toEqual([
      {
        url: 'http://site.test/api/customer/financialactivities',
        body: { skip: 2 * FINANCIAL_PAGE_SIZE, take: FINANCIAL_PAGE_SIZE, type: 1, from: '2030-01-01' },
      },
    ]);
  });
});

describe('cancel actor', () => {
  it('cancels a withdrawal through cancelwithdrawal and a deposit through canceldeposit, by id', async () => {
    const cancelled = { ...row(3), status: 5 };
    const { api: client, requests } = recordingApi(() => ok(cancelled, 'İptal edildi'));
    expect(await outputOf(financialActivitiesActors(client).cancelTransaction, { activity: row(3) })).toEqual({ message: 'İptal edildi', activity: cancelled });
    await outputOf(financialActivitiesActors(client).cancelTransaction, { activity: { ...row(4), type: 1, status: 6, paymentUrl: 'https://pay.test/4' } });
    expect(requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/payment/cancelwithdrawal', body: { id: 3 } },
      { path: '/payment/canceldeposit', body: { id: 4 } },
    ]);
  });
});

describe('financial activities: the filters change', () => {
  it('loads again for the new filters, the request for the old ones dropped', async () => {
    const asked: unknown[] = [];
    const answers: Array<(page: { items: never[]; total: number }) => void> = [];
    const machine = financialActivitiesMachine.provide({
      actors: {
        loadFinancialActivities: fromPromise(({ input }: { input: { filters: unknown } }) => {
          asked.push(input.filters);
          return new Promise((resolve) => answers.push(resolve));
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { filters: { page: 1 } } }).start();
    actor.send({ type: 'financial.filters.changed', filters: { page: 2, status: 1 } as never });
    expect(asked).toEqual([{ page: 1 }, { page: 2, status: 1 }]);
    // The old answer comes late: it is no longer listened to; the new one is shown.
    answers[0]!({ items: [], total: 99 });
    answers[1]!({ items: [], total: 3 });
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
    expect(actor.getSnapshot().context.page?.total).toBe(3);
    expect(actor.getSnapshot().context.filters).toEqual({ page: 2, status: 1 });
  });
});

describe('financial activities machine: generated paths', () => {
  const machine = financialActivitiesMachine.provide({ actors: { loadFinancialActivities: pending as never, cancelTransaction: pending as never } });
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.loadFinancialActivities', output: { items: [row(1)], total: 1 } },
        { type: 'xstate.error.actor.loadFinancialActivities', error: new ApiError('Hata', 500) },
        { type: 'financial.retried' },
        { type: 'financial.refreshed' },
        { type: 'financial.cancel.requested', id: 1 },
        { type: 'financial.cancel.confirmed' },
        { type: 'financial.cancel.dismissed' },
        { type: 'xstate.done.actor.cancelTransaction', output: { message: 'İptal edildi', activity: { ...row(1), status: 5 } } },
        { type: 'xstate.error.actor.cancelTransaction', error: new ApiError('Hata', 409) },
        { type: 'financial.filters.changed', filters: { page: 2 } },
      ] as FinancialActivitiesEvent[],
    input: () => ({ filters: { page: 1 } }),
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });

  testEveryPath(financialActivitiesMachine, suite);
});
