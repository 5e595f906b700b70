// The document store out of reach (an S3 endpoint nobody answers on): an upload and an operator's download
// answer 503 with the envelope in the request's language and leave nothing behind (no document row, no
// audit row for a download that did not happen), instead of a 500.
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { kycDocuments } from '../../../server/db/schema/kyc';
import { kycStorageFromEnv } from '../../../server/kyc/storage';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { buildPaymentsApp, operatorWithToken, type PaymentsApp, type TestOperator } from '../payments/fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A port that was free a moment ago and has nobody listening: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeEachTarget('KYC documents while the document store is down on %s', (target) => {
  let t: PaymentsApp;
  let compliance: TestOperator;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kyc-outage-test-'));
    const env: Record<string, string> = {
      KYC_STORAGE: 's3',
      KYC_S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      KYC_S3_BUCKET: 'kyc-documents',
      KYC_S3_REGION: 'eu-central-1',
      KYC_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      KYC_S3_SECRET_ACCESS_KEY: 'secret',
    };
    const problems: string[] = [];
    const kycStorage = kycStorageFromEnv((name) => env[name], problems);
    expect(problems).toEqual([]);
    t = await buildPaymentsApp(target, { dataDir, kycStorage });
    compliance = await operatorWithToken(t, 'compliance');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an upload answers 503 in Turkish and in English and writes no document and no audit row', async () => {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    const upload = (locale: string) =>
      t.request({
        method: 'POST',
        url: '/api/kyc/documents?kind=proofOfAddress',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', 'x-locale': locale },
        payload: PDF,
      });
    const tr = await upload('tr');
    expect(tr.statusCode).toBe(503);
    expect(tr.json()).toEqual({ success: false, message: 'Belge deposuna şu anda ulaşılamıyor; lütfen biraz sonra tekrar deneyin', data: null });
    const en = await upload('en');
    expect(en.statusCode).toBe(503);
    expect(en.json().message).toBe('The document store cannot be reached right now; please try again in a little while');
    expect(await t.db.select().from(kycDocuments).where(eq(kycDocuments.playerId, player.id))).toEqual([]);
    expect(await listAudit(t.db, { action: 'kyc.document.upload', target: undefined })).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ details: expect.objectContaining({ playerId: player.id }) })]),
    );
  });

  it("an operator's download of a stored document answers 503 and is not audited as downloaded", async () => {
    const player = await createTestPlayer(t.db);
    const [row] = await t.db
      .insert(kycDocuments)
      .values({
        playerId: player.id,
        kind: 'proofOfAddress',
        storageKey: `kyc/${player.id}/0b9f3c1e-2a4d-4e6f-8a1b-3c5d7e9f1a2b`,
        fileName: 'fatura.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      })
      .returning();
    const download = await t.request({ url: `/api/ops/kyc/documents/${row!.id}/file`, headers: { ...compliance.auth, 'x-locale': 'en' } });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual({ success: false, message: 'The document store cannot be reached right now; please try again in a little while', data: null });
    expect(await listAudit(t.db, { target: { kind: 'kyc-document', id: row!.id }, action: 'kyc.document.download' })).toEqual([]);
  });
});
