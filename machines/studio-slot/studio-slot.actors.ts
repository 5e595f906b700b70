// The slot's I/O: one spin through the typed client (slot/spin), its money turned into kuruş. A fresh
// request id per spin: a retry of the same call would answer the same round and move no money twice.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { kurusFromTry, tryFromKurus } from '../shared/money';

export type SlotSpin = components['schemas']['StudioSlotSpin'];
export type SlotOutcome = components['schemas']['StudioSlotOutcome'];

export interface SlotRound {
  roundId: string;
  /** Stake, win and balance after the round, in kuruş. */
  bet: number;
  win: number;
  balance: number;
  nonce: number | null;
  outcome: SlotOutcome;
}

const spinSlot = (api: ApiClient) => fromPromise<SlotRound, { token: string; bet: number }>(async ({ input, signal }) => {
  const { data } = unwrap(
    await api.POST('/studio/slot/spin', { body: { token: input.token, requestId: crypto.randomUUID(), bet: tryFromKurus(input.bet) }, signal }),
  );
  if (!data.outcome || data.outcome.game !== 'slot') throw new Error('The spin answered no slot outcome');
  return {
    roundId: data.roundId,
    bet: kurusFromTry(data.bet),
    win: kurusFromTry(data.win),
    balance: kurusFromTry(data.balance),
    nonce: data.fairness.nonce,
    outcome: data.outcome,
  };
});

/** The slot's I/O, closing over the API client the page provides. */
export const studioSlotActors = (api: ApiClient) => ({
  spinSlot: spinSlot(api),
});
