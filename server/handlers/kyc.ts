// Handlers of identity verification (KYC) and AML review: the player's upload, documents and status; the
// operators' queue, review and audited download; AML cases; the compliance settings.
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import type { AmlCaseStatus, KycDocumentKind, KycDocumentRow, KycDocumentStatus } from '../db/schema/kyc';
import { TRANSACTION_TYPES } from '../db/schema/payments';
import { piiCipher } from '../accounts/pii';
import { getCase, listCases, resolveCase, type CaseView } from '../aml/cases';
import { documentQueue, downloadDocument, playerDocuments, reviewDocument, uploadDocument, type QueueRow } from '../kyc/documents';
import { complianceSettings, setComplianceSettings, type ComplianceSettings } from '../kyc/settings';
import { createDocumentStorage } from '../kyc/storage';
import { coolingOffHours, setCoolingOffHours } from '../protection/limits';
import { effectiveStatus, verificationOf } from '../kyc/tiers';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { kurusToTry, requestKurus } from '../lib/money';
import { publishNotification, publishWalletChange } from '../realtime/publish';
import { isValidTcKimlikNo } from '../../common/rules/personal-no';
import { operatorActing, requireOperator } from './operators';

function playerActing(ctx: HandlerContext<OperationId>, playerId: string) {
  return { actor: { kind: 'player' as const, id: playerId }, ip: ctx.client.ip, requestId: ctx.request.id };
}

function documentView(row: KycDocumentRow, now = new Date()) {
  return {
    id: row.id,
    kind: row.kind,
    status: effectiveStatus(row, now),
    fileName: row.fileName,
    contentType: row.contentType as 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf',
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

function opsDocumentView({ document, reviewedBy, player }: QueueRow) {
  return { ...documentView(document), reviewedBy, player };
}

const uploadKycDocument: Handler<'uploadKycDocument'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const bytes = ctx.body as unknown;
  if (!Buffer.isBuffer(bytes)) throw new ApiError(415, 'kyc.upload.badType');
  const row = await uploadDocument(ctx.db, createDocumentStorage(ctx.config), {
    playerId: player.id,
    kind: ctx.query.kind as KycDocumentKind,
    fileName: ctx.query.fileName,
    bytes,
    acting: playerActing(ctx, player.id),
  });
  return ok(documentView(row), ctx.t('kyc.uploaded'));
};

const listKycDocuments: Handler<'listKycDocuments'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const rows = await playerDocuments(ctx.db, player.id);
  return ok({ items: rows.map((row) => documentView(row)) });
};

const getKycVerification: Handler<'getKycVerification'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const cipher = await piiCipher(ctx.db, ctx.config);
  const verification = await verificationOf(ctx.db, player.id, {
    personalNoValid: (stored) => {
      try {
        return isValidTcKimlikNo(cipher.decrypt(stored));
      } catch {
        return false;
      }
    },
  });
  const settings = await complianceSettings(ctx.db);
  const allowed = verification.tier === 'full' || (settings.withdrawalTier === 'basic' && verification.tier === 'basic');
  return ok({
    ...verification,
    withdrawal: {
      allowed,
      upTo: allowed && verification.tier === 'basic' ? kurusToTry(settings.basicWithdrawalLimit) : null,
      requiredTier: settings.withdrawalTier,
    },
  });
};

const opsListKycDocuments: Handler<'opsListKycDocuments'> = async (ctx) => {
  const { items, total } = await documentQueue(ctx.db, (ctx.query.status ?? 'pending') as KycDocumentStatus, ctx.query.skip ?? 0, ctx.query.take ?? 20);
  return ok({ items: items.map(opsDocumentView), total });
};

const opsReviewKycDocument: Handler<'opsReviewKycDocument'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const reason = ctx.body.reason?.trim() ?? '';
  if (ctx.body.decision === 'reject' && !reason) throw new ApiError(400, 'kyc.review.reasonRequired');
  const row = await reviewDocument(
    ctx.db,
    ctx.params.documentId,
    ctx.body.decision === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason },
    operator.id,
    operatorActing(ctx, operator),
  );
  await publishNotification(ctx.request.server.hub, row.notification);
  return ok(opsDocumentView(row), ctx.t(ctx.body.decision === 'approve' ? 'kyc.document.approved' : 'kyc.document.rejected'));
};

const opsDownloadKycDocument: Handler<'opsDownloadKycDocument'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const { row, bytes } = await downloadDocument(ctx.db, createDocumentStorage(ctx.config), ctx.params.documentId, operatorActing(ctx, operator));
  const asciiName = row.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // The file is the answer (sent here); the router sees the reply sent.
  await ctx.reply
    .header('content-type', row.contentType)
    .header('content-disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
    .header('cache-control', 'no-store')
    .send(bytes);
  return undefined as never;
};

