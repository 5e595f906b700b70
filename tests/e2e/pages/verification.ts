// Full verification (issue 19's KYC) for browser tests whose players withdraw, the way a real player gets
// it: the phone verified with the code the dev outbox holds, an identity card's two sides and a proof of
// address uploaded through the player's API, each approved by the demo operator (an admin, so it may
// decide KYC) through the operator API. tests/e2e/kyc.spec.ts walks the same path through the screens.
import { type APIRequestContext, expect } from '@playwright/test';
import { verifyPhoneThroughApi } from './dashboard-pages';
import { operatorAuth } from './funding';

/** The smallest valid PNG (1×1): the server checks a document's type by its bytes. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2217bc30000000049454e44ae426082',
  'hex',
);

export async function verifyFullyThroughApi(request: APIRequestContext, auth: Record<string, string>, phone: string): Promise<void> {
  await verifyPhoneThroughApi(request, auth.authorization!.replace('Bearer ', ''), phone);
  const ops = await operatorAuth(request);
  for (const kind of ['idCardFront', 'idCardBack', 'proofOfAddress']) {
    const uploaded = await request.post(`/api/kyc/documents?kind=${kind}&fileName=${kind}.png`, {
      headers: { ...auth, 'content-type': 'image/png' },
      data: PNG,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const id = ((await uploaded.json()) as { data: { id: number | string } }).data.id;
    const reviewed = await request.post(`/api/ops/kyc/documents/${id}/review`, { headers: ops, data: { decision: 'approve' } });
    expect(reviewed.status(), await reviewed.text()).toBe(200);
  }
  const verification = await request.get('/api/kyc/verification', { headers: auth });
  expect(((await verification.json()) as { data: { tier: string } }).data.tier).toBe('full');
}
