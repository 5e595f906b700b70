// A named random secret shared by every server instance: the first instance to ask creates it in the
// database, the others read the same row, so no instance holds a secret the others cannot check.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { serverSecrets } from '../db/schema';

export async function sharedSecret(q: Queryable, name: string): Promise<string> {
  await q
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await q.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
