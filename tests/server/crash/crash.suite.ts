// kill -9 in the middle of a stream of money requests: players send withdrawals (cash → hold, each with
// its own Idempotency-Key) to the real server process, which is killed with SIGKILL mid-stream and
// started again on the same database. Every acknowledged withdrawal must be there exactly once, nothing
// may exist that was not sent, the money must add up, and resending every request (the client's retry)
// must create nothing twice. The kill point is seeded: a failure prints CRASH_SEED=<seed> to replay it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createPlayer } from '../../../server/auth/players';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { seed } from '../../../server/seed';
import { checkInvariants, postEntry } from '../../../server/wallet';
import { createTestDatabase, describeOn, type DbTarget, type TestDatabase } from '../helpers/db';
import { mulberry32, seedFromEnv } from '../wallet/prng';
import { freePort, startServer, type ServerProcess } from './server-process';
import { verifyFully } from '../helpers/kyc';

const PLAYERS = 6;
const WORKERS = 6;
const FUNDING = 100_000_000n; // ₺1,000,000 each: withdrawals never run out of money
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

interface Sent {
  key: string;
  player: number;
  /** TRY, as the form sends it. */
  amount: number;
  /** The financial activity id the server acknowledged with, if it did. */
  ackedId?: number;
}

interface Target {
  database: { dataDir?: string; databaseUrl?: string };
  /** Opens the database for the checks (after the server stopped, for PGlite). */
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

async function prepare(target: 'pglite' | 'postgres'): Promise<{ target: Target; usernames: string[] }> {
  let handle: DatabaseHandle;
  let testDb: TestDatabase | undefined;
  let dir: string | undefined;
  if (target === 'pglite') {
    dir = mkdtempSync(join(tmpdir(), 'crash-test-'));
    handle = await openDatabase({ dataDir: dir });
    await handle.migrate();
  } else {
    testDb = await createTestDatabase('postgres');
    handle = testDb;
  }
  await seed({ db: handle.db, demo: false });
  const usernames: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const username = `crash${i}${randomUUID().slice(0, 6)}`;
    const player = await createPlayer(handle.db, {
      username,
      password: 'secret123',
      email: `${username}@example.com`,
      phone: '5321234567',
      name: 'Çetin',
      surname: 'Kaya',
    });
    // Withdrawals need a fully verified player (server/kyc).
    await verifyFully(handle.db, player.id);
    await postEntry(handle.db, {
      idempotencyKey: `crash-funding-${player.id}`,
      kind: 'deposit',
      playerId: player.id,
      lines: [
        { account: { house: 'house:deposit-clearing' }, amount: -FUNDING },
        { account: { player: player.id, kind: 'cash' }, amount: FUNDING },
      ],
    });
    usernames.push(username);
  }
  if (target === 'pglite') {
    // One process per PGlite directory: the server opens it next.
    await handle.close();
    return {
      usernames,
      target: {
        database: { dataDir: dir },
        open: async () => openDatabase({ dataDir: dir }),
        cleanup: async () => rmSync(dir!, { recursive: true, force: true }),
      },
    };
  }
  return {
    usernames,
    target: {
      database: { databaseUrl: testDb!.url },
      open: async () => handle,
      cleanup: () => testDb!.destroy(),
    },
  };
}

async function api(base: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data: any } };
}

