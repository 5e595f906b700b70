// The trader screen's I/O (issue 17): the open events (listSportsEvents), an event's book with the liability per
// outcome (opsGetSportsEventBook), and a trader's actions, each an ops write with its own idempotency key:
// a price set or released (opsSetSportsOutcomeOdds), an event or market suspended or resumed
// (opsSetSportsEventSuspended, opsSuspendSportsMarket), a liability limit (opsSetSportsLiabilityLimit) and a
// resettlement or rollback proposed to the four-eyes queue (opsProposeSportsResettlement).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type SportsEventSummary = Schemas['SportsEventSummary'];
export type OpsSportsEventBook = Schemas['OpsSportsEventBook'];
export type OpsSportsBookMarket = Schemas['OpsSportsBookMarket'];
export type OpsSportsBookOutcome = Schemas['OpsSportsBookOutcome'];

/** A trader's action waiting for its reason (and its figures). */
export type TraderAction =
  | { kind: 'odds'; outcomeId: string; label: string; odds: string }
  | { kind: 'release'; outcomeId: string; label: string }
  | { kind: 'event'; suspended: boolean }
  | { kind: 'market'; marketId: string; label: string; suspended: boolean }
  | { kind: 'limit'; amount: string }
  | { kind: 'resettle'; home: string; away: string }
  | { kind: 'rollback' };

export const EVENTS_PAGE = 50;

/** Reads a decimal the way a Turkish trader types it (`1,85` or `1.85`). */
export const decimal = (text: string) => Number(text.trim().replace(',', '.'));

/** The trader screen's I/O, closing over the API client the app edge provides. */
export const sportsTraderActors = (api: ApiClient) => ({
  loadEvents: fromPromise<SportsEventSummary[]>(async ({ signal }) =>
    unwrap(await api.GET('/sports/events', { params: { query: { skip: 0, take: EVENTS_PAGE } }, signal })).data.items,
  ),
  loadBook: fromPromise<OpsSportsEventBook, { eventId: string }>(async ({ input, signal }) =>
    unwrap(await api.GET('/ops/sports/events/{eventId}/book', { params: { path: { eventId: input.eventId } }, signal })).data,
  ),
  runAction: fromPromise<{ message: string; book: OpsSportsEventBook | null }, { eventId: string; action: TraderAction; reason: string }>(
    async ({ input, signal }) => {
      const { eventId, action, reason } = input;
      const eventPath = { params: { path: { eventId } }, signal };
      switch (action.kind) {
        case 'odds':
        case 'release': {
          const answer = unwrap(
            await api.PUT('/ops/sports/outcomes/{outcomeId}/odds', {
              params: { path: { outcomeId: action.outcomeId } },
              body: { odds: action.kind === 'odds' ? decimal(action.odds) : null, reason },
              signal,
            }),
          );
          return { message: answer.message, book: answer.data };
        }
        case 'event': {
          const answer = unwrap(await api.POST('/ops/sports/events/{eventId}/suspend', { ...eventPath, body: { suspended: action.suspended, reason } }));
          return { message: answer.message, book: answer.data };
        }
        case 'market': {
          const answer = unwrap(await api.POST('/ops/sports/markets/{marketId}/suspend', { params: { path: { marketId: action.marketId } }, body: { suspended: action.suspended, reason }, signal }));
          return { message: answer.message, book: null };
        }
        case 'limit': {
          const maxLiability = action.amount.trim() === '' ? null : decimal(action.amount);
          const answer = unwrap(await api.PUT('/ops/sports/events/{eventId}/liability', { ...eventPath, body: { maxLiability, reason } }));
          return { message: answer.message, book: null };
        }
        case 'resettle': {
          const body = { action: 'resettle' as const, homeScore: Number(action.home), awayScore: Number(action.away), reason };
          const answer = unwrap(await api.POST('/ops/sports/events/{eventId}/resettlement', { ...eventPath, body }));
          return { message: answer.message, book: null };
        }
        case 'rollback': {
          const answer = unwrap(await api.POST('/ops/sports/events/{eventId}/resettlement', { ...eventPath, body: { action: 'rollback', reason } }));
          return { message: answer.message, book: null };
        }
      }
    },
  ),
});
