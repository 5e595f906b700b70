// The studio shell's I/O: the session call that opens a game page (it also completes interrupted rounds)
// and the seed rotation of the Fairness panel, both through the contract's typed client with the page's
// launch token. Amounts come back in TRY and leave here in kuruş.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { kurusFromTry } from '../shared/money';

type Schemas = components['schemas'];
export type StudioSession = Schemas['StudioSession'];
export type StudioFairness = Schemas['StudioFairness'];

/** The bet limits in kuruş: the smallest and largest stake of a round, and the step every stake is a multiple of. */
export interface StudioLimits {
  min: number;
  max: number;
  step: number;
}

/** What the page learns when it opens: the session with its money in kuruş. */
export interface OpenedSession {
  game: string;
  gameCode: string;
  gameName: string;
  balance: number;
  fairness: StudioFairness;
  limits: StudioLimits;
  rtp: number;
  /** The round still in play (a blackjack hand waiting for a decision), as the contract answers it. */
  unfinished: Schemas['StudioRound'] | null;
}

export interface StudioCallInput {
  token: string;
}

export const limitsInKurus = (limits: Schemas['StudioBetLimits']): StudioLimits => ({
  min: kurusFromTry(limits.min),
  max: kurusFromTry(limits.max),
  step: kurusFromTry(limits.step),
});

const openSession = (api: ApiClient) => fromPromise<OpenedSession, StudioCallInput>(async ({ input, signal }) => {
  const { data } = unwrap(await api.POST('/studio/session', { body: { token: input.token }, signal }));
  return {
    game: data.game,
    gameCode: data.gameCode,
    gameName: data.gameName,
    balance: kurusFromTry(data.balance),
    fairness: data.fairness,
    limits: limitsInKurus(data.limits),
    rtp: data.rtp,
    unfinished: data.unfinished,
  };
});

export interface RotatedSeeds {
  revealed: { serverSeed: string; roundsPlayed: number };
  fairness: StudioFairness;
}

const rotateSeeds = (api: ApiClient) => fromPromise<RotatedSeeds, StudioCallInput & { clientSeed: string }>(async ({ input, signal }) => {
  const clientSeed = input.clientSeed.trim();
  const { data } = unwrap(
    await api.POST('/studio/seeds/rotate', { body: { token: input.token, ...(clientSeed ? { clientSeed } : {}) }, signal }),
  );
  return { revealed: { serverSeed: data.revealed.serverSeed, roundsPlayed: data.revealed.roundsPlayed }, fairness: data.fairness };
});

/** The shell's I/O, closing over the API client the page provides. */
export const studioShellActors = (api: ApiClient) => ({
  openSession: openSession(api),
  rotateSeeds: rotateSeeds(api),
});
