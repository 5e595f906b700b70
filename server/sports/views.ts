// What the sportsbook's reads answer, in the contract's shapes and the reader's language: the tree, event
// summaries and details with grouped markets, and bets with their legs and lines.
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import { applyRatio, productOfOdds } from '../../common/sports/odds';
import { settleBet, type LegResult } from '../../common/sports/settlement';
import { betLines } from '../../common/sports/systems';
import type { Queryable } from '../db/client';
import { sportsBetLegs, sportsBets, sportsCategories, sportsEvents, sportsLeagues, sportsMarkets, sportsOutcomes, sportsTeams } from '../db/schema/sports';
import { kurusToTry } from '../lib/money';
import { GROUP_NAMES, marketName, outcomeName, SPORT_NAMES, type Lang } from './names';
import { betExtras } from './live-bet-extras';

type S = components['schemas'];
const OPEN_STATUSES = ['scheduled', 'live'];
const GROUP_ORDER = ['main', 'goals', 'handicap', 'halves', 'score', 'outright', 'other'] as const;

const pick = (row: { nameTr: string; nameEn: string }, lang: Lang) => (lang === 'tr' ? row.nameTr : row.nameEn);

export async function sportsTree(q: Queryable, lang: Lang, liveOnly: boolean): Promise<S['SportsTree']> {
  const rows = await q
    .select({
      sport: sportsLeagues.sport,
      category: sportsCategories,
      league: sportsLeagues,
      events: count(sportsEvents.id),
      live: sql<number>`count(*) filter (where ${sportsEvents.status} = 'live')`.mapWith(Number),
    })
    .from(sportsEvents)
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsEvents.leagueId))
    .innerJoin(sportsCategories, eq(sportsCategories.id, sportsLeagues.categoryId))
    .where(inArray(sportsEvents.status, liveOnly ? ['live'] : OPEN_STATUSES))
    .groupBy(sportsLeagues.id, sportsCategories.id)
    .orderBy(asc(sportsCategories.sort), asc(sportsLeagues.rank));
  const sports: S['SportsSportNode'][] = [];
  for (const key of ['football', 'basketball', 'tennis'] as const) {
    const mine = rows.filter((r) => r.sport === key);
    if (!mine.length) continue;
    const categories: S['SportsCategoryNode'][] = [];
    for (const r of mine) {
      let cat = categories.find((c) => c.id === r.category.id);
      if (!cat) {
        cat = { id: r.category.id, name: pick(r.category, lang), countryCode: r.category.countryCode, eventCount: 0, liveCount: 0, leagues: [] };
        categories.push(cat);
      }
      cat.leagues.push({ id: r.league.id, name: pick(r.league, lang), eventCount: Number(r.events), liveCount: r.live });
      cat.eventCount += Number(r.events);
      cat.liveCount += r.live;
    }
    sports.push({
      id: key,
      name: SPORT_NAMES[key]![lang],
      eventCount: categories.reduce((s, c) => s + c.eventCount, 0),
      liveCount: categories.reduce((s, c) => s + c.liveCount, 0),
      categories,
    });
  }
  return { sports };
}

type EventRow = typeof sportsEvents.$inferSelect;

