// How callers name ledger accounts: a house account by its code, a player account by player and kind.
import type { HouseAccountCode, PlayerAccountKind } from '../db/schema/wallet';

export type AccountRef = { house: HouseAccountCode } | { player: string; kind: PlayerAccountKind };

export function isHouseRef(ref: AccountRef): ref is { house: HouseAccountCode } {
  return 'house' in ref;
}

/** A stable text form of a reference: 'house:game' or 'player:<uuid>:cash'. */
export function accountRefKey(ref: AccountRef): string {
  return isHouseRef(ref) ? ref.house : `player:${ref.player}:${ref.kind}`;
}

export function accountRefOf(row: { code: string | null; playerId: string | null; kind: string }): AccountRef {
  if (row.code !== null) return { house: row.code as HouseAccountCode };
  return { player: row.playerId as string, kind: row.kind as PlayerAccountKind };
}
