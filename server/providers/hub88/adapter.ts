// Hub88 as a provider: the operator's settings and the Games API launch. The game URL comes from
// POST {apiUrl}/operator/generic/v2/game/url, a JSON body signed with the operator's private key (see
// ./signature.ts); the answer carries `url`. The token we send is the game session Hub88 names in every
// wallet call (./wallet.ts); `user` is our player id, which carries no personal data.
import { ProviderCallError } from '../errors';
import { gameUrlFrom, parseJsonAnswer, providerFetch } from '../http';
import { issueLaunchToken } from '../launch-tokens';
import { SettingsReader } from '../settings';
import type { ProviderAdapter } from '../types';
import { checkKey, signBody } from './signature';

export interface Hub88Settings {
  apiUrl: string;
  operatorId: number;
  /** Signs our Games API calls; Hub88 holds its public half. */
  privateKey: string;
  /** Hub88's public key: checks the signatures of its wallet calls. */
  hub88PublicKey: string;
  subPartnerId?: string;
}

export const HUB88_CURRENCY = 'TRY';
export const HUB88_COUNTRY = 'TR';

export function readHub88Settings(raw: Record<string, unknown> | null) {
  const read = new SettingsReader(raw);
  return read.result<Hub88Settings>({
    apiUrl: read.url('apiUrl'),
    operatorId: read.integer('operatorId'),
    privateKey: read.pem('privateKey', checkKey('private')),
    hub88PublicKey: read.pem('hub88PublicKey', checkKey('public')),
    subPartnerId: read.optionalString('subPartnerId'),
  });
}

export const hub88Adapter: ProviderAdapter<Hub88Settings> = {
  code: 'hub88',
  secretSettings: ['privateKey'],
  settingsExample: {
    apiUrl: 'https://api.server1.ih.testenv.io',
    operatorId: 1,
    privateKey: '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----',
    hub88PublicKey: '-----BEGIN PUBLIC KEY-----\n...\n-----END PUBLIC KEY-----',
    subPartnerId: 'kuzey-casino',
  },
  readSettings: readHub88Settings,
  async launch(db, input, settings) {
    const token = await issueLaunchToken(db, { provider: 'hub88', playerId: input.player.id, sessionId: input.player.sessionId, gameId: input.game.id });
    const body = JSON.stringify({
      user: input.player.id,
      token,
      ...(settings.subPartnerId ? { sub_partner_id: settings.subPartnerId } : {}),
      platform: input.mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
      operator_id: settings.operatorId,
      meta: {},
      lobby_url: input.lobbyUrl,
      lang: input.language,
      ip: input.ip,
      game_code: input.game.gameCode,
      deposit_url: new URL('/dashboard/deposit', input.origin).toString(),
      currency: HUB88_CURRENCY,
      game_currency: HUB88_CURRENCY,
      country: HUB88_COUNTRY,
    });
    const answer = parseJsonAnswer(
      'hub88',
      await providerFetch('hub88', `${settings.apiUrl}/operator/generic/v2/game/url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(body, settings.privateKey) },
        body,
      }),
    );
    if (answer.url === undefined) throw new ProviderCallError('hub88', `refused the launch: ${JSON.stringify(answer).slice(0, 200)}`);
    return { kind: 'url', url: gameUrlFrom('hub88', answer.url) };
  },
};
