// The common shape of a game provider's integration: settings read from the provider's row, and a launch
// that turns a player and a game into a URL (or SoftGamings' HTML). Wallet callbacks a provider sends
// are its own routes (./routes.ts), each a thin adapter onto the game wallet (server/wallet/game-wallet.ts).
import type { Db } from '../db/client';
import type { GameProviderRow, GameRow, ProviderCode } from '../db/schema/casino';

export type LaunchLanguage = 'tr' | 'en';

export interface LaunchInput {
  game: GameRow;
  provider: GameProviderRow;
  player: { id: string; sessionId: string; usercode: string };
  language: LaunchLanguage;
  mobile: boolean;
  /** Where the game's lobby/exit button leads (absolute). */
  lobbyUrl: string;
  /** The player's IP, for providers that check it. */
  ip: string;
  /** The site's origin (scheme://host), for absolute URLs of our own pages. */
  origin: string;
}

export type LaunchResult = { kind: 'url'; url: string } | { kind: 'html'; html: string };

export type SettingsCheck<S> = { ok: true; settings: S } | { ok: false; problems: string[] };

export interface ProviderAdapter<S = unknown> {
  code: ProviderCode;
  /** Reads the provider row's settings; a missing or incomplete set means "not configured". */
  readSettings(raw: Record<string, unknown> | null): SettingsCheck<S>;
  launch(db: Db, input: LaunchInput, settings: S): Promise<LaunchResult>;
  /** What an operator must put in the settings, for the CLI's help (values are examples). */
  settingsExample: Record<string, unknown> | null;
  /** Settings that are credentials: the back office may write them but never reads them back (server/providers/admin.ts). */
  secretSettings?: readonly string[];
}
