// The generic loading flag (spec §4: set while a request runs). The API client's middleware counts the
// requests in flight; this machine turns that count into the flag the page's loading bar shows. A
// request answered within 200 ms never raises it, so the balance poll every 3 s does not flicker the
// bar (docs/decisions.md).
import { setup } from 'xstate';
import { requestsInFlight, type RequestsEvent, type WatchRequests } from './loading.actors';

export interface LoadingInput {
  watchRequests: WatchRequests;
}

export type LoadingEvent = RequestsEvent;

export const loadingMachine = setup({
  types: {
    input: {} as LoadingInput,
    context: {} as LoadingInput,
    events: {} as LoadingEvent,
  },
  actors: { requestsInFlight },
  delays: {
    'show after': 200,
  },
}).createMachine({
  id: 'loading',
  context: ({ input }) => input,
  invoke: { id: 'requests', src: 'requestsInFlight', input: ({ context }) => ({ watch: context.watchRequests }) },
  initial: 'idle',
  states: {
    idle: {
      on: { 'requests.started': { target: 'pending' } },
    },
    // A request runs but has not taken long enough to be worth showing.
    pending: {
      after: { 'show after': { target: 'busy' } },
      on: { 'requests.settled': { target: 'idle' } },
    },
    busy: {
      tags: ['loading'],
      on: { 'requests.settled': { target: 'idle' } },
    },
  },
});
