// Notifications I/O: the player's list and marking one read, each one call through the API client.
import { fromPromise } from 'xstate';
import { BACKGROUND_CALL, type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type Notification = components['schemas']['Notification'];
export type NotificationPage = components['schemas']['NotificationPage'];

/** Spec §9: the notification page is skip 0, take 100. */
export const NOTIFICATION_PAGE = { skip: 0, take: 100 } as const;

/** The notifications' I/O, closing over the API client the app edge provides. */
export const notificationsActors = (api: ApiClient) => ({
  loadNotifications: fromPromise<NotificationPage>(async ({ signal }) => {
    // Fetched on the app's own initiative (start-up, reconnects, the tab coming back): background activity,
    // which does not keep an idle session alive (issue 12.11).
    const envelope = unwrap(
      await api.POST('/customer/notification', { body: { ...NOTIFICATION_PAGE }, signal, headers: BACKGROUND_CALL }),
    );
    return envelope.data;
  }),
  /** Resolves with the id once the server confirmed it; the machine marks the item read only then. */
  markRead: fromPromise<number, { id: number }>(async ({ input, signal }) => {
    unwrap(await api.POST('/customer/readnotification', { body: { id: [input.id] }, signal }));
    return input.id;
  }),
});
