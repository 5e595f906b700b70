// Hand-written expectations for the fairness check's edges: an incomplete submit, a failed check (the
// server's message shown) and its correction, a failed round recall, an edit after a result (the
// result goes). After each, the state (by value) and what the page shows (busy, incomplete, result,
// error), written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import type { StudioVerification } from './fairness.actors';
import { type FairnessField, fairnessMachine } from './fairness.machine';
import { selectError, selectIsBusy, selectIsIncomplete, selectResult, selectValues } from './fairness.selectors';

const SEED = 'ab'.repeat(32);
const verification = { game: 'roulette', serverSeed: SEED, serverSeedHash: 'cd'.repeat(32), clientSeed: 'mine', nonce: 7 } as unknown as StudioVerification;

function start(roundId: string | null = null) {
  const verify = controllable<{ request: unknown }, StudioVerification, unknown>((input) => input.request);
  const machine = fairnessMachine.provide({ actors: { verifyRound: verify.logic as never } });
  const actor = createActor(machine, { input: { roundId } }).start();
  const type = (field: FairnessField, value: string) => actor.send({ type: 'fairness.field.changed', field, value });
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      value: snapshot.value,
      busy: selectIsBusy(snapshot),
      incomplete: selectIsIncomplete(snapshot),
      result: selectResult(snapshot) !== null,
      error: selectError(snapshot),
    };
  };
  return { actor, verify, type, seen };
}

describe('fairness edges', () => {
  it('an incomplete submit says so and calls nothing; typing clears the note', () => {
    const { actor, verify, type, seen } = start();
    type('serverSeed', 'not hex');
    actor.send({ type: 'fairness.submitted' });
    expect(seen()).toEqual({ value: 'editing', busy: false, incomplete: true, result: false, error: null });
    expect(verify.calls).toEqual([]);
    type('serverSeed', SEED);
    expect(seen().incomplete).toBe(false);
  });

  it("a refused check shows the server's message; a corrected submit verifies; an edit afterwards drops the result", async () => {
    const { actor, verify, type, seen } = start();
    type('serverSeed', ` ${SEED.toUpperCase()} `);
    type('clientSeed', 'mine');
    type('nonce', '7');
    actor.send({ type: 'fairness.submitted' });
    expect(seen()).toEqual({ value: 'verifying', busy: true, incomplete: false, result: false, error: null });
    expect(verify.calls).toEqual([{ game: 'slot', serverSeed: SEED, clientSeed: 'mine', nonce: 7 }]);
    await verify.reject(new ApiError('Sunucu tohumu bu özetle eşleşmiyor', 400));
    expect(seen()).toEqual({ value: 'failed', busy: false, incomplete: false, result: false, error: 'Sunucu tohumu bu özetle eşleşmiyor' });
    actor.send({ type: 'fairness.game.changed', game: 'roulette' });
    expect(seen()).toEqual({ value: 'editing', busy: false, incomplete: false, result: false, error: null });
    actor.send({ type: 'fairness.submitted' });
    await verify.resolve(verification);
    expect(seen()).toEqual({ value: 'verified', busy: false, incomplete: false, result: true, error: null });
    type('nonce', '8');
    expect(seen()).toEqual({ value: 'editing', busy: false, incomplete: false, result: false, error: null });
  });

  it('a round opened by its id: a failed recall shows the message with empty fields; a good one fills the fields', async () => {
    const failing = start('studio:r1');
    expect(failing.seen()).toEqual({ value: 'verifyingRound', busy: true, incomplete: false, result: false, error: null });
    expect(failing.verify.calls).toEqual([{ roundId: 'studio:r1' }]);
    await failing.verify.reject(new ApiError('Tur bulunamadı', 404));
    expect(failing.seen()).toEqual({ value: 'failed', busy: false, incomplete: false, result: false, error: 'Tur bulunamadı' });
    expect(selectValues(failing.actor.getSnapshot())).toEqual({ game: 'slot', serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '' });

    const good = start('studio:r2');
    await good.verify.resolve(verification);
    expect(good.seen()).toEqual({ value: 'verified', busy: false, incomplete: false, result: true, error: null });
    expect(selectValues(good.actor.getSnapshot())).toEqual({ game: 'roulette', serverSeed: SEED, serverSeedHash: 'cd'.repeat(32), clientSeed: 'mine', nonce: '7' });
  });
});
