// POST /api/auth/register: the full and the fast form create a logged-in player; every refusal says
// exactly what is wrong, in the request's language; the TC Kimlik No is stored encrypted.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayInTurkey } from '../../../server/accounts/birth-date';
import { maskedPersonalNo, piiCipher } from '../../../server/accounts/pii';
import { auditLog, players, sessions } from '../../../server/db/schema';
import { seed } from '../../../server/seed';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer } from '../helpers/players';
import { bearer, birthFields, fastBody, fullBody, isoDay, newPhone, newTc, newUsername, register } from './helpers';

const en = { 'x-locale': 'en' };

describeEachTarget('register on %s', (target) => {
  let t: TestApp;
  // Every suite request comes from its own address, so the sign-up limit per address stays out of the way.
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });

  beforeAll(async () => {
    t = await buildTestApp(target, { config: { trustProxy: true } });
    await seed({ db: t.db, demo: false });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  async function refused(body: Record<string, unknown>, headers: Record<string, string> = en) {
    const response = await register(t.request, body, { ...from(), ...headers });
    expect(response.statusCode).toBe(400);
    expectContract('register', 400, response.json());
    return response.json().message as string;
  }

  it('registers the full form, logs the player in and answers the auth data like login', async () => {
    const body = fullBody();
    const response = await register(t.request, body, { ...from(), 'x-fingerprint': 'fp-reg-1', 'user-agent': 'Vitest' });
    expect(response.statusCode).toBe(200);
    expectContract('register', 200, response.json());
    expect(response.json()).toMatchObject({
      success: true,
      message: `Kaydınız tamamlandı. Hoş geldiniz, ${body.username}!`,
      data: { username: body.username, balance: 0, phone: body.phone, smsVerified: false, fingerprint: 'fp-reg-1' },
    });
    const { token, usercode } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(usercode).toMatch(/^[0-9A-F]{8}$/);

    const balance = await t.request({ url: '/api/user/balance', headers: bearer(token) });
    expect(balance.statusCode).toBe(200);
    expect(balance.json().data).toEqual({ balance: 0, cash: 0, bonus: 0 });

    const [player] = await t.db.select().from(players).where(eq(players.username, body.username));
    expect(player).toMatchObject({
      email: body.email,
      name: 'Mehmet',
      surname: 'Demir',
      countryId: 792,
      currencyId: 1,
      birthDate: '1990-05-15',
      trialBonusOptIn: true,
      smsVerified: false,
      status: 'active',
    });
    expect(player.termsAcceptedAt).toBeInstanceOf(Date);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.playerId, player.id));
    expect(session).toMatchObject({ fingerprint: 'fp-reg-1', userAgent: 'Vitest', revokedAt: null });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, player.id));
    expect(audits.map((row) => row.action)).toContain('account.register');
    expect(audits.find((row) => row.action === 'account.register')?.details).toMatchObject({ form: 'full', trialBonus: true });
  });

  it('stores the TC Kimlik No encrypted, with a keyed hash, and shows it only masked', async () => {
    const body = fullBody();
    expect((await register(t.request, body, from())).statusCode).toBe(200);
    const [player] = await t.db.select().from(players).where(eq(players.username, body.username));
    expect(player.personalNoEnc).toBeTruthy();
    expect(player.personalNoEnc).not.toBe(body.PersonalNo);
    expect(player.personalNoEnc).not.toContain(body.PersonalNo);
    expect(player.personalNoHash).toMatch(/^[0-9a-f]{64}$/);
    expect(player.personalNoHash).not.toContain(body.PersonalNo);
    const cipher = await piiCipher(t.db, t.config);
    expect(cipher.decrypt(player.personalNoEnc!)).toBe(body.PersonalNo);
    expect(await maskedPersonalNo(t.db, t.config, player.personalNoEnc)).toBe(`*******${body.PersonalNo.slice(-4)}`);
  });

  it('registers the fast form without TC number or birth date, in English', async () => {
    const body = fastBody({ trialBonus: 0 });
    const response = await register(t.request, body, { ...from(), ...en });
    expect(response.statusCode).toBe(200);
    expectContract('register', 200, response.json());
    expect(response.json().message).toBe(`Your account is ready. Welcome, ${body.username}!`);
    const { token } = response.json().data;
    expect((await t.request({ url: '/api/user/balance', headers: bearer(token) })).statusCode).toBe(200);
    const [player] = await t.db.select().from(players).where(eq(players.username, body.username));
    expect(player).toMatchObject({ personalNoEnc: null, personalNoHash: null, birthDate: null, trialBonusOptIn: false });
  });

  it('lets the new player log in with the chosen password', async () => {
    const body = fastBody();
    await register(t.request, body, from());
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: body.username, password: 'secret123' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken username, whatever its letter case', async () => {
    const first = fastBody();
    await register(t.request, first, from());
    expect(await refused(fastBody({ username: first.username.toUpperCase() }))).toBe('This username is already taken, please choose another one');
    expect(await refused(fastBody({ username: first.username }), {})).toBe(
      'Bu kullanıcı adı zaten kullanılıyor, lütfen başka bir kullanıcı adı seçin',
    );
  });

  it('refuses a taken e-mail address, whatever its letter case', async () => {
    const first = fastBody();
    await register(t.request, first, from());
    expect(await refused(fastBody({ email: first.email.toUpperCase() }))).toBe('An account with this e-mail address already exists');
  });

  it('refuses a phone number another player has', async () => {
    const existing = await createTestPlayer(t.db, { phone: newPhone() });
    expect(await refused(fastBody({ phone: existing.phone }))).toBe('This phone number belongs to another account');
  });

  it('refuses a TC Kimlik No another player registered with', async () => {
    const first = fullBody();
    await register(t.request, first, from());
    expect(await refused(fullBody({ PersonalNo: first.PersonalNo }))).toBe('An account with this TC No already exists');
    expect(await refused(fullBody({ PersonalNo: first.PersonalNo }), {})).toBe('Bu TC Kimlik No ile kayıtlı bir hesap zaten var');
  });

  it.each([
    ['a wrong 11th check digit', '10000000147'],
    ['a wrong 10th check digit', '10000000156'],
    ['a leading zero', '01000000146'],
  ])('refuses a TC Kimlik No with %s', async (_label, personalNo) => {
    expect(await refused(fullBody({ PersonalNo: personalNo }))).toBe('This TC No is not valid, please check the number');
  });

  it('refuses a player who is 17 years and 364 days old, accepts one who turns 18 today', async () => {
    const today = todayInTurkey();
    const eighteenToday = isoDay(today.year - 18, today.month, today.day);
    const tomorrow = new Date(Date.UTC(today.year - 18, today.month - 1, today.day + 1));
    const oneDayShort = isoDay(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate());

    expect(await refused(fullBody(birthFields(oneDayShort)))).toBe('You must be 18 or older to register');
    expect(await refused(fullBody(birthFields(oneDayShort)), {})).toBe('Kayıt olabilmek için 18 yaşını doldurmuş olmanız gerekir');
    // 29 February does not come back every year; the boundary then is 1 March, covered by the unit test.
    if (!(today.month === 2 && today.day === 29)) {
      const response = await register(t.request, fullBody(birthFields(eighteenToday)), from());
      expect(response.statusCode).toBe(200);
    }
  });

  it.each([
    ['a day that does not exist (boxes)', { ...birthFields('1990-02-28'), birthDateDay: '30' }],
    ['boxes that spell another date', { ...birthFields('1990-05-15'), birthDateYear: '1991' }],
    ['a date in the future', birthFields('2999-01-01')],
    ['a year before 1900', birthFields('1850-01-01')],
  ])('refuses an impossible birth date: %s', async (_label, fields) => {
    expect(await refused(fullBody(fields))).toBe('The birthdate is not a valid date');
  });

  it('refuses a birth date that is no calendar day with the field named', async () => {
    expect(await refused(fullBody(birthFields('1990-02-30')))).toBe('Birthdate must be a valid date (YYYY-MM-DD)');
  });

  it('refuses two different passwords (x-match)', async () => {
    expect(await refused(fullBody({ password2: 'secret124' }))).toBe('The passwords do not match');
    expect(await refused(fastBody({ password2: 'other-one' }), {})).toBe('Şifreler birbiriyle eşleşmiyor');
  });

  it.each([
    ['full', 'termsAccepted', 'Acceptance of the terms and conditions is required'],
    ['full', 'ageConfirmed', 'Confirmation that you are 18 or older is required'],
    ['fast', 'termsAccepted', 'Acceptance of the terms and conditions is required'],
    ['fast', 'ageConfirmed', 'Confirmation that you are 18 or older is required'],
  ])('refuses the %s form without %s, naming it', async (form, field, message) => {
    const make = form === 'full' ? fullBody : fastBody;
    expect(await refused(make({ [field]: false }))).toBe(message);
    const missing: Record<string, unknown> = make();
    delete missing[field];
    expect(await refused(missing)).toBe(message);
  });

  it('names the fast form own mistake, not a full-form field it does not have', async () => {
    expect(await refused(fastBody({ username: 'has space' }))).toBe('Username must contain letters and digits only');
    expect(await refused(fastBody({ phone: '532123ab45' }))).toBe('Phone must contain digits only');
    expect(await refused(fastBody({ PersonalNo: newTc() }))).toBe('Unknown field sent: PersonalNo');
  });

  it('refuses a country that is not in the list and a currency other than TRY', async () => {
    expect(await refused(fastBody({ country: 999 }))).toBe('The selected country is not in the list, please choose one from the list');
    expect(await refused(fastBody({ currencyId: 2 }))).toBe('The selected currency is not supported');
  });

  it('records a referral id that names a player, and ignores one that names nobody', async () => {
    const referrer = await createTestPlayer(t.db, { phone: newPhone() });
    const referred = fastBody({ refId: referrer.referralId });
    expect((await register(t.request, referred, from())).statusCode).toBe(200);
    const [row] = await t.db.select().from(players).where(eq(players.username, referred.username));
    expect(row.referredBy).toBe(referrer.id);

    const stale = fastBody({ refId: 2_000_000_000 });
    expect((await register(t.request, stale, from())).statusCode).toBe(200);
    const [other] = await t.db.select().from(players).where(eq(players.username, stale.username));
    expect(other.referredBy).toBeNull();
  });

  it('refuses the 11th sign-up from one address within the hour with 429', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 10; i += 1) {
      // Refused sign-ups count too (they probe for taken names).
      const response = await register(t.request, fastBody({ password2: 'mismatch' }), address);
      expect(response.statusCode).toBe(400);
    }
    const limited = await register(t.request, fastBody(), { ...address, ...en });
    expect(limited.statusCode).toBe(429);
    expectContract('register', 429, limited.json());
    expect(limited.json().message).toMatch(/^Too many attempts, please try again in \d+ minutes$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await register(t.request, fastBody(), from())).statusCode).toBe(200);
  });

  it('answers exactly one of two racing sign-ups for the same username', async () => {
    const username = newUsername('race');
    const results = await Promise.all([
      register(t.request, fastBody({ username }), from()),
      register(t.request, fastBody({ username: username.toUpperCase() }), from()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(loser.json().message).toBe('Bu kullanıcı adı zaten kullanılıyor, lütfen başka bir kullanıcı adı seçin');
  });

  it('answers exactly one of two racing sign-ups for the same phone', async () => {
    const phone = newPhone();
    const results = await Promise.all([register(t.request, fastBody({ phone }), from()), register(t.request, fastBody({ phone }), from())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await t.db.select().from(players).where(eq(players.phone, phone))).toHaveLength(1);
  });
});
