// The session as stored in the browser under `authData` (spec §3): read back defensively, because
// whatever is in storage may be stale, edited by hand or written by an older version of the app.
import type { components } from '../../common/contract/schema.gen';
import type { KeyValueStore } from '../shared/ports';

export type AuthData = components['schemas']['SessionData'];

export const AUTH_DATA_KEY = 'authData';

const optionalStrings = ['phone', 'fingerprint', 'betsyCid', 'betsyUrl', 'betsyToken', 'betcoToken', 'betcoUrl'] as const;

export function parseAuthData(raw: string | null): AuthData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.token !== 'string' || v.token.length === 0) return null;
  if (typeof v.username !== 'string' || typeof v.usercode !== 'string') return null;
  if (typeof v.balance !== 'number' || !Number.isFinite(v.balance)) return null;
  const optional = Object.fromEntries(
    optionalStrings.map((key) => [key, typeof v[key] === 'string' ? (v[key] as string) : null]),
  ) as Pick<AuthData, (typeof optionalStrings)[number]>;
  return {
    token: v.token,
    username: v.username,
    usercode: v.usercode,
    balance: v.balance,
    smsVerified: v.smsVerified === true,
    ...optional,
    // When the server ends the session (issue 12.11); absent in data stored by older versions.
    ...(typeof v.expiresAt === 'string' && Number.isFinite(Date.parse(v.expiresAt)) ? { expiresAt: v.expiresAt } : {}),
  };
}

export function readAuthData(store: KeyValueStore): AuthData | null {
  return parseAuthData(store.getItem(AUTH_DATA_KEY));
}

/**
 * Whether a player is signed in, as the session's record says: the session writes it on every change and
 * restores itself from it (machines/session), so actors that start late ask this, not the session's snapshot.
 */
export function hasStoredSession(store: KeyValueStore): boolean {
  return readAuthData(store) !== null;
}

export function writeAuthData(store: KeyValueStore, auth: AuthData): void {
  store.setItem(AUTH_DATA_KEY, JSON.stringify(auth));
}
