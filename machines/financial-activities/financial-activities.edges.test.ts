// Hand-written expectations for financial activities' edges: a failed load and its retry, a refresh.
// After each, the state (by value) and what the page shows (loading, failed, rows, Next enabled),
// written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/client';
import { controllable, offlineApi } from '../testing/fixtures';
import type { FinancialActivityPage, FinancialFilters } from './financial-activities.actors';
import { financialActivitiesMachine } from './financial-activities.machine';
import { selectHasFailed, selectHasNext, selectHasPrevious, selectIsLoading, selectItems } from './financial-activities.selectors';

function start(filters: FinancialFilters) {
  const load = controllable<{ filters: FinancialFilters }, FinancialActivityPage, FinancialFilters>((input) => input.filters);
  const machine = financialActivitiesMachine.provide({ actors: { loadFinancialActivities: load.logic as never } });
  const actor = createActor(machine, { input: { api: offlineApi(), filters } }).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      value: snapshot.value,
      loading: selectIsLoading(snapshot),
      failed: selectHasFailed(snapshot),
      rows: selectItems(snapshot).length,
      previous: selectHasPrevious(snapshot),
      next: selectHasNext(snapshot),
    };
  };
  return { actor, load, seen };
}

// Rows of a list of `total`; with 20 rows a page, a list of 45 has three pages.
const pageOf = (rows: number, total: number) => ({ items: Array.from({ length: rows }, () => ({})), total }) as unknown as FinancialActivityPage;

describe('financial activities edges', () => {
  it('a failed load shows the failure with no rows and no Next; Retry asks again with the same filters', async () => {
    const filters: FinancialFilters = { page: 2, type: 1 };
    const { actor, load, seen } = start(filters);
    expect(seen()).toEqual({ value: 'loading', loading: true, failed: false, rows: 0, previous: true, next: false });
    await load.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ value: 'failed', loading: false, failed: true, rows: 0, previous: true, next: false });
    actor.send({ type: 'financial.retried' });
    await load.resolve(pageOf(20, 45));
    expect(seen()).toEqual({ value: 'loaded', loading: false, failed: false, rows: 20, previous: true, next: true });
    expect(load.calls).toEqual([filters, filters]);
  });

  it('a refresh keeps the rows shown while it loads, then shows the new ones; the last page has no Next', async () => {
    const { actor, load, seen } = start({ page: 3 });
    await load.resolve(pageOf(5, 45));
    expect(seen()).toEqual({ value: 'loaded', loading: false, failed: false, rows: 5, previous: true, next: false });
    actor.send({ type: 'financial.refreshed' });
    expect(seen()).toEqual({ value: 'loading', loading: true, failed: false, rows: 5, previous: true, next: false });
    await load.resolve(pageOf(6, 46));
    expect(seen().rows).toBe(6);
  });
});
