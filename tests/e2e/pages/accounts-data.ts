// Fresh, valid account data for sign-up tests and reading one-time codes from the dev outbox.
import { expect, type APIRequestContext } from '@playwright/test';

const randomDigits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** An 11-digit TC Kimlik No that passes the official check digits. */
export function validPersonalNo(): string {
  const digits = [1 + Math.floor(Math.random() * 9), ...randomDigits(8).split('').map(Number)];
  const odd = digits[0]! + digits[2]! + digits[4]! + digits[6]! + digits[8]!;
  const even = digits[1]! + digits[3]! + digits[5]! + digits[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (digits.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return [...digits, tenth, eleventh].join('');
}

export function newPlayer() {
  const id = `${Date.now().toString(36)}${randomDigits(4)}`;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: `e2e${id}`.slice(0, 20),
    email: `e2e${id}@example.test`,
    password: 'secret123',
    phone: `5${randomDigits(9)}`,
    personalNo: validPersonalNo(),
    birth: { day: '15', month: '06', year: '1990' },
  };
}

export type NewPlayer = ReturnType<typeof newPlayer>;

/**
 * A documentation-range address (TEST-NET-2) of its own for each API-made player: the e2e server trusts
 * the loopback proxy (TRUST_PROXY in playwright.config.ts), so each sign-up counts against its own
 * address, as players' sign-ups from their own connections do, not against one shared 10-an-hour budget.
 */
export function playerAddress(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}

/** Registers a player through the API (for flows that start from an existing account). */
export async function registerThroughApi(request: APIRequestContext, player: NewPlayer) {
  const form = await request.get('/api/auth/form');
  const countries = (await form.json()).data.countries as { id: number; name: string }[];
  const response = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': playerAddress() },
    data: {
      name: player.name,
      surname: player.surname,
      username: player.username,
      email: player.email,
      phone: player.phone,
      PersonalNo: player.personalNo,
      country: countries[0]!.id,
      currencyId: 1,
      birthDate: `${player.birth.year}-${player.birth.month}-${player.birth.day}`,
      birthDateDay: player.birth.day,
      birthDateMonth: player.birth.month,
      birthDateYear: player.birth.year,
      password: player.password,
      password2: player.password,
      termsAccepted: true,
      ageConfirmed: true,
    },
  });
  const body = await response.json();
  expect(body.success, body.message).toBe(true);
}

/** The latest one-time code the dev outbox holds for this phone or e-mail address. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      // The dev outbox answers loopback clients only; the browser's worker address (playwright.config.ts)
      // must not reach it, so this request says plainly that it comes from this machine.
      const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      if (!response.ok()) return null;
      const body = await response.json();
      const messages = (Array.isArray(body) ? body : (body.messages ?? body.data ?? [])) as { code: string | null }[];
      code = messages.find((message) => message.code)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}
