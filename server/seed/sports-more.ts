// The demo catalogue's basketball and tennis: a category each, leagues with fictional teams and players
// (no real names) and the strengths the simulator prices from. Basketball: attack/defence multiply the
// expected points (server/sports/basketball.ts). Tennis: attack is the player's serve-point probability,
// defence how much of it the player lets an opponent keep (server/sports/tennis.ts). Idempotent.
import type { Queryable } from '../db/client';
import { sportsCategories, sportsLeagues, sportsTeams } from '../db/schema/sports';

const CATEGORIES = [
  { id: 'bb-tr', sport: 'basketball', nameTr: 'Türkiye', nameEn: 'Turkey', countryCode: 'TR', sort: 10 },
  { id: 'bb-eu', sport: 'basketball', nameTr: 'Avrupa', nameEn: 'Europe', countryCode: null, sort: 11 },
  { id: 'tn-atp', sport: 'tennis', nameTr: 'Erkekler', nameEn: 'Men', countryCode: null, sort: 20 },
];

const LEAGUES: { id: string; sport: string; categoryId: string; nameTr: string; nameEn: string; rank: number; teams: [string, number, number][] }[] = [
  {
    id: 'bb-tr-super',
    sport: 'basketball',
    categoryId: 'bb-tr',
    nameTr: 'Basketbol Süper Ligi',
    nameEn: 'Basketball Super League',
    rank: 4,
    teams: [
      ['Boğaz Potası', 1.08, 0.94],
      ['Ankara Çemberi', 1.05, 0.96],
      ['Ege Smaç', 1.0, 1.0],
      ['Kuzey Ribaund', 0.97, 1.02],
      ['Güney Asist', 0.95, 1.05],
      ['Toroslar Basket', 0.93, 1.06],
    ],
  },
  {
    id: 'bb-euro',
    sport: 'basketball',
    categoryId: 'bb-eu',
    nameTr: 'Avrupa Kupası',
    nameEn: 'European Cup',
    rank: 6,
    teams: [
      ['Adriatic Hoops', 1.06, 0.95],
      ['Baltic Giants', 1.03, 0.97],
      ['Iberia Flyers', 1.0, 1.0],
      ['Alpine Rim', 0.96, 1.04],
    ],
  },
  {
    id: 'tn-istanbul-open',
    sport: 'tennis',
    categoryId: 'tn-atp',
    nameTr: 'İstanbul Açık',
    nameEn: 'Istanbul Open',
    rank: 7,
    teams: [
      ['Deniz Aksoy', 0.68, 0.97],
      ['Mert Kalkan', 0.66, 0.99],
      ['Lucas Ferrand', 0.65, 1.0],
      ['Tomas Vidal', 0.64, 1.01],
      ['Emre Tunç', 0.63, 1.02],
      ['Jonas Berg', 0.62, 1.03],
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

export async function seedMoreSports(q: Queryable): Promise<void> {
  await q.insert(sportsCategories).values(CATEGORIES).onConflictDoNothing();
  for (const league of LEAGUES) {
    await q
      .insert(sportsLeagues)
      .values({ id: league.id, sport: league.sport, categoryId: league.categoryId, nameTr: league.nameTr, nameEn: league.nameEn, rank: league.rank })
      .onConflictDoNothing();
    await q
      .insert(sportsTeams)
      .values(league.teams.map(([name, attack, defence]) => ({ id: `${league.id}-${slug(name)}`, leagueId: league.id, name, attack, defence })))
      .onConflictDoNothing();
  }
}
