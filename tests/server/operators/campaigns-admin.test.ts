// Bonus campaigns from the back office on every database target: a finance operator creates a deposit
// bonus campaign (TRY in, kuruş kept, odds in hundredths), players see it among their offers at once with
// the figures written here, the operator changes it and ends it, and it leaves the offers; every change
// audited with before and after; refusals (a taken code, a window ending before it starts, ending twice,
// an unknown campaign) answer in the request's language. Roles without bonuses:manage: permissions.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { bonusCampaigns } from '../../../server/db/schema/customer';
import { eq } from 'drizzle-orm';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describeEachTarget('bonus campaigns from the back office on %s', (target) => {
  let t: PaymentsApp;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    finance = await operatorWithToken(t, 'finance');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const offers = async (locale: 'tr' | 'en' = 'tr') => {
    const response = await t.request({ url: '/api/bonus/offers', headers: { 'x-locale': locale } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Array<{ campaignId: number; kind: string; percent: number; cap: number; minDeposit: number; wageringMultiplier: number; minOdds: number | null }>;
  };
  const campaign = {
    code: 'hafta-sonu-yatirim',
    kind: 'deposit',
    promotionId: null,
    percent: 50,
    cap: 1500.5,
    minDeposit: 100,
    wageringMultiplier: 12,
    minOdds: 1.65,
    bonusValidityHours: 72,
    weightProfile: 'default',
    periodDays: 7,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    enabled: true,
  };

  it('creates a deposit bonus campaign players see at once, changes it and ends it', async () => {
    const created = await post(t, '/api/ops/bonuses/campaigns/save', campaign, finance.auth);
    expect(created.statusCode, created.body).toBe(200);
    expectContract('opsSaveCampaign', 200, created.json());
    const saved = created.json().data;
    expect(saved).toMatchObject({ ...campaign, open: true, joined: 0, used: 0 });
    // Stored in kuruş and hundredths, as the wallet reads it.
    const [row] = await t.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, saved.id));
    expect(row).toMatchObject({ capKurus: 150050n, minDepositKurus: 10000n, minOddsHundredths: 165, wageringMultiplier: 12 });
    expect((await offers()).find((o) => o.campaignId === saved.id)).toMatchObject({ kind: 'deposit', percent: 50, cap: 1500.5, minDeposit: 100, wageringMultiplier: 12 });

    const changed = await post(t, '/api/ops/bonuses/campaigns/save', { ...campaign, id: saved.id, percent: 75, minOdds: null }, finance.auth);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await offers()).find((o) => o.campaignId === saved.id)).toMatchObject({ percent: 75 });
    const [updated] = await listAudit(t.db, { action: 'campaign.update', target: { kind: 'campaign', id: saved.id } });
    expect(updated).toMatchObject({ actorId: finance.id, details: { before: { percent: 50, minOdds: 1.65 }, after: { percent: 75, minOdds: null } } });

    const ended = await post(t, `/api/ops/bonuses/campaigns/${saved.id}/end`, {}, finance.auth);
    expect(ended.statusCode, ended.body).toBe(200);
    expectContract('opsEndCampaign', 200, ended.json());
    expect(ended.json().data).toMatchObject({ open: false, enabled: true });
    expect(ended.json().data.endsAt).not.toBeNull();
    expect((await offers()).find((o) => o.campaignId === saved.id)).toBeUndefined();
    const again = await post(t, `/api/ops/bonuses/campaigns/${saved.id}/end`, {}, { ...finance.auth, 'x-locale': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'The campaign hafta-sonu-yatirim has already ended' });
    const [end] = await listAudit(t.db, { action: 'campaign.end', target: { kind: 'campaign', id: saved.id } });
    expect(end?.details).toMatchObject({ before: { endsAt: null, open: true }, after: { open: false } });

    const list = await t.request({ url: '/api/ops/bonuses/campaigns', headers: finance.auth });
    expectContract('opsListCampaigns', 200, list.json());
    expect(list.json().data.find((c: { id: number }) => c.id === saved.id)).toMatchObject({ code: 'hafta-sonu-yatirim', open: false });
  });

  it('refuses a taken code, a window that ends before it starts and an unknown campaign', async () => {
    const base = { ...campaign, code: 'nakit-iade', kind: 'cashback', percent: 10, cap: 250, minDeposit: 0, wageringMultiplier: 0 };
    expect((await post(t, '/api/ops/bonuses/campaigns/save', base, finance.auth)).statusCode).toBe(200);
    const taken = await post(t, '/api/ops/bonuses/campaigns/save', base, finance.auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('nakit-iade kodunu başka bir kampanya kullanıyor');
    const window = await post(t, '/api/ops/bonuses/campaigns/save', { ...base, code: 'ters', endsAt: '2025-12-31T00:00:00.000Z' }, { ...finance.auth, 'x-locale': 'en' });
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toBe("The campaign's end must come after its start");
    const unknown = await post(t, '/api/ops/bonuses/campaigns/987654/end', {}, finance.auth);
    expect(unknown.statusCode).toBe(404);
    const cents = await post(t, '/api/ops/bonuses/campaigns/save', { ...base, code: 'kurus', cap: 10.005 }, finance.auth);
    expect(cents.statusCode).toBe(400);
  });
});
