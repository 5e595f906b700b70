// The /casino/play/{encodedGame} parameter: the game as JSON in base64, Turkish letters included.
import { describe, expect, it } from 'vitest';
import { decodeGame, encodeGame, type Game } from '../../../src/app/game-param';

const game: Game = {
  gameCode: 'vs20olympgate',
  name: 'Zeus’un Kapıları – Şimşek',
  providerName: 'Pragmatic Play',
  mainProviderId: 3,
  system: null,
  productId: null,
  systemCategory: 1,
  imageUrl: null,
  isLive: false,
};

describe('game parameter', () => {
  it('round-trips a game with non-ASCII letters', () => {
    const encoded = encodeGame(game);
    expect(encoded).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toEqual(game);
    expect(decodeGame(encoded)).toEqual(game);
  });

  it('accepts the parameter URL-encoded', () => {
    expect(decodeGame(encodeURIComponent(encodeGame(game)))).toEqual(game);
  });

  it('rejects what is not a game', () => {
    expect(decodeGame('not base64!')).toBeNull();
    expect(decodeGame(btoa('{"name":"no code"}'))).toBeNull();
    expect(decodeGame(btoa('42'))).toBeNull();
  });
});
