// The blackjack's I/O through the typed client: the deal (blackjack/deal, the bet taken first) and each
// decision (blackjack/action, numbered by `step` so a retried call answers the same state). The contract's
// round comes back here in kuruş, as the hand the page shows.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { kurusFromTry, tryFromKurus } from '../shared/money';

type Schemas = components['schemas'];
export type BlackjackAction = Schemas['StudioBlackjackAction'];
export type BlackjackHandResult = Schemas['StudioBlackjackHand']['result'];

/** One of the player's hands, its stake in kuruş. */
export interface BlackjackHand {
  cards: number[];
  total: number;
  soft: boolean;
  wager: number;
  doubled: boolean;
  result: BlackjackHandResult;
}

/** A hand of blackjack as the server answered it, money in kuruş. */
export interface BlackjackRound {
  roundId: string;
  status: 'open' | 'settled' | 'cancelled';
  /** Everything staked so far (doubles, splits and insurance included). */
  bet: number;
  /** Everything paid back (stakes included). */
  win: number;
  balance: number;
  nonce: number | null;
  phase: 'insurance' | 'player' | 'settled';
  /** The dealer's cards; the hole card is null until the round is settled. */
  dealer: (number | null)[];
  dealerTotal: number | null;
  hands: BlackjackHand[];
  active: number;
  insurance: 'not-offered' | 'offered' | 'taken' | 'declined';
  legalActions: BlackjackAction[];
  /** Decisions made so far: the next decision's `step`. */
  steps: number;
}

/** The contract's round as the machine keeps it; throws when the round is not a blackjack hand. */
export function blackjackRoundOf(round: Schemas['StudioRound']): BlackjackRound {
  const outcome = round.outcome;
  if (!outcome || outcome.game !== 'blackjack') throw new Error('The answer holds no blackjack hand');
  return {
    roundId: round.roundId,
    status: round.status,
    bet: kurusFromTry(round.bet),
    win: kurusFromTry(round.win),
    balance: kurusFromTry(round.balance),
    nonce: round.fairness.nonce,
    phase: outcome.phase,
    dealer: outcome.dealer,
    dealerTotal: outcome.dealerTotal,
    hands: outcome.hands.map((hand) => ({
      cards: hand.cards,
      total: hand.total,
      soft: hand.soft,
      wager: kurusFromTry(hand.wager),
      doubled: hand.doubled,
      result: hand.result,
    })),
    active: outcome.active,
    insurance: outcome.insurance,
    legalActions: outcome.legalActions,
    steps: outcome.actions.length,
  };
}

export interface DealInput {
  token: string;
  requestId: string;
  /** The bet in kuruş. */
  bet: number;
}

const dealBlackjack = (api: ApiClient) => fromPromise<BlackjackRound, DealInput>(async ({ input, signal }) => {
  const { data } = unwrap(
    await api.POST('/studio/blackjack/deal', { body: { token: input.token, requestId: input.requestId, bet: tryFromKurus(input.bet) }, signal }),
  );
  return blackjackRoundOf(data);
});

export interface ActInput {
  token: string;
  roundId: string;
  action: BlackjackAction;
  step: number;
}

const actBlackjack = (api: ApiClient) => fromPromise<BlackjackRound, ActInput>(async ({ input, signal }) => {
  const { data } = unwrap(
    await api.POST('/studio/blackjack/action', {
      body: { token: input.token, roundId: input.roundId, action: input.action, step: input.step },
      signal,
    }),
  );
  return blackjackRoundOf(data);
});

/** The table's I/O, closing over the API client the page provides. */
export const studioBlackjackActors = (api: ApiClient) => ({
  dealBlackjack: dealBlackjack(api),
  actBlackjack: actBlackjack(api),
});
