// Tables of payments: the methods the operator offers (with the fields of their dynamic forms), the
// deposits and withdrawals players make through them, and the demo gateway's own record of the
// payments it was asked to take (kept apart because in production that record lives at the gateway).
//
// Money itself moves only through the ledger (server/wallet); a transaction row says what a movement
// was about and is changed in the same database transaction as the journal entry it explains.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from './operators';
import { players } from './players';

/** Spec §3 transaction type. */
export const TRANSACTION_TYPES = { deposit: 1, withdraw: 2 } as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];

/** Spec §3 transaction status. */
export const TRANSACTION_STATUSES = {
  none: 0,
  confirmed: 1,
  pending: 2,
  merged: 3,
  rejected: 4,
  cancelled: 5,
  created: 6,
} as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[keyof typeof TRANSACTION_STATUSES];

/** Spec §3 form field type (objectType of a field descriptor). */
export const FIELD_TYPES = { string: 1, int: 2, long: 3, decimal: 4, bool: 5, dateTime: 6, dropdown: 7 } as const;
export type FieldType = (typeof FIELD_TYPES)[keyof typeof FIELD_TYPES];

/**
 * How a method works:
 * - `message`: a deposit answered with a text (the operator's bank details for a havale/EFT) and settled
 *   by an operator when the money arrives; the dialog hides its fields after the answer (displayType message);
 * - `hosted-page`: a deposit answered with the link of a gateway's payment page, settled by its webhook;
 * - `bank-transfer-withdraw`: a withdrawal to the player's IBAN, held until an operator pays it out.
 */
export const PAYMENT_METHOD_KINDS = ['message', 'hosted-page', 'bank-transfer-withdraw'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export interface LocalizedText {
  tr: string;
  en: string;
}

/** One field of a method's dynamic form, as the operator configured it. */
export interface PaymentFieldSpec {
  /** Key of the value in `detail`; `amount` is the money field, `iban` gets the IBAN checksum. */
  key: string;
  label: LocalizedText;
  /** Input mask (`0` digit, `A` letter or digit, `S` letter, anything else fixed); null for none. */
  mask: string | null;
  objectType: FieldType;
  /** Dropdown choices; present only on objectType 7. */
  options?: { id: number | string; name: LocalizedText }[] | null;
  /** Longest text a String field accepts (default 200). */
  maxLength?: number;
}

/** A bank account the operator receives havale/EFT deposits on. */
export interface OperatorBankAccount {
  bankName: string;
  accountHolder: string;
  iban: string;
  branch?: string;
}

/** Per-kind settings of a method. */
export interface PaymentMethodConfig {
  /** `message` methods: where players send their transfer. */
  bankAccounts?: OperatorBankAccount[];
}

export const paymentMethods = pgTable(
  'payment_methods',
  {
    // The contract's method ids are integers.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stable name for seeds and the ops CLI ('demo-card-deposit'); the id is what the API uses. */
    code: text('code').notNull(),
    type: smallint('type').$type<TransactionType>().notNull(),
    kind: text('kind').$type<PaymentMethodKind>().notNull(),
    /** Who settles it: a gateway adapter code ('demo') or 'manual' (an operator). */
    gateway: text('gateway').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    fields: jsonb('fields').$type<PaymentFieldSpec[]>().notNull().default([]),
    config: jsonb('config').$type<PaymentMethodConfig>().notNull().default({}),
    /** Kuruş. */
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    /** Kuruş. */
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    logoUrl: text('logo_url'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique('payment_methods_code_unique').on(t.code),
    check('payment_methods_type', sql`${t.type} in (1, 2)`),
    check(
      'payment_methods_kind_type',
      sql`(${t.kind} in ('message', 'hosted-page') and ${t.type} = 1) or (${t.kind} = 'bank-transfer-withdraw' and ${t.type} = 2)`,
    ),
    check('payment_methods_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('payment_methods_fields_array', sql`jsonb_typeof(${t.fields}) = 'array'`),
  ],
);

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    // The contract's transaction ids (financial activities) are integers.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Our payment reference: sent to the gateway as the order id, written by the player in a bank
     * transfer's description, and the ledger's idempotency key ('deposit:<reference>').
     */
    reference: text('reference').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    type: smallint('type').$type<TransactionType>().notNull(),
    status: smallint('status').$type<TransactionStatus>().notNull(),
    /** Kuruş. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** The method's gateway when the transaction was made ('demo', 'manual'). */
    gateway: text('gateway').notNull(),
    /** The gateway's own id of the payment, once it gave one. */
    gatewayRef: text('gateway_ref'),
    /** The client's Idempotency-Key: a retried request finds this row instead of making a second. */
    clientKey: text('client_key'),
    /** The form's values as validated (for a withdrawal the IBAN the operator pays to). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** What the gateway reported (card brand and last digits, decline reason); never card numbers. */
    gatewayData: jsonb('gateway_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Why it was rejected or cancelled (shown to the player). */
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique('payment_transactions_reference_unique').on(t.reference),
    unique('payment_transactions_gateway_ref_unique').on(t.gateway, t.gatewayRef),
    unique('payment_transactions_client_key_unique').on(t.playerId, t.clientKey),
    index('payment_transactions_player_idx').on(t.playerId, t.createdAt),
    index('payment_transactions_queue_idx').on(t.type, t.status, t.createdAt),
    check('payment_transactions_type', sql`${t.type} in (1, 2)`),
    check('payment_transactions_status', sql`${t.status} between 0 and 6`),
    check('payment_transactions_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethod = typeof paymentMethods.$inferInsert;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/** The demo gateway's side: a payment it was asked to take, and the webhook it owes the merchant. */
export const demoGatewayPayments = pgTable(
  'demo_gateway_payments',
  {
    /** Random and unguessable: it is the payment page's address. */
    id: text('id').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    /** Kuruş. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    callbackUrl: text('callback_url').notNull(),
    returnUrl: text('return_url').notNull(),
    /** 'open' until a card was submitted, then 'approved' or 'declined' for good. */
    status: text('status').$type<'open' | 'approved' | 'declined'>().notNull().default('open'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    declineReason: text('decline_reason'),
    /** The exact signed body of the webhook, so a redelivery sends the same bytes. */
    eventBody: text('event_body'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    lastDeliveryError: text('last_delivery_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('demo_gateway_payments_reference_unique').on(t.merchantReference),
    check('demo_gateway_payments_status', sql`${t.status} in ('open', 'approved', 'declined')`),
    check('demo_gateway_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type DemoGatewayPaymentRow = typeof demoGatewayPayments.$inferSelect;
