// Player notifications: raising them inside a money transaction (notify), rendering them in a language,
// the inbox the account screens read, and the language pushes are rendered in.
export { notify, type CreatedNotification, type NotifyInput } from './notify';
export { listNotifications, markNotificationsRead, type NotificationPage } from './inbox';
export { playerLocale, rememberPlayerLocale } from './preferences';
export { renderNotification, type MessageVar, type NotificationItem, type NotificationVars } from './render';
export { NOTIFICATION_TYPES, type NotificationType } from '../db/schema/customer';
