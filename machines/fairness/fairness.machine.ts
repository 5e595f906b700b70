// The verification page (issue 6): server seed, its SHA-256 hash, client seed, nonce and game are
// sent to verifyStudioRound, which recomputes the outcome and says whether the hash matches (and, for
// a recorded round, whether the recomputed outcome is the one recorded and paid). Opened from a round
// of the game history it verifies that round at once (a player's own round); typed-in seeds need no
// session, so guests verify too and fills the fields with its revealed seeds.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { fairnessActors, type StudioGame, type StudioVerification, type VerifyRequest } from './fairness.actors';

export type FairnessField = 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce';

export interface FairnessValues {
  game: StudioGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

export interface FairnessInput {
  /** A round of the player to verify at once (from the game history). */
  roundId: string | null;
}

export interface FairnessContext extends FairnessInput {
  values: FairnessValues;
  result: StudioVerification | null;
  error: string | null;
  /** The last submit lacked a required field. */
  incomplete: boolean;
}

export type FairnessEvent =
  | { type: 'fairness.field.changed'; field: FairnessField; value: string }
  | { type: 'fairness.game.changed'; game: StudioGame }
  | { type: 'fairness.submitted' };

const HEX64 = /^[0-9a-f]{64}$/;

/** The typed-in request, or null when a required field is missing or malformed. */
export function inputsRequest(values: FairnessValues): VerifyRequest | null {
  const serverSeed = values.serverSeed.trim().toLowerCase();
  const hash = values.serverSeedHash.trim().toLowerCase();
  const clientSeed = values.clientSeed.trim();
  const nonce = Number(values.nonce.trim());
  if (!HEX64.test(serverSeed) || clientSeed === '' || values.nonce.trim() === '' || !Number.isInteger(nonce) || nonce < 0) return null;
  if (hash !== '' && !HEX64.test(hash)) return null;
  return { game: values.game, serverSeed, clientSeed, nonce, ...(hash ? { serverSeedHash: hash } : {}) };
}

const emptyValues: FairnessValues = { game: 'slot', serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '' };

export const fairnessMachine = setup({
  types: {
    input: {} as FairnessInput,
    context: {} as FairnessContext,
    events: {} as FairnessEvent,
  },
  // Provided at the app edge with the player's API client: fairnessActors(api).
  actors: fairnessActors(apiNotProvided('fairness')),
  guards: {
    'has round': ({ context }) => context.roundId !== null,
    'is incomplete': ({ context }) => inputsRequest(context.values) === null,
  },
  actions: {
    'set field': assign(({ context, event }) =>
      event.type === 'fairness.field.changed' ? { values: { ...context.values, [event.field]: event.value }, incomplete: false } : {},
    ),
    'set game': assign(({ context, event }) =>
      event.type === 'fairness.game.changed' ? { values: { ...context.values, game: event.game }, incomplete: false } : {},
    ),
    'mark incomplete': assign({ incomplete: true }),
    'store result': assign((_, params: { result: StudioVerification }) => ({ result: params.result, error: null })),
    // The round's revealed seeds become the form's values, so the player can change and recompute them.
    'fill from result': assign((_, params: { result: StudioVerification }) => ({
      values: {
        game: params.result.game,
        serverSeed: params.result.serverSeed,
        serverSeedHash: params.result.serverSeedHash,
        clientSeed: params.result.clientSeed,
        nonce: String(params.result.nonce),
      },
    })),
    'store error': assign((_, params: { error: unknown }) => ({
      result: null,
      error: params.error instanceof Error ? params.error.message : '',
    })),
    'forget outcome': assign({ result: null, error: null }),
  },
}).createMachine({
  id: 'fairness',
  context: ({ input }) => ({ ...input, values: emptyValues, result: null, error: null, incomplete: false }),
  initial: 'starting',
  on: {
    'fairness.field.changed': { target: '.editing', actions: ['set field', 'forget outcome'] },
    'fairness.game.changed': { target: '.editing', actions: ['set game', 'forget outcome'] },
    'fairness.submitted': [
      { guard: 'is incomplete', target: '.editing', actions: 'mark incomplete' },
      { target: '.verifying' },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'has round', target: 'verifyingRound' }, { target: 'editing' }],
    },
    verifyingRound: {
      tags: ['busy'],
      invoke: {
        src: 'verifyRound',
        input: ({ context }) => ({ request: { roundId: context.roundId ?? '' } }),
        onDone: {
          target: 'verified',
          actions: [
            { type: 'store result', params: ({ event }) => ({ result: event.output }) },
            { type: 'fill from result', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'store error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    editing: {},
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'verifyRound',
        input: ({ context }) => ({ request: inputsRequest(context.values)! }),
        onDone: { target: 'verified', actions: { type: 'store result', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed', actions: { type: 'store error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    verified: {},
    failed: { tags: ['failed'] },
  },
});
