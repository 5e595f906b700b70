// Every protection change is written twice in its own transaction: a row of the player's protection
// history (what operators read per player) and an entry of the audit chain.
import { audit, type Acting } from '../audit';
import type { Queryable } from '../db/client';
import { protectionEvents, protectionSettings } from '../db/schema/protection';

export async function record(q: Queryable, playerId: string, acting: Acting, action: string, details: Record<string, unknown>): Promise<void> {
  const plain = JSON.parse(JSON.stringify(details, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))) as Record<string, unknown>;
  await q.insert(protectionEvents).values({ playerId, action, actorKind: acting.actor.kind as 'player' | 'operator' | 'system', actorId: acting.actor.id ?? '', details: plain });
  await audit(q, { ...acting, action: `protection.${action}`, target: { kind: 'player', id: playerId }, details });
}

/** The player's settings row; its existence also routes their game-wallet bets through the checked path. */
export async function ensureSettings(q: Queryable, playerId: string): Promise<void> {
  await q.insert(protectionSettings).values({ playerId }).onConflictDoNothing();
}
