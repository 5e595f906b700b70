// League outrights (football): "who wins the league" over a simulated double round-robin season between the
// league's teams, drawn from the outright's own committed seed when it closes, so it is provably fair like
// a match. Every pairing is a match drawn by drawMatch (server/sports/simulator.ts) with the client seed
// `${clientSeed}:${homeId}-${awayId}`; the table ranks by points (3/1/0), goal difference, goals scored,
// then a drawn tiebreak number u(`tiebreak:${teamId}`) (higher first), so there is never a dead heat.
// Prices: the probability of each team winning is the frequency over 5,000 seasons played with a
// deterministic generator seeded by the event id (the same Poisson goals), with the margin weighted ×2.
import { createHash } from 'node:crypto';
import type { FairMarket } from './football';
import { drawMatch, goalRates, uniform } from './simulator';

export interface OutrightTeam {
  id: string;
  attack: number;
  defence: number;
}

export const OUTRIGHT_SEASONS = 5_000;

interface Row {
  id: string;
  points: number;
  gf: number;
  ga: number;
  tiebreak: number;
}

function rank(rows: Row[]): Row[] {
  return [...rows].sort((x, y) => y.points - x.points || y.gf - y.ga - (x.gf - x.ga) || y.gf - x.gf || y.tiebreak - x.tiebreak);
}

function record(rows: Map<string, Row>, home: string, away: string, h: number, a: number) {
  const rh = rows.get(home)!;
  const ra = rows.get(away)!;
  rh.gf += h;
  rh.ga += a;
  ra.gf += a;
  ra.ga += h;
  if (h > a) rh.points += 3;
  else if (h < a) ra.points += 3;
  else {
    rh.points += 1;
    ra.points += 1;
  }
}

export interface DrawnSeason {
  winner: string;
  table: Row[];
}

/** The season from the outright's seeds: the same inputs always give the same table. */
export function drawSeason(serverSeed: string, clientSeed: string, teams: OutrightTeam[]): DrawnSeason {
  const rows = new Map(teams.map((t) => [t.id, { id: t.id, points: 0, gf: 0, ga: 0, tiebreak: uniform(serverSeed, clientSeed, `tiebreak:${t.id}`) }]));
  for (const home of teams)
    for (const away of teams) {
      if (home.id === away.id) continue;
      const { homeRate, awayRate } = goalRates(home, away);
      const m = drawMatch(serverSeed, `${clientSeed}:${home.id}-${away.id}`, homeRate, awayRate);
      record(rows, home.id, away.id, m.ft.home, m.ft.away);
    }
  const table = rank([...rows.values()]);
  return { winner: table[0]!.id, table };
}

/** mulberry32: a small deterministic generator for the pricing's Monte Carlo (not for results). */
function generator(seedText: string): () => number {
  let a = createHash('sha256').update(seedText).digest().readUInt32BE(0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poissonSample(rand: () => number, rate: number): number {
  const limit = Math.exp(-rate);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k += 1;
    p *= rand();
  }
  return k;
}

/** Each team's probability of winning the league, from `seasons` Monte Carlo seasons. */
export function winProbabilities(teams: OutrightTeam[], pricingSeed: string, seasons = OUTRIGHT_SEASONS): Map<string, number> {
  const rand = generator(pricingSeed);
  const wins = new Map(teams.map((t) => [t.id, 0]));
  const rates = teams.flatMap((home) => teams.filter((a) => a.id !== home.id).map((away) => ({ home: home.id, away: away.id, ...goalRates(home, away) })));
  for (let s = 0; s < seasons; s += 1) {
    const rows = new Map(teams.map((t) => [t.id, { id: t.id, points: 0, gf: 0, ga: 0, tiebreak: rand() }]));
    for (const r of rates) record(rows, r.home, r.away, poissonSample(rand, r.homeRate), poissonSample(rand, r.awayRate));
    const winner = rank([...rows.values()])[0]!.id;
    wins.set(winner, wins.get(winner)! + 1);
  }
  // A team that never won in the sample still gets a price (half a win), then the rest is renormalised.
  const raw = teams.map((t) => Math.max(wins.get(t.id)!, 0.5));
  const total = raw.reduce((s, x) => s + x, 0);
  return new Map(teams.map((t, i) => [t.id, raw[i]! / total]));
}

/** The outright's one market: the league winner, one outcome per team (its code is the team's id). */
export function outrightMarkets(teams: OutrightTeam[], pricingSeed: string): FairMarket[] {
  const p = winProbabilities(teams, pricingSeed);
  return [
    {
      type: 'outright_winner',
      specifiers: '',
      group: 'outright',
      marginWeight: 2,
      outcomes: teams.map((t) => ({ code: t.id, probability: p.get(t.id)!, fairOdds: 1 / p.get(t.id)! })),
    },
  ];
}
