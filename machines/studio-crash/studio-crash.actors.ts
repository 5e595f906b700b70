// The crash page's I/O through the contract's typed client with the page's launch token: the shared round
// with the player's bet and the last crash points (crash/state), a bet on the round taking bets (crash/bet,
// its request id kept for a retry), the cash-out (crash/cashout; the server answers a second call with the
// same cash-out), and the page's clock (the curve is drawn on the server's clock, measured when an answer
// arrives). Every answer is the same state; its money leaves here in kuruş.
import { fromCallback, fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { kurusFromTry, tryFromKurus } from '../shared/money';

type Schemas = components['schemas'];
/** The shared round as the server pushes it (`CrashRound`) and answers it. */
export type CrashRound = Schemas['StudioCrashRound'];

export interface CrashHistoryItem {
  roundNumber: number;
  crashPoint: number;
}

/** The player's bet in a round, money in kuruş. */
export interface CrashBet {
  roundNumber: number;
  bet: number;
  autoCashOut: number | null;
  cashedOutAt: number | null;
  payout: number;
  status: 'open' | 'settled' | 'cancelled';
}

/** The state an answer carries, money in kuruş, with the local time it arrived (to set the clock). */
export interface CrashState {
  round: CrashRound;
  history: CrashHistoryItem[];
  myBet: CrashBet | null;
  balance: number;
  receivedAt: number;
}

export function crashStateOf(data: Schemas['StudioCrashState'], receivedAt: number): CrashState {
  const mine = data.myBet;
  return {
    round: data.round,
    history: data.history.map((item) => ({ roundNumber: item.roundNumber, crashPoint: item.crashPoint })),
    myBet: mine
      ? {
          roundNumber: mine.roundNumber,
          bet: kurusFromTry(mine.bet),
          autoCashOut: mine.autoCashOut,
          cashedOutAt: mine.cashedOutAt,
          payout: kurusFromTry(mine.payout),
          status: mine.status,
        }
      : null,
    balance: kurusFromTry(data.balance),
    receivedAt,
  };
}

export interface CrashCallInput {
  token: string;
}

const fetchCrashState = (api: ApiClient) => fromPromise<CrashState, CrashCallInput>(async ({ input, signal }) => {
  const { data } = unwrap(await api.POST('/studio/crash/state', { body: { token: input.token }, signal }));
  return crashStateOf(data, Date.now());
});

export interface CrashBetInput extends CrashCallInput {
  requestId: string;
  /** Kuruş. */
  bet: number;
  /** The auto cash-out multiplier, or null for none. */
  autoCashOut: number | null;
}

const placeCrashBet = (api: ApiClient) => fromPromise<CrashState, CrashBetInput>(async ({ input, signal }) => {
  const body = {
    token: input.token,
    requestId: input.requestId,
    bet: tryFromKurus(input.bet),
    ...(input.autoCashOut !== null ? { autoCashOut: input.autoCashOut } : {}),
  };
  const { data } = unwrap(await api.POST('/studio/crash/bet', { body, signal }));
  return crashStateOf(data, Date.now());
});

const cashOutCrash = (api: ApiClient) => fromPromise<CrashState, CrashCallInput>(async ({ input, signal }) => {
  const { data } = unwrap(await api.POST('/studio/crash/cashout', { body: { token: input.token }, signal }));
  return crashStateOf(data, Date.now());
});

/** The local clock, every 100 ms: the multiplier and the countdown are read from it. */
export const crashClock = fromCallback<{ type: 'clock.ticked'; at: number }>(({ sendBack }) => {
  sendBack({ type: 'clock.ticked', at: Date.now() });
  const timer = setInterval(() => sendBack({ type: 'clock.ticked', at: Date.now() }), 100);
  return () => clearInterval(timer);
});

/** The crash game's I/O, closing over the API client the page provides. */
export const studioCrashActors = (api: ApiClient) => ({
  fetchCrashState: fetchCrashState(api),
  placeCrashBet: placeCrashBet(api),
  cashOutCrash: cashOutCrash(api),
});
