// The casino seed: providers with their fixed ids and contract names, our studio's four games in every
// installation, the demo catalogue across all seven external providers and five sections with generated
// images, pools with rules whose starting money is in house:jackpot, and a second run changing nothing.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders, games, jackpotGames, jackpotTierRules } from '../../../server/db/schema/casino';
import { casinoCategories } from '../../../server/db/schema/content';
import { checkJackpotLedger } from '../../../server/jackpots';
import { seed } from '../../../server/seed';
import { generateMedia, mediaUrlPrefix } from '../../../server/seed/media/images';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';
import { contract } from '../helpers/app';

const contractProviderNames = (() => {
  const schemas = (contract.document.components as { schemas: Record<string, { enum?: string[] }> }).schemas;
  return schemas.ProviderName!.enum!;
})();

describeEachTarget('casino seed on %s', (target) => {
  describe('base only', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(target);
      await seed({ db: database.db, demo: false });
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it('has every provider of the contract, our studio included, with fixed ids', async () => {
      const rows = await database.db.select().from(gameProviders).orderBy(gameProviders.id);
      expect(rows.map((row) => [row.id, row.code, row.name])).toEqual([
        [1, 'pragmatic', 'Pragmatic Play'],
        [2, 'digitain', 'Digitain'],
        [3, 'everymatrix', 'EveryMatrix'],
        [4, 'amusnet', 'Amusnet'],
        [5, 'egt', 'Egt Digital'],
        [6, 'hub88', 'Hub88'],
        [7, 'softgamings', 'SoftGamings'],
        [8, 'studio', 'Kuzey Studio'],
      ]);
      expect(rows.map((row) => row.name).sort()).toEqual([...contractProviderNames].sort());
      expect(rows.every((row) => row.settings === null)).toBe(true);
    });

    it('ships our studio’s games and nothing else', async () => {
      const rows = await database.db.select({ code: games.gameCode, provider: games.providerId }).from(games);
      expect(rows.map((row) => row.code).sort()).toEqual(['studio-bazaar', 'studio-blackjack', 'studio-bosphorus', 'studio-crash', 'studio-keno', 'studio-live-roulette', 'studio-roulette', 'studio-slot', 'studio-tombala']);
      expect(rows.every((row) => row.provider === 8)).toBe(true);
    });
  });

  describe('with the demo', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(target);
      await seed({ db: database.db, demo: true });
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it('has a catalogue of 60 to 100 games from all seven external providers and every section', async () => {
      const rows = await database.db.select().from(games);
      expect(rows.length).toBeGreaterThanOrEqual(64);
      expect(rows.length).toBeLessThanOrEqual(104);
      expect(new Set(rows.map((row) => row.providerId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
      expect(rows.find((row) => row.name === 'Aviator')).toMatchObject({ isLive: false, providerId: 6 });
      expect(rows.filter((row) => row.isLive).length).toBeGreaterThanOrEqual(15);

      const categories = await database.db.select().from(casinoCategories);
      for (const section of ['slot', 'live', 'bingo', 'games', 'tvbets']) {
        const listed = rows.filter((game) =>
          categories.some((category) => category.section === section && category.slugList.some((slug) => game.categories.includes(slug))),
        );
        expect(listed.length, section).toBeGreaterThanOrEqual(4);
      }
    });

    it('points every game and category image at a generated file', async () => {
      const generated = new Set(generateMedia().map((file) => `${mediaUrlPrefix}/${file.path}`));
      const rows = await database.db.select({ url: games.imageUrl }).from(games);
      const categories = await database.db.select({ url: casinoCategories.imageUrl }).from(casinoCategories);
      for (const { url } of [...rows, ...categories]) if (url !== null) expect(generated.has(url), url).toBe(true);
      expect(rows.every((row) => row.url !== null)).toBe(true);
    });

    it('gives seven pools four tiers of rules and their games, their money in house:jackpot', async () => {
      const [rules] = await database.db.select({ n: count() }).from(jackpotTierRules);
      expect(rules!.n).toBe(28);
      const members = await database.db
        .select({ instanceId: jackpotGames.instanceId })
        .from(jackpotGames)
        .innerJoin(games, eq(games.id, jackpotGames.gameId))
        .where(eq(games.gameCode, 'studio-slot'));
      expect(members).toHaveLength(3);
      const { ledger, pools } = await checkJackpotLedger(database.db);
      expect(pools).toBeGreaterThan(0n);
      expect(ledger).toBe(pools);
    });

    it('changes nothing when run again', async () => {
      const before = await database.db.execute(sql`select (select count(*) from games)::int as g, (select count(*) from journal_entries)::int as j`);
      await seed({ db: database.db, demo: true });
      const after = await database.db.execute(sql`select (select count(*) from games)::int as g, (select count(*) from journal_entries)::int as j`);
      expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    });
  });
});
