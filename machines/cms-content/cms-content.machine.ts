// Server content a page shows (promotions, the content page list, one content page): loading, then
// the content or a failure with a retry. The promotions screen also keeps which promotion's detail
// dialog is open. The loader is an actor the page provides (the API call), so the machine stays pure.
import { assign, fromPromise, setup } from 'xstate';

export type ContentEvent =
  | { type: 'content.retried' }
  | { type: 'detail.opened'; id: number }
  | { type: 'detail.closed' };

export interface ContentContext<T> {
  content: T | null;
  error: unknown;
  /** The item whose detail dialog is open (promotions), or null. */
  openId: number | null;
}

/** A content machine for data of type T; `load` is provided by the page with the real call. */
export function createContentMachine<T>() {
  return setup({
    types: {
      context: {} as ContentContext<T>,
      events: {} as ContentEvent,
    },
    actors: {
      // Replaced by the page; the default fails loudly so a missing provide cannot look like content.
      load: fromPromise<T, void>(() => Promise.reject(new Error('content loader not provided'))),
    },
    actions: {
      'open detail': assign(({ event }) => (event.type === 'detail.opened' ? { openId: event.id } : {})),
      'close detail': assign({ openId: null }),
    },
  }).createMachine({
    id: 'cmsContent',
    context: { content: null, error: null, openId: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ content: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      loaded: {
        on: {
          'detail.opened': { actions: 'open detail' },
          'detail.closed': { actions: 'close detail' },
        },
      },
      failed: {
        on: { 'content.retried': { target: 'loading' } },
      },
    },
  });
}

/** The machine as the flow diagrams show it (every page uses the same states). */
export const cmsContentMachine = createContentMachine<unknown>();
