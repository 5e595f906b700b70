// Shared set-up of the payment suites: the app on a fresh database with the payment methods seeded (base
// and demo), players with cash and a session, operators with a token, signed demo-gateway webhooks, and
// the ledger audit every test ends with.
import type { OperatorRole } from '../../../server/db/schema/operators';
import { createHmac } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listAudit } from '../../../server/audit';
import type { AppConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { paymentMethods, paymentTransactions, type PaymentTransactionRow } from '../../../server/db/schema/payments';
import { createOperator } from '../../../server/operators';
import { turkishIbanFromBban } from '../../../common/rules/iban';
import { seedPaymentsBase, seedPaymentsDemo } from '../../../server/seed/payments';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildTestApp, type TestApp } from '../helpers/app';
import type { DbTarget } from '../helpers/db';
import { signInOperator } from '../helpers/operators';
import { verifyFully } from '../helpers/kyc';
import { createTestPlayer, credit, login } from '../helpers/players';

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
export const PUBLIC_URL = 'https://casino.example';

export interface PaymentsApp extends TestApp {
  methods: { bank: number; card: number; withdraw: number };
}

export async function buildPaymentsApp(target: DbTarget, config: Partial<AppConfig> = {}): Promise<PaymentsApp> {
  const t = await buildTestApp(target, { config: { gatewayDemo: { enabled: true, secret: WEBHOOK_SECRET }, ...config } });
  await t.db.transaction(async (tx) => {
    await seedPaymentsBase(tx);
    await seedPaymentsDemo(tx);
  });
  const rows = await t.db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods);
  const id = (code: string) => rows.find((row) => row.code === code)!.id;
  return Object.assign(t, {
    methods: { bank: id('bank-transfer-deposit'), card: id('demo-card-deposit'), withdraw: id('bank-transfer-withdraw') },
  });
}

let ibanSeq = 0;
/** A fresh valid Turkish IBAN. */
export function validIban(): string {
  ibanSeq += 1;
  return turkishIbanFromBban(`00062${String(ibanSeq).padStart(17, '0')}`);
}

export interface TestPlayer {
  id: string;
  username: string;
  token: string;
  auth: Record<string, string>;
}

/** A player holding `cashKurus` in cash, logged in, fully verified (withdrawals need it, server/kyc). */
export async function playerWithCash(t: TestApp, cashKurus = 0n): Promise<TestPlayer> {
  const player = await createTestPlayer(t.db);
  await verifyFully(t.db, player.id);
  if (cashKurus > 0n) await credit(t.db, player.id, 'cash', cashKurus);
  const { token } = await login(t.request, player.username);
  return { id: player.id, username: player.username, token: token!, auth: { authorization: `Bearer ${token}` } };
}

export interface TestOperator {
  id: string;
  username: string;
  token: string;
  auth: Record<string, string>;
  /** Its TOTP secret (enrolled at this first sign-in). */
  secret: string;
}

let operatorSeq = 0;
/** A new operator, signed in through the API: password, TOTP enrolment, first code. */
export async function operatorWithToken(t: TestApp, role: OperatorRole = 'finance'): Promise<TestOperator> {
  operatorSeq += 1;
  const username = `op${Date.now().toString(36)}${operatorSeq}`;
  const password = 'operator-secret-1';
  const created = await createOperator(t.db, { username, password, role }, { actor: { kind: 'system', id: 'test' } });
  const { token, auth, secret } = await signInOperator(t.request, username, password);
  return { id: created.id, username, token, auth, secret };
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}, extra: Partial<InjectOptions> = {}) {
  return t.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers, ...extra });
}

export async function balanceOf(db: Db, playerId: string) {
  return getPlayerBalance(db, playerId);
}

export async function transactionById(db: Db, id: number): Promise<PaymentTransactionRow> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row;
}

export async function transactionByReference(db: Db, reference: string): Promise<PaymentTransactionRow> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
  return row;
}

export async function transactionsOf(db: Db, playerId: string): Promise<PaymentTransactionRow[]> {
  return db.select().from(paymentTransactions).where(eq(paymentTransactions.playerId, playerId)).orderBy(paymentTransactions.id);
}

/** Starts a card deposit through the API: its Created (6) row and the gateway page's address. */
export async function startCardDeposit(t: PaymentsApp, player: TestPlayer, amount: number): Promise<{ row: PaymentTransactionRow; url: string }> {
  const response = await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount } }, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  const [row] = (await transactionsOf(t.db, player.id)).slice(-1);
  expect(row.status).toBe(6);
  return { row, url: response.json().data as string };
}

export async function expectLedgerClean(db: Db): Promise<void> {
  expect(await checkInvariants(db)).toEqual([]);
}

/** The actions audited about one transaction, oldest first. */
export async function auditedActions(db: Db, transactionId: number): Promise<string[]> {
  const rows = await listAudit(db, { target: { kind: 'payment', id: transactionId }, limit: 100 });
  return rows.map((row) => row.action).reverse();
}

export interface DemoEventInput {
  reference: string;
  paymentId: string;
  amountMinor: number;
  type?: 'payment.approved' | 'payment.declined';
  declineReason?: string;
  eventId?: string;
}

export function demoEventBody(input: DemoEventInput): string {
  return JSON.stringify({
    eventId: input.eventId ?? `evt-${input.reference}`,
    type: input.type ?? 'payment.approved',
    paymentId: input.paymentId,
    reference: input.reference,
    amountMinor: input.amountMinor,
    currency: 'TRY',
    card: { brand: 'Visa', last4: '4242' },
    ...(input.declineReason ? { declineReason: input.declineReason } : {}),
    occurredAt: '2026-01-01T12:00:00.000Z',
  });
}

/**
 * The demo gateway's signature computed here, not with server/gateways/signature.ts, so a server that
 * signs or checks something else than HMAC-SHA256 of the exact body fails (its known-answer vectors are
 * in tests/server/signatures/known-answers.test.ts).
 */
export function gatewaySignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Delivers a webhook the way the gateway does: raw JSON body, HMAC signature header. */
export function sendWebhook(t: TestApp, body: string, signature = gatewaySignature(WEBHOOK_SECRET, body), gateway = 'demo') {
  return t.request({
    method: 'POST',
    url: `/api/payment/webhook/${gateway}`,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: body,
  });
}
