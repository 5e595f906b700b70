// Which page plays which studio engine (the session's `game`; a themed slot by its `gameCode`). ONE LINE PER GAME, loaded on demand so a
// page downloads only its own game's code and artwork. A new game adds its line here and its folder
// games/<game>/ with a default-exported page component taking StudioGameProps (and an optional
// `GameInfo` export for the info panel) (docs/architecture.md).
import type { ComponentType } from 'react';
import type { StudioGameProps } from '../types';

/** A game's module: its page (default export) and, optionally, its part of the info panel (paytable, rules). */
type GameModule = { default: ComponentType<StudioGameProps>; GameInfo?: ComponentType<StudioGameProps> };

export type GamePage = () => Promise<GameModule>;

export const gamePages: Record<string, GamePage> = {
  slot: () => import('./slot/slot-page'),
  roulette: () => import('./roulette/roulette-page'),
  blackjack: () => import('./blackjack/blackjack-page'),
  crash: () => import('./crash/crash-page'),
  'studio-bosphorus': () => import('./bosphorus/bosphorus-page'),
  'studio-bazaar': () => import('./bazaar/bazaar-page'),
  tombala: () => import('./tombala/tombala-page'),
  keno: () => import('./keno/keno-page'),
  'live-roulette': () => import('./live-roulette/live-roulette-page'),
};
