// Seed data of payments. Base (every installation): the bank-transfer withdrawal to an IBAN, which needs
// no operator-specific data. Demo (SEED_DEMO, once, recorded in seed_runs): a havale/EFT deposit with an
// EXAMPLE bank account (an operator replaces it with their own: `npm run ops -- methods:bank ...`), a card
// deposit through the demo gateway's hosted page, and the demo operator `operator` / `operator1234` with the
// fixed TOTP secret DEMO_OPERATOR.totpSecret (public, in the README, so tests and developers can compute its
// codes). Production never runs the demo seed (server/config.ts refuses SEED_DEMO there).
// Methods are keyed by code and inserted only when missing, so an operator's edits are never overwritten.
import { and, eq, isNull } from 'drizzle-orm';
import { audit } from '../audit';
import { hashPassword } from '../auth/passwords';
import type { Tx } from '../db/client';
import { seedRuns } from '../db/schema/content';
import { operators, type OperatorRole } from '../db/schema/operators';
import { FIELD_TYPES, paymentMethods, TRANSACTION_TYPES, type NewPaymentMethod, type PaymentFieldSpec } from '../db/schema/payments';
import { DEMO_GATEWAY_CODE } from '../gateways/demo/adapter';
import { turkishIbanFromBban } from '../../common/rules/iban';
import { MANUAL_GATEWAY } from '../payments/methods';

/** Bump the suffix to have existing installations receive reworked demo payment data once more. */
export const demoPaymentsRun = 'demo:payments:v1';

export const DEMO_OPERATOR = {
  username: 'operator',
  password: 'operator1234',
  role: 'admin' as const,
  /** Base32 of 20 bytes; development only, documented in the README. */
  totpSecret: 'CASINODEMOOPERATORTOTPSECRET2345',
};

/**
 * One demo operator per back-office role besides the admin above, each with its own fixed TOTP secret
 * (public, in the README): username = the role, password = the role followed by 1234. Development only.
 */
export const DEMO_ROLE_OPERATORS = [
  { username: 'support', password: 'support1234', role: 'support', totpSecret: 'CASINODEMOSUPPORTTOTPSECRET23456' },
  { username: 'finance', password: 'finance1234', role: 'finance', totpSecret: 'CASINODEMOFINANCETOTPSECRET23456' },
  { username: 'trader', password: 'trader1234', role: 'trader', totpSecret: 'CASINODEMOTRADERTOTPSECRET234567' },
  { username: 'content', password: 'content1234', role: 'content', totpSecret: 'CASINODEMOCONTENTTOTPSECRET23456' },
  { username: 'compliance', password: 'compliance1234', role: 'compliance', totpSecret: 'CASINODEMOCOMPLIANCETOTPSECRET23' },
  { username: 'auditor', password: 'auditor1234', role: 'auditor', totpSecret: 'CASINODEMOAUDITORTOTPSECRET23456' },
] as const satisfies ReadonlyArray<{ username: string; password: string; role: OperatorRole; totpSecret: string }>;

/** Every demo operator's credentials: what a production start must find switched off. */
export const ALL_DEMO_OPERATORS = [DEMO_OPERATOR, ...DEMO_ROLE_OPERATORS] as const;

const demoRoleOperatorsRun = 'demo-operators-by-role';

