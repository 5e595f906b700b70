// The player's notifications with their effect bound to this page and their actors given the page's API
// client. Fetched by a dynamic import when a player's notifications are first loaded (machines/late-child),
// so a guest never downloads them.
import type { ApiClient } from '../../common/contract/client';
import { notificationsActors } from '../../machines/notifications/notifications.actors';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { notificationEffects } from './effects';

export const notificationsWithEffects = (api: ApiClient) =>
  notificationsMachine.provide({ actions: notificationEffects(), actors: notificationsActors(api) });
