// Page objects of the dashboard's bonuses, session history and personal information screens, and
// the API calls the specs use to arrange a second session or a verified phone.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { latestCode } from './accounts-data';

/** The logged-in page's bearer token (authData in localStorage). */
export async function pageToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('authData'));
  return (JSON.parse(raw ?? '{}') as { token: string }).token;
}

/** Verifies the player's phone through the API with the code from the dev outbox. */
export async function verifyPhoneThroughApi(request: APIRequestContext, token: string, phone: string) {
  const headers = { authorization: `Bearer ${token}` };
  const sent = await request.post('/api/customer/updatephone', { headers, data: { step: 1, phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await latestCode(request, phone);
  const verified = await request.post('/api/customer/updatephone', { headers, data: { step: 2, phone, code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A second session of the player, as another device would open it. */
export async function loginElsewhere(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { username, password },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' },
  });
  const body = await response.json();
  expect(body.success, body.message).toBe(true);
  return body.data.token as string;
}

export class BonusesPage {
  readonly offer: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.offer = page.getByTestId('trial-bonus-offer');
    this.list = page.getByTestId('bonuses');
  }

  async goto() {
    await this.page.goto('/dashboard/bonuses');
    await expect(this.page.getByRole('heading', { name: 'Bonuslarım', level: 2 })).toBeVisible();
  }
}

export class SessionHistoryPage {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId('sessions');
  }

  async goto() {
    await this.page.goto('/dashboard/session-history');
    await expect(this.list).toBeVisible();
  }

  session(state: 'current' | 'active' | 'ended'): Locator {
    return this.list.locator(`[data-session-state="${state}"]`);
  }
}

export class ProfilePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard/account');
    await expect(this.page.getByTestId('profile-identity')).toBeVisible();
  }

  fact(label: string): Locator {
    return this.page.getByTestId('profile-identity').locator('div').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }
}
