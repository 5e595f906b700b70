// The bet slip's I/O: placing its bets (placeBets, with an Idempotency-Key header), and the pure
// step that turns the slip into the request's bets with what still stops them.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import { tryFromKurus } from '../shared/money';
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
  api: ApiClient;
  /** One key per attempt: the server answers a repeated key with the first result. */
  key: string;
  oddsChange: OddsChangeSetting;
  bets: PlaceBet[];
}

export type PlaceOutcome =
  | { kind: 'accepted'; message: string; bets: Array<{ id: string; status: string }> }
  /** The book's prices moved beyond the setting: nothing was placed, these are the prices offered. */
  | { kind: 'pricesChanged'; message: string; prices: PriceUpdate[] };

export const placeBets = fromPromise<PlaceOutcome, PlaceInput>(async ({ input, signal }) => {
  const body = unwrap(
    await input.api.POST('/sports/bets' as never, {
      body: { oddsChange: input.oddsChange, bets: input.bets },
      headers: { 'Idempotency-Key': input.key },
      signal,
    } as never),
  ) as { message: string; data: { bets: Array<{ id: string; status: string }> } };
  return { kind: 'accepted', message: body.message, bets: body.data.bets };
});
