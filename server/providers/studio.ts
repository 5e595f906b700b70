// Our own studio as a provider: nothing to configure, and the launch URL is our game page
// (/studio/<gameCode>, served by server/studio) carrying a fresh launch token and the language.
import { issueLaunchToken } from './launch-tokens';
import type { ProviderAdapter } from './types';

export const studioAdapter: ProviderAdapter<null> = {
  code: 'studio',
  settingsExample: null,
  readSettings: () => ({ ok: true, settings: null }),
  async launch(db, input) {
    const token = await issueLaunchToken(db, {
      provider: 'studio',
      playerId: input.player.id,
      sessionId: input.player.sessionId,
      gameId: input.game.id,
    });
    const url = new URL(`/studio/${encodeURIComponent(input.game.gameCode)}`, input.origin);
    url.searchParams.set('token', token);
    url.searchParams.set('lang', input.language);
    return { kind: 'url', url: url.toString() };
  },
};
