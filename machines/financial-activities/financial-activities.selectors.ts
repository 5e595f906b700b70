// Named selectors over the financial activities snapshot: the rows, the paging, the view.
import type { SnapshotFrom } from 'xstate';
import { FINANCIAL_PAGE_SIZE } from './financial-activities.actors';
import type { financialActivitiesMachine } from './financial-activities.machine';

export type FinancialActivitiesSnapshot = SnapshotFrom<typeof financialActivitiesMachine>;

export const selectIsLoading = (snapshot: FinancialActivitiesSnapshot) => snapshot.hasTag('loading');
/** A failure with nothing loaded yet; a failed refresh keeps showing the last page. */
export const selectHasFailed = (snapshot: FinancialActivitiesSnapshot) => snapshot.matches('failed');
export const selectItems = (snapshot: FinancialActivitiesSnapshot) => snapshot.context.page?.items ?? [];
export const selectFilters = (snapshot: FinancialActivitiesSnapshot) => snapshot.context.filters;
export const selectTotal = (snapshot: FinancialActivitiesSnapshot) => snapshot.context.page?.total ?? 0;

/** How many pages the filtered list has (at least one). */
export const selectPageCount = (snapshot: FinancialActivitiesSnapshot) =>
  Math.max(1, Math.ceil(selectTotal(snapshot) / FINANCIAL_PAGE_SIZE));

export const selectHasPrevious = (snapshot: FinancialActivitiesSnapshot) => snapshot.context.filters.page > 1;
export const selectHasNext = (snapshot: FinancialActivitiesSnapshot) =>
  snapshot.matches('loaded') && snapshot.context.filters.page < selectPageCount(snapshot);

/** Whether any filter narrows the list (the empty text differs: "nothing matches" vs "nothing yet"). */
export const selectIsFiltered = (snapshot: FinancialActivitiesSnapshot) => {
  const { type, status, from, to } = snapshot.context.filters;
  return type !== undefined || status !== undefined || from !== undefined || to !== undefined;
};

/** The row the confirmation asks about (open while confirming and while the cancel is on its way). */
export const selectCancelling = (snapshot: FinancialActivitiesSnapshot) =>
  snapshot.hasTag('confirming') ? snapshot.context.cancelling : null;
export const selectIsCancelBusy = (snapshot: FinancialActivitiesSnapshot) => snapshot.hasTag('cancelling');
/** Whether a row shows Cancel: asks the machine, so the button and the rule cannot disagree. */
export const selectCanCancel = (snapshot: FinancialActivitiesSnapshot, id: number) =>
  snapshot.can({ type: 'financial.cancel.requested', id });