function caseView({ row, resolvedBy, player, payments }: CaseView) {
  const money = (value: string | undefined) => (value === undefined ? null : kurusToTry(BigInt(value)));
  return {
    id: row.id,
    rule: row.rule,
    status: row.status,
    player,
    openedAt: row.openedAt.toISOString(),
    figures: {
      total: money(row.figures.total),
      threshold: money(row.figures.threshold),
      count: row.figures.count ?? null,
      deposited: money(row.figures.deposited),
      staked: money(row.figures.staked),
    },
    payments: payments.map((p) => ({
      id: p.id,
      type: p.type === TRANSACTION_TYPES.deposit ? ('deposit' as const) : ('withdrawal' as const),
      status: ({ 0: 'none', 1: 'confirmed', 2: 'pending', 3: 'merged', 4: 'rejected', 5: 'cancelled', 6: 'created' } as Record<number, string>)[p.status] ?? String(p.status),
      amount: kurusToTry(p.amount),
      createdAt: p.createdAt.toISOString(),
    })),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy,
    resolutionNote: row.resolutionNote,
  };
}

const opsListAmlCases: Handler<'opsListAmlCases'> = async (ctx) => {
  const { items, total } = await listCases(ctx.db, (ctx.query.status ?? 'open') as AmlCaseStatus, ctx.query.skip ?? 0, ctx.query.take ?? 20);
  return ok({ items: items.map(caseView), total });
};

const opsGetAmlCase: Handler<'opsGetAmlCase'> = async (ctx) => ok(caseView(await getCase(ctx.db, ctx.params.caseId)));

const opsResolveAmlCase: Handler<'opsResolveAmlCase'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const note = ctx.body.note.trim();
  if (!note) throw new ApiError(400, 'validation.required', { field: 'note' });
  const { view, rejected } = await resolveCase(ctx.db, ctx.params.caseId, { outcome: ctx.body.outcome, note }, operator.id, operatorActing(ctx, operator));
  for (const result of rejected) {
    if (result.change) await publishWalletChange(ctx.request.server.hub, ctx.db, result.change).catch(() => undefined);
  }
  return ok(caseView(view), ctx.t(ctx.body.outcome === 'cleared' ? 'aml.case.cleared' : 'aml.case.blocked', { count: rejected.length }));
};

function settingsView(s: ComplianceSettings, coolingOff: number) {
  return {
    coolingOffHours: coolingOff,
    rejectedFileRetentionDays: s.rejectedFileRetentionDays,
    expiredFileRetentionDays: s.expiredFileRetentionDays,
    withdrawalTier: s.withdrawalTier,
    basicWithdrawalLimit: kurusToTry(s.basicWithdrawalLimit),
    documentValidityDays: s.documentValidityDays,
    amlDayThreshold: kurusToTry(s.amlDayThreshold),
    amlMonthThreshold: kurusToTry(s.amlMonthThreshold),
    smallDepositAmount: kurusToTry(s.smallDepositAmount),
    smallDepositCount: s.smallDepositCount,
    littlePlayMinimum: kurusToTry(s.littlePlayMinimum),
    littlePlayPercent: s.littlePlayPercent,
  };
}

const opsGetComplianceSettings: Handler<'opsGetComplianceSettings'> = async (ctx) => ok(settingsView(await complianceSettings(ctx.db), await coolingOffHours(ctx.db)));

const opsUpdateComplianceSettings: Handler<'opsUpdateComplianceSettings'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const b = ctx.body;
  const current = await complianceSettings(ctx.db);
  if (b.coolingOffHours !== undefined) await setCoolingOffHours(ctx.db, b.coolingOffHours, operatorActing(ctx, operator));
  const saved = await setComplianceSettings(
    ctx.db,
    {
      withdrawalTier: b.withdrawalTier,
      basicWithdrawalLimit: requestKurus(b.basicWithdrawalLimit, 'basicWithdrawalLimit'),
      documentValidityDays: b.documentValidityDays,
      amlDayThreshold: requestKurus(b.amlDayThreshold, 'amlDayThreshold'),
      amlMonthThreshold: requestKurus(b.amlMonthThreshold, 'amlMonthThreshold'),
      smallDepositAmount: requestKurus(b.smallDepositAmount, 'smallDepositAmount'),
      smallDepositCount: b.smallDepositCount,
      littlePlayMinimum: requestKurus(b.littlePlayMinimum, 'littlePlayMinimum'),
      littlePlayPercent: b.littlePlayPercent,
      rejectedFileRetentionDays: b.rejectedFileRetentionDays ?? current.rejectedFileRetentionDays,
      expiredFileRetentionDays: b.expiredFileRetentionDays ?? current.expiredFileRetentionDays,
    },
    operatorActing(ctx, operator),
  );
  return ok(settingsView(saved, await coolingOffHours(ctx.db)), ctx.t('kyc.settings.saved'));
};

export const kycHandlers = {
  uploadKycDocument,
  listKycDocuments,
  getKycVerification,
  opsListKycDocuments,
  opsReviewKycDocument,
  opsDownloadKycDocument,
  opsListAmlCases,
  opsGetAmlCase,
  opsResolveAmlCase,
  opsGetComplianceSettings,
  opsUpdateComplianceSettings,
} satisfies HandlerMap;
