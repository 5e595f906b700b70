// Messages of registration, phone verification, recovery and password changes, in Turkish and English.
import { defineMessages } from './define';

export const accountsMessages = defineMessages({}, {});
