// Start-up I/O: the bootstrap call and the device fingerprint.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type Bootstrap = components['schemas']['Bootstrap'];

/**
 * The bootstrap answer the server put in the page (server/content/document.ts), taken at most once:
 * null when there is none, or when it is for another language than the app's. The app edge reads the
 * DOM; tests pass a plain function.
 */
export type TakeInlinedBootstrap = () => Bootstrap | null;

/** The bootstrap from the page when it carries one, else from the API (vite dev, another language). */
export const loadBootstrapWith = (api: ApiClient, takeInlined: TakeInlinedBootstrap) =>
  fromPromise<Bootstrap>(async ({ signal }) => {
    const inlined = takeInlined();
    if (inlined) return inlined;
    const envelope = unwrap(await api.GET('/cms/grouped', { signal }));
    return envelope.data;
  });

/** Start-up's I/O, closing over the API client the app edge provides: the bootstrap from the API alone. */
export const startupActors = (api: ApiClient) => ({ loadBootstrap: loadBootstrapWith(api, () => null) });

/** Computing the fingerprint touches the browser, so the app edge passes the function in. */
export const ensureFingerprint = fromPromise<string, { compute: () => string }>(async ({ input }) =>
  input.compute(),
);
