// A flow's actors close over the API client they are given; the machine declares them with this
// stand-in, and the app edge (or a test) gives the real one through `machine.provide({ actors })`.
// The client is a dependency of the actors, not data of the machine: it never sits in a context.
import type { ApiClient } from '../../common/contract/client';

/** An API client whose every call fails, naming the flow whose actors were not provided one. */
export function apiNotProvided(flow: string): ApiClient {
  const refuse = () => {
    throw new Error(`${flow}: its actors were not given the API client (machine.provide at the app edge)`);
  };
  return new Proxy({} as ApiClient, {
    // `then` stays undefined so that the stand-in is never mistaken for a promise.
    get: (_target, key) => (key === 'then' ? undefined : refuse),
  });
}
