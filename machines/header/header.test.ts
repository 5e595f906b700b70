// Header machine: hiding on scroll past 100 px, showing on the way back up, the side menu drawer;
// plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { generatePaths } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type HeaderEvent, headerMachine } from './header.machine';
import { selectIsBarHidden, selectIsMenuOpen } from './header.selectors';

function start() {
  let emit: (y: number) => void = () => {};
  let unsubscribed = false;
  const actor = createActor(headerMachine, {
    input: {
      watchScroll: (listener) => {
        emit = listener;
        return () => {
          unsubscribed = true;
        };
      },
    },
  });
  actor.start();
  return { actor, scrollTo: (y: number) => emit(y), isUnsubscribed: () => unsubscribed };
}

describe('header machine', () => {
  it('keeps the bar while the page is within 100 px of the top', () => {
    const { actor, scrollTo } = start();
    scrollTo(60);
    scrollTo(100);
    expect(selectIsBarHidden(actor.getSnapshot())).toBe(false);
  });

  it('hides the bar when scrolled down past 100 px and shows it when scrolling back up', () => {
    const { actor, scrollTo } = start();
    scrollTo(101);
    expect(selectIsBarHidden(actor.getSnapshot())).toBe(true);
    scrollTo(400);
    expect(selectIsBarHidden(actor.getSnapshot())).toBe(true);
    scrollTo(380);
    expect(selectIsBarHidden(actor.getSnapshot())).toBe(false);
    scrollTo(390);
    expect(selectIsBarHidden(actor.getSnapshot())).toBe(true);
    scrollTo(0);
    expect(selectIsBarHidden(actor.getSnapshot())).toBe(false);
  });

  it('opens the side menu and closes it when an item is chosen or on close', () => {
    const { actor } = start();
    actor.send({ type: 'menu.opened' });
    expect(selectIsMenuOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'menu.item.chosen' });
    expect(selectIsMenuOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'menu.opened' });
    actor.send({ type: 'menu.closed' });
    expect(selectIsMenuOpen(actor.getSnapshot())).toBe(false);
  });

  it('stops watching the scroll when it stops', () => {
    const { actor, isUnsubscribed } = start();
    actor.stop();
    expect(isUnsubscribed()).toBe(true);
  });
});

describe('header machine: generated paths', () => {
  const events = (): HeaderEvent[] => [
    { type: 'page.scrolled', y: 50 },
    { type: 'page.scrolled', y: 300 },
    { type: 'page.scrolled', y: 200 },
    { type: 'menu.opened' },
    { type: 'menu.closed' },
    { type: 'menu.item.chosen' },
  ];
  const suite = generatePaths(headerMachine, {
    events,
    input: () => ({ watchScroll: () => () => {} }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.lastY]),
  });

  testEveryPath(headerMachine, suite, (actual, expected) => expect(actual.context.lastY).toBe(expected.context.lastY));
});
