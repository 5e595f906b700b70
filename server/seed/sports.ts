// The sportsbook's demo catalogue: categories (countries), leagues with Turkish names and fictional teams
// with the strengths the simulator prices from (no real club names). Idempotent: rows are inserted only
// when missing. The simulator (server/sports/simulator-feed.ts) then keeps fixtures scheduled days ahead.
import type { Queryable } from '../db/client';
import { sportsCategories, sportsLeagues, sportsTeams } from '../db/schema/sports';

interface LeagueSeed {
  id: string;
  categoryId: string;
  nameTr: string;
  nameEn: string;
  rank: number;
  /** [name, attack, defence]: attack > 1 scores more than the league's average, defence > 1 concedes more. */
  teams: [string, number, number][];
}

export const SPORTS_CATEGORIES = [
  { id: 'fb-tr', sport: 'football', nameTr: 'Türkiye', nameEn: 'Turkey', countryCode: 'TR', sort: 0 },
  { id: 'fb-gb', sport: 'football', nameTr: 'İngiltere', nameEn: 'England', countryCode: 'GB', sort: 1 },
  { id: 'fb-es', sport: 'football', nameTr: 'İspanya', nameEn: 'Spain', countryCode: 'ES', sort: 2 },
];

export const SPORTS_LEAGUES: LeagueSeed[] = [
  {
    id: 'tr-super-lig',
    categoryId: 'fb-tr',
    nameTr: 'Süper Lig',
    nameEn: 'Super League',
    rank: 1,
    teams: [
      ['Boğaziçi SK', 1.35, 0.75],
      ['Anadolu Yıldızı', 1.25, 0.8],
      ['Karadeniz FK', 1.1, 0.9],
      ['Ege Güneşi', 1.0, 1.0],
      ['Toros Spor', 0.95, 1.05],
      ['Kapadokya FK', 0.9, 1.1],
      ['Marmara Gücü', 0.85, 1.15],
      ['Fırat SK', 0.8, 1.2],
    ],
  },
  {
    id: 'tr-1-lig',
    categoryId: 'fb-tr',
    nameTr: '1. Lig',
    nameEn: 'First League',
    rank: 5,
    teams: [
      ['Trakya Ocakları', 1.15, 0.9],
      ['Akdeniz Dalgası', 1.05, 0.95],
      ['Çukurova Spor', 1.0, 1.0],
      ['İç Anadolu FK', 0.95, 1.05],
      ['Göller Bölgesi SK', 0.9, 1.1],
      ['Uludağ Kartalları', 0.95, 1.0],
    ],
  },
  {
    id: 'gb-premier',
    categoryId: 'fb-gb',
    nameTr: 'Premier Lig',
    nameEn: 'Premier League',
    rank: 2,
    teams: [
      ['Riverton Rovers', 1.3, 0.75],
      ['Kingsbridge United', 1.2, 0.85],
      ['Ashford Athletic', 1.05, 0.95],
      ['Northgate City', 1.0, 1.0],
      ['Elmwood Wanderers', 0.9, 1.1],
      ['Harbour Town', 0.85, 1.15],
    ],
  },
  {
    id: 'es-primera',
    categoryId: 'fb-es',
    nameTr: 'La Liga',
    nameEn: 'La Liga',
    rank: 3,
    teams: [
      ['Costa Verde CF', 1.3, 0.8],
      ['Real Montaña', 1.2, 0.85],
      ['Atlético Solano', 1.0, 0.95],
      ['Deportivo Brisa', 0.95, 1.05],
      ['Unión Mirador', 0.9, 1.1],
      ['Sporting Alcazar', 0.85, 1.1],
    ],
  },
];

const slug = (text: string) =>
  text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedSportsCatalogue(q: Queryable): Promise<void> {
  await q.insert(sportsCategories).values(SPORTS_CATEGORIES).onConflictDoNothing();
  for (const league of SPORTS_LEAGUES) {
    await q
      .insert(sportsLeagues)
      .values({ id: league.id, sport: 'football', categoryId: league.categoryId, nameTr: league.nameTr, nameEn: league.nameEn, rank: league.rank })
      .onConflictDoNothing();
    await q
      .insert(sportsTeams)
      .values(league.teams.map(([name, attack, defence]) => ({ id: `${league.id}-${slug(name)}`, leagueId: league.id, name, attack, defence })))
      .onConflictDoNothing();
  }
}
