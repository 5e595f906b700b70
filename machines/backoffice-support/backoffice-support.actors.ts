// Support chat screen I/O (issue 16): the queue of one view with the chosen conversation, its player's
// page summary and the colleagues a chat can go to, read together; and the four operator actions.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsSupportSummary = components['schemas']['OpsSupportConversationSummary'];
export type OpsSupportConversation = components['schemas']['OpsSupportConversation'];
export type OpsSupportOperator = components['schemas']['OpsSupportOperator'];
export type OpsPlayerDetail = components['schemas']['OpsPlayerDetail'];
export type SupportView = 'open' | 'mine' | 'assigned' | 'closed';

/** The hub command the server pushes to back offices for support chat changes (server/support/chat.ts). */
export const SUPPORT_CHAT_COMMAND = 'SupportChat';

export interface SupportScreenData {
  items: OpsSupportSummary[];
  conversation: OpsSupportConversation | null;
  /** The conversation's player, as their page shows them; null when it could not be read. */
  player: OpsPlayerDetail | null;
  colleagues: OpsSupportOperator[];
}

export type SupportAction = { kind: 'claim' } | { kind: 'reply'; body: string } | { kind: 'transfer'; operatorId: string } | { kind: 'close' };

/** The support chat screen's I/O, closing over the API client the app edge provides. */
export const supportActors = (api: ApiClient) => ({
  loadScreen: fromPromise<SupportScreenData, { view: SupportView; selectedId: number | null }>(async ({ input, signal }) => {
    const { view, selectedId } = input;
    const [list, colleagues, conversation] = await Promise.all([
      api.GET('/ops/support/conversations', { params: { query: { view } }, signal }).then((r) => unwrap(r).data.items),
      api.GET('/ops/support/operators', { signal }).then((r) => unwrap(r).data.items),
      selectedId === null ? Promise.resolve(null) : api.GET('/ops/support/conversations/{id}', { params: { path: { id: selectedId } }, signal }).then((r) => unwrap(r).data),
    ]);
    // The player's page beside the conversation; a role that may not read players still chats.
    const player = conversation
      ? await api
          .GET('/ops/players/{playerId}', { params: { path: { playerId: conversation.player.id } }, signal })
          .then((r) => unwrap(r).data as OpsPlayerDetail)
          .catch(() => null)
      : null;
    return { items: list, colleagues, conversation, player };
  }),
  /** Runs one operator action and answers the server's message. */
  act: fromPromise<string, { id: number; action: SupportAction }>(async ({ input, signal }) => {
    const { id, action } = input;
    // The API client gives every write its Idempotency-Key (common/contract/client.ts).
    const params = { path: { id } };
    switch (action.kind) {
      case 'claim':
        return unwrap(await api.POST('/ops/support/conversations/{id}/claim', { params, body: {}, signal })).message;
      case 'reply':
        return unwrap(await api.POST('/ops/support/conversations/{id}/messages', { params, body: { body: action.body }, signal })).message;
      case 'transfer':
        return unwrap(await api.POST('/ops/support/conversations/{id}/transfer', { params, body: { operatorId: action.operatorId }, signal })).message;
      case 'close':
        return unwrap(await api.POST('/ops/support/conversations/{id}/close', { params, body: {}, signal })).message;
    }
  }),
});
