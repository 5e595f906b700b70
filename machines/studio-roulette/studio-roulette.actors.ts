// The roulette's I/O: one spin of the placed bets through the typed client (roulette/spin), money in kuruş.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { kurusFromTry, tryFromKurus } from '../shared/money';

export type RouletteBetKind = components['schemas']['StudioRouletteBetKind'];
export type RouletteOutcome = components['schemas']['StudioRouletteOutcome'];

/** A bet on the table: what it covers and its amount in kuruş. */
export interface PlacedBet {
  kind: RouletteBetKind;
  numbers?: number[];
  index?: 1 | 2 | 3;
  amount: number;
}

export interface RouletteRound {
  bet: number;
  win: number;
  balance: number;
  nonce: number | null;
  outcome: RouletteOutcome;
}

const spinRoulette = (api: ApiClient) => fromPromise<RouletteRound, { token: string; bets: PlacedBet[] }>(async ({ input, signal }) => {
  const bets = input.bets.map(({ amount, ...bet }) => ({ ...bet, amount: tryFromKurus(amount) }));
  const { data } = unwrap(await api.POST('/studio/roulette/spin', { body: { token: input.token, requestId: crypto.randomUUID(), bets }, signal }));
  if (!data.outcome || data.outcome.game !== 'roulette') throw new Error('The spin answered no roulette outcome');
  return { bet: kurusFromTry(data.bet), win: kurusFromTry(data.win), balance: kurusFromTry(data.balance), nonce: data.fairness.nonce, outcome: data.outcome };
});

/** The roulette's I/O, closing over the API client the page provides. */
export const studioRouletteActors = (api: ApiClient) => ({
  spinRoulette: spinRoulette(api),
});
