// Providers' settings in the back office (issue 16, Casino) on every database target, over the demo seed: an
// admin configures Pragmatic Play (its secretKey is write-only: never answered, kept when an update leaves
// it out, audited by name only), is refused incomplete or malformed settings in the request's language with
// nothing stored, and disables EGT Digital, whose games then leave the player's lobby on the next request;
// a content operator reads the list but cannot change it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { gameProviders } from '../../../server/db/schema/casino';
import { seed } from '../../../server/seed';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

interface Setting {
  name: string;
  secret: boolean;
  json: boolean;
  set: boolean;
  value: string | null;
}
interface Provider {
  code: string;
  enabled: boolean;
  configured: boolean;
  problems: string[];
  games: number;
  settings: Setting[];
}

const SECRET = 'pp-secret-7f3a9c';

describeEachTarget('providers’ settings on %s', (target) => {
  let t: PaymentsApp;
  let admin: TestOperator;
  let content: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    await seed({ db: t.db, demo: true });
    admin = await operatorWithToken(t, 'admin');
    content = await operatorWithToken(t, 'content');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const list = async (who: TestOperator = admin) => {
    const response = await t.request({ url: '/api/ops/casino/providers', headers: who.auth });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsListProviders', 200, response.json());
    expect(response.body).not.toContain(SECRET);
    return response.json().data as Provider[];
  };
  const update = (code: string, body: unknown, locale = 'tr', who: TestOperator = admin) => post(t, `/api/ops/casino/providers/${code}`, body, { ...who.auth, 'x-locale': locale });
  const stored = async (code: 'pragmatic' | 'egt') => (await t.db.select().from(gameProviders).where(eq(gameProviders.code, code)))[0]!;
  const lobby = () => post(t, '/api/casino/games', { search: 'Buffalo', live: false, skip: 0, take: 50 });

  it('configures Pragmatic Play: the secret is never answered, kept when left out, audited by name only', async () => {
    const saved = await update('pragmatic', { settings: { apiUrl: 'https://api.prerelease-env.biz', secureLogin: 'kuzey_login', secretKey: SECRET } });
    expect(saved.statusCode, saved.body).toBe(200);
    expectContract('opsUpdateProvider', 200, saved.json());
    expect(saved.body).not.toContain(SECRET);
    expect(saved.json().message).toBe('Sağlayıcı kaydedildi');
    const pragmatic = (await list()).find((p) => p.code === 'pragmatic')!;
    expect(pragmatic).toMatchObject({ configured: true, problems: [] });
    expect(pragmatic.settings.find((s) => s.name === 'secretKey')).toEqual({ name: 'secretKey', secret: true, json: false, set: true, value: null });
    expect(pragmatic.settings.find((s) => s.name === 'secureLogin')).toEqual({ name: 'secureLogin', secret: false, json: false, set: true, value: 'kuzey_login' });

    // Changing the login alone keeps the stored secret.
    const login = await update('pragmatic', { settings: { secureLogin: 'kuzey_login_2' } });
    expect(login.statusCode, login.body).toBe(200);
    expect((await stored('pragmatic')).settings).toEqual({ apiUrl: 'https://api.prerelease-env.biz', secureLogin: 'kuzey_login_2', secretKey: SECRET });

    const [audited] = await listAudit(t.db, { action: 'provider.update', target: { kind: 'provider', id: 'pragmatic' } });
    expect(JSON.stringify(audited)).not.toContain(SECRET);
    expect(audited).toMatchObject({
      actorId: admin.id,
      details: { changed: ['secureLogin'], before: { settings: { secureLogin: 'kuzey_login', secretKey: '(set)' } }, after: { settings: { secureLogin: 'kuzey_login_2', secretKey: '(set)' } } },
    });
  });

  it('refuses incomplete, unknown or malformed settings in the request language and stores nothing', async () => {
    const before = (await stored('pragmatic')).settings;
    const missing = await update('pragmatic', { settings: { apiUrl: null } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, message: 'Ayarlar eksik ya da hatalı: apiUrl is missing' });
    const notUrl = await update('pragmatic', { settings: { apiUrl: 'ftp://x' } }, 'en');
    expect(notUrl.json()).toMatchObject({ success: false, message: 'The settings are incomplete or wrong: apiUrl must be an http(s) URL' });
    const unknown = await update('pragmatic', { settings: { password: 'x' } }, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('password is not one of this provider’s settings');
    const notJson = await update('hub88', { settings: { operatorId: 'bir' } }, 'en');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('operatorId must be a valid JSON value');
    expect((await update('nosuch', { enabled: false })).statusCode).toBe(404);
    expect((await stored('pragmatic')).settings).toEqual(before);
  });

  it('a disabled provider’s games leave the lobby at once, and come back when it is enabled', async () => {
    const names = async () => {
      const response = await lobby();
      expect(response.statusCode, response.body).toBe(200);
      return JSON.stringify(response.json().data);
    };
    expect(await names()).toContain('Wild Buffalo');
    const egt = (await list()).find((p) => p.code === 'egt')!;
    expect(egt.games).toBeGreaterThan(0);
    const off = await update('egt', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ code: 'egt', enabled: false });
    expect(await names()).not.toContain('Wild Buffalo');
    expect((await update('egt', { enabled: true })).statusCode).toBe(200);
    expect(await names()).toContain('Wild Buffalo');
  });

  it('a content operator reads the providers but cannot change them', async () => {
    const read = await list(content);
    expect(read.map((p) => p.code)).toContain('pragmatic');
    const refused = await update('egt', { enabled: false }, 'tr', content);
    expect(refused.statusCode).toBe(403);
    expect((await stored('egt')).enabled).toBe(true);
  });
});
