// Password hashing with argon2id. Parameters follow OWASP's minimum for argon2id (19 MiB, 2 passes,
// 1 lane): strong enough, and cheap enough that a login burst on a small machine stays responsive.
import argon2 from 'argon2';

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/** False for a wrong password and for a hash that is not argon2 at all (never throws for bad input). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other (older) parameters and should be replaced at next login. */
export function passwordNeedsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, options);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check against a hash that cannot match, so a login for an unknown
 * username takes as long as one with a wrong password and does not reveal which usernames exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
