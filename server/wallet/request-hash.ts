// The fingerprint of a money command: a retry with the same idempotency key must carry the same body,
// and this hash is how the ledger tells a retry from a different command reusing the key.
import { createHash } from 'node:crypto';
import { accountRefKey, type AccountRef } from './account-ref';

export interface HashableCommand {
  kind: string;
  playerId?: string;
  lines: { account: AccountRef; amount: bigint }[];
  meta?: Record<string, unknown>;
}

/**
 * JSON-compatible copy of a value with object keys sorted and bigints as decimal strings, so equal
 * commands serialise identically whatever order their keys were written in. Undefined object members
 * are dropped as JSON.stringify would; other non-JSON values are refused rather than silently changed.
 */
export function toCanonicalJson(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} cannot be stored in journal meta`);
    return value;
  }
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => toCanonicalJson(item));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined) out[key] = toCanonicalJson(member);
    }
    return out;
  }
  throw new TypeError(`a ${typeof value} cannot be stored in journal meta`);
}

/** Lines are a set: their order in the command does not change its meaning, so they are sorted. */
export function requestHash(cmd: HashableCommand): string {
  const lines = cmd.lines
    .map((line) => ({ account: accountRefKey(line.account), amount: line.amount.toString() }))
    .sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  const body = toCanonicalJson({
    kind: cmd.kind,
    playerId: cmd.playerId ?? null,
    lines,
    meta: cmd.meta ?? {},
  });
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
