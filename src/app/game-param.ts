// The /casino/play/{encodedGame} parameter (spec §2): the game object as JSON, then base64. Unicode
// names (Turkish letters) survive because the JSON is encoded as UTF-8 before base64.
import type { components } from '../../common/contract/schema.gen';

export type Game = components['schemas']['Game'];

export function encodeGame(game: Game): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The game, or null when the parameter is not a game. */
export function decodeGame(encoded: string): Game | null {
  try {
    const binary = atob(decodeURIComponent(encoded));
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
    if (!value || typeof value !== 'object') return null;
    const game = value as Partial<Game>;
    if (typeof game.gameCode !== 'string' || typeof game.name !== 'string') return null;
    return game as Game;
  } catch {
    return null;
  }
}
