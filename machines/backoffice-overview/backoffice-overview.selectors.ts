// Named selectors over the overview: the chosen period's figures, the pending queues and the 30 days
// as the chart's columns (x: the days as Unix seconds; y: TRY per series).
import type { SnapshotFrom } from 'xstate';
import type { overviewMachine } from './backoffice-overview.machine';

export type OverviewSnapshot = SnapshotFrom<typeof overviewMachine>;

export const selectPeriod = (snapshot: OverviewSnapshot) => snapshot.context.period;
export const selectFigures = (snapshot: OverviewSnapshot) => snapshot.context.overview?.[snapshot.context.period] ?? null;
export const selectPending = (snapshot: OverviewSnapshot) => snapshot.context.overview?.pending ?? null;
export const selectIsLoading = (snapshot: OverviewSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: OverviewSnapshot) => snapshot.matches('failed');

export interface DailySeries {
  days: number[];
  deposits: number[];
  withdrawals: number[];
  casinoGgr: number[];
  sportsGgr: number[];
}

/** The daily figures as columns; a day's date is taken at midnight UTC. */
export const selectDailySeries = (snapshot: OverviewSnapshot): DailySeries | null => {
  const daily = snapshot.context.overview?.daily;
  if (!daily) return null;
  return {
    days: daily.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
    deposits: daily.map((day) => day.deposits),
    withdrawals: daily.map((day) => day.withdrawals),
    casinoGgr: daily.map((day) => day.casino.ggr),
    sportsGgr: daily.map((day) => day.sports.ggr),
  };
};
