// Hand-written expectations for the header's edges: the bar hides past 100 px of downward scroll and
// shows on any upward scroll or near the top; the menu closes on Close and on a chosen item (the
// cancels), whatever the bar does.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { headerMachine } from './header.machine';
import { selectIsBarHidden, selectIsMenuOpen } from './header.selectors';

function start() {
  const actor = createActor(headerMachine, { input: { watchScroll: () => () => {} } }).start();
  const scroll = (y: number) => actor.send({ type: 'page.scrolled', y });
  const seen = () => ({ hidden: selectIsBarHidden(actor.getSnapshot()), menu: selectIsMenuOpen(actor.getSnapshot()) });
  return { actor, scroll, seen };
}

describe('header edges', () => {
  it('hides only past 100 px going down; shows again on the way up or back at 100 px', () => {
    const { scroll, seen } = start();
    scroll(100);
    expect(seen()).toEqual({ hidden: false, menu: false });
    scroll(101);
    expect(seen()).toEqual({ hidden: true, menu: false });
    scroll(500);
    expect(seen().hidden).toBe(true);
    scroll(499);
    expect(seen().hidden).toBe(false);
    scroll(800);
    expect(seen().hidden).toBe(true);
    // Jumping to the top (a new page) shows it even without an upward step in between.
    scroll(100);
    expect(seen().hidden).toBe(false);
  });

  it('the menu closes on Close and on a chosen item, and the bar keeps its own state', () => {
    const { actor, scroll, seen } = start();
    actor.send({ type: 'menu.opened' });
    expect(seen()).toEqual({ hidden: false, menu: true });
    scroll(300);
    expect(seen()).toEqual({ hidden: true, menu: true });
    actor.send({ type: 'menu.item.chosen' });
    expect(seen()).toEqual({ hidden: true, menu: false });
    actor.send({ type: 'menu.opened' });
    actor.send({ type: 'menu.closed' });
    expect(seen()).toEqual({ hidden: true, menu: false });
  });
});
