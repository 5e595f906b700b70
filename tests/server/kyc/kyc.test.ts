// Identity verification and AML review through the API, on every database target: uploads typed by
// their bytes (not their header), stored under DATA_DIR, reviewed by compliance, downloaded only by an
// authorised operator (audited); the verification tier a player reaches; withdrawals refused below full
// verification (or above the basic allowance when the setting allows basic); AML thresholds and patterns
// opening cases a withdrawal waits for until compliance resolves them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listAudit } from '../../../server/audit';
import { kycDocuments } from '../../../server/db/schema/kyc';
import { postEntry } from '../../../server/wallet';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { approveDocuments, giveBasicData } from '../helpers/kyc';
import { createTestPlayer, credit, login } from '../helpers/players';
import {
  balanceOf,
  buildPaymentsApp,
  expectLedgerClean,
  operatorWithToken,
  post,
  transactionsOf,
  validIban,
  type PaymentsApp,
  type TestOperator,
  type TestPlayer,
} from '../payments/fixtures';

// Smallest real files of each kind, written byte by byte from their format's specification.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describeEachTarget('KYC and AML on %s', (target) => {
  let t: PaymentsApp;
  let compliance: TestOperator;
  let finance: TestOperator;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kyc-test-'));
    t = await buildPaymentsApp(target, { dataDir });
    compliance = await operatorWithToken(t, 'compliance');
    finance = await operatorWithToken(t, 'finance');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPlayer(cash = 0n): Promise<TestPlayer> {
    const player = await createTestPlayer(t.db);
    if (cash > 0n) await credit(t.db, player.id, 'cash', cash);
    const { token } = await login(t.request, player.username);
    return { id: player.id, username: player.username, token: token!, auth: { authorization: `Bearer ${token}` } };
  }

  function upload(player: TestPlayer, kind: string, bytes: Buffer, contentType: string, headers: Record<string, string> = {}) {
    return t.request({
      method: 'POST',
      url: `/api/kyc/documents?kind=${kind}&fileName=${encodeURIComponent(`${kind}.bin`)}`,
      headers: { ...player.auth, 'content-type': contentType, ...headers },
      payload: bytes,
    });
  }

  const review = (id: number, body: unknown, operator = compliance, headers: Record<string, string> = {}) =>
    post(t, `/api/ops/kyc/documents/${id}/review`, body, { ...operator.auth, ...headers });

  const verification = async (player: TestPlayer) => (await t.request({ url: '/api/kyc/verification', headers: player.auth })).json().data;

  function withdraw(player: TestPlayer, amount: number, headers: Record<string, string> = {}) {
    return post(t, '/api/payment/withdraw', { id: t.methods.withdraw, detail: { iban: validIban(), accountHolder: 'Ayşe Yılmaz', amount } }, { ...player.auth, ...headers });
  }

  async function settings(change: Record<string, unknown>) {
    const current = (await t.request({ url: '/api/ops/compliance/settings', headers: compliance.auth })).json().data;
    const admin = await operatorWithToken(t, 'admin');
    const response = await post(t, '/api/ops/compliance/settings', { ...current, ...change }, admin.auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function confirmedBankDeposit(player: TestPlayer, amount: number): Promise<number> {
    const started = await post(t, '/api/payment/deposit', { id: t.methods.bank, target: 'pay', detail: { amount, senderName: 'Ayşe Yılmaz', senderBank: 3 } }, player.auth);
    expect(started.statusCode, started.body).toBe(200);
    const row = (await transactionsOf(t.db, player.id)).filter((r) => r.type === 1).at(-1)!;
    const confirmed = await post(t, `/api/ops/deposits/${row.id}/confirm`, {}, finance.auth);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return row.id;
  }

  const cases = async (status = 'open') => (await t.request({ url: `/api/ops/aml/cases?status=${status}&take=100`, headers: compliance.auth })).json().data.items;
  const casesOf = async (player: TestPlayer, status = 'open') => (await cases(status)).filter((c: { player: { id: string } }) => c.player.id === player.id);

  describe('documents', () => {
    it('accepts JPEG, PNG, WebP and PDF by their bytes, stores them under DATA_DIR and lists them pending', async () => {
      const player = await newPlayer();
      const sent = [
        ['idCardFront', JPEG, 'image/jpeg'],
        ['idCardBack', PNG, 'image/png'],
        ['passportFront', WEBP, 'application/octet-stream'],
        ['proofOfAddress', PDF, 'application/pdf'],
      ] as const;
      for (const [kind, bytes, type] of sent) {
        const response = await upload(player, kind, bytes, type);
        expect(response.statusCode, response.body).toBe(200);
        expectContract('uploadKycDocument', 200, response.json());
        expect(response.json()).toMatchObject({ success: true, message: 'Belgeniz alındı; incelendiğinde durumunu burada göreceksiniz', data: { kind, status: 'pending', size: bytes.length, rejectionReason: null } });
      }
      const list = await t.request({ url: '/api/kyc/documents', headers: player.auth });
      expectContract('listKycDocuments', 200, list.json());
      const items = list.json().data.items as { kind: string; contentType: string }[];
      expect(Object.fromEntries(items.map((i) => [i.kind, i.contentType]))).toEqual({
        idCardFront: 'image/jpeg',
        idCardBack: 'image/png',
        passportFront: 'image/webp',
        proofOfAddress: 'application/pdf',
      });
      const rows = await t.db.select().from(kycDocuments).where(eq(kycDocuments.playerId, player.id));
      for (const row of rows) {
        const path = join(dataDir, 'kyc-documents', row.storageKey);
        expect(existsSync(path)).toBe(true);
        expect(readFileSync(path).equals(sent.find(([kind]) => kind === row.kind)![1])).toBe(true);
      }
      const audited = await listAudit(t.db, { action: 'kyc.document.upload', actor: { kind: 'player', id: player.id } });
      expect(audited).toHaveLength(4);
    });

    it('refuses a file whose bytes are not an allowed type whatever its header says, an empty one and one over 10 MB', async () => {
      const player = await newPlayer();
      const gif = await upload(player, 'idCardFront', GIF, 'image/png', { 'x-locale': 'en' });
      expect(gif.statusCode).toBe(415);
      expect(gif.json()).toEqual({ success: false, message: 'The file must be a JPEG, PNG or WebP image or a PDF', data: null });
      const text = await upload(player, 'idCardFront', Buffer.from('hello, not a picture'), 'application/pdf');
      expect(text.json().message).toBe('Dosya JPEG, PNG, WebP görüntüsü veya PDF olmalıdır');
      const empty = await upload(player, 'idCardFront', Buffer.alloc(0), 'image/png', { 'x-locale': 'en' });
      expect(empty.statusCode).toBe(400);
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
      const tooBig = await upload(player, 'idCardFront', big, 'image/png');
      expect(tooBig.statusCode).toBe(413);
      // Exactly 10 MB (10 × 1024 × 1024 bytes) is allowed.
      const limit = await upload(player, 'idCardFront', big.subarray(0, 10 * 1024 * 1024), 'image/png');
      expect(limit.statusCode, limit.body).toBe(200);
      const unknownKind = await upload(player, 'selfie', PNG, 'image/png');
      expect(unknownKind.statusCode).toBe(400);
      const wrongMedia = await upload(player, 'idCardFront', GIF, 'image/gif');
      expect(wrongMedia.statusCode).toBe(415);
      expect(await t.db.select().from(kycDocuments).where(eq(kycDocuments.playerId, player.id))).toHaveLength(1);
    });

    it('is reviewed by compliance: approve, reject with a reason the player sees, never twice; others may not', async () => {
      const player = await newPlayer();
      const front = (await upload(player, 'idCardFront', PNG, 'image/png')).json().data.id as number;
      const back = (await upload(player, 'idCardBack', PNG, 'image/png')).json().data.id as number;

      const queue = await t.request({ url: '/api/ops/kyc/documents?status=pending&take=100', headers: compliance.auth });
      expectContract('opsListKycDocuments', 200, queue.json());
      const mine = queue.json().data.items.filter((d: { player: { id: string } }) => d.player.id === player.id);
      expect(mine.map((d: { id: number }) => d.id)).toEqual([front, back]);
      expect(mine[0].player).toMatchObject({ username: player.username, name: 'Ayşe', surname: 'Yılmaz' });

      const forbidden = await t.request({ url: '/api/ops/kyc/documents', headers: finance.auth });
      expect(forbidden.statusCode).toBe(403);
      expect((await review(front, { decision: 'approve' }, finance)).statusCode).toBe(403);

      const noReason = await review(back, { decision: 'reject' }, compliance, { 'x-locale': 'en' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe('Write a reason the player will see to reject');

      const approved = await review(front, { decision: 'approve' });
      expect(approved.statusCode, approved.body).toBe(200);
      expectContract('opsReviewKycDocument', 200, approved.json());
      expect(approved.json().data).toMatchObject({ status: 'approved', reviewedBy: compliance.username });
      // Valid for the setting's 365 days from the decision.
      const days = (Date.parse(approved.json().data.expiresAt) - Date.parse(approved.json().data.reviewedAt)) / 86_400_000;
      expect(days).toBe(365);

      const rejected = await review(back, { decision: 'reject', reason: 'Fotoğraf bulanık, köşeler görünmüyor' });
      expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Fotoğraf bulanık, köşeler görünmüyor' });
      const again = await review(back, { decision: 'approve' }, compliance, { 'x-locale': 'en' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`Document ${back} was already reviewed`);

      const list = (await t.request({ url: '/api/kyc/documents', headers: player.auth })).json().data.items;
      expect(list.find((d: { id: number }) => d.id === back)).toMatchObject({ status: 'rejected', rejectionReason: 'Fotoğraf bulanık, köşeler görünmüyor' });
      const actions = (await listAudit(t.db, { actor: { kind: 'operator', id: compliance.id } })).map((a) => a.action);
      expect(actions).toEqual(expect.arrayContaining(['kyc.document.approve', 'kyc.document.reject']));

      // The player is told of each decision in their notifications, the rejection with its reason.
      const inbox = async (locale: string) =>
        (await post(t, '/api/customer/notification', { skip: 0, take: 10 }, { ...player.auth, 'x-locale': locale })).json().data.items as { type: number; title: string; note: string }[];
      const english = await inbox('en');
      expect(english.slice(0, 2).map(({ type, title, note }) => ({ type, title, note }))).toEqual([
        {
          type: 5,
          title: 'Your document was rejected',
          note: 'Your identity card (back) was rejected. Reason: Fotoğraf bulanık, köşeler görünmüyor. You can upload a new one on My account > Verification.',
        },
        { type: 5, title: 'Your document was approved', note: 'Your identity card (front) was reviewed and approved.' },
      ]);
      const turkish = await inbox('tr');
      expect(turkish[0]).toMatchObject({ title: 'Belgeniz reddedildi', note: expect.stringContaining('Gerekçe: Fotoğraf bulanık, köşeler görünmüyor.') });
      // The refused second review raised nothing more.
      expect(english.filter((n) => n.title.startsWith('Your document'))).toHaveLength(2);
    });

    it('is downloaded only by an authorised operator, byte for byte, and every download is audited', async () => {
      const player = await newPlayer();
      const id = (await upload(player, 'proofOfAddress', PDF, 'application/pdf')).json().data.id as number;
      const response = await t.request({ url: `/api/ops/kyc/documents/${id}/file`, headers: compliance.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.equals(PDF)).toBe(true);
      const [audited] = await listAudit(t.db, { target: { kind: 'kyc-document', id }, action: 'kyc.document.download' });
      expect(audited).toMatchObject({ actorKind: 'operator', actorId: compliance.id });

      expect((await t.request({ url: `/api/ops/kyc/documents/${id}/file`, headers: finance.auth })).statusCode).toBe(403);
      expect((await t.request({ url: `/api/ops/kyc/documents/${id}/file`, headers: player.auth })).statusCode).toBe(401);
      expect((await t.request({ url: `/api/ops/kyc/documents/${id}/file` })).statusCode).toBe(401);
      expect((await t.request({ url: `/api/ops/kyc/documents/999999/file`, headers: compliance.auth })).statusCode).toBe(404);
      // Nothing under /media or the static app serves the stored files.
      const [row] = await t.db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
      expect((await t.request({ url: `/${row.storageKey}` })).statusCode).toBe(404);
      expect((await t.request({ url: `/kyc-documents/${row.storageKey}` })).statusCode).toBe(404);
    });
  });

  describe('tiers and withdrawals', () => {
    it('reaches basic with name, birth date, a valid TC Kimlik No and a verified phone, then full with an identity document and a proof of address', async () => {
      const player = await newPlayer(500_000n);
      let v = await verification(player);
      expect(v).toMatchObject({ tier: 'unverified', basic: { met: false, name: true, birthDate: false, personalNo: false, phoneVerified: false }, withdrawal: { allowed: false, requiredTier: 'full' } });

      const refused = await withdraw(player, 200, { 'x-locale': 'en' });
      expect(refused.statusCode).toBe(400);
      expectContract('withdraw', 400, refused.json());
      expect(refused.json().message).toBe(
        'To withdraw, your account must be fully verified: upload your identity document (front and back) and a proof of address on My account > Verification',
      );
      expect(await balanceOf(t.db, player.id)).toEqual({ cash: 500_000n, bonus: 0n, hold: 0n });
      expect(await transactionsOf(t.db, player.id)).toEqual([]);

      await giveBasicData(t.db, player.id);
      v = await verification(player);
      expect(v).toMatchObject({ tier: 'basic', basic: { met: true, adult: true, personalNo: true }, full: { met: false, identity: 'pending', address: 'pending' } });
      expect((await withdraw(player, 200)).statusCode).toBe(400);

      // A card's front alone is not an identity document; a passport's two sides are.
      const [front] = (await Promise.all([upload(player, 'idCardFront', PNG, 'image/png')])).map((r) => r.json().data.id as number);
      await review(front, { decision: 'approve' });
      const address = (await upload(player, 'proofOfAddress', PDF, 'application/pdf')).json().data.id as number;
      await review(address, { decision: 'approve' });
      v = await verification(player);
      expect(v.full).toEqual({ met: false, identity: 'pending', address: 'approved' });
      for (const kind of ['passportFront', 'passportBack']) {
        const id = (await upload(player, kind, JPEG, 'image/jpeg')).json().data.id as number;
        await review(id, { decision: 'approve' });
      }
      v = await verification(player);
      expectContract('getKycVerification', 200, { success: true, message: '', data: v });
      expect(v).toMatchObject({ tier: 'full', full: { met: true, identity: 'approved', address: 'approved' }, withdrawal: { allowed: true, upTo: null } });
      const allowed = await withdraw(player, 200);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await balanceOf(t.db, player.id)).toEqual({ cash: 480_000n, bonus: 0n, hold: 20_000n });
    });

    it('counts an expired approval as missing and an under-18 birth date as not basic', async () => {
      const player = await newPlayer();
      await giveBasicData(t.db, player.id);
      await approveDocuments(t.db, player.id, ['idCardFront', 'idCardBack'], new Date(Date.now() - 1000));
      await approveDocuments(t.db, player.id, ['proofOfAddress']);
      const v = await verification(player);
      expect(v).toMatchObject({ tier: 'basic', full: { identity: 'expired', address: 'approved', met: false } });
      const list = (await t.request({ url: '/api/kyc/documents', headers: player.auth })).json().data.items as { kind: string; status: string }[];
      expect(list.filter((d) => d.status === 'expired').map((d) => d.kind).sort()).toEqual(['idCardBack', 'idCardFront']);

      const young = await newPlayer();
      await giveBasicData(t.db, young.id);
      // 17 years and 364 days old today, in Türkiye's calendar.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
      const [y, m, d] = today.split('-').map(Number);
      const birth = new Date(Date.UTC(y - 18, m - 1, d + 1)).toISOString().slice(0, 10);
      const { players } = await import('../../../server/db/schema/players');
      await t.db.update(players).set({ birthDate: birth }).where(eq(players.id, young.id));
      expect(await verification(young)).toMatchObject({ tier: 'unverified', basic: { birthDate: true, adult: false, met: false } });
    });

    it('lets basic players withdraw up to the allowance when the setting says so', async () => {
      await settings({ withdrawalTier: 'basic', basicWithdrawalLimit: 500 });
      try {
        const player = await newPlayer(200_000n);
        await giveBasicData(t.db, player.id);
        expect((await verification(player)).withdrawal).toEqual({ allowed: true, upTo: 500, requiredTier: 'basic' });
        const over = await withdraw(player, 500.01, { 'x-locale': 'en' });
        expect(over.statusCode).toBe(400);
        expect(over.json().message).toBe('With basic verification you can withdraw at most ₺500,00 at a time; upload your identity and address documents for more');
        expect((await withdraw(player, 500)).statusCode).toBe(200);
        const unverified = await newPlayer(200_000n);
        expect((await withdraw(unverified, 100, { 'x-locale': 'en' })).json().message).toBe(
          'To withdraw, verify your account: your name, birth date, TC Kimlik No and a verified phone are needed (My account > Verification)',
        );
      } finally {
        await settings({ withdrawalTier: 'full', basicWithdrawalLimit: 5000 });
      }
      const audited = await listAudit(t.db, { action: 'settings.compliance.set' });
      expect(audited.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('AML', () => {
    it('has the documented defaults: €2,000 and €10,000 at 48 TRY per euro', async () => {
      const response = await t.request({ url: '/api/ops/compliance/settings', headers: compliance.auth });
      expectContract('opsGetComplianceSettings', 200, response.json());
      expect(response.json().data).toMatchObject({ withdrawalTier: 'full', amlDayThreshold: 96_000, amlMonthThreshold: 480_000, smallDepositAmount: 500, smallDepositCount: 10 });
      expect((await post(t, '/api/ops/compliance/settings', response.json().data, compliance.auth)).statusCode).toBe(403);
    });

    it('opens a case when deposits in 24 hours reach the threshold; the withdrawal waits until compliance clears it', async () => {
      await settings({ amlDayThreshold: 1000 });
      try {
        const player = await newPlayer();
        await giveBasicData(t.db, player.id);
        await approveDocuments(t.db, player.id);
        await confirmedBankDeposit(player, 600);
        expect(await casesOf(player)).toEqual([]);
        const second = await confirmedBankDeposit(player, 400);
        const [opened] = await casesOf(player);
        expect(opened).toMatchObject({ rule: 'depositThresholdDay', status: 'open', figures: { total: 1000, threshold: 1000, count: 2 } });
        expect(opened.payments.map((p: { id: number }) => p.id)).toContain(second);

        const requested = await withdraw(player, 300);
        expect(requested.statusCode, requested.body).toBe(200);
        const withdrawalId = requested.json().data.id as number;
        const waiting = await post(t, `/api/ops/withdrawals/${withdrawalId}/approve`, {}, finance.auth, { headers: { ...finance.auth, 'x-locale': 'en' } });
        expect(waiting.statusCode).toBe(409);
        expect(waiting.json().message).toBe(
          `The player's payments are under compliance review (case #${opened.id}); the withdrawal cannot be paid until the case is resolved`,
        );
        const one = await t.request({ url: `/api/ops/aml/cases/${opened.id}`, headers: compliance.auth });
        expectContract('opsGetAmlCase', 200, one.json());
        expect(one.json().data.payments).toContainEqual(expect.objectContaining({ id: withdrawalId, type: 'withdrawal', status: 'pending', amount: 300 }));

        expect((await post(t, `/api/ops/aml/cases/${opened.id}/resolve`, { outcome: 'cleared', note: 'ok' }, finance.auth)).statusCode).toBe(403);
        const cleared = await post(t, `/api/ops/aml/cases/${opened.id}/resolve`, { outcome: 'cleared', note: 'Maaş ödemesi, belge görüldü' }, compliance.auth);
        expect(cleared.statusCode, cleared.body).toBe(200);
        expectContract('opsResolveAmlCase', 200, cleared.json());
        expect(cleared.json().data).toMatchObject({ status: 'cleared', resolvedBy: compliance.username, resolutionNote: 'Maaş ödemesi, belge görüldü' });
        expect((await post(t, `/api/ops/aml/cases/${opened.id}/resolve`, { outcome: 'blocked', note: 'x' }, compliance.auth)).statusCode).toBe(409);

        const paid = await post(t, `/api/ops/withdrawals/${withdrawalId}/approve`, {}, finance.auth);
        expect(paid.statusCode, paid.body).toBe(200);
        const [audited] = await listAudit(t.db, { target: { kind: 'aml-case', id: opened.id }, action: 'aml.case.clear' });
        expect(audited).toMatchObject({ actorKind: 'operator', actorId: compliance.id });
      } finally {
        await settings({ amlDayThreshold: 96_000 });
      }
    });

    it('opens a case for a withdrawal of recent deposits barely played; blocking it rejects the withdrawal and returns the money', async () => {
      const player = await newPlayer();
      await giveBasicData(t.db, player.id);
      await approveDocuments(t.db, player.id);
      await confirmedBankDeposit(player, 2000);
      // 150 of 2000 staked: 7.5 %, under the 10 % the rule wants.
      await postEntry(t.db, {
        idempotencyKey: `kyc-test-bet-${player.id}`,
        kind: 'bet',
        playerId: player.id,
        lines: [
          { account: { player: player.id, kind: 'cash' }, amount: -15_000n },
          { account: { house: 'house:game' }, amount: 15_000n },
        ],
      });
      const requested = await withdraw(player, 1500);
      expect(requested.statusCode, requested.body).toBe(200);
      const [opened] = await casesOf(player);
      expect(opened).toMatchObject({ rule: 'withdrawalAfterLittlePlay', figures: { total: 1500, deposited: 2000, staked: 150 } });
      expect(await balanceOf(t.db, player.id)).toEqual({ cash: 35_000n, bonus: 0n, hold: 150_000n });

      const blocked = await post(t, `/api/ops/aml/cases/${opened.id}/resolve`, { outcome: 'blocked', note: 'MASAK bildirimi yapıldı' }, compliance.auth, {
        headers: { ...compliance.auth, 'x-locale': 'en' },
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json().message).toBe('Case blocked; 1 waiting withdrawal(s) rejected');
      const [row] = (await transactionsOf(t.db, player.id)).filter((r) => r.type === 2);
      expect(row).toMatchObject({ status: 4, note: 'MASAK bildirimi yapıldı' });
      expect(await balanceOf(t.db, player.id)).toEqual({ cash: 185_000n, bonus: 0n, hold: 0n });
      await expectLedgerClean(t.db);
    });

    it('does not open the little-play case when enough was staked or the withdrawal is small', async () => {
      const player = await newPlayer();
      await giveBasicData(t.db, player.id);
      await approveDocuments(t.db, player.id);
      await confirmedBankDeposit(player, 2000);
      // Cash that is not a deposit (a win, say), so both withdrawals below are covered.
      await credit(t.db, player.id, 'cash', 100_000n);
      // Under the ₺1.000 the rule looks at.
      expect((await withdraw(player, 999.99)).statusCode).toBe(200);
      await postEntry(t.db, {
        idempotencyKey: `kyc-test-bet2-${player.id}`,
        kind: 'bet',
        playerId: player.id,
        lines: [
          { account: { player: player.id, kind: 'cash' }, amount: -20_000n },
          { account: { house: 'house:game' }, amount: 20_000n },
        ],
      });
      // 200 of 2000 is exactly 10 %: not "less than".
      expect((await withdraw(player, 1000)).statusCode).toBe(200);
      expect(await casesOf(player)).toEqual([]);
    });

    it('opens a case for many small deposits in 24 hours and for withdrawals reaching the threshold; one open case per rule', async () => {
      await settings({ smallDepositCount: 3, amlDayThreshold: 1000 });
      try {
        const player = await newPlayer(500_000n);
        await giveBasicData(t.db, player.id);
        await approveDocuments(t.db, player.id);
        await confirmedBankDeposit(player, 100);
        await confirmedBankDeposit(player, 100);
        expect(await casesOf(player)).toEqual([]);
        await confirmedBankDeposit(player, 100);
        await confirmedBankDeposit(player, 100);
        const small = await casesOf(player);
        expect(small).toHaveLength(1);
        expect(small[0]).toMatchObject({ rule: 'manySmallDeposits', figures: { count: 4, threshold: 500 } });
        expect(small[0].payments).toHaveLength(2);

        expect((await withdraw(player, 600)).statusCode).toBe(200);
        expect((await withdraw(player, 400)).statusCode).toBe(200);
        const rules = (await casesOf(player)).map((c: { rule: string }) => c.rule).sort();
        expect(rules).toEqual(['manySmallDeposits', 'withdrawalThresholdDay']);
      } finally {
        await settings({ smallDepositCount: 10, amlDayThreshold: 96_000 });
      }
    });
  });
});
