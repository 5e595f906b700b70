// SoftGamings (Fundist API): the launch is `User/AuthHTML`, which logs the player into Fundist (creating
// the account on the fly) and answers the game's HTML with its script as `1,<html>`; any other first
// field is an error code. The request is signed with an MD5 over a fixed, slash-joined sequence:
// User/AuthHTML/{casino server IP}/{TID}/{API key}/{login}/{password}/{system}/{API password}.
// Fundist keeps its own player record, so each player has a Fundist login (prefix + usercode) and a
// password derived from a secret of ours (never stored; the same every launch). Our launch token travels
// as ExtParam, which Fundist echoes in its OneWallet calls (those calls are not implemented yet).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sharedSecret } from '../lib/shared-secret';
import { ProviderCallError } from './errors';
import { providerFetch } from './http';
import { issueLaunchToken } from './launch-tokens';
import { SettingsReader } from './settings';
import type { ProviderAdapter } from './types';

export interface SoftGamingsSettings {
  apiUrl: string;
  apiKey: string;
  apiPassword: string;
  /** The IP our server calls Fundist from: part of every request's hash. */
  serverIp: string;
  loginPrefix: string;
}

export function authHtmlHash(s: SoftGamingsSettings, tid: string, login: string, password: string, system: string): string {
  return createHash('md5')
    .update(`User/AuthHTML/${s.serverIp}/${tid}/${s.apiKey}/${login}/${password}/${system}/${s.apiPassword}`, 'utf8')
    .digest('hex');
}

export const softGamingsAdapter: ProviderAdapter<SoftGamingsSettings> = {
  code: 'softgamings',
  secretSettings: ['apiKey', 'apiPassword'],
  settingsExample: { apiUrl: 'https://apitest.fundist.org', apiKey: 'api-key', apiPassword: 'api-password', serverIp: '203.0.113.10', loginPrefix: 'KZ' },
  readSettings(raw) {
    const read = new SettingsReader(raw);
    const loginPrefix = read.optionalString('loginPrefix') ?? 'KZ';
    if (!/^[A-Za-z0-9]{1,10}$/.test(loginPrefix)) read.problems.push('loginPrefix must be 1 to 10 letters or digits');
    return read.result({
      apiUrl: read.url('apiUrl'),
      apiKey: read.string('apiKey'),
      apiPassword: read.string('apiPassword'),
      serverIp: read.string('serverIp'),
      loginPrefix,
    });
  },
  async launch(db, input, settings) {
    const system = input.game.system;
    if (!system) throw new ProviderCallError('softgamings', `game ${input.game.gameCode} has no system id`);
    const token = await issueLaunchToken(db, { provider: 'softgamings', playerId: input.player.id, sessionId: input.player.sessionId, gameId: input.game.id });
    const login = `${settings.loginPrefix}_${input.player.usercode}`;
    const password = createHmac('sha256', await sharedSecret(db, 'softgamings-player-passwords')).update(login).digest('hex').slice(0, 20);
    // Fundist's TID: a unique id per request, letters and digits, at most 32 characters.
    const tid = randomBytes(16).toString('hex');
    const query = new URLSearchParams({
      Login: login,
      Password: password,
      System: system,
      Page: input.game.gameCode,
      UserIP: input.ip,
      TID: tid,
      Hash: authHtmlHash(settings, tid, login, password, system),
      Language: input.language,
      Currency: 'TRY',
      Country: 'TUR',
      UserAutoCreate: '1',
      IsMobile: input.mobile ? '1' : '0',
      ExtParam: token,
    });
    const answer = await providerFetch('softgamings', `${settings.apiUrl}/System/Api/${encodeURIComponent(settings.apiKey)}/User/AuthHTML/?${query}`);
    const comma = answer.text.indexOf(',');
    const code = comma < 0 ? answer.text.trim() : answer.text.slice(0, comma).trim();
    if (answer.status !== 200 || code !== '1') {
      throw new ProviderCallError('softgamings', `refused the launch (HTTP ${answer.status}): ${answer.text.slice(0, 200)}`);
    }
    const html = answer.text.slice(comma + 1);
    if (html.trim() === '') throw new ProviderCallError('softgamings', 'answered an empty launch HTML');
    return { kind: 'html', html };
  },
};
