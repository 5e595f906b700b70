// Test players created straight in the database (through the same createPlayer registration uses), and
// money put on their wallet through the ledger.
import { randomUUID } from 'node:crypto';
import { createPlayer, type CreatePlayerInput } from '../../../server/auth/players';
import type { Db } from '../../../server/db/client';
import type { Player } from '../../../server/db/schema';
import { postEntry } from '../../../server/wallet';

let counter = 0;

export async function createTestPlayer(db: Db, overrides: Partial<CreatePlayerInput> = {}): Promise<Player> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return createPlayer(db, {
    username: `player${suffix}`,
    password: 'secret123',
    email: `player${suffix}@example.com`,
    phone: '5321234567',
    name: 'Ayşe',
    surname: 'Yılmaz',
    ...overrides,
  });
}

/** Moves kuruş from the house adjustment account into the player's cash or bonus account. */
export async function credit(db: Db, playerId: string, kind: 'cash' | 'bonus', kurus: bigint): Promise<void> {
  await postEntry(db, {
    idempotencyKey: `test-credit-${randomUUID()}`,
    kind: 'adjustment',
    playerId,
    lines: [
      { account: { house: 'house:adjustment' }, amount: -kurus },
      { account: { player: playerId, kind }, amount: kurus },
    ],
  });
}

export async function login(
  request: (options: import('fastify').InjectOptions) => Promise<import('fastify').LightMyRequestResponse>,
  username: string,
  password = 'secret123',
  headers: Record<string, string> = {},
) {
  const response = await request({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });
  return { response, body: response.json(), token: response.json().data?.token as string | undefined };
}
