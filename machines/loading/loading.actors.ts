// Loading I/O: the API client's count of requests in flight, watched through a function the app edge
// provides (common/contract/client.ts counts them in its one middleware).
import { fromCallback } from 'xstate';

/** Calls the listener with the number of requests in flight whenever it changes; returns the unsubscribe. */
export type WatchRequests = (listener: (inFlight: number) => void) => () => void;

export type RequestsEvent = { type: 'requests.started' } | { type: 'requests.settled' };

/** Reports only the edges the machine cares about: the first request starting, the last one ending. */
export const requestsInFlight = fromCallback<RequestsEvent, { watch: WatchRequests }>(({ input, sendBack }) => {
  let busy = false;
  return input.watch((inFlight) => {
    if (inFlight > 0 && !busy) {
      busy = true;
      sendBack({ type: 'requests.started' });
    } else if (inFlight === 0 && busy) {
      busy = false;
      sendBack({ type: 'requests.settled' });
    }
  });
});
