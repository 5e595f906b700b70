// Helpers of the accounts suites: valid TC Kimlik numbers, sign-up bodies with unique names, reading
// codes from the outbox, and moving a stored code's clock back instead of waiting.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../server/db/client';
import { outboxMessages, verificationCodes } from '../../../server/db/schema';

/** The check digits the official rule gives to the first nine digits. */
export function withCheckDigits(nine: string): string {
  const d = [...nine].map(Number);
  const tenth = ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
  const eleventh = (d.reduce((sum, x) => sum + x, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

let serial = 0;
/** A fresh valid TC Kimlik No (first digit 1-9), different on every call. */
export function newTc(): string {
  serial += 1;
  const nine = `${1 + (serial % 9)}${String(Date.now() % 1e5).padStart(5, '0')}${String(serial % 1000).padStart(3, '0')}`;
  return withCheckDigits(nine);
}

let phoneSerial = 0;
/** A phone number (10 digits, 5xx…) no other test uses. */
export function newPhone(): string {
  phoneSerial += 1;
  return `5${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSerial % 1000).padStart(3, '0')}`;
}

let nameSerial = 0;
export function newUsername(prefix = 'user'): string {
  nameSerial += 1;
  return `${prefix}${Date.now().toString(36)}${nameSerial}`;
}

/** YYYY-MM-DD of a date. */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function birthFields(date: string) {
  const [year, month, day] = date.split('-');
  return { birthDate: date, birthDateYear: year, birthDateMonth: month, birthDateDay: day };
}

/** The fast sign-up form of a new player (Türkiye, TRY, terms and age confirmed). */
export function fastBody(overrides: Record<string, unknown> = {}) {
  const username = newUsername('fast');
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username,
    email: `${username}@example.com`,
    phone: newPhone(),
    country: 792,
    currencyId: 1,
    password: 'secret123',
    password2: 'secret123',
    isFast: true,
    termsAccepted: true,
    ageConfirmed: true,
    ...overrides,
  };
}

/** The full sign-up form of a new player born 15 May 1990. */
export function fullBody(overrides: Record<string, unknown> = {}) {
  const username = newUsername('full');
  return {
    name: 'Mehmet',
    surname: 'Demir',
    username,
    email: `${username}@example.com`,
    phone: newPhone(),
    PersonalNo: newTc(),
    country: 792,
    currencyId: 1,
    ...birthFields('1990-05-15'),
    password: 'secret123',
    password2: 'secret123',
    trialBonus: 1,
    termsAccepted: true,
    ageConfirmed: true,
    ...overrides,
  };
}

type Request = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export function register(request: Request, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return request({ method: 'POST', url: '/api/auth/register', payload: body, headers });
}

export const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

/** The newest outbox message to a recipient, straight from the table. */
export async function lastMessage(db: Db, recipient: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

export async function messageCount(db: Db, recipient: string): Promise<number> {
  const rows = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  return rows.length;
}

/** The 6-digit code of the newest message to a recipient. */
export async function lastCode(db: Db, recipient: string): Promise<string> {
  const message = await lastMessage(db, recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** A different 6-digit code than `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Moves a stored code's clock back by `ms` (as if sent that long ago): expiry and the 60 s rule follow. */
export async function ageCode(db: Db, subject: string, purpose: 'phone' | 'reset', ms: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({
      sentAt: sql`${verificationCodes.sentAt} - ${`${ms} milliseconds`}::interval`,
      expiresAt: sql`${verificationCodes.expiresAt} - ${`${ms} milliseconds`}::interval`,
    })
    .where(and(eq(verificationCodes.subject, subject), eq(verificationCodes.purpose, purpose)));
}
