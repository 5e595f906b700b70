// System messages I/O: one message to one player (by username, usercode or id) or to every player whose
// account is not closed (sendSystemNotification); the answer counts the recipients.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type NotifyRequest = components['schemas']['OpsNotifyRequest'];

export const sendNotification = fromPromise<string, { api: ApiClient; request: NotifyRequest }>(async ({ input, signal }) =>
  unwrap(await input.api.POST('/ops/notifications', { body: input.request, signal })).message,
);