async function teamNames(q: Queryable, events: EventRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(events.flatMap((e) => [e.homeTeamId, e.awayTeamId]).filter((x): x is string => !!x))];
  // An outright's outcomes are its league's teams.
  const leagues = [...new Set(events.filter((e) => e.kind === 'outright').map((e) => e.leagueId))];
  if (!ids.length && !leagues.length) return new Map();
  const rows = await q
    .select({ id: sportsTeams.id, name: sportsTeams.name })
    .from(sportsTeams)
    .where(leagues.length ? or(inArray(sportsTeams.id, ids.length ? ids : ['']), inArray(sportsTeams.leagueId, leagues)) : inArray(sportsTeams.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function marketsOf(q: Queryable, eventIds: string[], mainOnly: boolean) {
  if (!eventIds.length) return { markets: [], outcomes: [] };
  const where = mainOnly ? and(inArray(sportsMarkets.eventId, eventIds), eq(sportsMarkets.sort, 0)) : inArray(sportsMarkets.eventId, eventIds);
  const markets = await q.select().from(sportsMarkets).where(where).orderBy(asc(sportsMarkets.sort));
  const outcomes = markets.length
    ? await q.select().from(sportsOutcomes).where(inArray(sportsOutcomes.marketId, markets.map((m) => m.id))).orderBy(asc(sportsOutcomes.sort))
    : [];
  return { markets, outcomes };
}

function marketJson(
  m: typeof sportsMarkets.$inferSelect,
  outcomes: (typeof sportsOutcomes.$inferSelect)[],
  lang: Lang,
  teams: { home: string; away: string; byId?: (teamId: string) => string },
): S['SportsMarket'] {
  return {
    id: m.id,
    type: m.type,
    specifiers: m.specifiers,
    name: marketName(m.type, m.specifiers, lang),
    group: m.group as S['SportsMarket']['group'],
    status: m.status as S['SportsMarketStatus'],
    version: m.version,
    outcomes: outcomes
      .filter((o) => o.marketId === m.id)
      .map((o) => ({
        id: o.id,
        name: outcomeName(m.type, m.specifiers, o.code, lang, teams),
        odds: o.odds / 100,
        active: o.active,
        result: (o.result as S['SportsOutcomeResult'] | null) ?? null,
      })),
  };
}

export async function eventSummaries(q: Queryable, events: EventRow[], lang: Lang): Promise<S['SportsEventSummary'][]> {
  if (!events.length) return [];
  const names = await teamNames(q, events);
  const leagues = await q
    .select({ league: sportsLeagues, category: sportsCategories })
    .from(sportsLeagues)
    .innerJoin(sportsCategories, eq(sportsCategories.id, sportsLeagues.categoryId))
    .where(inArray(sportsLeagues.id, [...new Set(events.map((e) => e.leagueId))]));
  const { markets, outcomes } = await marketsOf(q, events.map((e) => e.id), true);
  const counts = await q
    .select({ eventId: sportsMarkets.eventId, n: count() })
    .from(sportsMarkets)
    .where(inArray(sportsMarkets.eventId, events.map((e) => e.id)))
    .groupBy(sportsMarkets.eventId);
  return events.map((e) => {
    const l = leagues.find((x) => x.league.id === e.leagueId)!;
    const home = e.homeTeamId ? (names.get(e.homeTeamId) ?? '') : null;
    const away = e.awayTeamId ? (names.get(e.awayTeamId) ?? '') : null;
    const main = markets.find((m) => m.eventId === e.id);
    return {
      id: e.id,
      kind: e.kind as 'match' | 'outright',
      sport: e.sport as S['SportKey'],
      categoryId: l.category.id,
      categoryName: pick(l.category, lang),
      leagueId: l.league.id,
      leagueName: pick(l.league, lang),
      name: e.kind === 'outright' ? `${pick(l.league, lang)} – ${lang === 'tr' ? 'Şampiyon' : 'Winner'}` : `${home ?? ''} – ${away ?? ''}`,
      home,
      away,
      startsAt: e.startsAt.toISOString(),
      status: e.status as S['SportsEventStatus'],
      score: e.kind === 'outright' || e.homeScore === null || e.awayScore === null ? null : { home: e.homeScore, away: e.awayScore },
      minute: e.minute,
      marketCount: Number(counts.find((c) => c.eventId === e.id)?.n ?? 0),
      // An outright's one market lists every team: too wide for a row; its page shows it.
      mainMarket: main && e.kind !== 'outright' ? marketJson(main, outcomes, lang, { home: home ?? '', away: away ?? '' }) : null,
    };
  });
}

export interface EventFilter {
  sport?: string;
  leagueId?: string;
  live?: boolean;
  from?: Date;
  to?: Date;
  skip: number;
  take: number;
}

export async function listEvents(q: Queryable, filter: EventFilter, lang: Lang): Promise<S['SportsEventPage']> {
  const conditions: SQL[] = [inArray(sportsEvents.status, filter.live === true ? ['live'] : filter.live === false ? ['scheduled'] : OPEN_STATUSES)];
  if (filter.sport) conditions.push(eq(sportsEvents.sport, filter.sport));
  if (filter.leagueId) conditions.push(eq(sportsEvents.leagueId, filter.leagueId));
  if (filter.from) conditions.push(gte(sportsEvents.startsAt, filter.from));
  if (filter.to) conditions.push(lt(sportsEvents.startsAt, filter.to));
  const where = and(...conditions);
  const [total] = await q.select({ n: count() }).from(sportsEvents).where(where);
  const rows = await q.select().from(sportsEvents).where(where).orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id)).offset(filter.skip).limit(filter.take);
  return { items: await eventSummaries(q, rows, lang), total: Number(total?.n ?? 0) };
}

