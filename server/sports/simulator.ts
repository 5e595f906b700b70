// The built-in feed's match engine, provably fair like the studio's games: each event gets a random
// server seed whose SHA-256 is published when the event is created (before the first bet); the match is
// drawn from HMAC-SHA256(server seed, client seed : label) and the seed is revealed after settlement, so
// anyone can recompute the result (docs/sportsbook.md has the algorithm; verifySportsEvent runs it).
//
// Goals: each half's goals for each side are Poisson(rate / 2), drawn by inverting the Poisson CDF at a
// uniform number; each goal's minute is uniform within its half. The sum of two halves is Poisson(rate),
// exactly the model the prices come from (server/sports/football.ts).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { MatchResult } from './football';

export interface GoalEvent {
  minute: number;
  side: 'home' | 'away';
}

export interface DrawnMatch extends MatchResult {
  timeline: GoalEvent[];
}

export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: sha256(seed) };
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A uniform number in [0, 1) from the first 52 bits of HMAC-SHA256(serverSeed, `${clientSeed}:${label}`). */
export function uniform(serverSeed: string, clientSeed: string, label: string): number {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${label}`).digest();
  const high = digest.readUInt32BE(0) >>> 12; // 20 bits
  const low = digest.readUInt32BE(4); // 32 bits
  return (high * 2 ** 32 + low) / 2 ** 52;
}

/** The smallest k with P(X ≤ k) > u for X ~ Poisson(rate). */
export function poissonInverse(u: number, rate: number): number {
  let k = 0;
  let p = Math.exp(-rate);
  let cdf = p;
  while (u >= cdf && k < 30) {
    k += 1;
    p *= rate / k;
    cdf += p;
  }
  return k;
}

/** The whole match from its seeds and rates: the same inputs always give the same match. */
export function drawMatch(serverSeed: string, clientSeed: string, homeRate: number, awayRate: number): DrawnMatch {
  const timeline: GoalEvent[] = [];
  const score = { home: 0, away: 0 };
  let ht = { home: 0, away: 0 };
  for (const halfIndex of [1, 2] as const) {
    for (const side of ['home', 'away'] as const) {
      const rate = (side === 'home' ? homeRate : awayRate) / 2;
      const goals = poissonInverse(uniform(serverSeed, clientSeed, `h${halfIndex}:${side}:goals`), rate);
      for (let g = 0; g < goals; g += 1) {
        const minute = (halfIndex - 1) * 45 + 1 + Math.floor(uniform(serverSeed, clientSeed, `h${halfIndex}:${side}:goal${g}`) * 45);
        timeline.push({ minute, side });
      }
      score[side] += goals;
    }
    if (halfIndex === 1) ht = { ...score };
  }
  timeline.sort((a, b) => a.minute - b.minute || (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1));
  return { ft: { ...score }, ht, timeline };
}

/**
 * Goal rates from team strengths (Maher's model): home λ = base × home advantage × attack(home) ×
 * defence(away), away μ = base × attack(away) × defence(home), where attack > 1 scores more than the
 * league's average and defence > 1 concedes more.
 */
export function goalRates(home: { attack: number; defence: number }, away: { attack: number; defence: number }, base = 1.3, homeAdvantage = 1.15) {
  return {
    homeRate: round3(base * homeAdvantage * home.attack * away.defence),
    awayRate: round3(base * away.attack * home.defence),
  };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
