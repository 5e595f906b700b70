// Deleting identity documents' files after their retention, on every database target: a rejected
// document's file goes rejectedFileRetentionDays after the rejection (default 90), an expired one's
// expiredFileRetentionDays after it expired (default 2920, 8 years); pending and valid ones stay; the
// row stays, marked and audited, and the download then says the file was deleted; two runs that meet
// delete each file once. The job runs on the app's timer under its lease.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '../../../server/audit';
import { kycDocuments } from '../../../server/db/schema/kyc';
import { kycCleanupPlugin, removeExpiredKycFiles } from '../../../server/kyc/cleanup';
import { DEFAULT_COMPLIANCE_SETTINGS } from '../../../server/kyc/settings';
import { fileStorage } from '../../../server/kyc/storage';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { captureIntervals, hostSweep } from '../helpers/periodic';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const DAY = 86_400_000;

describe('retention defaults', () => {
  it('keeps a rejected file 90 days and an expired one 8 years (2920 days)', () => {
    expect(DEFAULT_COMPLIANCE_SETTINGS.rejectedFileRetentionDays).toBe(90);
    expect(DEFAULT_COMPLIANCE_SETTINGS.expiredFileRetentionDays).toBe(8 * 365);
  });
});

describeEachTarget('KYC file clean-up on %s', (target) => {
  let t: PaymentsApp;
  let compliance: TestOperator;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kyc-cleanup-'));
    t = await buildPaymentsApp(target, { dataDir });
    compliance = await operatorWithToken(t, 'compliance');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function playerWithDocuments() {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    const auth = { authorization: `Bearer ${token}` };
    const upload = async (kind: string) =>
      (await t.request({ method: 'POST', url: `/api/kyc/documents?kind=${kind}`, headers: { ...auth, 'content-type': 'image/png' }, payload: PNG })).json().data.id as number;
    const rejected = await upload('idCardFront');
    const approved = await upload('idCardBack');
    const pending = await upload('proofOfAddress');
    expect((await post(t, `/api/ops/kyc/documents/${rejected}/review`, { decision: 'reject', reason: 'Okunmuyor' }, compliance.auth)).statusCode).toBe(200);
    expect((await post(t, `/api/ops/kyc/documents/${approved}/review`, { decision: 'approve' }, compliance.auth)).statusCode).toBe(200);
    return { rejected, approved, pending };
  }

  const row = async (id: number) => (await t.db.select().from(kycDocuments).where(eq(kycDocuments.id, id)))[0];
  const onDisk = async (id: number) => existsSync(join(dataDir, 'kyc-documents', (await row(id)).storageKey));
  const storage = () => fileStorage(dataDir);

  it('deletes a rejected file after 90 days and an expired one 2920 days after it expired; keeps the rest and the rows', async () => {
    const { rejected, approved, pending } = await playerWithDocuments();
    for (const id of [rejected, approved, pending]) expect(await onDisk(id)).toBe(true);
    const mine = async () => ({ rejected: await onDisk(rejected), approved: await onDisk(approved), pending: await onDisk(pending) });

    // 89 days on: nothing is due yet.
    await removeExpiredKycFiles(t.db, storage(), { now: new Date(Date.now() + 89 * DAY) });
    expect(await mine()).toEqual({ rejected: true, approved: true, pending: true });

    // 91 days on: the rejected file goes; two runs that meet remove it once.
    const later = new Date(Date.now() + 91 * DAY);
    const runs = await Promise.all([removeExpiredKycFiles(t.db, storage(), { now: later }), removeExpiredKycFiles(t.db, storage(), { now: later })]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await mine()).toEqual({ rejected: false, approved: true, pending: true });
    expect((await row(rejected)).fileRemovedAt?.getTime()).toBe(later.getTime());
    expect(await row(rejected)).toMatchObject({ status: 'rejected', rejectionReason: 'Okunmuyor' });
    const audited = await listAudit(t.db, { target: { kind: 'kyc-document', id: rejected }, action: 'kyc.document.fileRemoved' });
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorKind: 'system', actorId: 'kyc-cleanup' });

    // The approved document is valid 365 days, then expired; its file stays 2920 days more.
    const expiresAt = (await row(approved)).expiresAt!.getTime();
    await removeExpiredKycFiles(t.db, storage(), { now: new Date(expiresAt + 2919 * DAY) });
    expect(await onDisk(approved)).toBe(true);
    await removeExpiredKycFiles(t.db, storage(), { now: new Date(expiresAt + 2921 * DAY) });
    expect(await mine()).toEqual({ rejected: false, approved: false, pending: true });

    // The operator's download says what happened instead of failing on the missing file.
    const download = await t.request({ url: `/api/ops/kyc/documents/${rejected}/file`, headers: { ...compliance.auth, 'x-locale': 'en' } });
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toBe(`Document ${rejected}'s file was deleted at the end of its retention period`);
  });

  it("follows the operators' retention setting", async () => {
    const admin = await operatorWithToken(t, 'admin');
    const current = (await t.request({ url: '/api/ops/compliance/settings', headers: admin.auth })).json().data;
    expect(current).toMatchObject({ rejectedFileRetentionDays: 90, expiredFileRetentionDays: 2920, coolingOffHours: 24 });
    const saved = await post(t, '/api/ops/compliance/settings', { ...current, rejectedFileRetentionDays: 30 }, admin.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { rejected } = await playerWithDocuments();
      await removeExpiredKycFiles(t.db, storage(), { now: new Date(Date.now() + 29 * DAY) });
      expect(await onDisk(rejected)).toBe(true);
      await removeExpiredKycFiles(t.db, storage(), { now: new Date(Date.now() + 31 * DAY) });
      expect(await onDisk(rejected)).toBe(false);
    } finally {
      await post(t, '/api/ops/compliance/settings', current, admin.auth);
    }
  });

  it("runs on the app's timer under the job's lease, unref'd, stopping with the app", async () => {
    // The full app wants the job's lease like every other periodic job.
    await t.app.leases.renew();
    expect(t.app.leases.held()).toContain('kyc file clean-up');

    const { rejected } = await playerWithDocuments();
    await t.db.update(kycDocuments).set({ reviewedAt: new Date(Date.now() - 100 * DAY) }).where(eq(kycDocuments.id, rejected));
    const { intervals, cleared, restore } = captureIntervals();
    try {
      const app = await hostSweep(t, kycCleanupPlugin, { config: { dataDir }, intervalMs: 5 });
      expect(intervals).toHaveLength(1);
      expect(intervals[0].hasRef()).toBe(false);
      await vi.waitFor(async () => expect(await onDisk(rejected)).toBe(false), { timeout: 5_000, interval: 10 });
      await app.close();
      expect(cleared).toEqual([intervals[0]]);
    } finally {
      restore();
    }
  });
});