export async function highlights(q: Queryable, lang: Lang, take: number, sport?: string): Promise<S['SportsHighlights']> {
  const base = sport ? and(inArray(sportsEvents.status, OPEN_STATUSES), eq(sportsEvents.sport, sport)) : inArray(sportsEvents.status, OPEN_STATUSES);
  const soon = await q
    .select()
    .from(sportsEvents)
    .where(and(base, eq(sportsEvents.status, 'scheduled')))
    .orderBy(asc(sportsEvents.startsAt))
    .limit(take);
  const betCount = sql<number>`(select count(distinct ${sportsBetLegs.betId}) from ${sportsBetLegs} where ${sportsBetLegs.eventId} = ${sportsEvents.id})`;
  const popularRows = await q
    .select({ e: sportsEvents })
    .from(sportsEvents)
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsEvents.leagueId))
    .where(base)
    .orderBy(desc(betCount), asc(sportsLeagues.rank), asc(sportsEvents.startsAt))
    .limit(take);
  return { popular: await eventSummaries(q, popularRows.map((r) => r.e), lang), startingSoon: await eventSummaries(q, soon, lang) };
}

/** Turkish-aware, accent-insensitive: both sides folded (İ→i, ı→i, ç→c, ğ→g, ö→o, ş→s, ü→u) before matching. */
export function fold(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u');
}

const foldSql = (column: SQL | typeof sportsTeams.name) =>
  sql`translate(lower(translate(${column}, 'İIÇĞÖŞÜ', 'iıçğöşü')), 'ıçğöşüâîû', 'icgosuaiu')`;

