// Page object of the back office (/backoffice) and the data its specs need: fresh operators made by the
// demo admin through the API (each signs in on its own TOTP steps, so parallel tests never replay a
// code), their codes computed here with otplib from the secret the enrolment page shows, and pending
// withdrawals of fresh funded players.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { fundedPlayer, operatorAuth } from './funding';
import { validTurkishIban } from './payments-data';
import { verifyFullyThroughApi } from './verification';

export type OperatorRole = 'admin' | 'support' | 'finance' | 'trader' | 'content' | 'compliance' | 'auditor';

export interface FreshOperator {
  username: string;
  password: string;
  role: OperatorRole;
  /** Known once the operator enrolled: the secret the page showed and the Unix second its first code was made. */
  secret?: string;
  enrolledAt?: number;
}

let made = 0;

/** A new operator account of `role`, created by the demo admin (no second factor yet: it enrols on first sign-in). */
export async function freshOperator(request: APIRequestContext, role: OperatorRole): Promise<FreshOperator> {
  made += 1;
  const operator = { username: `e2e-${role}-${Date.now().toString(36)}${made}${Math.floor(Math.random() * 1e4)}`, password: 'e2e-operator-pass', role };
  const response = await request.post('/api/ops/operators', { headers: await operatorAuth(request), data: operator });
  expect(response.status(), await response.text()).toBe(200);
  return operator;
}

/** The RFC 6238 code of a base32 secret for the 30-second step of `epoch` (Unix seconds; now by default). */
export function totpAt(secret: string, epoch = Math.floor(Date.now() / 1000)): Promise<string> {
  return generate({ secret, epoch, period: 30, digits: 6, algorithm: 'sha1' });
}

/** A fresh player's pending withdrawal of `amount` TRY (funded with a little more); its transaction id. */
export async function pendingWithdrawal(request: APIRequestContext, amount: number): Promise<{ id: number; username: string }> {
  const { player, auth } = await fundedPlayer(request, amount + 50);
  // Withdrawals need full verification (issue 19).
  await verifyFullyThroughApi(request, auth, player.phone);
  const methods = (await (await request.post('/api/payment/methods', { headers: auth, data: { type: 2 } })).json()).data as Array<{ id: number }>;
  expect(methods.length).toBeGreaterThan(0);
  const response = await request.post('/api/payment/withdraw', {
    headers: { ...auth, 'idempotency-key': `bo-${player.username}-${amount}` },
    data: { id: methods[0]!.id, detail: { iban: validTurkishIban(), accountHolder: `${player.name} ${player.surname}`, amount } },
  });
  expect(response.status(), await response.text()).toBe(200);
  // A large withdrawal right after the deposit, with no play, opens an AML review that holds its approval
  // (server/aml): compliance clears it, as it would once the player showed where the money came from.
  const ops = await operatorAuth(request);
  const cases = (await (await request.get('/api/ops/aml/cases?status=open', { headers: ops })).json()).data as { items: Array<{ id: number | string; player: { username: string } }> };
  for (const open of cases.items.filter((item) => item.player.username === player.username)) {
    const cleared = await request.post(`/api/ops/aml/cases/${open.id}/resolve`, { headers: ops, data: { outcome: 'cleared', note: 'e2e: source of funds documented' } });
    expect(cleared.status(), await cleared.text()).toBe(200);
  }
  return { id: (await response.json()).data.id as number, username: player.username };
}

export class Backoffice {
  constructor(readonly page: Page) {}

  async goto(path = '/backoffice') {
    await this.page.goto(path);
  }

  field(name: 'username' | 'password' | 'code'): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  /** Password, then the enrolment (first sign-in) or a code; returns the recovery codes an enrolment showed. */
  async signIn(operator: FreshOperator): Promise<string[]> {
    await this.goto();
    await this.field('username').fill(operator.username);
    await this.field('password').fill(operator.password);
    await this.page.getByRole('button', { name: /Devam|Continue/ }).click();
    const secret = (await this.page.getByTestId('bo-enrol-secret').textContent())!.trim();
    operator.secret = secret;
    operator.enrolledAt = Math.floor(Date.now() / 1000);
    await expect(this.page.getByTestId('bo-enrol-qr')).toBeVisible();
    await this.field('code').fill(await totpAt(secret, operator.enrolledAt));
    await this.page.getByRole('button', { name: /Onayla|Confirm/ }).click();
    const codes = this.page.getByTestId('bo-recovery-codes').locator('li');
    await expect(codes.first()).toBeVisible();
    const recovery = await codes.allTextContents();
    await this.page.getByRole('button', { name: /Kaydettim|I have saved/ }).click();
    await expect(this.page.getByTestId('bo-operator')).toContainText(operator.username);
    // /backoffice itself moves on to the first screen the role may see; wait for it before going elsewhere.
    await expect(this.page).not.toHaveURL(/\/backoffice$/);
    return recovery;
  }

  /** Opens a screen from the navigation by its name. */
  async open(name: string | RegExp) {
    const link = this.nav().getByRole('link', { name });
    const href = (await link.getAttribute('href'))!;
    // Right after sign-in the app may still move to the role's first screen and take the first click
    // back with it (noted as a known race in the session notes): click again until the screen is this one.
    await expect(async () => {
      await link.click();
      await expect(this.page).toHaveURL(new RegExp(`${href.replace(/[/]/g, '\\/')}$`), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  nav(): Locator {
    return this.page.getByRole('navigation');
  }

  row(id: number): Locator {
    return this.page.locator(`[data-testid="bo-queue-row"][data-id="${id}"]`);
  }

  /** The operator's bearer token as the app keeps it (this tab's sessionStorage), for calling the API as them. */
  async token(): Promise<string> {
    return this.page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('operatorSession') ?? '{}') as { token: string }).token);
  }
}

/** The player's page of `username`, found through the players screen's lookup. */
export async function openPlayer(office: Backoffice, username: string) {
  await office.open('Oyuncular');
  await office.page.locator('input[name="search"]').fill(username);
  await office.page.getByRole('button', { name: /^(Ara|Search)$/ }).click();
  // The result links to the player's page (/backoffice/players/<id>).
  await office.page.getByTestId('bo-player-row').getByRole('link', { name: username }).click();
  await expect(office.page.getByTestId('bo-player')).toContainText(username);
}
