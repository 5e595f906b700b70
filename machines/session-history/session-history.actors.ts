// Session history I/O: a page of the player's sessions, and ending one of the others.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type SessionHistoryPage = components['schemas']['SessionHistoryPage'];
export type SessionRecord = components['schemas']['SessionRecord'];

export const SESSION_PAGE_SIZE = 10;

export interface LoadSessionsInput {
  api: ApiClient;
  /** 1-based page number. */
  page: number;
}

export const loadSessions = fromPromise<SessionHistoryPage, LoadSessionsInput>(async ({ input, signal }) =>
  unwrap(
    await input.api.POST('/customer/sessionhistory', {
      body: { skip: (input.page - 1) * SESSION_PAGE_SIZE, take: SESSION_PAGE_SIZE },
      signal,
    }),
  ).data,
);

export interface EndSessionInput {
  api: ApiClient;
  id: number;
}

/** Ends another session; resolves the server's message for the toast. */
export const endSession = fromPromise<string, EndSessionInput>(
  async ({ input, signal }) => unwrap(await input.api.POST('/customer/endsession', { body: { id: input.id }, signal })).message,
);
