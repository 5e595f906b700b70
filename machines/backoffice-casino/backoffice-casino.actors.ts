// Casino management I/O (issue 16): a page of the catalogue with the providers and casino categories
// (opsListGames), a game's change (opsUpdateGame) and a casino category's (opsUpdateCasinoCategory).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type OpsGameList = Schemas['OpsGameList'];
export type OpsGame = Schemas['OpsGame'];
export type OpsCasinoCategory = Schemas['OpsCasinoCategory'];
export type GameChange = Schemas['OpsGameUpdateRequest'];
export type CategoryChange = Schemas['OpsCasinoCategoryUpdateRequest'];

/** The casino screen's I/O, closing over the API client the app edge provides. */
export const casinoActors = (api: ApiClient) => ({
  loadGames: fromPromise<OpsGameList, { search: string; skip: number; take: number }>(async ({ input, signal }) =>
    unwrap(await api.GET('/ops/casino/games', { params: { query: { ...(input.search ? { search: input.search } : {}), skip: input.skip, take: input.take } }, signal })).data,
  ),
  saveGame: fromPromise<{ game: OpsGame; message: string }, { id: number; change: GameChange }>(async ({ input, signal }) => {
    const answer = unwrap(await api.POST('/ops/casino/games/{id}', { params: { path: { id: input.id } }, body: input.change, signal }));
    return { game: answer.data, message: answer.message };
  }),
  saveCategory: fromPromise<{ category: OpsCasinoCategory; message: string }, { id: number; change: CategoryChange }>(async ({ input, signal }) => {
    const answer = unwrap(await api.POST('/ops/casino/categories/{id}', { params: { path: { id: input.id } }, body: input.change, signal }));
    return { category: answer.data, message: answer.message };
  }),
});
