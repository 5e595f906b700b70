// Session history I/O: a page of the player's sessions, and ending one of the others.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type SessionHistoryPage = components['schemas']['SessionHistoryPage'];
export type SessionRecord = components['schemas']['SessionRecord'];

export const SESSION_PAGE_SIZE = 10;

export interface LoadSessionsInput {
  /** 1-based page number. */
  page: number;
}

const loadSessions = (api: ApiClient) => fromPromise<SessionHistoryPage, LoadSessionsInput>(async ({ input, signal }) =>
  unwrap(
    await api.POST('/customer/sessionhistory', {
      body: { skip: (input.page - 1) * SESSION_PAGE_SIZE, take: SESSION_PAGE_SIZE },
      signal,
    }),
  ).data,
);

export interface EndSessionInput {
  id: number;
}

/** Ends another session; resolves the server's message for the toast. */
const endSession = (api: ApiClient) => fromPromise<string, EndSessionInput>(
  async ({ input, signal }) => unwrap(await api.POST('/customer/endsession', { body: { id: input.id }, signal })).message,
);

/** The session history's I/O, closing over the API client the app edge provides. */
export const sessionHistoryActors = (api: ApiClient) => ({
  loadSessions: loadSessions(api),
  endSession: endSession(api),
});
