// Cash out of one open bet in My bets (issue 18), one actor per bet spawned by the sportsbook: the
// quote is asked at once and again every few seconds (a quote holds ~5 s on the server), shown while it
// is offered, or why not (a market suspended, the bet still pending…). The player cashes out fully or
// types a part; a refused cash out (the quote expired or changed) shows the new quote. A cash out done
// refreshes the header's balance; the full one ends with what was paid and when. The auto cash-out
// value is a second region: typed, saved (setAutoCashOut) or cleared.
import { assign, setup } from 'xstate';
import { parseStake } from '../bet-slip/bet-slip.rules';
import type { BetView } from '../sportsbook/sportsbook.types';
import { apiNotProvided } from '../shared/api-dependency';
import { type CashOutInput, type CashOutOutcome, liveCashOutActors, type QuoteView } from './live-cash-out.actors';

export interface LiveCashOutInput {
  bet: BetView;
  newKey: () => string;
}

export interface LiveCashOutContext {
  newKey: () => string;
  bet: BetView;
  quote: QuoteView | null;
  /** The partial amount as typed. */
  amountText: string;
  /** The auto cash-out value as typed. */
  autoText: string;
  /** One key per cash-out attempt. */
  attemptKey: string | null;
  /** Kuruş asked for in the attempt on its way. */
  asking: number;
  /** Why the last cash out was refused (the contract's reason), or the server's message. */
  refusal: string | null;
  /** What the last part paid, or once cashed out in full what the bet paid in all (kuruş), and when. */
  paid: { amount: number; at: string } | null;
}

export type LiveCashOutEvent =
  | { type: 'cashOut.amount.changed'; text: string }
  | { type: 'cashOut.full' }
  | { type: 'cashOut.partial' }
  | { type: 'cashOut.auto.changed'; text: string }
  | { type: 'cashOut.auto.saved' }
  | { type: 'cashOut.auto.cleared' }
  /** The bet as the hub pushed it (a decision, a cash out, an auto cash out). */
  | { type: 'cashOut.bet.updated'; bet: BetView };

/** The typed part in kuruş when it is one the quote allows (at least the least part, less than all). */
export function partialAmount(context: Pick<LiveCashOutContext, 'amountText' | 'quote'>): number | null {
  const amount = parseStake(context.amountText);
  const quote = context.quote;
  if (amount === null || !quote?.available || quote.amount === null) return null;
  return amount >= quote.minPartial && amount < quote.amount ? amount : null;
}

const lastCashOut = (bet: BetView) => bet.cashOuts?.at(-1) ?? null;