/** The kill -9 suite on one database; each target has its own test file so the two run on different workers. */
export function killNineSuite(targetName: DbTarget): void {
  describeOn(targetName, 'crash (kill -9)', () => {
    it('keeps every acknowledged withdrawal exactly once and nothing else', { timeout: 300_000 }, async () => {
      const seed = seedFromEnv('CRASH_SEED');
      const { target, usernames } = await prepare(targetName);
      const port = await freePort();
      let server: ServerProcess | undefined;
      try {
        server = await startServer(target.database, port);
        const tokens: string[] = [];
        for (const username of usernames) {
          const login = await api(server.base, 'auth/login', null, { username, password: 'secret123' });
          expect(login.status, JSON.stringify(login.body)).toBe(200);
          tokens.push(login.body.data.token);
        }
        const methods = await api(server.base, 'payment/methods', tokens[0], { type: 2 });
        const methodId: number = methods.body.data[0].id;
        const send = (entry: Sent, base: string) =>
          api(base, 'payment/withdraw', tokens[entry.player], { id: methodId, detail: { iban: IBAN, accountHolder: 'Çetin Kaya', amount: entry.amount } }, { 'idempotency-key': entry.key });

        // The stream: every worker sends one withdrawal after another until the process dies under it.
        const sent: Sent[] = [];
        // The kill point is drawn from a seeded generator: a failure prints the seed (CRASH_SEED=<seed> replays it).
        const killAfter = mulberry32(seed).int(30, 89);
        let acked = 0;
        let killed = false;
        const running = server;
        const worker = async (w: number) => {
          for (let i = 0; !killed; i++) {
            const entry: Sent = { key: randomUUID(), player: (w + i) % PLAYERS, amount: 100 + ((w * 7 + i) % 50) + 0.25 };
            sent.push(entry);
            let answer: Awaited<ReturnType<typeof send>>;
            try {
              answer = await send(entry, running.base);
            } catch (err) {
              // Only a request the kill cut off may fail, and only at the transport: its fate is unknown.
              if (!killed) throw err;
              return;
            }
            // An answer that did arrive is checked whether or not the process has died since.
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            entry.ackedId = answer.body.data.id;
            acked += 1;
            if (acked >= killAfter && !killed) {
              killed = true;
              running.child.kill('SIGKILL');
            }
          }
        };
        await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
        await running.exited;
        const ackedEntries = sent.filter((s) => s.ackedId !== undefined);
        expect(ackedEntries.length).toBeGreaterThanOrEqual(killAfter);

        server = await startServer(target.database, port);
        const restarted = server;

        // What survived, seen through the player's own financial activities.
        const listed = new Map<number, { amount: number; player: number }>();
        for (let p = 0; p < PLAYERS; p++) {
          for (let skip = 0; ; skip += 100) {
            const page = await api(restarted.base, 'customer/financialactivities', tokens[p], { skip, take: 100, type: 2 });
            expect(page.status).toBe(200);
            for (const item of page.body.data.items) {
              expect(listed.has(item.id), `activity ${item.id} listed twice`).toBe(false);
              listed.set(item.id, { amount: item.amount, player: p });
            }
            if (skip + 100 >= page.body.data.total) break;
          }
        }
        for (const entry of ackedEntries) {
          expect(listed.get(entry.ackedId!), `acknowledged withdrawal ${entry.ackedId} lost`).toEqual({ amount: entry.amount, player: entry.player });
        }
        // Besides the acknowledged ones, at most the requests in flight at the kill may have committed.
        const unacked = sent.filter((s) => s.ackedId === undefined);
        // The other workers each had a request on the wire when the process died.
        expect(unacked.length).toBeGreaterThan(0);
        expect(listed.size - ackedEntries.length).toBeGreaterThanOrEqual(0);
        expect(listed.size - ackedEntries.length).toBeLessThanOrEqual(unacked.length);

        // The client's retry of every request: acknowledged ones answer their first id; in-flight ones are
        // created now if they never committed, found if they did. Either way one row per key.
        for (const entry of sent) {
          const answer = await send(entry, restarted.base);
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          if (entry.ackedId !== undefined) expect(answer.body.data.id).toBe(entry.ackedId);
          entry.ackedId = answer.body.data.id;
        }
        expect(new Set(sent.map((s) => s.ackedId)).size).toBe(sent.length);

        // Each player's money: funding minus every withdrawal held, in the balance the header shows.
        for (let p = 0; p < PLAYERS; p++) {
          const held = sent.filter((s) => s.player === p).reduce((sum, s) => sum + Math.round(s.amount * 100), 0);
          const balance = await api(restarted.base, 'user/balance', tokens[p]);
          expect(balance.body.data.cash).toBeCloseTo((Number(FUNDING) - held) / 100, 2);
        }

        restarted.child.kill('SIGTERM');
        await restarted.exited;
        server = undefined;

        const handle = await target.open();
        try {
          expect(await checkInvariants(handle.db)).toEqual([]);
          const rows = (await handle.db.execute(sql`
            select t.client_key, count(distinct t.id)::int as rows, count(e.id)::int as entries
            from payment_transactions t left join journal_entries e on e.idempotency_key = 'withdraw:' || t.reference
            where t.type = 2 group by t.client_key`)) as unknown as { rows: { client_key: string; rows: number; entries: number }[] };
          expect(rows.rows.length).toBe(sent.length);
          expect(new Set(rows.rows.map((r) => r.client_key))).toEqual(new Set(sent.map((s) => s.key)));
          for (const row of rows.rows) expect(row, `key ${row.client_key}`).toMatchObject({ rows: 1, entries: 1 });
        } finally {
          if (targetName === 'pglite') await handle.close();
        }
      } catch (err) {
        if (server) console.error(server.output.join(''));
        console.error(`crash (kill -9) on ${targetName} failed; replay the kill point with CRASH_SEED=${seed}`);
        throw err;
      } finally {
        if (server) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
        await target.cleanup();
      }
    });
  });
}
