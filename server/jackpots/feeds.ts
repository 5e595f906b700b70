// The four jackpot feeds the home page reads, built from the live pools (jackpot_levels) in the shapes
// the providers' own feeds have, so a real feed can replace ours without the app noticing: Amusnet's
// currentLevelI..IV (I the highest), EGT's instances with levelStats[].currentValue[0].value, and
// Pragmatic's jackpots[].tiers[].amount (highest first). A pool that does not exist answers zeros (Amusnet)
// or nothing (EGT, Pragmatic).
import { and, asc, eq } from 'drizzle-orm';
import type { SchemaAmusnetJackpot, SchemaEgtJackpotInstance, SchemaPragmaticJackpotFeed } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { jackpotInstances, jackpotLevels, type JackpotProvider } from '../db/schema/content';
import { kurusToTry } from '../lib/money';

/** The pools behind the two Amusnet-shaped feeds, by name. */
export const AMUSNET_CARDS_POOL = 'Jackpot Cards';
export const EGYPT_QUEST_POOL = 'Egypt Quest';

const TIER_NAMES = ['Grand', 'Major', 'Minor', 'Mini'] as const;

interface PoolLevels {
  id: number;
  name: string;
  currency: string;
  /** Level → kuruş. */
  levels: Map<number, bigint>;
}

async function loadPools(q: Queryable, provider: JackpotProvider, name?: string): Promise<PoolLevels[]> {
  const rows = await q
    .select({
      id: jackpotInstances.id,
      name: jackpotInstances.name,
      currency: jackpotInstances.currency,
      level: jackpotLevels.level,
      amount: jackpotLevels.amountKurus,
    })
    .from(jackpotInstances)
    .innerJoin(jackpotLevels, eq(jackpotLevels.instanceId, jackpotInstances.id))
    .where(and(eq(jackpotInstances.provider, provider), eq(jackpotInstances.enabled, true), name === undefined ? undefined : eq(jackpotInstances.name, name)))
    .orderBy(asc(jackpotInstances.sort), asc(jackpotInstances.id), asc(jackpotLevels.level));
  const pools = new Map<number, PoolLevels>();
  for (const row of rows) {
    let pool = pools.get(row.id);
    if (!pool) pools.set(row.id, (pool = { id: row.id, name: row.name, currency: row.currency, levels: new Map() }));
    pool.levels.set(row.level, row.amount);
  }
  return [...pools.values()];
}

async function amusnetFeed(q: Queryable, name: string): Promise<SchemaAmusnetJackpot> {
  const [pool] = await loadPools(q, 'amusnet', name);
  const level = (n: number) => kurusToTry(pool?.levels.get(n) ?? 0n);
  return { currentLevelI: level(1), currentLevelII: level(2), currentLevelIII: level(3), currentLevelIV: level(4) };
}

/** casino/jackpotcards: Amusnet's Jackpot Cards. */
export function jackpotCardsFeed(q: Queryable): Promise<SchemaAmusnetJackpot> {
  return amusnetFeed(q, AMUSNET_CARDS_POOL);
}

/** casino/eqyptquest: Amusnet's Egypt Quest. */
export function egyptQuestFeed(q: Queryable): Promise<SchemaAmusnetJackpot> {
  return amusnetFeed(q, EGYPT_QUEST_POOL);
}

/** casino/egtjackpot: every EGT instance, levels highest first. */
export async function egtFeed(q: Queryable): Promise<SchemaEgtJackpotInstance[]> {
  const pools = await loadPools(q, 'egt');
  return pools.map((pool) => ({
    instanceName: pool.name,
    levelStats: [...pool.levels.entries()].map(([level, amount]) => ({
      level,
      currentValue: [{ value: kurusToTry(amount), currency: pool.currency }],
    })),
  }));
}

/** casino/pragmaticjackpotfeed: every Pragmatic pool, tiers highest first. */
export async function pragmaticFeed(q: Queryable): Promise<SchemaPragmaticJackpotFeed> {
  const pools = await loadPools(q, 'pragmatic');
  return {
    jackpots: pools.map((pool) => ({
      name: pool.name,
      tiers: [...pool.levels.entries()].map(([level, amount]) => ({ name: TIER_NAMES[level - 1] ?? `Level ${level}`, amount: kurusToTry(amount) })),
    })),
  };
}
