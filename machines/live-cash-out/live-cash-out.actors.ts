// Cash out's I/O (issue 18): the bet's quote (getCashOutQuote), cashing out fully or partly for the
// quote seen (cashOutBet, with an Idempotency-Key), and the auto cash-out value (setAutoCashOut).
// Amounts are kuruş here; TRY at the API edge.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { kurusFromTry, tryFromKurus } from '../shared/money';
import { betView } from '../sportsbook/sportsbook.actors';
import type { BetView } from '../sportsbook/sportsbook.types';

type Schemas = components['schemas'];

export type QuoteReason = NonNullable<Schemas['SportsCashOutQuote']['reason']>;
export type CashOutRefusal = NonNullable<Schemas['CashOutResult']['reason']>;

export interface QuoteView {
  available: boolean;
  reason: QuoteReason | null;
  /** Kuruş: the whole bet's value now (null when not offered). */
  amount: number | null;
  minPartial: number;
  stake: number;
  token: string | null;
  autoCashOut: number | null;
}

export function quoteView(quote: Schemas['SportsCashOutQuote']): QuoteView {
  return {
    available: quote.available,
    reason: quote.reason,
    amount: quote.amount === null ? null : kurusFromTry(quote.amount),
    minPartial: kurusFromTry(quote.minPartial),
    stake: kurusFromTry(quote.stake),
    token: quote.token,
    autoCashOut: quote.autoCashOut === null ? null : kurusFromTry(quote.autoCashOut),
  };
}

const loadQuote = (api: ApiClient) => fromPromise<QuoteView, { betId: string }>(async ({ input, signal }) =>
  quoteView(unwrap(await api.GET('/sports/bets/{betId}/cash-out', { params: { path: { betId: input.betId } }, signal })).data),
);

export type CashOutOutcome =
  | { kind: 'done'; bet: BetView; amount: number; message: string }
  /** Refused (expired or changed quote, a suspended market…): the new quote when there is one. */
  | { kind: 'refused'; reason: CashOutRefusal | null; quote: QuoteView | null; bet: BetView; message: string };

export interface CashOutInput {
  betId: string;
  key: string;
  token: string;
  /** Kuruş. */
  amount: number;
}

const cashOut = (api: ApiClient) => fromPromise<CashOutOutcome, CashOutInput>(async ({ input, signal }) => {
  const body = unwrap(
    await api.POST('/sports/bets/{betId}/cash-out', {
      params: { path: { betId: input.betId }, header: { 'Idempotency-Key': input.key } },
      body: { token: input.token, amount: tryFromKurus(input.amount) },
      signal,
    }),
  );
  const result = body.data;
  if (result.cashedOut) return { kind: 'done', bet: betView(result.bet), amount: input.amount, message: body.message };
  return { kind: 'refused', reason: result.reason, quote: result.quote ? quoteView(result.quote) : null, bet: betView(result.bet), message: body.message };
});

const saveAutoCashOut = (api: ApiClient) => fromPromise<QuoteView, { betId: string; threshold: number | null }>(async ({ input, signal }) =>
  quoteView(
    unwrap(
      await api.PUT('/sports/bets/{betId}/auto-cash-out', {
        params: { path: { betId: input.betId } },
        body: { threshold: input.threshold === null ? null : tryFromKurus(input.threshold) },
        signal,
      }),
    ).data,
  ),
);

/** The cash out's I/O, closing over the API client the app edge provides. */
export const liveCashOutActors = (api: ApiClient) => ({
  loadQuote: loadQuote(api),
  cashOut: cashOut(api),
  saveAutoCashOut: saveAutoCashOut(api),
});
