// Back-office app I/O: who the signed-in operator is (role, permissions, idle limit), keeping the
// session alive on request, signing out. Watching the operator's own activity is the app edge's
// (DOM events), provided as `watchActivity`.
import { fromCallback, fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsMe = components['schemas']['OpsMe'];
export type OpsPermission = components['schemas']['OpsPermission'];

/** Sends `operator.active` whenever the app makes a call the server counts; provided at the edge. */
export const watchActivity = fromCallback<{ type: 'operator.active' }>(() => () => {});

/** The app's own I/O, closing over the API client the app edge provides. */
export const backofficeActors = (api: ApiClient) => ({
  loadMe: fromPromise<OpsMe>(async ({ signal }) => unwrap(await api.GET('/ops/me', { signal })).data),
  /** Ends the session on the server; a failure changes nothing for the operator, who is signed out here anyway. */
  signOut: fromPromise<void>(async () => {
    try {
      await api.GET('/ops/auth/logout');
    } catch {
      // Offline: the token is forgotten here and expires on the server.
    }
  }),
});
