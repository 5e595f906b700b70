// The test app on a database holding the base and demo seed (the real catalogue, categories and jackpot
// pools), and a logged-in player with money, for the casino suites.
import type { InjectOptions } from 'fastify';
import type { AppConfig } from '../../../server/config';
import { seed } from '../../../server/seed';
import { buildTestApp, type TestApp } from '../helpers/app';
import type { DbTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

export async function buildSeededApp(target: DbTarget, config: Partial<AppConfig> = {}): Promise<TestApp> {
  const t = await buildTestApp(target, { config });
  await seed({ db: t.db, demo: true });
  return t;
}

export interface LoggedInPlayer {
  id: string;
  username: string;
  usercode: string;
  token: string;
  /** Authorization header (and x-locale when given). */
  headers(locale?: 'tr' | 'en'): Record<string, string>;
}

export async function loggedInPlayer(t: TestApp, cashKurus = 0n): Promise<LoggedInPlayer> {
  const player = await createTestPlayer(t.db);
  if (cashKurus > 0n) await credit(t.db, player.id, 'cash', cashKurus);
  const { token } = await login(t.request, player.username);
  if (!token) throw new Error('test player could not log in');
  return {
    id: player.id,
    username: player.username,
    usercode: player.usercode,
    token,
    headers: (locale) => ({ authorization: `Bearer ${token}`, ...(locale ? { 'x-locale': locale } : {}) }),
  };
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
}
