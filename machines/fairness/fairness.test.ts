// Verification page: typed-in seeds validated then verified, a guest asked to log in, a round from
// the history verified at once with its seeds filled in, failures shown; plus generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable } from '../testing/fixtures';
import type { StudioVerification, VerifyRequest } from './fairness.actors';
import { type FairnessEvent, fairnessMachine, inputsRequest } from './fairness.machine';
import { selectError, selectIsBusy, selectIsIncomplete, selectResult, selectValues } from './fairness.selectors';

const seed = 'a'.repeat(64);
const hash = 'b'.repeat(64);
const verification: StudioVerification = {
  valid: true,
  reason: null,
  game: 'roulette',
  commitmentMatches: true,
  serverSeed: seed,
  serverSeedHash: hash,
  clientSeed: 'my-seed',
  nonce: 7,
  outcome: { game: 'roulette', pocket: 17, color: 'black', results: [] },
  matchesRecord: true,
};

function start(options: { roundId?: string | null } = {}) {
  const verify = controllable<{ request: VerifyRequest }, StudioVerification, VerifyRequest>((input) => input.request);
  const actor = createActor(fairnessMachine.provide({ actors: { verifyRound: verify.logic } }), {
    input: { roundId: options.roundId ?? null },
  }).start();
  return {
    actor,
    requests: verify.calls,
    settle: () => verify,
    snapshot: () => actor.getSnapshot(),
  };
}

const fill = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'fairness.game.changed', game: 'roulette' });
  actor.send({ type: 'fairness.field.changed', field: 'serverSeed', value: ` ${seed.toUpperCase()} ` });
  actor.send({ type: 'fairness.field.changed', field: 'serverSeedHash', value: hash });
  actor.send({ type: 'fairness.field.changed', field: 'clientSeed', value: 'my-seed' });
  actor.send({ type: 'fairness.field.changed', field: 'nonce', value: '7' });
};

describe('fairness machine', () => {
  it('builds the typed-in request and refuses malformed seeds', () => {
    expect(inputsRequest({ game: 'slot', serverSeed: seed, serverSeedHash: '', clientSeed: 'c', nonce: '0' })).toEqual({
      game: 'slot',
      serverSeed: seed,
      clientSeed: 'c',
      nonce: 0,
    });
    expect(inputsRequest({ game: 'slot', serverSeed: 'xyz', serverSeedHash: '', clientSeed: 'c', nonce: '0' })).toBeNull();
    expect(inputsRequest({ game: 'slot', serverSeed: seed, serverSeedHash: 'short', clientSeed: 'c', nonce: '0' })).toBeNull();
    expect(inputsRequest({ game: 'slot', serverSeed: seed, serverSeedHash: '', clientSeed: 'c', nonce: '-1' })).toBeNull();
  });

  it('refuses an incomplete form without a call', () => {
    const h = start();
    h.actor.send({ type: 'fairness.submitted' });
    expect(selectIsIncomplete(h.snapshot())).toBe(true);
    expect(h.requests).toEqual([]);
  });

  it('verifies typed-in seeds and shows the recomputed outcome', async () => {
    const h = start();
    fill(h.actor);
    h.actor.send({ type: 'fairness.submitted' });
    expect(selectIsBusy(h.snapshot())).toBe(true);
    expect(h.requests).toEqual([{ game: 'roulette', serverSeed: seed, serverSeedHash: hash, clientSeed: 'my-seed', nonce: 7 }]);
    await h.settle().resolve(verification);
    expect(selectResult(h.snapshot())).toEqual(verification);
    h.actor.send({ type: 'fairness.field.changed', field: 'nonce', value: '8' });
    expect(selectResult(h.snapshot())).toBeNull();
  });

  it('typed-in seeds are verified with no session needed (guests too)', () => {
    const h = start();
    fill(h.actor);
    h.actor.send({ type: 'fairness.submitted' });
    expect(h.requests).toHaveLength(1);
    expect(h.requests[0]).not.toHaveProperty('roundId');
  });

  it('a round from the history is verified at once and fills the form', async () => {
    const h = start({ roundId: 'studio:1' });
    expect(h.requests).toEqual([{ roundId: 'studio:1' }]);
    await h.settle().resolve(verification);
    expect(selectValues(h.snapshot())).toEqual({ game: 'roulette', serverSeed: seed, serverSeedHash: hash, clientSeed: 'my-seed', nonce: '7' });
  });

  it('shows the server message when verification is refused', async () => {
    const h = start({ roundId: 'studio:1' });
    await h.settle().reject(new ApiError('Sunucu tohumu henüz açıklanmadı', 400));
    expect(selectError(h.snapshot())).toBe('Sunucu tohumu henüz açıklanmadı');
  });
});

describe('fairness machine: generated paths', () => {
  const events = (): FairnessEvent[] =>
    [
      { type: 'fairness.field.changed', field: 'serverSeed', value: seed },
      { type: 'fairness.field.changed', field: 'clientSeed', value: 'c' },
      { type: 'fairness.field.changed', field: 'nonce', value: '1' },
      { type: 'fairness.game.changed', game: 'crash' },
      { type: 'fairness.submitted' },
      { type: 'xstate.done.actor.0.fairness.verifyingRound', output: verification },
      { type: 'xstate.error.actor.0.fairness.verifyingRound', error: new ApiError('x', 400) },
      { type: 'xstate.done.actor.0.fairness.verifying', output: verification },
      { type: 'xstate.error.actor.0.fairness.verifying', error: new ApiError('x', 400) },
    ] as FairnessEvent[];
  const machine = fairnessMachine.provide({ actors: { verifyRound: pending as never } });
  const suites = [
    { roundId: null },
    { roundId: 'studio:1' },
  ].map(({ roundId }) =>
    generatePaths(machine, {
      events,
      input: () => ({ roundId }),
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, Object.values(snapshot.context.values).map((value) => value !== ''), snapshot.context.values.game]),
    }),
  );
  testEveryPath(fairnessMachine, suites);
});
