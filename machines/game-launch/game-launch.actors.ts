// Game launch I/O: the launch call of the game's provider, dispatched by providerName exactly as
// spec §7 lists them (plus our own studio), with the platform, device, language and lobby each needs.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type Game = components['schemas']['Game'];
export type LaunchLanguage = components['schemas']['LaunchLanguage'];
/** Spec §9: platform 1 desktop, 2 mobile. */
export type Platform = 1 | 2;
export const PLATFORM = { desktop: 1, mobile: 2 } as const;

/** What the game frame shows: a page to load, or SoftGamings' HTML (rendered only in a sandboxed frame). */
export type LaunchContent = { kind: 'url'; url: string } | { kind: 'html'; html: string };

export interface LaunchInput {
  game: Game;
  platform: Platform;
  language: LaunchLanguage;
  /** Where a provider's lobby or exit button returns the player. */
  lobbyUrl: string;
}

/** Spec §8: a launch failure of these providers closes the play modal; the others keep it open. */
export const PROVIDERS_CLOSING_ON_FAILURE: readonly string[] = ['Egt Digital', 'Hub88', 'SoftGamings'];

/**
 * A frame may load http(s) pages and pages of this site; never `javascript:` or `data:` addresses a
 * tampered answer could carry.
 */
export function isFrameableUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\//i.test(url);
}

function frameUrl(data: string): LaunchContent {
  if (!isFrameableUrl(data)) throw new Error(`unexpected launch address: ${data.slice(0, 40)}`);
  return { kind: 'url', url: data };
}

/** Calls the provider's launch operation (spec §7 dispatch by providerName). */
export async function launchGame(api: ApiClient, input: LaunchInput, signal?: AbortSignal): Promise<LaunchContent> {
  const { game, platform, language, lobbyUrl } = input;
  const mobile = platform === PLATFORM.mobile;
  const code = game.gameCode;
  const platformBody = { platform, gameCode: code, language, lobbyUrl };
  switch (game.providerName) {
    case 'SoftGamings': {
      const body = unwrap(
        await api.POST('/casino/softgamingslaunchurl', {
          body: { system: game.system ?? '', pageCode: code, isMobile: mobile ? 1 : 0 },
          signal,
        }),
      );
      return { kind: 'html', html: body.data };
    }
    case 'Hub88':
      return frameUrl(unwrap(await api.POST('/casino/hub88launchurl', { body: platformBody, signal })).data);
    case 'Egt Digital':
      return frameUrl(unwrap(await api.POST('/casino/egtlaunchurl', { body: platformBody, signal })).data);
    case 'Amusnet':
      return frameUrl(unwrap(await api.POST('/casino/amusnetlaunchurl', { body: { code, isMobile: mobile }, signal })).data);
    case 'EveryMatrix':
      return frameUrl(
        unwrap(await api.POST('/casino/emlaunchurl', { body: { code, productId: game.productId ?? '' }, signal })).data,
      );
    case 'Digitain':
      return frameUrl(unwrap(await api.POST('/casino/dtlaunchurl', { body: { code }, signal })).data);
    case 'Pragmatic Play':
      return frameUrl(unwrap(await api.POST('/casino/pragmaticlaunchurl', { body: { code }, signal })).data);
    case 'Kuzey Studio':
      return frameUrl(unwrap(await api.POST('/casino/studiolaunchurl', { body: platformBody, signal })).data);
    default: {
      const unknown: never = game.providerName;
      throw new Error(`no launch call for provider ${String(unknown)}`);
    }
  }
}

/** The house's own games (the studio's, never behind a third party): the categories listing them. */
export const HOUSE_CATEGORY_SLUGS: readonly string[] = ['originals-slots', 'originals-games'];
/** How many games a failed launch suggests instead. */
export const SUGGESTION_COUNT = 4;

export interface SuggestionsInput {
  /** The game that failed: never suggested back. */
  game: Game;
}

/** The game frame's I/O, closing over the API client the app edge provides. */
export const gameFrameActors = (api: ApiClient) => ({
  launch: fromPromise<LaunchContent, LaunchInput>(({ input, signal }) => launchGame(api, input, signal)),
  /**
   * Games to play instead of one whose launch failed (issue 13 point 7): the house's own games, from the
   * categories the site lists them under (bootstrap, then casino/categorygames).
   */
  loadSuggestions: fromPromise<Game[], SuggestionsInput>(async ({ input, signal }) => {
    const site = unwrap(await api.GET('/cms/grouped', { signal })).data;
    const ids = site.casinoCategoryList
      .filter((category) => category.slugList.some((slug) => HOUSE_CATEGORY_SLUGS.includes(slug)))
      .map((category) => category.id);
    if (ids.length === 0) return [];
    const body = unwrap(await api.POST('/casino/categorygames', { body: { systemCategory: ids, skip: 0, take: 12 }, signal }));
    const seen = new Set<string>();
    return body.data
      .flatMap((group) => group.games)
      .filter((game) => {
        const key = `${game.mainProviderId}:${game.gameCode}`;
        if (game.gameCode === input.game.gameCode || seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, SUGGESTION_COUNT);
  }),
});