export const liveCashOutMachine = setup({
  types: {
    input: {} as LiveCashOutInput,
    context: {} as LiveCashOutContext,
    events: {} as LiveCashOutEvent,
  },
  // Provided at the app edge with the player's API client: liveCashOutActors(api).
  actors: liveCashOutActors(apiNotProvided('liveCashOut')),
  delays: {
    // A quote holds about five seconds: asked again before it lapses.
    'quote refresh': 3_000,
    'retry pause': 5_000,
  },
  guards: {
    'quote is offered': (_, params: { quote: QuoteView }) => params.quote.available && params.quote.amount !== null && params.quote.token !== null,
    'part is allowed': ({ context }) => partialAmount(context) !== null,
    'was cashed out in full': (_, params: { outcome: CashOutOutcome }) => params.outcome.kind === 'done' && params.outcome.bet.status === 'cashed_out',
    'was cashed out in part': (_, params: { outcome: CashOutOutcome }) => params.outcome.kind === 'done',
    'refused with an offer': (_, params: { outcome: CashOutOutcome }) => params.outcome.kind === 'refused' && !!params.outcome.quote?.available,
    'bet is cashed out': ({ event }) => event.type === 'cashOut.bet.updated' && event.bet.status === 'cashed_out',
    'auto value is typed': ({ context }) => parseStake(context.autoText) !== null && (parseStake(context.autoText) ?? 0) > 0,
  },
  actions: {
    'store quote': assign((_, params: { quote: QuoteView }) => ({ quote: params.quote })),
    'set amount': assign(({ event }) => (event.type === 'cashOut.amount.changed' ? { amountText: event.text } : {})),
    'set auto text': assign(({ event }) => (event.type === 'cashOut.auto.changed' ? { autoText: event.text } : {})),
    'ask for all': assign(({ context }) => ({ asking: context.quote?.amount ?? 0, attemptKey: context.attemptKey ?? context.newKey(), refusal: null })),
    'ask for the part': assign(({ context }) => ({ asking: partialAmount(context) ?? 0, attemptKey: context.attemptKey ?? context.newKey(), refusal: null })),
    'store cash out': assign((_, params: { outcome: CashOutOutcome }) => {
      const last = lastCashOut(params.outcome.bet);
      return {
        bet: params.outcome.bet,
        attemptKey: null,
        amountText: '',
        // A part shows what it paid; the full one what the bet paid in all (its earlier parts included).
        paid:
          params.outcome.kind === 'done'
            ? { amount: params.outcome.bet.status === 'cashed_out' ? (params.outcome.bet.payout ?? params.outcome.amount) : params.outcome.amount, at: last?.at ?? new Date(0).toISOString() }
            : null,
      };
    }),
    'store refusal': assign((_, params: { outcome: CashOutOutcome }) =>
      params.outcome.kind === 'refused'
        ? { bet: params.outcome.bet, quote: params.outcome.quote, refusal: params.outcome.reason ?? params.outcome.message, attemptKey: null }
        : {},
    ),
    'store failure': assign((_, params: { message: string }) => ({ refusal: params.message })),
    'store pushed bet': assign(({ event }) => {
      if (event.type !== 'cashOut.bet.updated') return {};
      const last = lastCashOut(event.bet);
      return { bet: event.bet, ...(event.bet.status === 'cashed_out' && last ? { paid: { amount: event.bet.payout ?? last.amount, at: last.at } } : {}) };
    }),
    // UI effect provided at the app edge: the header's balance follows (the hub's Balance usually beats it).
    'refresh balance': () => {},
  },
}).createMachine({
  id: 'liveCashOut',
  context: ({ input }) => ({
    newKey: input.newKey,
    bet: input.bet,
    quote: null,
    amountText: '',
    autoText: '',
    attemptKey: null,
    asking: 0,
    refusal: null,
    paid: null,
  }),
  type: 'parallel',
  states: {
    offer: {
      initial: 'quoting',
      on: {
        'cashOut.amount.changed': { actions: 'set amount' },
        'cashOut.bet.updated': [
          { guard: 'bet is cashed out', target: '.cashedOut', actions: ['store pushed bet', 'refresh balance'] },
          { actions: 'store pushed bet' },
        ],
      },
      states: {
        quoting: {
          invoke: {
            id: 'loadQuote',
            src: 'loadQuote',
            input: ({ context }) => ({ betId: context.bet.id }),
            onDone: [
              {
                guard: { type: 'quote is offered', params: ({ event }) => ({ quote: event.output }) },
                target: 'offered',
                actions: { type: 'store quote', params: ({ event }) => ({ quote: event.output }) },
              },
              { target: 'unavailable', actions: { type: 'store quote', params: ({ event }) => ({ quote: event.output }) } },
            ],
            onError: { target: 'failed' },
          },
        },
        offered: {
          after: { 'quote refresh': { target: 'quoting' } },
          on: {
            'cashOut.full': { target: 'cashing', actions: 'ask for all' },
            'cashOut.partial': { guard: 'part is allowed', target: 'cashing', actions: 'ask for the part' },
          },
        },
        // Why not offered is shown (a market suspended, the bet pending…); asked again shortly.
        unavailable: { after: { 'quote refresh': { target: 'quoting' } } },
        failed: { after: { 'retry pause': { target: 'quoting' } } },
        cashing: {
          tags: ['busy'],
          invoke: {
            id: 'cashOut',
            src: 'cashOut',
            input: ({ context }): CashOutInput => ({
              betId: context.bet.id,
              key: context.attemptKey!,
              token: context.quote?.token ?? '',
              amount: context.asking,
            }),
            onDone: [
              {
                guard: { type: 'was cashed out in full', params: ({ event }) => ({ outcome: event.output }) },
                target: 'cashedOut',
                actions: [{ type: 'store cash out', params: ({ event }) => ({ outcome: event.output }) }, 'refresh balance'],
              },
              {
                guard: { type: 'was cashed out in part', params: ({ event }) => ({ outcome: event.output }) },
                target: 'quoting',
                actions: [{ type: 'store cash out', params: ({ event }) => ({ outcome: event.output }) }, 'refresh balance'],
              },
              {
                guard: { type: 'refused with an offer', params: ({ event }) => ({ outcome: event.output }) },
                target: 'offered',
                actions: { type: 'store refusal', params: ({ event }) => ({ outcome: event.output }) },
              },
              { target: 'unavailable', actions: { type: 'store refusal', params: ({ event }) => ({ outcome: event.output }) } },
            ],
            onError: {
              target: 'quoting',
              actions: { type: 'store failure', params: ({ event }) => ({ message: event.error instanceof Error ? event.error.message : String(event.error) }) },
            },
          },
        },
        // Paid in full: what was paid and when stay on the card.
        cashedOut: {},
      },
    },
    auto: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cashOut.auto.changed': { actions: 'set auto text' },
            'cashOut.auto.saved': { guard: 'auto value is typed', target: 'saving' },
            'cashOut.auto.cleared': { target: 'clearing' },
          },
        },
        saving: {
          invoke: {
            id: 'saveAutoCashOut',
            src: 'saveAutoCashOut',
            input: ({ context }) => ({ betId: context.bet.id, threshold: parseStake(context.autoText) }),
            onDone: { target: 'idle', actions: { type: 'store quote', params: ({ event }) => ({ quote: event.output }) } },
            onError: {
              target: 'idle',
              actions: { type: 'store failure', params: ({ event }) => ({ message: event.error instanceof Error ? event.error.message : String(event.error) }) },
            },
          },
        },
        clearing: {
          invoke: {
            id: 'clearAutoCashOut',
            src: 'saveAutoCashOut',
            input: ({ context }) => ({ betId: context.bet.id, threshold: null }),
            onDone: { target: 'idle', actions: [{ type: 'store quote', params: ({ event }) => ({ quote: event.output }) }, assign({ autoText: '' })] },
            onError: {
              target: 'idle',
              actions: { type: 'store failure', params: ({ event }) => ({ message: event.error instanceof Error ? event.error.message : String(event.error) }) },
            },
          },
        },
      },
    },
  },
});
