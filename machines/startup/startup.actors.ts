// Start-up I/O: the bootstrap call and the device fingerprint.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../src/api/client';
import type { components } from '../../src/api/schema.gen';

export type Bootstrap = components['schemas']['Bootstrap'];

export const loadBootstrap = fromPromise<Bootstrap, { api: ApiClient }>(async ({ input, signal }) => {
  const envelope = unwrap(await input.api.GET('/cms/grouped', { signal }));
  return envelope.data;
});

/** Computing the fingerprint touches the browser, so the app edge passes the function in. */
export const ensureFingerprint = fromPromise<string, { compute: () => string }>(async ({ input }) =>
  input.compute(),
);
