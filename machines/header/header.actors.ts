// Header I/O: the page's scroll position, watched through a function the app edge provides.
import { fromCallback } from 'xstate';

/** Calls the listener with the vertical scroll offset on every scroll; returns the unsubscribe. */
export type WatchScroll = (listener: (y: number) => void) => () => void;

export const scrollPosition = fromCallback<{ type: 'page.scrolled'; y: number }, { watch: WatchScroll }>(
  ({ input, sendBack }) => input.watch((y) => sendBack({ type: 'page.scrolled', y })),
);