export async function searchSports(q: Queryable, term: string, lang: Lang, take: number): Promise<S['SportsSearchResult']> {
  const pattern = `%${fold(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const leagueRows = await q
    .select({ league: sportsLeagues, category: sportsCategories })
    .from(sportsLeagues)
    .innerJoin(sportsCategories, eq(sportsCategories.id, sportsLeagues.categoryId))
    .where(or(sql`${foldSql(sql`${sportsLeagues.nameTr}`)} like ${pattern}`, sql`${foldSql(sql`${sportsLeagues.nameEn}`)} like ${pattern}`));
  const leagueIds = leagueRows.map((r) => r.league.id);
  const teamRows = await q.select({ id: sportsTeams.id }).from(sportsTeams).where(sql`${foldSql(sportsTeams.name)} like ${pattern}`);
  const teamIds = teamRows.map((t) => t.id);
  const matchAny: SQL[] = [];
  if (teamIds.length) matchAny.push(inArray(sportsEvents.homeTeamId, teamIds), inArray(sportsEvents.awayTeamId, teamIds));
  if (leagueIds.length) matchAny.push(inArray(sportsEvents.leagueId, leagueIds));
  const events = matchAny.length
    ? await q
        .select()
        .from(sportsEvents)
        .where(and(inArray(sportsEvents.status, OPEN_STATUSES), or(...matchAny)))
        .orderBy(asc(sportsEvents.startsAt))
        .limit(take)
    : [];
  const counts = leagueIds.length
    ? await q
        .select({ leagueId: sportsEvents.leagueId, n: count() })
        .from(sportsEvents)
        .where(and(inArray(sportsEvents.leagueId, leagueIds), inArray(sportsEvents.status, OPEN_STATUSES)))
        .groupBy(sportsEvents.leagueId)
    : [];
  return {
    leagues: leagueRows.map((r) => ({
      id: r.league.id,
      name: pick(r.league, lang),
      sport: r.league.sport as S['SportKey'],
      categoryName: pick(r.category, lang),
      eventCount: Number(counts.find((c) => c.leagueId === r.league.id)?.n ?? 0),
    })),
    events: await eventSummaries(q, events, lang),
  };
}

export async function eventDetail(q: Queryable, eventId: string, lang: Lang): Promise<S['SportsEventDetail'] | null> {
  const [event] = await q.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
  if (!event) return null;
  const [summary] = await eventSummaries(q, [event], lang);
  const { markets, outcomes } = await marketsOf(q, [eventId], false);
  const names = event.kind === 'outright' ? await teamNames(q, [event]) : new Map<string, string>();
  const teams = { home: summary!.home ?? '', away: summary!.away ?? '', byId: (id: string) => names.get(id) ?? '' };
  const groups: S['SportsMarketGroup'][] = [];
  for (const g of GROUP_ORDER) {
    const mine = markets.filter((m) => m.group === g);
    if (mine.length) groups.push({ id: g, name: GROUP_NAMES[g]![lang], markets: mine.map((m) => marketJson(m, outcomes, lang, teams)) });
  }
  return {
    event: summary!,
    halfTimeScore: event.htHomeScore === null || event.htAwayScore === null ? null : { home: event.htHomeScore, away: event.htAwayScore },
    groups,
    serverSeedHash: event.serverSeedHash,
  };
}

export async function marketView(q: Queryable, marketId: string, lang: Lang): Promise<S['SportsMarket'] | null> {
  const [m] = await q.select().from(sportsMarkets).where(eq(sportsMarkets.id, marketId));
  if (!m) return null;
  const detail = await eventDetail(q, m.eventId, lang);
  return detail?.groups.flatMap((g) => g.markets).find((x) => x.id === marketId) ?? null;
}

/** Bets in the contract's shape; lines filled for system bets when asked (getMyBet). */
export async function betsJson(q: Queryable, bets: (typeof sportsBets.$inferSelect)[], lang: Lang, withLines: boolean): Promise<S['SportsBet'][]> {
  if (!bets.length) return [];
  const legRows = await q
    .select({ leg: sportsBetLegs, market: sportsMarkets, outcome: sportsOutcomes, event: sportsEvents, league: sportsLeagues })
    .from(sportsBetLegs)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBetLegs.marketId))
    .innerJoin(sportsOutcomes, eq(sportsOutcomes.id, sportsBetLegs.outcomeId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsEvents.leagueId))
    .where(inArray(sportsBetLegs.betId, bets.map((b) => b.id)))
    .orderBy(asc(sportsBetLegs.idx));
  const names = await teamNames(q, legRows.map((r) => r.event));
  const extras = await betExtras(q, bets.map((b) => b.id));
  return bets.map((bet) => {
    const mine = legRows.filter((r) => r.leg.betId === bet.id);
    const legs: S['SportsBetLeg'][] = mine.map(({ leg, market, outcome, event, league }) => {
      const teams = { home: names.get(event.homeTeamId ?? '') ?? '', away: names.get(event.awayTeamId ?? '') ?? '', byId: (id: string) => names.get(id) ?? '' };
      const settled = outcome.result !== null;
      return {
        eventId: event.id,
        eventName: event.kind === 'outright' ? `${pick(league, lang)} – ${lang === 'tr' ? 'Şampiyon' : 'Winner'}` : `${teams.home} – ${teams.away}`,
        sport: event.sport as S['SportKey'],
        leagueName: pick(league, lang),
        startsAt: event.startsAt.toISOString(),
        marketId: market.id,
        marketName: marketName(market.type, market.specifiers, lang),
        outcomeId: outcome.id,
        outcomeName: outcomeName(market.type, market.specifiers, outcome.code, lang, teams),
        odds: leg.odds / 100,
        result: (outcome.result as S['SportsOutcomeResult'] | null) ?? null,
        score: settled && event.kind !== 'outright' && event.homeScore !== null && event.awayScore !== null ? { home: event.homeScore, away: event.awayScore } : null,
      };
    });
    const lineIdx = betLines(bet.type as 'single' | 'accumulator' | 'system', legs.length, bet.system) ?? [];
    const odds = mine.map((r) => r.leg.odds);
    let lines: S['SportsBetLine'][] = [];
    if (withLines) {
      const settlement = settleBet(
        bet.stakePerLine,
        mine.map((r) => ({ oddsHundredths: r.leg.odds, result: (r.outcome.result as LegResult | null) ?? null })),
        lineIdx,
      );
      lines = lineIdx.map((idx, i) => {
        const st = settlement.lines[i]!;
        return {
          legs: idx,
          odds: Number(applyRatio(10_000n, productOfOdds(idx.map((k) => odds[k]!)))) / 10_000,
          stake: kurusToTry(bet.stakePerLine),
          payout: st.state === 'open' ? null : st.state === 'lost' ? 0 : kurusToTry(st.payout),
        };
      });
    }
    return {
      id: bet.id,
      type: bet.type as S['SportsBetType'],
      system: bet.system,
      status: bet.status as S['SportsBetStatus'],
      placedAt: bet.placedAt.toISOString(),
      settledAt: bet.settledAt?.toISOString() ?? null,
      lineCount: bet.lineCount,
      stakePerLine: kurusToTry(bet.stakePerLine),
      totalStake: kurusToTry(bet.totalStake),
      totalOdds: bet.type === 'system' ? null : Number(applyRatio(10_000n, productOfOdds(odds))) / 10_000,
      potentialPayout: kurusToTry(bet.potentialPayout),
      payout: bet.payout === null ? null : kurusToTry(bet.payout),
      legs,
      lines,
      ...extras.get(bet.id)!,
    };
  });
}

export async function betJson(q: Queryable, betId: string, lang: Lang, withLines: boolean, playerId?: string): Promise<S['SportsBet'] | null> {
  const where = playerId ? and(eq(sportsBets.id, betId), eq(sportsBets.playerId, playerId)) : eq(sportsBets.id, betId);
  const rows = await q.select().from(sportsBets).where(where);
  const [bet] = await betsJson(q, rows, lang, withLines);
  return bet ?? null;
}

/** Bets not settled yet: pre-match open, live pending (in their delay) or accepted. */
export const OPEN_BET_STATUSES = ['open', 'pending', 'accepted'];

export async function myBets(
  q: Queryable,
  playerId: string,
  filter: { status: 'open' | 'settled'; from?: Date; to?: Date; skip: number; take: number },
  lang: Lang,
): Promise<S['SportsBetPage']> {
  const conditions: SQL[] = [eq(sportsBets.playerId, playerId)];
  conditions.push(filter.status === 'open' ? inArray(sportsBets.status, OPEN_BET_STATUSES) : notInArray(sportsBets.status, OPEN_BET_STATUSES));
  if (filter.from) conditions.push(gte(sportsBets.placedAt, filter.from));
  if (filter.to) conditions.push(lt(sportsBets.placedAt, filter.to));
  const where = and(...conditions);
  const [total] = await q.select({ n: count() }).from(sportsBets).where(where);
  const rows = await q.select().from(sportsBets).where(where).orderBy(desc(sportsBets.placedAt), desc(sportsBets.id)).offset(filter.skip).limit(filter.take);
  return { items: await betsJson(q, rows, lang, false), total: Number(total?.n ?? 0) };
}


/** Every bet of a player, open and settled, the latest first (the back office's player page). */
export async function playerSportsBets(q: Queryable, playerId: string, skip: number, take: number, lang: Lang): Promise<S['SportsBetPage']> {
  const where = eq(sportsBets.playerId, playerId);
  const [total] = await q.select({ n: count() }).from(sportsBets).where(where);
  const rows = await q.select().from(sportsBets).where(where).orderBy(desc(sportsBets.placedAt), desc(sportsBets.id)).offset(skip).limit(take);
  return { items: await betsJson(q, rows, lang, false), total: Number(total?.n ?? 0) };
}
