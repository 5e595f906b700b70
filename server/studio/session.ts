// The game page's session: its launch token resolved to the player and the studio game it opened, and
// the session call's answer (balance, fairness commitment, limits, the hand still in play) after the
// player's interrupted rounds were completed or rolled back.
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { games } from '../db/schema/casino';
import { resolveLaunchToken } from '../providers/launch-tokens';
import { kurusToTry } from '../lib/money';
import { getPlayerBalance } from '../wallet/accounts';
import type { components } from '../../common/contract/schema.gen';
import { eq } from 'drizzle-orm';
import type { StudioGameKind } from '../db/schema/studio';
import { StudioError } from './errors';
import { studioGameOf, type StudioGameInfo } from './games';
import { recoverRounds, unfinishedRound, type StudioDeps, type StudioPlayer } from './rounds';
import { activeSeedPair } from './seeds';

/** The player and game of a live studio launch token; 403 for an unknown, expired or foreign one. */
export async function studioPlayerOf(db: Db, token: string, now: Date = new Date()): Promise<StudioPlayer & { gameId: number }> {
  const info = await resolveLaunchToken(db, token, now);
  if (!info || info.provider !== 'studio') throw new StudioError(403, 'studio.token.invalid');
  const game = studioGameOf(info.gameCode);
  if (!game) throw new StudioError(403, 'studio.token.invalid');
  return { playerId: info.playerId, gameCode: info.gameCode, game, tokenHash: hashToken(token), gameId: info.gameId };
}

/** The hub tag of a crash page's connection: while one is open the crash rounds keep running (plugin.ts). */
export const CRASH_WATCHER_TAG = 'studio:crash';
/** The hub tag of a tombala page's connection: while one is open the tombala rooms keep running (plugin.ts). */
export const TOMBALA_WATCHER_TAG = 'studio:tombala';
/** The hub tag of a keno page's connection: while one is open the keno draws keep running (plugin.ts). */
export const KENO_WATCHER_TAG = 'studio:keno';
/** The hub tag of a live roulette page's connection: while one is open the table keeps spinning (plugin.ts). */
export const LIVE_ROULETTE_WATCHER_TAG = 'studio:live-roulette';
const WATCHER_TAGS: Partial<Record<StudioGameKind, string>> = {
  crash: CRASH_WATCHER_TAG,
  tombala: TOMBALA_WATCHER_TAG,
  keno: KENO_WATCHER_TAG,
  'live-roulette': LIVE_ROULETTE_WATCHER_TAG,
};

/**
 * The hub identity of a live studio launch token: the player and the login session that launched the
 * game (so the session's revocation closes the page's connection too, and the player's Balance pushes
 * reach it), tagged `studio:crash` for the crash page, and closed when the token expires. Null for an
 * unknown, expired, revoked or foreign token.
 */
export async function studioHubIdentity(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ playerId: string; sessionId: string; tags: string[]; expiresAt: Date } | null> {
  const info = await resolveLaunchToken(db, token, now);
  if (!info || info.provider !== 'studio') return null;
  const game = studioGameOf(info.gameCode);
  if (!game) return null;
  return {
    playerId: info.playerId,
    sessionId: info.sessionId,
    tags: WATCHER_TAGS[game.kind] ? [WATCHER_TAGS[game.kind]!] : [],
    // The page's link ends with its launch token; the page then needs a new launch.
    expiresAt: info.expiresAt,
  };
}

export function limitsJson(game: StudioGameInfo): components['schemas']['StudioBetLimits'] {
  return { min: kurusToTry(game.minBet), max: kurusToTry(game.maxBet), step: kurusToTry(game.step) };
}

export async function fairnessOf(db: Db, playerId: string): Promise<components['schemas']['StudioFairness']> {
  const pair = await activeSeedPair(db, playerId);
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

export async function openSession(deps: StudioDeps, player: StudioPlayer & { gameId: number }): Promise<components['schemas']['StudioSession']> {
  const recovered = await recoverRounds(deps, player.playerId, player.tokenHash);
  const [game] = await deps.db.select({ name: games.name }).from(games).where(eq(games.id, player.gameId));
  const [balance, fairness, unfinished] = await Promise.all([
    getPlayerBalance(deps.db, player.playerId),
    fairnessOf(deps.db, player.playerId),
    unfinishedRound(deps.db, player),
  ]);
  return {
    game: player.game.kind,
    gameCode: player.gameCode,
    gameName: game?.name ?? player.gameCode,
    currency: 'TRY',
    balance: kurusToTry(balance.cash + balance.bonus),
    fairness,
    limits: limitsJson(player.game),
    rtp: player.game.rtp,
    unfinished,
    recovered,
  };
}
