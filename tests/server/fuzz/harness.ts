// The fuzzer's world: the real app on a fresh database (PGlite or PostgreSQL) with the base and demo seed
// (catalogue, payment methods, the demo gateway), a player who signed up through the API and holds money,
// and an admin operator who signed in through the API with TOTP. Used by the bounded round in the test
// suite (contract-fuzz.test.ts) and by the long run (npm run fuzz, scripts/fuzz.ts).
//
// The fuzzer may end these sessions (logout, a session list's "end"); a 401 then renews the session
// straight in the database, since a second API sign-in of the operator within one 30-second TOTP step is
// refused by design.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentMethods } from '../../../server/db/schema/payments';
import { players } from '../../../server/db/schema/players';
import { createSession } from '../../../server/auth/sessions';
import { createOperator } from '../../../server/operators';
import { createOperatorSession } from '../../../server/operators/sessions';
import { seed } from '../../../server/seed';
import { buildTestApp, contract, type TestApp } from '../helpers/app';
import type { DbTarget } from '../helpers/db';
import { signInOperator } from '../helpers/operators';
import { credit } from '../helpers/players';
import { runFuzz, type FuzzIdentities, type FuzzReport } from './fuzzer';

export interface FuzzWorld {
  t: TestApp;
  identities: FuzzIdentities;
  close(): Promise<void>;
}

export async function buildFuzzWorld(target: DbTarget): Promise<FuzzWorld> {
  const t = await buildTestApp(target, { config: { gatewayDemo: { enabled: true, secret: 'fuzz-webhook-secret-0123456789' } } });
  // (the same secret signs some of the fuzzer's webhooks below)
  await seed({ db: t.db, demo: true });

  const suffix = randomBytes(4).toString('hex');
  const username = `fuzz${suffix}`;
  const signUp = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Ayşe',
      surname: 'Yılmaz',
      username,
      email: `${username}@example.com`,
      phone: `53${String(parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`,
      country: 792,
      currencyId: 1,
      password: 'secret123',
      password2: 'secret123',
      isFast: true,
      termsAccepted: true,
      ageConfirmed: true,
    },
  });
  if (signUp.statusCode !== 200) throw new Error(`the fuzz player could not sign up: ${signUp.statusCode} ${signUp.body}`);
  const player = signUp.json().data as { token: string };
  const [{ id: playerId }] = await t.db.select({ id: players.id }).from(players).where(eq(players.username, username));
  await credit(t.db, playerId, 'cash', 1_000_000n);

  const operatorName = `fuzzop${suffix}`;
  const operator = await createOperator(t.db, { username: operatorName, password: 'operator-secret-1', role: 'admin' }, { actor: { kind: 'system', id: 'fuzz' } });
  const signedIn = await signInOperator(t.request, operatorName, 'operator-secret-1');

  const tokens = { player: player.token, operator: signedIn.token };
  const webhookSecret = 'fuzz-webhook-secret-0123456789';
  const methodIds = (await t.db.select({ id: paymentMethods.id }).from(paymentMethods)).map((row) => row.id);
  const identities: FuzzIdentities = {
    signWebhook: (body) => `sha256=${createHmac('sha256', webhookSecret).update(body, 'utf8').digest('hex')}`,
    known: {
      username: [username, operatorName],
      // Payment method ids (deposit, withdraw): `id` also collects every other id the answers carry.
      id: methodIds,
      password: ['secret123', 'operator-secret-1'],
      oldPassword: ['secret123'],
      amount: [50, 100, 250.5],
      // Filled payment forms: a card deposit, a bank transfer notice, a withdrawal to an IBAN.
      detail: [{ amount: 100 }, { amount: 150, senderName: 'Ayşe Yılmaz', senderBank: 1 }, { iban: 'TR330006100519786457841326', accountHolder: 'Ayşe Yılmaz', amount: 120 }],
      bet: [1, 2, 0.2],
      platform: [1],
      language: ['tr', 'en'],
      lobbyUrl: ['/'],
      gameCode: ['studio-slot', 'studio-roulette', 'studio-blackjack', 'studio-crash'],
    },
    header: (kind) => `Bearer ${tokens[kind]}`,
    async renew(kind) {
      tokens[kind] = kind === 'player' ? (await createSession(t.db, playerId)).token : (await createOperatorSession(t.db, operator.id)).token;
    },
  };
  return {
    t,
    identities,
    async close() {
      t.takeViolations();
      await t.close();
    },
  };
}

export function fuzzWorld(world: FuzzWorld, options: { seed: number; count: number; concurrency?: number; only?: string[]; progress?: (done: number, failures: number) => void }): Promise<FuzzReport> {
  return runFuzz({
    contract,
    request: world.t.request,
    takeViolations: world.t.takeViolations,
    identities: world.identities,
    ...options,
  });
}
