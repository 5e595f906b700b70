// The bet slip's I/O: placing its bets (placeBets, with an Idempotency-Key header), and the pure
// step that turns the slip into the request's bets with what still stops them.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import { tryFromKurus } from '../shared/money';
import { betView } from '../sportsbook/sportsbook.actors';
import type { BetView } from '../sportsbook/sportsbook.types';
import { type LineProblem, linesToPlace, slipLines, type SlipState } from './bet-slip.lines';
import type { OddsChangeSetting, PriceUpdate } from './bet-slip.rules';

export interface PlaceBet {
  type: 'single' | 'accumulator' | 'system';
  system?: string;
  /** TRY, two decimals (per combination for a system). */
  stake: number;
  selections: Array<{ eventId: string; marketId: string; outcomeId: string; odds: number }>;
}

/** The request's bets, and why the slip cannot be placed yet (nothing when it can). */
export function slipBets(state: SlipState): { bets: PlaceBet[]; problems: LineProblem[] } {
  const { lines, block } = slipLines(state);
  const placing = linesToPlace(lines);
  const problems = [...(block ? [block] : []), ...placing.flatMap((line) => line.problems)];
  if (placing.length === 0) problems.push('stakeMissing');
  const bets = placing.map((line) => ({
    type: line.type,
    ...(line.system ? { system: line.system } : {}),
    stake: tryFromKurus(line.stake ?? 0),
    selections: line.selections.map((selection) => ({
      eventId: selection.eventId,
      marketId: selection.marketId,
      outcomeId: selection.outcomeId,
      odds: selection.odds,
    })),
  }));
  return { bets, problems: [...new Set(problems)] };
}

export interface PlaceInput {
  /** One key per attempt: the server answers a repeated key with the first result. */
  key: string;
  oddsChange: OddsChangeSetting;
  bets: PlaceBet[];
}

export type PlaceOutcome =
  /** Placed: a live bet is `pending` for its delay (`delaySeconds`), the others are taken at once. */
  | { kind: 'accepted'; message: string; bets: Array<{ id: string; status: string; delaySeconds?: number }> }
  /** A price moved beyond the setting or a selection closed: nothing was placed; the selections' prices now. */
  | { kind: 'pricesChanged'; message: string; prices: PriceUpdate[] };

/** placeBets: 200 with `accepted` (placed) or not (prices moved, a selection closed); a 400 (limits, balance) throws. */
const placeBets = (api: ApiClient) => fromPromise<PlaceOutcome, PlaceInput>(async ({ input, signal }) => {
  const body = unwrap(
    await api.POST('/sports/bets', {
      params: { header: { 'Idempotency-Key': input.key } },
      body: { oddsChange: input.oddsChange, bets: input.bets },
      signal,
    }),
  );
  const result = body.data;
  if (result.accepted)
    return {
      kind: 'accepted',
      message: body.message,
      bets: result.bets.map((bet) =>
        bet.status === 'pending' && bet.acceptAt ? { id: bet.id, status: bet.status, delaySeconds: delayOf(bet.placedAt, bet.acceptAt) } : { id: bet.id, status: bet.status },
      ),
    };
  return {
    kind: 'pricesChanged',
    message: body.message,
    prices: result.changes.map((change) => ({
      eventId: change.eventId,
      marketId: change.marketId,
      outcomeId: change.outcomeId,
      // A closed selection has no price: it keeps the one asked for and shows as suspended.
      odds: change.odds ?? change.requestedOdds,
      suspended: change.status !== 'active',
    })),
  };
});

/** A live bet's delay in whole seconds, from the server's own two times (no clock skew). */
export function delayOf(placedAt: string, acceptAt: string): number {
  const ms = new Date(acceptAt).getTime() - new Date(placedAt).getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
}

/** The pending live bets as the book has them now (getMyBet each): decided ones are accepted or refused. */
const checkBets = (api: ApiClient) => fromPromise<BetView[], { ids: string[] }>(async ({ input, signal }) =>
  Promise.all(
    input.ids.map(async (betId) => betView(unwrap(await api.GET('/sports/bets/{betId}', { params: { path: { betId } }, signal })).data)),
  ),
);

/** The slip's I/O, closing over the API client the app edge provides. */
export const betSlipActors = (api: ApiClient) => ({
  placeBets: placeBets(api),
  checkBets: checkBets(api),
});
