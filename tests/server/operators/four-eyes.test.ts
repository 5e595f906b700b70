// Four-eyes approval on every database target: a withdrawal at or below the threshold settles with one
// operator; above it the first approval is a proposal and only another operator can pay it out (the
// proposer is refused, by the service and by the database); a manual adjustment moves the ledger only
// after a second operator approves; a rejected proposal moves nothing. Figures are worked by hand.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { getPlayerBalance } from '../../../server/wallet';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, expectLedgerClean, operatorWithToken, playerWithCash, post, transactionsOf, validIban, type PaymentsApp, type TestOperator } from '../payments/fixtures';

const en = { 'x-locale': 'en' };
const SAME_OPERATOR = 'You cannot approve what you proposed; a second operator must approve it';

describeEachTarget('four-eyes approval on %s', (target) => {
  let t: PaymentsApp;
  let admin: TestOperator;
  let first: TestOperator;
  let second: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    admin = await operatorWithToken(t, 'admin');
    first = await operatorWithToken(t, 'finance');
    second = await operatorWithToken(t, 'finance');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await expectLedgerClean(t.db);
  });

  /** A pending withdrawal of `amount` TRY by a new player holding ₺5.000; answers its id. */
  async function pendingWithdrawal(amount: number): Promise<{ id: number; playerId: string }> {
    const player = await playerWithCash(t, 500_000n);
    const response = await post(t, '/api/payment/withdraw', { id: t.methods.withdraw, detail: { iban: validIban(), accountHolder: 'Ayşe Yılmaz', amount } }, player.auth);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = (await transactionsOf(t.db, player.id)).slice(-1);
    return { id: row.id, playerId: player.id };
  }

  const approve = (id: number, op: TestOperator) => post(t, `/api/ops/withdrawals/${id}/approve`, {}, { ...op.auth, ...en });

  it('has a threshold of ₺10.000 until an admin changes it, audited before and after', async () => {
    const read = await t.request({ url: '/api/ops/settings', headers: first.auth });
    expect(read.json().data).toEqual({ withdrawalApprovalThreshold: 10000 });
    const set = await post(t, '/api/ops/settings/update', { withdrawalApprovalThreshold: 500 }, admin.auth);
    expect(set.statusCode, set.body).toBe(200);
    expectContract('opsUpdateSettings', 200, set.json());
    expect(set.json().data).toEqual({ withdrawalApprovalThreshold: 500 });
    const [row] = await listAudit(t.db, { action: 'settings.withdrawal-threshold.set' });
    expect(row.details).toEqual({ before: '1000000', after: '50000' });
  });

  it('settles a withdrawal at the threshold with one operator', async () => {
    const { id } = await pendingWithdrawal(500);
    const response = await approve(id, first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id, status: 1, decidedBy: first.username, pendingApproval: null });
  });

  it('above the threshold: the first approval proposes, the proposer cannot approve, a second operator pays out', async () => {
    const { id, playerId } = await pendingWithdrawal(800);
    const proposed = await approve(id, first);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expectContract('approveWithdrawal', 200, proposed.json());
    expect(proposed.json().data).toMatchObject({ id, status: 2, pendingApproval: { proposedBy: first.username } });
    expect(proposed.json().message).toBe(`Withdrawal ${id} is above the threshold: it waits for a second operator's approval`);
    // Still held: nothing left the player's hold.
    expect((await getPlayerBalance(t.db, playerId)).hold).toBe(80_000n);

    const again = await approve(id, first);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ success: false, message: SAME_OPERATOR });
    const queue = await t.request({ url: '/api/ops/withdrawals', headers: second.auth });
    expect(queue.json().data.items.find((item: { id: number }) => item.id === id).pendingApproval.proposedBy).toBe(first.username);

    const paid = await approve(id, second);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ id, status: 1, decidedBy: second.username, pendingApproval: null });
    expect(await getPlayerBalance(t.db, playerId)).toMatchObject({ cash: 420_000n, hold: 0n });

    const approved = await t.request({ url: '/api/ops/approvals?status=approved&kind=withdrawal', headers: second.auth });
    expectContract('opsListApprovals', 200, approved.json());
    expect(approved.json().data.items.find((item: { targetId: string }) => item.targetId === String(id))).toMatchObject({
      status: 'approved',
      proposedBy: first.username,
      decidedBy: second.username,
      amount: 800,
    });
  });

  it('the same through the approvals queue: the proposer is refused there too', async () => {
    const { id } = await pendingWithdrawal(900);
    await approve(id, first);
    const list = await t.request({ url: '/api/ops/approvals?kind=withdrawal', headers: first.auth });
    const proposal = list.json().data.items.find((item: { targetId: string }) => item.targetId === String(id));
    const own = await post(t, `/api/ops/approvals/${proposal.id}/approve`, {}, { ...first.auth, ...en });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SAME_OPERATOR);
    const other = await post(t, `/api/ops/approvals/${proposal.id}/approve`, { note: 'checked the IBAN' }, second.auth);
    expect(other.statusCode, other.body).toBe(200);
    expectContract('opsApproveProposal', 200, other.json());
    expect(other.json().data).toMatchObject({ status: 'approved', decidedBy: second.username, decisionNote: 'checked the IBAN' });
    expect((await transactionsOf(t.db, other.json().data.player.id)).slice(-1)[0].status).toBe(1);
  });

  it("a player's cancellation closes the waiting proposal", async () => {
    const player = await playerWithCash(t, 500_000n);
    await post(t, '/api/payment/withdraw', { id: t.methods.withdraw, detail: { iban: validIban(), accountHolder: 'Ayşe Yılmaz', amount: 950 } }, player.auth);
    const [row] = (await transactionsOf(t.db, player.id)).slice(-1);
    await approve(row.id, first);
    const cancel = await post(t, '/api/payment/cancelwithdrawal', { id: row.id }, player.auth);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rejected = await t.request({ url: '/api/ops/approvals?status=rejected&kind=withdrawal', headers: second.auth });
    expect(rejected.json().data.items.find((item: { targetId: string }) => item.targetId === String(row.id))).toMatchObject({ status: 'rejected', decisionNote: 'cancelled by the player' });
  });

  it('the database refuses an approval by the proposer even from outside the service', async () => {
    const { id } = await pendingWithdrawal(700);
    await approve(id, first);
    await expect(
      t.db.execute(sql`update approval_proposals set status = 'approved', decided_by = proposed_by, decided_at = now() where target_id = ${String(id)}`),
    ).rejects.toThrow();
  });

  it('a manual adjustment moves the ledger only when a second operator approves; the proposer cannot', async () => {
    const player = await playerWithCash(t, 10_000n);
    const proposed = await post(t, `/api/ops/players/${player.id}/adjustments`, { amount: 250.5, reason: 'goodwill after an outage' }, first.auth);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expectContract('opsProposeAdjustment', 200, proposed.json());
    expect(proposed.json().data).toMatchObject({ kind: 'adjustment', status: 'pending', amount: 250.5, proposedBy: first.username });
    expect((await getPlayerBalance(t.db, player.id)).cash).toBe(10_000n);
    const proposalId = proposed.json().data.id as number;

    const own = await post(t, `/api/ops/approvals/${proposalId}/approve`, {}, { ...first.auth, ...en });
    expect(own.statusCode).toBe(403);
    expect((await getPlayerBalance(t.db, player.id)).cash).toBe(10_000n);

    const ok = await post(t, `/api/ops/approvals/${proposalId}/approve`, {}, second.auth);
    expect(ok.statusCode, ok.body).toBe(200);
    // ₺100,00 + ₺250,50 = ₺350,50.
    expect((await getPlayerBalance(t.db, player.id)).cash).toBe(35_050n);
    const twice = await post(t, `/api/ops/approvals/${proposalId}/approve`, {}, second.auth);
    expect(twice.statusCode).toBe(409);
    expect((await getPlayerBalance(t.db, player.id)).cash).toBe(35_050n);
    const [audited] = await listAudit(t.db, { action: 'approval.approve', target: { kind: 'approval', id: proposalId } });
    expect(audited).toMatchObject({ actorId: second.id, details: { kind: 'adjustment', amount: '25050', before: { status: 'pending' }, after: { status: 'approved' } } });
  });

  it('a debit beyond the balance is refused at approval; a rejected proposal moves nothing', async () => {
    const player = await playerWithCash(t, 10_000n);
    const big = await post(t, `/api/ops/players/${player.id}/adjustments`, { amount: -150, reason: 'reverse a double credit' }, first.auth);
    const refused = await post(t, `/api/ops/approvals/${big.json().data.id}/approve`, {}, second.auth);
    expect(refused.statusCode).toBe(409);
    const rejected = await post(t, `/api/ops/approvals/${big.json().data.id}/reject`, { reason: 'wrong amount' }, second.auth);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decidedBy: second.username, decisionNote: 'wrong amount' });
    expect((await getPlayerBalance(t.db, player.id)).cash).toBe(10_000n);
  });

  it('a role without the kind\'s permission cannot decide it', async () => {
    const player = await playerWithCash(t, 0n);
    const proposed = await post(t, `/api/ops/players/${player.id}/adjustments`, { amount: 10, reason: 'test credit' }, first.auth);
    const trader = await operatorWithToken(t, 'trader');
    const refused = await post(t, `/api/ops/approvals/${proposed.json().data.id}/approve`, {}, { ...trader.auth, ...en });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role may not decide requests of this kind');
  });
});
