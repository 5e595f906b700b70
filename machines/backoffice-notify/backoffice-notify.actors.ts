// System messages I/O: one message to one player (by username, usercode or id) or to every player whose
// account is not closed (sendSystemNotification); the answer counts the recipients.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type NotifyRequest = components['schemas']['OpsNotifyRequest'];

/** The system messages screen's I/O, closing over the API client the app edge provides. */
export const notifyActors = (api: ApiClient) => ({
  sendNotification: fromPromise<string, { request: NotifyRequest }>(async ({ input, signal }) =>
    unwrap(await api.POST('/ops/notifications', { body: input.request, signal })).message,
  ),
});
