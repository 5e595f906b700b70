// Creating player accounts: the one place that turns a clear password into the stored argon2id hash and
// opens the player's wallet accounts with it. Registration (a later issue), the demo seed and tests
// create players through here.
import type { Queryable } from '../db/client';
import { players, type NewPlayer, type Player } from '../db/schema';
import { openPlayerAccounts } from '../wallet';
import { hashPassword } from './passwords';

export type CreatePlayerInput = Omit<NewPlayer, 'id' | 'passwordHash' | 'createdAt' | 'updatedAt'> & {
  password: string;
};

export async function createPlayer(q: Queryable, input: CreatePlayerInput): Promise<Player> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  // A player without wallet accounts could not be credited, so both rows commit together.
  return q.transaction(async (tx) => {
    const [player] = await tx
      .insert(players)
      .values({ ...fields, passwordHash })
      .returning();
    await openPlayerAccounts(tx, player.id);
    return player;
  });
}
