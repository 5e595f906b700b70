// Hand-written expectations for the domain-change banner's edges: away from home it waits hidden and
// shows on coming home; leaving home after seeing it marks it read; closing it (the cancel) marks it
// read. After each, the state (by value), whether it shows and the stored flag, written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { memoryStore } from '../shared/ports';
import { topBannerMachine } from './top-banner.machine';
import { selectIsBannerVisible } from './top-banner.selectors';

const FLAG = 'topBannerRead:casino1.example>casino2.example';

function start(path: string) {
  const storage = memoryStore();
  let navigate: (path: string) => void = () => {};
  const actor = createActor(topBannerMachine, {
    input: {
      storage,
      change: { current: 'casino1.example', next: 'casino2.example' },
      path,
      watchPath: (listener) => {
        navigate = listener;
        return () => {};
      },
    },
  }).start();
  const seen = () => ({ value: actor.getSnapshot().value, shown: selectIsBannerVisible(actor.getSnapshot()), flag: storage.getItem(FLAG) });
  return { actor, seen, navigate: (to: string) => navigate(to) };
}

describe('top banner edges', () => {
  it('away from home it waits; coming home shows it; leaving home after that marks it read', () => {
    const { seen, navigate } = start('/casino/slot');
    expect(seen()).toEqual({ value: { unread: 'away' }, shown: false, flag: null });
    navigate('/promotions');
    expect(seen()).toEqual({ value: { unread: 'away' }, shown: false, flag: null });
    navigate('/');
    expect(seen()).toEqual({ value: { unread: 'shown' }, shown: true, flag: null });
    navigate('/casino/live');
    expect(seen().value).toBe('read');
    expect(seen().shown).toBe(false);
    expect(seen().flag).not.toBeNull();
  });

  it('closing it on home marks it read', () => {
    const { actor, seen } = start('/');
    expect(seen().shown).toBe(true);
    actor.send({ type: 'banner.closed' });
    expect(seen().value).toBe('read');
    expect(seen().shown).toBe(false);
    expect(seen().flag).not.toBeNull();
  });
});
