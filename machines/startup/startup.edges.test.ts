// Hand-written expectations for start-up's edges: the bootstrap failing (start-up fails, whatever the
// fingerprint does), the fingerprint failing (start-up still succeeds, with an empty fingerprint).
// After each, the state (by value), whether the page still starts or shows the failure, and the
// output the app receives, written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { memoryStore } from '../shared/ports';
import { bootstrapFixture, controllable } from '../testing/fixtures';
import { startupMachine } from './startup.machine';
import { selectIsStarting, selectStartupFailed } from './startup.selectors';

function start() {
  const bootstrap = controllable<unknown, typeof bootstrapFixture, null>(() => null);
  const fingerprint = controllable<unknown, string, null>(() => null);
  const machine = startupMachine.provide({ actors: { loadBootstrap: bootstrap.logic as never, ensureFingerprint: fingerprint.logic as never } });
  const actor = createActor(machine, {
    input: { storage: memoryStore(), computeFingerprint: () => 'abc123', loggedIn: false },
  }).start();
  const seen = () => ({ starting: selectIsStarting(actor.getSnapshot()), failed: selectStartupFailed(actor.getSnapshot()) });
  return { actor, bootstrap, fingerprint, seen };
}

describe('startup edges', () => {
  it('a failed bootstrap fails start-up (output false) once the fingerprint is done too', async () => {
    const { actor, bootstrap, fingerprint, seen } = start();
    await bootstrap.reject(new ApiError('Sunucu hatası', 500));
    expect(actor.getSnapshot().value).toEqual({ preparing: { bootstrap: 'unavailable', fingerprint: 'computing' } });
    expect(seen()).toEqual({ starting: true, failed: false });
    await fingerprint.resolve('abc123');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(seen()).toEqual({ starting: false, failed: true });
    expect(actor.getSnapshot().output).toBe(false);
  });

  it('a failed fingerprint still starts the site, with an empty fingerprint', async () => {
    const { actor, bootstrap, fingerprint, seen } = start();
    await fingerprint.reject(new Error('storage refused'));
    await bootstrap.resolve(bootstrapFixture);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(seen()).toEqual({ starting: false, failed: false });
    expect(actor.getSnapshot().output).toMatchObject({ bootstrap: bootstrapFixture, fingerprint: '' });
  });
});