/** The role operators, once per database (a development database seeded before roles existed gets them too). */
export async function seedDemoRoleOperators(tx: Tx): Promise<number> {
  const [claimed] = await tx.insert(seedRuns).values({ name: demoRoleOperatorsRun }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (!claimed) return 0;
  let created = 0;
  for (const demo of DEMO_ROLE_OPERATORS) {
    const [row] = await tx
      .insert(operators)
      .values({ username: demo.username, passwordHash: await hashPassword(demo.password), role: demo.role, totpSecret: demo.totpSecret, totpEnabledAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) continue;
    created += 1;
    await audit(tx, {
      actor: { kind: 'system', id: 'seed' },
      action: 'operator.create',
      target: { kind: 'operator', id: row.id },
      details: { username: demo.username, role: demo.role, demo: true, totp: 'fixed demo secret' },
    });
  }
  return created;
}

/** The amount field (payment/detail adds the method's current limits to its label). */
const amountField = (): PaymentFieldSpec => ({ key: 'amount', label: { tr: 'Tutar', en: 'Amount' }, mask: null, objectType: FIELD_TYPES.decimal });

const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';

export const baseMethodSeeds: NewPaymentMethod[] = [
  {
    code: 'bank-transfer-withdraw',
    type: TRANSACTION_TYPES.withdraw,
    kind: 'bank-transfer-withdraw',
    gateway: MANUAL_GATEWAY,
    title: { tr: 'Banka Havalesi (IBAN)', en: 'Bank transfer to IBAN' },
    fields: [
      { key: 'iban', label: { tr: 'IBAN', en: 'IBAN' }, mask: IBAN_MASK, objectType: FIELD_TYPES.string },
      {
        key: 'accountHolder',
        label: { tr: 'Hesap sahibinin adı soyadı', en: "Account holder's full name" },
        mask: null,
        objectType: FIELD_TYPES.string,
        maxLength: 100,
      },
      amountField(),
    ],
    minAmount: 10_000n,
    maxAmount: 10_000_000n,
    sort: 10,
  },
];

/** An example account with a valid checksum under a bank code no Turkish bank uses (00999). */
export const exampleBankAccount = {
  bankName: 'Örnek Bankası A.Ş. (demo)',
  accountHolder: 'Demo Casino Ltd. Şti.',
  iban: turkishIbanFromBban('0099900000000000012345'),
};

export const demoMethodSeeds: NewPaymentMethod[] = [
  {
    code: 'bank-transfer-deposit',
    type: TRANSACTION_TYPES.deposit,
    kind: 'message',
    gateway: MANUAL_GATEWAY,
    title: { tr: 'Havale / EFT', en: 'Bank transfer (havale/EFT)' },
    fields: [
      amountField(),
      {
        key: 'senderName',
        label: { tr: 'Gönderenin adı soyadı', en: "Sender's full name" },
        mask: null,
        objectType: FIELD_TYPES.string,
        maxLength: 100,
      },
      {
        key: 'senderBank',
        label: { tr: 'Gönderen banka', en: "Sender's bank" },
        mask: null,
        objectType: FIELD_TYPES.dropdown,
        options: [
          { id: 1, name: { tr: 'Ziraat Bankası', en: 'Ziraat Bankası' } },
          { id: 2, name: { tr: 'Türkiye İş Bankası', en: 'Türkiye İş Bankası' } },
          { id: 3, name: { tr: 'Garanti BBVA', en: 'Garanti BBVA' } },
          { id: 4, name: { tr: 'Akbank', en: 'Akbank' } },
          { id: 5, name: { tr: 'Yapı Kredi', en: 'Yapı Kredi' } },
          { id: 6, name: { tr: 'Diğer', en: 'Other' } },
        ],
      },
    ],
    config: { bankAccounts: [exampleBankAccount] },
    minAmount: 10_000n,
    maxAmount: 25_000_000n,
    sort: 10,
  },
  {
    code: 'demo-card-deposit',
    type: TRANSACTION_TYPES.deposit,
    kind: 'hosted-page',
    gateway: DEMO_GATEWAY_CODE,
    title: { tr: 'Kredi / Banka Kartı (demo)', en: 'Credit / debit card (demo)' },
    fields: [amountField()],
    minAmount: 5_000n,
    maxAmount: 5_000_000n,
    sort: 20,
  },
];

export async function seedPaymentsBase(tx: Tx): Promise<number> {
  const inserted = await tx.insert(paymentMethods).values(baseMethodSeeds).onConflictDoNothing({ target: paymentMethods.code }).returning();
  return inserted.length;
}

export interface DemoPaymentsReport {
  created: boolean;
}

export async function seedPaymentsDemo(tx: Tx): Promise<DemoPaymentsReport> {
  const [claimed] = await tx.insert(seedRuns).values({ name: demoPaymentsRun }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (!claimed) {
    // A development database seeded before operators had a second factor: its demo operator gets the
    // documented secret rather than an enrolment nobody expects.
    await tx
      .update(operators)
      .set({ totpSecret: DEMO_OPERATOR.totpSecret, totpEnabledAt: new Date() })
      .where(and(eq(operators.username, DEMO_OPERATOR.username), isNull(operators.totpSecret)));
    return { created: false };
  }
  await tx.insert(paymentMethods).values(demoMethodSeeds).onConflictDoNothing({ target: paymentMethods.code });
  const [existing] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.username, DEMO_OPERATOR.username));
  if (!existing) {
    const [created] = await tx
      .insert(operators)
      .values({
        username: DEMO_OPERATOR.username,
        passwordHash: await hashPassword(DEMO_OPERATOR.password),
        role: DEMO_OPERATOR.role,
        totpSecret: DEMO_OPERATOR.totpSecret,
        totpEnabledAt: new Date(),
      })
      .returning({ id: operators.id });
    await audit(tx, {
      actor: { kind: 'system', id: 'seed' },
      action: 'operator.create',
      target: { kind: 'operator', id: created.id },
      details: { username: DEMO_OPERATOR.username, role: DEMO_OPERATOR.role, demo: true, totp: 'fixed demo secret' },
    });
  }
  return { created: true };
}
