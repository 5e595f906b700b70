// One place that knows which model prices, draws and settles each sport (football, basketball, tennis) and
// the league outrights, so the feed, settlement and the verifier dispatch by the event's sport and kind.
import type { LegResult } from '../../common/sports/settlement';
import { basketballMarkets, basketballMeans, drawBasketball, settleBasketballOutcome } from './basketball';
import type { FeedMarket } from './feed';
import { footballMarkets, settleFootballOutcome, type FairMarket, type MatchResult } from './football';
import { priceMarket } from './margin';
import { drawMatch, goalRates, uniform } from './simulator';
import { drawTennis, servePointRates, settleTennisOutcome, tennisMarkets } from './tennis';

export type Strength = { attack: number; defence: number };

/** The model's two parameters from the teams' strengths: goal rates, expected points, serve-point probabilities. */
export function ratesFor(sport: string, home: Strength, away: Strength): { homeRate: number; awayRate: number } {
  if (sport === 'basketball') return basketballMeans(home, away);
  if (sport === 'tennis') return servePointRates(home, away);
  return goalRates(home, away);
}

export function fairMarketsFor(sport: string, homeRate: number, awayRate: number): FairMarket[] {
  if (sport === 'basketball') return basketballMarkets(homeRate, awayRate);
  if (sport === 'tennis') return tennisMarkets(homeRate, awayRate);
  return footballMarkets(homeRate, awayRate);
}

/** Fair markets with the margin applied, as the feed's odds_change carries them. */
export function pricedMarkets(markets: FairMarket[], margin: number): FeedMarket[] {
  return markets.map((m) => ({
    type: m.type,
    specifiers: m.specifiers,
    group: m.group,
    status: 'active' as const,
    outcomes: priceMarket(m, margin).map((o) => ({ code: o.code, odds: o.odds, probability: o.probability, active: true })),
  }));
}

/** A match's result from its committed seeds (what the simulator plays and the verifier recomputes). */
export function drawResult(sport: string, serverSeed: string, clientSeed: string, homeRate: number, awayRate: number): MatchResult {
  const u = (label: string) => uniform(serverSeed, clientSeed, label);
  if (sport === 'basketball') return drawBasketball(u, homeRate, awayRate);
  if (sport === 'tennis') return drawTennis(u, homeRate, awayRate);
  return drawMatch(serverSeed, clientSeed, homeRate, awayRate);
}

/** One outcome's result under its market's rule; the market type says the sport. */
export function settleOutcome(sport: string, type: string, specifiers: string, code: string, result: MatchResult): LegResult {
  if (type === 'outright_winner') return result.winner ? (code === result.winner ? 'won' : 'lost') : 'void';
  if (sport === 'basketball') return settleBasketballOutcome(type, specifiers, code, result);
  if (sport === 'tennis') return settleTennisOutcome(type, specifiers, code, result);
  return settleFootballOutcome(type, specifiers, code, result);
}
