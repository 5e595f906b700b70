// Providers' settings I/O (issue 16, Casino): the providers with their settings (opsListProviders; secrets
// come back only as "set") and one provider's change (opsUpdateProvider).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type OpsProvider = Schemas['OpsProvider'];
export type ProviderChange = Schemas['OpsProviderUpdateRequest'];

export const loadProviders = fromPromise<OpsProvider[], { api: ApiClient }>(async ({ input, signal }) => unwrap(await input.api.GET('/ops/casino/providers', { signal })).data);

export const saveProvider = fromPromise<{ provider: OpsProvider; message: string }, { api: ApiClient; code: string; change: ProviderChange }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/ops/casino/providers/{code}', { params: { path: { code: input.code } }, body: input.change, signal }));
  return { provider: answer.data, message: answer.message };
});
