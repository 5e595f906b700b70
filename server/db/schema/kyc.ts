// Identity verification (KYC) and money-laundering review (AML): the documents players upload (the
// bytes live in the storage adapter, server/kyc/storage.ts, never in the database) and the review cases
// the AML checks open (server/aml).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';
import { paymentTransactions } from './payments';
import { players } from './players';

export const KYC_DOCUMENT_KINDS = ['idCardFront', 'idCardBack', 'passportFront', 'passportBack', 'proofOfAddress'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind').$type<KycDocumentKind>().notNull(),
    status: text('status').$type<KycDocumentStatus>().notNull().default('pending'),
    /** The adapter's key of the bytes ('kyc/<player>/<random>'); never shown to anyone. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    /** Found from the bytes (magic numbers), not from what the client said. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => operators.id),
    rejectionReason: text('rejection_reason'),
    /** Set at approval: after it the document no longer counts (read as expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the clean-up job deleted the file of a rejected or expired document after its retention (server/kyc/cleanup.ts). */
    fileRemovedAt: timestamp('file_removed_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_documents_player_idx').on(t.playerId, t.uploadedAt),
    index('kyc_documents_status_idx').on(t.status, t.uploadedAt),
    check('kyc_documents_kind', sql`${t.kind} in ('idCardFront', 'idCardBack', 'passportFront', 'passportBack', 'proofOfAddress')`),
    check('kyc_documents_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'expired')`),
    check('kyc_documents_rejection_reason', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
  ],
);

export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export const AML_RULES = [
  'depositThresholdDay',
  'depositThresholdMonth',
  'withdrawalThresholdDay',
  'withdrawalThresholdMonth',
  'manySmallDeposits',
  'withdrawalAfterLittlePlay',
] as const;
export type AmlRule = (typeof AML_RULES)[number];
export const AML_CASE_STATUSES = ['open', 'cleared', 'blocked'] as const;
export type AmlCaseStatus = (typeof AML_CASE_STATUSES)[number];

/** Kuruş figures as decimal strings (jsonb has no bigint). */
export interface AmlFigures {
  total?: string;
  threshold?: string;
  count?: number;
  deposited?: string;
  staked?: string;
}

export const amlCases = pgTable(
  'aml_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    rule: text('rule').$type<AmlRule>().notNull(),
    status: text('status').$type<AmlCaseStatus>().notNull().default('open'),
    figures: jsonb('figures').$type<AmlFigures>().notNull().default({}),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => operators.id),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    // One open case per player and rule: a further payment that trips the same rule joins it.
    uniqueIndex('aml_cases_open_unique').on(t.playerId, t.rule).where(sql`${t.status} = 'open'`),
    index('aml_cases_status_idx').on(t.status, t.openedAt),
    check('aml_cases_status', sql`${t.status} in ('open', 'cleared', 'blocked')`),
  ],
);

export type AmlCaseRow = typeof amlCases.$inferSelect;

export const amlCasePayments = pgTable(
  'aml_case_payments',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => amlCases.id),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => paymentTransactions.id),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.paymentId] }), index('aml_case_payments_payment_idx').on(t.paymentId)],
);
