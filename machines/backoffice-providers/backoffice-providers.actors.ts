// Providers' settings I/O (issue 16, Casino): the providers with their settings (opsListProviders; secrets
// come back only as "set") and one provider's change (opsUpdateProvider).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type OpsProvider = Schemas['OpsProvider'];
export type ProviderChange = Schemas['OpsProviderUpdateRequest'];

/** The providers' settings I/O, closing over the API client the app edge provides. */
export const providersActors = (api: ApiClient) => ({
  loadProviders: fromPromise<OpsProvider[]>(async ({ signal }) => unwrap(await api.GET('/ops/casino/providers', { signal })).data),
  saveProvider: fromPromise<{ provider: OpsProvider; message: string }, { code: string; change: ProviderChange }>(async ({ input, signal }) => {
    const answer = unwrap(await api.POST('/ops/casino/providers/{code}', { params: { path: { code: input.code } }, body: input.change, signal }));
    return { provider: answer.data, message: answer.message };
  }),
});
