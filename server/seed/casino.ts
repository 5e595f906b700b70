// Seeds the casino. Base (every installation): the game providers and our studio's games, inserted only
// when missing, so an operator's edits stay (casino categories are the operator's content: a base
// installation has none). Demo (SEED_DEMO, once per installation, recorded in seed_runs): the external
// providers' catalogue, two categories for our studio's games, the jackpot pools' rules and
// games, the two pools the content seed lacks, and the ledger entry that puts the pools' starting money
// into house:jackpot so the journal explains every pool kuruş.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { gameProviders, games, jackpotGames, jackpotTierRules, type NewGame } from '../db/schema/casino';
import { casinoCategories, casinoCategoryTranslations, jackpotInstances, jackpotLevels, seedRuns } from '../db/schema/content';
import { foldSearchText } from '../casino/search-text';
import { postEntryTx } from '../wallet';
import {
  demoGameSeeds,
  gameImage,
  jackpotPoolSeeds,
  providerIdOf,
  providerSeeds,
  studioCategoryImagePath,
  studioCategorySeeds,
  studioGameSeeds,
  type GameSeed,
} from './casino-data';
import { mediaUrl } from './media/images';
import { languageSeeds } from './data/site';

/** Bump the suffix to have existing installations receive a reworked demo catalogue once more. */
export const casinoDemoRun = 'demo:casino:v1';

export interface CasinoSeedReport {
  providers: number;
  games: number;
}

function gameRow(game: GameSeed, sort: number): NewGame {
  return {
    gameCode: game.code,
    providerId: providerIdOf(game.provider),
    name: game.name,
    searchName: foldSearchText(game.name),
    system: game.system ?? null,
    productId: game.productId ?? null,
    categories: game.categories,
    imageUrl: mediaUrl(gameImage(game)),
    isLive: game.live ?? false,
    sort,
  };
}

async function insertGames(tx: Tx, seeds: GameSeed[], firstSort: number): Promise<number> {
  if (seeds.length === 0) return 0;
  const inserted = await tx
    .insert(games)
    .values(seeds.map((game, index) => gameRow(game, firstSort + index)))
    .onConflictDoNothing({ target: [games.providerId, games.gameCode] })
    .returning({ id: games.id });
  return inserted.length;
}

export async function seedCasinoBase(tx: Tx): Promise<CasinoSeedReport> {
  const providers = await tx
    .insert(gameProviders)
    .values(providerSeeds.map((p) => ({ id: p.id, code: p.code, name: p.name })))
    .onConflictDoNothing()
    .returning({ id: gameProviders.id });
  const gameCount = await insertGames(tx, studioGameSeeds, 10);

  return { providers: providers.length, games: gameCount };
}

/** Casino categories of our studio's games, ahead of the other categories of their sections. */
async function seedStudioCategories(tx: Tx): Promise<void> {
  const locales = languageSeeds.map((l) => l.locale);
  for (const category of studioCategorySeeds) {
    const [created] = await tx
      .insert(casinoCategories)
      .values({
        slug: category.slug,
        section: category.section,
        slugList: category.slugList,
        imageUrl: mediaUrl(studioCategoryImagePath(category.slug)),
        // Before the demo categories (sort 1 and up) of the same section: our own games lead. One per
        // section, at 0: an operator can always set it back (the back office's order is 0 to 100,000).
        sort: 0,
      })
      .onConflictDoNothing()
      .returning({ id: casinoCategories.id });
    const categoryId =
      created?.id ?? (await tx.select({ id: casinoCategories.id }).from(casinoCategories).where(eq(casinoCategories.slug, category.slug)))[0]?.id;
    if (categoryId === undefined) throw new Error(`casino category ${category.slug} vanished while seeding`);
    await tx
      .insert(casinoCategoryTranslations)
      .values(locales.map((locale) => ({ categoryId, locale, name: category.name[locale] })))
      .onConflictDoNothing();
  }
}

async function seedPools(tx: Tx): Promise<void> {
  const gameIds = new Map(
    (await tx.select({ id: games.id, providerId: games.providerId, code: games.gameCode }).from(games)).map((g) => [
      `${g.providerId}:${g.code}`,
      g.id,
    ]),
  );
  for (const pool of jackpotPoolSeeds) {
    if (pool.create) {
      const [instance] = await tx
        .insert(jackpotInstances)
        .values({ provider: pool.provider, name: pool.name, sort: pool.create.sort })
        .onConflictDoNothing()
        .returning({ id: jackpotInstances.id });
      if (instance) {
        await tx
          .insert(jackpotLevels)
          .values(pool.create.levels.map((amountKurus, index) => ({ instanceId: instance.id, level: index + 1, amountKurus })))
          .onConflictDoNothing();
      }
    }
    const [instance] = await tx
      .select({ id: jackpotInstances.id })
      .from(jackpotInstances)
      .where(and(eq(jackpotInstances.provider, pool.provider), eq(jackpotInstances.name, pool.name)));
    // An operator who removed a demo pool before this part ran keeps it removed.
    if (!instance) continue;

    await tx
      .insert(jackpotTierRules)
      .values(pool.tiers.map((tier, index) => ({ instanceId: instance.id, level: index + 1, ...tier })))
      .onConflictDoNothing();
    const members = pool.games
      .map(([provider, code]) => gameIds.get(`${providerIdOf(provider)}:${code}`))
      .filter((id): id is number => id !== undefined);
    if (members.length > 0) {
      await tx
        .insert(jackpotGames)
        .values(members.map((gameId) => ({ instanceId: instance.id, gameId })))
        .onConflictDoNothing();
    }

    // The pool's starting money comes from the house, like every later restart after a win.
    const [{ total }] = await tx
      .select({ total: sql<string>`coalesce(sum(${jackpotLevels.amountKurus}), 0)::text` })
      .from(jackpotLevels)
      .where(eq(jackpotLevels.instanceId, instance.id));
    const amount = BigInt(total);
    if (amount > 0n) {
      await postEntryTx(tx, {
        idempotencyKey: `seed:jackpot:fund:${pool.provider}:${pool.name}`,
        kind: 'jackpot.fund',
        lines: [
          { account: { house: 'house:game' }, amount: -amount },
          { account: { house: 'house:jackpot' }, amount },
        ],
        meta: { instanceId: instance.id, reason: 'demo seed: starting values of the jackpot pool' },
      });
    }
  }
}

export async function seedCasinoDemo(tx: Tx): Promise<{ created: boolean; games: number }> {
  const [claimed] = await tx.insert(seedRuns).values({ name: casinoDemoRun }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (!claimed) return { created: false, games: 0 };
  const count = await insertGames(tx, demoGameSeeds, 100);
  await seedStudioCategories(tx);
  await seedPools(tx);
  return { created: true, games: count };
}

