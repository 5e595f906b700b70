// Path names: readable, unique within a flow, and the same events are one path.
import { describe, expect, it } from 'vitest';
import type { FlowWords } from '../shared/flow-words';
import { namePaths } from './path-coverage';

const words: FlowWords = {
  title: 'login',
  events: { 'login.form.submitted': 'presses Sign in', 'login.field.changed': 'types', 'a.b': 'same words', 'c.d': 'same words' },
};

describe('path names', () => {
  it('read as the events in the flow words, joined by "then"', () => {
    const [path] = namePaths([{ events: [{ type: 'login.field.changed', field: 'password', value: 'x' }, { type: 'login.form.submitted' }] }], words);
    expect(path!.description).toBe('types, then presses Sign in');
  });

  it('fall back to the event type in words and name the start', () => {
    const named = namePaths([{ events: [{ type: 'xstate.error.actor.loadOffers' }] }, { events: [] }]);
    expect(named.map((path) => path.description)).toEqual(['load offers failed', 'at the start']);
  });

  it('add the payload where two paths would read the same', () => {
    const named = namePaths(
      [
        { events: [{ type: 'login.field.changed', field: 'username', value: 'ab' }] },
        { events: [{ type: 'login.field.changed', field: 'password', value: 'ab' }] },
      ],
      words,
    );
    expect(named.map((path) => path.description)).toEqual([
      'types (field "username", value "ab")',
      'types (field "password", value "ab")',
    ]);
  });

  it('keep the very same events once', () => {
    const named = namePaths([{ events: [{ type: 'login.form.submitted' }] }, { events: [{ type: 'login.form.submitted' }] }], words);
    expect(named).toHaveLength(1);
  });

  it('stay unique when two events are given the same words', () => {
    const named = namePaths([{ events: [{ type: 'a.b' }] }, { events: [{ type: 'c.d' }] }], words);
    expect(named[0]!.description).toMatch(/^same words #[0-9a-f]{8}$/);
    expect(named[1]!.description).toMatch(/^same words #[0-9a-f]{8}$/);
    expect(named[0]!.description).not.toBe(named[1]!.description);
  });
});
