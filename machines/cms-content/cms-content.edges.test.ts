// Hand-written expectations for a content page's edges: a failed load and its retry, a detail dialog
// opened and closed (the cancel). After each, the state and what the page shows, written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import { createContentMachine } from './cms-content.machine';
import { selectContent, selectHasFailed, selectIsLoading, selectOpenId } from './cms-content.selectors';

function start() {
  const load = controllable<void, string[], null>(() => null);
  const actor = createActor(createContentMachine<string[]>().provide({ actors: { load: load.logic } })).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return { loading: selectIsLoading(snapshot), failed: selectHasFailed(snapshot), content: selectContent(snapshot), open: selectOpenId(snapshot) };
  };
  return { actor, load, seen };
}

describe('cms content edges', () => {
  it('a failed load shows the failure; Retry loads; a detail opens and closes', async () => {
    const { actor, load, seen } = start();
    expect(seen()).toEqual({ loading: true, failed: false, content: null, open: null });
    await load.reject(new ApiError('Sayfa bulunamadı', 404));
    expect(seen()).toEqual({ loading: false, failed: true, content: null, open: null });
    // Nothing opens while there is no content.
    actor.send({ type: 'detail.opened', id: 7 });
    expect(seen().open).toBeNull();
    actor.send({ type: 'content.retried' });
    await load.resolve(['Hoş geldin bonusu']);
    expect(seen()).toEqual({ loading: false, failed: false, content: ['Hoş geldin bonusu'], open: null });
    actor.send({ type: 'detail.opened', id: 7 });
    expect(seen().open).toBe(7);
    actor.send({ type: 'detail.closed' });
    expect(seen()).toEqual({ loading: false, failed: false, content: ['Hoş geldin bonusu'], open: null });
    expect(load.calls).toHaveLength(2);
  });
});
