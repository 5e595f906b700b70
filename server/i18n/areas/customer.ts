// Messages of the player's account pages: notifications, history, sessions, profile and bonuses, in Turkish and English.
import { defineMessages } from './define';

export const customerMessages = defineMessages({}, {});
