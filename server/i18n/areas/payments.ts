// Messages of payments, deposits, withdrawals and the operator's actions on them, in Turkish and English.
import { defineMessages } from './define';

export const paymentsMessages = defineMessages({}, {});
