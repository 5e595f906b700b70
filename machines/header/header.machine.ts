// Header: the bar hides when the page is scrolled down more than 100 px and shows again when the
// player scrolls back up (spec §2, §9); and the side menu drawer (the menu button under 1100 px,
// the hamburger on phones) is open or closed, closing when an item is chosen.
import { assign, setup } from 'xstate';
import { scrollPosition, type WatchScroll } from './header.actors';

/** Spec §9: the header hides past 100 px of scroll. */
export const HIDE_AFTER_PX = 100;

export interface HeaderInput {
  watchScroll: WatchScroll;
}

export type HeaderEvent =
  | { type: 'page.scrolled'; y: number }
  | { type: 'menu.opened' }
  | { type: 'menu.closed' }
  | { type: 'menu.item.chosen' };

export const headerMachine = setup({
  types: {
    input: {} as HeaderInput,
    context: {} as HeaderInput & { lastY: number },
    events: {} as HeaderEvent,
  },
  actors: { scrollPosition },
  guards: {
    'is scrolling down past the limit': ({ context, event }) =>
      event.type === 'page.scrolled' && event.y > HIDE_AFTER_PX && event.y > context.lastY,
    'is scrolling up or near the top': ({ context, event }) =>
      event.type === 'page.scrolled' && (event.y < context.lastY || event.y <= HIDE_AFTER_PX),
  },
  actions: {
    'remember position': assign(({ event }) => (event.type === 'page.scrolled' ? { lastY: event.y } : {})),
  },
}).createMachine({
  id: 'header',
  context: ({ input }) => ({ ...input, lastY: 0 }),
  invoke: { id: 'scroll', src: 'scrollPosition', input: ({ context }) => ({ watch: context.watchScroll }) },
  type: 'parallel',
  states: {
    bar: {
      initial: 'shown',
      states: {
        shown: {
          on: {
            'page.scrolled': [
              { guard: 'is scrolling down past the limit', target: 'hidden', actions: 'remember position' },
              { actions: 'remember position' },
            ],
          },
        },
        hidden: {
          tags: ['hidden'],
          on: {
            'page.scrolled': [
              { guard: 'is scrolling up or near the top', target: 'shown', actions: 'remember position' },
              { actions: 'remember position' },
            ],
          },
        },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.opened': { target: 'open' } },
        },
        open: {
          tags: ['menu open'],
          on: {
            'menu.closed': { target: 'closed' },
            'menu.item.chosen': { target: 'closed' },
          },
        },
      },
    },
  },
});
