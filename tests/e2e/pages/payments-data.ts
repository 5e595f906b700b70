// Test data and server calls for the payment specs: valid Turkish IBANs (mod-97 computed here, not
// borrowed from the server), a fresh logged-in player, and the operator API that settles withdrawals.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newPlayer, type NewPlayer, registerThroughApi } from './accounts-data';
import { operatorAuth } from './funding';
import { Site } from './site';

/** ISO 7064 mod 97-10 of a digit string, in chunks small enough for exact arithmetic. */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** A random Turkish IBAN (TR + 2 check digits + 22 digits) whose check digits are right. */
export function validTurkishIban(): string {
  const bban = `00${Array.from({ length: 20 }, () => Math.floor(Math.random() * 10)).join('')}`;
  // Check digits: 98 - (BBAN + "TR00" as digits, T=29, R=27) mod 97.
  const check = 98 - mod97(`${bban}292700`);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

/** The same IBAN with its last digit changed: right length, wrong checksum. */
export function brokenIban(iban: string): string {
  const last = Number(iban.at(-1));
  return `${iban.slice(0, -1)}${(last + 1) % 10}`;
}

/** An IBAN as people write it: groups of four. */
export const groupIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** Registers a fresh player through the API and logs in through the site's login dialog. */
export async function freshPlayerLoggedIn(page: Page, request: APIRequestContext): Promise<{ site: Site; player: NewPlayer }> {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  await expect(site.balance()).toHaveText('₺0,00');
  return { site, player };
}

/** The operator API (operator/operator1234 of the demo seed): approves a withdrawal by its id. */
export async function operatorApproves(request: APIRequestContext, withdrawalId: number): Promise<void> {
  const approved = await request.post(`/api/ops/withdrawals/${withdrawalId}/approve`, {
    headers: await operatorAuth(request),
    data: { note: 'e2e payout' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** ₺1.234,50 → 123450 kuruş. */
export function kurusOf(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

export const formatKurus = (kurus: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
