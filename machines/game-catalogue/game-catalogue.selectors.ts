// Named selectors over the catalogue snapshot, and the section's categories out of the bootstrap.
import type { SnapshotFrom } from 'xstate';
import type { CasinoCategory, gameCatalogueMachine } from './game-catalogue.machine';

export type GameCatalogueSnapshot = SnapshotFrom<typeof gameCatalogueMachine>;
export type CasinoSection = CasinoCategory['section'];

/** The bootstrap's categories of one section (route /casino/{section}), in the bootstrap's order. */
export const sectionCategories = (categories: readonly CasinoCategory[], section: CasinoSection) =>
  categories.filter((category) => category.section === section);

export const selectCategories = (snapshot: GameCatalogueSnapshot) => snapshot.context.categories;
export const selectSelectedCategoryId = (snapshot: GameCatalogueSnapshot) =>
  snapshot.hasTag('searching') ? null : snapshot.context.selectedId;
export const selectGames = (snapshot: GameCatalogueSnapshot) => snapshot.context.games;
export const selectIsLoading = (snapshot: GameCatalogueSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: GameCatalogueSnapshot) => snapshot.hasTag('failed');
export const selectIsSearching = (snapshot: GameCatalogueSnapshot) => snapshot.hasTag('searching');
export const selectSearchTerm = (snapshot: GameCatalogueSnapshot) => snapshot.context.term;
export const selectIsEmptyTermRefused = (snapshot: GameCatalogueSnapshot) => snapshot.context.emptyRefused;
/** More pages will come as the player scrolls. */
export const selectHasMore = (snapshot: GameCatalogueSnapshot) =>
  snapshot.matches({ category: 'more' }) || snapshot.matches({ search: 'more' });
/** Loaded to the end and found nothing. */
export const selectIsEmptyResult = (snapshot: GameCatalogueSnapshot) =>
  (snapshot.matches({ category: 'complete' }) || snapshot.matches({ search: 'complete' }) || snapshot.matches('empty')) &&
  snapshot.context.games.length === 0;
