// Providers whose launch is a URL the operator's contract defines (Digitain, EveryMatrix, Amusnet,
// EGT Digital): their integration documents are handed out under NDA, so the operator puts the launch
// URL into the settings as a template, and the adapter fills it per launch with a fresh game-session
// token and the player's context. Every value is URL-encoded; an unknown placeholder is a settings error.
import type { ProviderCode } from '../db/schema/casino';
import { issueLaunchToken } from './launch-tokens';
import { SettingsReader } from './settings';
import type { LaunchInput, ProviderAdapter } from './types';

export interface TemplateSettings {
  launchUrl: string;
  /** Fixed values of the operator's account (operatorId, partnerId, brand ...), usable as placeholders. */
  params: Record<string, string>;
}

/** What a template may name, besides the keys of `params`. */
export const TEMPLATE_PLACEHOLDERS = [
  'token',
  'gameCode',
  'productId',
  'system',
  'language',
  'platform',
  'isMobile',
  'lobbyUrl',
  'playerId',
  'usercode',
  'currency',
  'country',
] as const;

const PLACEHOLDER = /\{(\w+)\}/g;

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? encodeURIComponent(values[name]!) : whole));
}

function readTemplateSettings(raw: Record<string, unknown> | null) {
  const read = new SettingsReader(raw);
  const launchUrl = read.string('launchUrl');
  const params = read.stringMap('params');
  if (launchUrl) {
    const known = new Set<string>([...TEMPLATE_PLACEHOLDERS, ...Object.keys(params)]);
    const unknown = [...launchUrl.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.has(name));
    if (unknown.length > 0) read.problems.push(`launchUrl names unknown placeholders: ${[...new Set(unknown)].join(', ')}`);
    if (!launchUrl.includes('{token}')) read.problems.push('launchUrl must pass the game session as {token}');
    try {
      const url = new URL(fillTemplate(launchUrl, Object.fromEntries([...known].map((name) => [name, 'x']))));
      if (url.protocol !== 'https:' && url.protocol !== 'http:') read.problems.push('launchUrl must be an http(s) URL');
    } catch {
      read.problems.push('launchUrl is not a URL once filled in');
    }
  }
  return read.result<TemplateSettings>({ launchUrl, params });
}

export function templateValues(input: LaunchInput, token: string, params: Record<string, string>): Record<string, string> {
  return {
    ...params,
    token,
    gameCode: input.game.gameCode,
    productId: input.game.productId ?? '',
    system: input.game.system ?? '',
    language: input.language,
    platform: input.mobile ? 'mobile' : 'desktop',
    isMobile: input.mobile ? '1' : '0',
    lobbyUrl: input.lobbyUrl,
    playerId: input.player.id,
    usercode: input.player.usercode,
    currency: 'TRY',
    country: 'TR',
  };
}

export function templateAdapter(code: ProviderCode, exampleUrl: string): ProviderAdapter<TemplateSettings> {
  return {
    code,
    settingsExample: { launchUrl: exampleUrl, params: { operatorId: '1234' } },
    readSettings: readTemplateSettings,
    async launch(db, input, settings) {
      const token = await issueLaunchToken(db, { provider: code, playerId: input.player.id, sessionId: input.player.sessionId, gameId: input.game.id });
      return { kind: 'url', url: new URL(fillTemplate(settings.launchUrl, templateValues(input, token, settings.params))).toString() };
    },
  };
}

export const digitainAdapter = templateAdapter(
  'digitain',
  'https://launch.digitain.example/casino/{operatorId}/game?gameId={gameCode}&token={token}&lang={language}&currency={currency}&device={platform}',
);
export const everyMatrixAdapter = templateAdapter(
  'everymatrix',
  'https://gamelaunch.everymatrix.example/Loader/Start/{operatorId}/{gameCode}?language={language}&funMode=False&_sid={token}&product={productId}',
);
export const amusnetAdapter = templateAdapter(
  'amusnet',
  'https://launch.amusnet.example/?gameId={gameCode}&portalCode={operatorId}&playerId={playerId}&defenceCode={token}&language={language}&client={platform}&closeurl={lobbyUrl}',
);
export const egtAdapter = templateAdapter(
  'egt',
  'https://launch.egt-digital.example/play?gameId={gameCode}&operatorId={operatorId}&sessionToken={token}&language={language}&platform={platform}&lobbyUrl={lobbyUrl}',
);
