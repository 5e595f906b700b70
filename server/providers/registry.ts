// The adapters by provider code, and the one launch flow every launch call shares: the provider must be
// enabled and configured, the game must be one of its enabled games, then its adapter makes the URL
// (or HTML). Failures are typed so the handler answers each with its own localized message.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameProviders, games, type GameProviderRow, type GameRow, type ProviderCode } from '../db/schema/casino';
import { ProviderNotConfiguredError } from './errors';
import { hub88Adapter } from './hub88/adapter';
import { pragmaticAdapter } from './pragmatic';
import { softGamingsAdapter } from './softgamings';
import { studioAdapter } from './studio';
import { amusnetAdapter, digitainAdapter, egtAdapter, everyMatrixAdapter } from './template';
import type { LaunchInput, LaunchResult, ProviderAdapter } from './types';

export const adapters: Record<ProviderCode, ProviderAdapter<never>> = {
  pragmatic: pragmaticAdapter,
  digitain: digitainAdapter,
  everymatrix: everyMatrixAdapter,
  amusnet: amusnetAdapter,
  egt: egtAdapter,
  hub88: hub88Adapter,
  softgamings: softGamingsAdapter,
  studio: studioAdapter,
} as Record<ProviderCode, ProviderAdapter<never>>;

export class ProviderDisabledError extends Error {
  constructor(readonly provider: GameProviderRow) {
    super(`provider ${provider.code} is disabled`);
    this.name = 'ProviderDisabledError';
  }
}

export class GameNotFoundError extends Error {
  constructor(
    readonly provider: ProviderCode,
    readonly gameCode: string,
  ) {
    super(`no enabled ${provider} game ${gameCode}`);
    this.name = 'GameNotFoundError';
  }
}

export async function findProvider(db: Db, code: ProviderCode): Promise<GameProviderRow> {
  const [provider] = await db.select().from(gameProviders).where(eq(gameProviders.code, code));
  if (!provider) throw new Error(`provider ${code} is not seeded`);
  return provider;
}

export interface LaunchRequest extends Omit<LaunchInput, 'game' | 'provider'> {
  providerCode: ProviderCode;
  gameCode: string;
  /** A further check of the game the request names (a second id it must carry). */
  matches?: (game: GameRow) => boolean;
}

export async function launchGame(db: Db, request: LaunchRequest): Promise<LaunchResult & { provider: GameProviderRow; game: GameRow }> {
  const provider = await findProvider(db, request.providerCode);
  if (!provider.enabled) throw new ProviderDisabledError(provider);
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.providerId, provider.id), eq(games.gameCode, request.gameCode), eq(games.enabled, true)));
  if (!game || (request.matches && !request.matches(game))) throw new GameNotFoundError(provider.code, request.gameCode);
  const adapter = adapters[provider.code] as ProviderAdapter<unknown>;
  const settings = adapter.readSettings(provider.settings ?? null);
  if (!settings.ok) throw new ProviderNotConfiguredError(provider.code, settings.problems);
  const { providerCode: _code, gameCode: _game, matches: _matches, ...context } = request;
  const result = await adapter.launch(db, { ...context, game, provider }, settings.settings);
  return { ...result, provider, game };
}
