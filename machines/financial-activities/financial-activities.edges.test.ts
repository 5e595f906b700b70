// Hand-written expectations for financial activities' edges: a failed load and its retry, a refresh,
// and cancelling a row (confirm, dismiss, refused). After each, the state (by value) and what the page
// shows (loading, failed, rows, Next enabled, the confirmation), written out here.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies } from '../testing/fixtures';
import type { CancelOutput, FinancialActivity, FinancialActivityPage, FinancialFilters } from './financial-activities.actors';
import { financialActivitiesMachine } from './financial-activities.machine';
import {
  selectCanCancel,
  selectCancelling,
  selectHasFailed,
  selectHasNext,
  selectHasPrevious,
  selectIsCancelBusy,
  selectIsLoading,
  selectItems,
} from './financial-activities.selectors';

function start(filters: FinancialFilters) {
  const load = controllable<{ filters: FinancialFilters }, FinancialActivityPage, FinancialFilters>((input) => input.filters);
  const machine = financialActivitiesMachine.provide({ actors: { loadFinancialActivities: load.logic as never } });
  const actor = createActor(machine, { input: { filters } }).start();
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
    expect(seen()).toEqual({ value: { loaded: 'idle' }, loading: false, failed: false, rows: 20, previous: true, next: true });
    expect(load.calls).toEqual([filters, filters]);
  });

  it('a refresh keeps the rows shown while it loads, then shows the new ones; the last page has no Next', async () => {
    const { actor, load, seen } = start({ page: 3 });
    await load.resolve(pageOf(5, 45));
    expect(seen()).toEqual({ value: { loaded: 'idle' }, loading: false, failed: false, rows: 5, previous: true, next: false });
    actor.send({ type: 'financial.refreshed' });
    expect(seen()).toEqual({ value: 'loading', loading: true, failed: false, rows: 5, previous: true, next: false });
    await load.resolve(pageOf(6, 46));
    expect(seen().rows).toBe(6);
  });
});

// Spec §3's enumerations written out: type 1 deposit, 2 withdraw; status 2 Pending, 1 Confirmed, 5 Cancelled, 6 Created.
const activity = (id: number, type: 1 | 2, status: 1 | 2 | 5 | 6, paymentUrl?: string): FinancialActivity => ({
  id,
  type,
  status,
  amount: 250,
  methodName: type === 1 ? 'Kredi Kartı' : 'Banka Havalesi',
  note: null,
  ...(paymentUrl ? { paymentUrl } : {}),
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
});

function startCancelling() {
  const load = controllable<{ filters: FinancialFilters }, FinancialActivityPage, FinancialFilters>((input) => input.filters);
  const cancel = controllable<{ activity: FinancialActivity }, CancelOutput, number>((input) => input.activity.id);
  const { effects, actions } = notifySpies();
  const refreshBalance = vi.fn();
  const machine = financialActivitiesMachine.provide({
    actors: { loadFinancialActivities: load.logic as never, cancelTransaction: cancel.logic as never },
    actions: { ...actions, 'refresh balance': refreshBalance },
  });
  const actor = createActor(machine, { input: { filters: { page: 1 } } }).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      value: snapshot.value,
      asking: selectCancelling(snapshot)?.id ?? null,
      busy: selectIsCancelBusy(snapshot),
      loading: selectIsLoading(snapshot),
    };
  };
  return { actor, load, cancel, effects, refreshBalance, seen };
}

const rows = {
  pendingWithdrawal: activity(11, 2, 2),
  confirmedWithdrawal: activity(12, 2, 1),
  unpaidCard: activity(13, 1, 6, 'https://pay.test/p/13'),
  cancelledDeposit: activity(14, 1, 5),
  pendingBankTransfer: activity(15, 1, 2),
};
const listed = { items: Object.values(rows), total: 5 };

describe('financial activities: cancelling a row', () => {
  it('offers Cancel only on a pending withdrawal and an unpaid card deposit', async () => {
    const { actor, load } = startCancelling();
    await load.resolve(listed);
    const offered = Object.values(rows).filter((row) => selectCanCancel(actor.getSnapshot(), row.id)).map((row) => row.id);
    expect(offered).toEqual([11, 13]);
  });

  it('Cancel asks first; Confirm cancels, toasts the answer, refreshes the balance and reloads the list', async () => {
    const { actor, load, cancel, effects, refreshBalance, seen } = startCancelling();
    await load.resolve(listed);
    actor.send({ type: 'financial.cancel.requested', id: 11 });
    expect(seen()).toEqual({ value: { loaded: 'confirming' }, asking: 11, busy: false, loading: false });
    expect(cancel.calls).toEqual([]);
    actor.send({ type: 'financial.cancel.confirmed' });
    expect(seen()).toEqual({ value: { loaded: 'cancelling' }, asking: 11, busy: true, loading: false });
    expect(cancel.calls).toEqual([11]);
    await cancel.resolve({ message: 'Çekim talebiniz iptal edildi', activity: activity(11, 2, 5) });
    expect(seen()).toEqual({ value: 'loading', asking: null, busy: false, loading: true });
    expect(effects.success).toHaveBeenCalledWith('Çekim talebiniz iptal edildi');
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    expect(load.calls).toEqual([{ page: 1 }, { page: 1 }]);
    await load.resolve({ items: [activity(11, 2, 5)], total: 1 });
    expect(selectItems(actor.getSnapshot())[0].status).toBe(5);
    expect(selectCanCancel(actor.getSnapshot(), 11)).toBe(false);
  });

  it('Dismiss closes the question and sends nothing', async () => {
    const { actor, load, cancel, seen, refreshBalance } = startCancelling();
    await load.resolve(listed);
    actor.send({ type: 'financial.cancel.requested', id: 13 });
    actor.send({ type: 'financial.cancel.dismissed' });
    expect(seen()).toEqual({ value: { loaded: 'idle' }, asking: null, busy: false, loading: false });
    expect(cancel.calls).toEqual([]);
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  it('a refused cancel (settled meanwhile) shows the reason and reloads; the balance is left alone', async () => {
    const { actor, load, cancel, effects, refreshBalance, seen } = startCancelling();
    await load.resolve(listed);
    actor.send({ type: 'financial.cancel.requested', id: 13 });
    actor.send({ type: 'financial.cancel.confirmed' });
    const refusal = new ApiError('Bu işlem zaten onaylanmış', 409);
    await cancel.reject(refusal);
    expect(seen()).toEqual({ value: 'loading', asking: null, busy: false, loading: true });
    expect(effects.failure).toHaveBeenCalledWith(refusal);
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  it('Cancel on a row that may not be cancelled asks nothing', async () => {
    const { actor, load, seen } = startCancelling();
    await load.resolve(listed);
    for (const id of [12, 14, 15, 99]) actor.send({ type: 'financial.cancel.requested', id });
    expect(seen()).toEqual({ value: { loaded: 'idle' }, asking: null, busy: false, loading: false });
  });
});
