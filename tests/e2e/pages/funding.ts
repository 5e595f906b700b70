// Money for browser tests without touching the demo player: the operator API (operator/operator1234 of
// the demo seed, with its documented TOTP secret) and a fresh player funded by a bank-transfer deposit
// that the operator confirms.
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { rfcTotp } from '../../server/helpers/totp';
import { newPlayer, type NewPlayer, registerThroughApi } from './accounts-data';

/** The demo seed's operator; the TOTP secret is the README's development one. */
const DEMO_OPERATOR = { username: 'operator', password: 'operator1234', totpSecret: 'CASINODEMOOPERATORTOTPSECRET2345' };
const REPLAYED = 'This code was already used; wait for the next one';

/** This worker's copy of the run's operator session. */
let session: Promise<Record<string, string>> | undefined;

/** Password, then the code of `step`: the session token, or the server's refusal. */
async function signIn(request: APIRequestContext, step: number): Promise<{ token?: string; message: string }> {
  const en = { 'x-locale': 'en' };
  const login = await request.post('/api/ops/auth/login', { headers: en, data: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { challenge } = (await login.json()).data as { challenge: string };
  const totp = await request.post('/api/ops/auth/totp', { headers: en, data: { challenge, code: rfcTotp(DEMO_OPERATOR.totpSecret, step * 30) } });
  const body = (await totp.json()) as { data?: { token: string }; message: string };
  return { token: body.data?.token, message: body.message };
}

async function demoOperatorSession(request: APIRequestContext): Promise<Record<string, string>> {
  let token: string | undefined;
  // Another worker may have spent this step's code: the next step's is inside the server's drift. When both
  // are spent, the codes of the step after are the event to wait for.
  await expect
    .poll(
      async () => {
        const current = Math.floor(Date.now() / 30_000);
        for (const step of [current, current + 1]) {
          const result = await signIn(request, step);
          if (result.token) {
            token = result.token;
            return 'signed in';
          }
          if (result.message !== REPLAYED) return result.message;
        }
        return REPLAYED;
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe('signed in');
  return { authorization: `Bearer ${token!}` };
}

/**
 * The run's one operator session, shared by every worker through a file in the e2e data directory: each
 * sign-in spends a TOTP step, a step is taken once, and a replayed code counts as a failed sign-in (5 in
 * 15 minutes stop the account), so workers signing in on their own (again after each restart) could
 * lock the demo operator out halfway through the run. The first worker to create the lock file signs
 * in; the others wait for the token it writes.
 */
async function sharedOperatorSession(request: APIRequestContext): Promise<Record<string, string>> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) return demoOperatorSession(request);
  const tokenFile = join(dir, 'e2e-operator-session.json');
  const lockFile = join(dir, 'e2e-operator-session.lock');
  let owner = false;
  try {
    closeSync(openSync(lockFile, 'wx'));
    owner = true;
  } catch {
    // Another worker signs in.
  }
  if (owner) {
    try {
      const headers = await demoOperatorSession(request);
      writeFileSync(`${tokenFile}.tmp`, JSON.stringify(headers));
      renameSync(`${tokenFile}.tmp`, tokenFile);
      return headers;
    } catch (error) {
      rmSync(lockFile, { force: true });
      throw error;
    }
  }
  let headers: Record<string, string> | undefined;
  await expect
    .poll(
      () => {
        if (existsSync(tokenFile)) headers = JSON.parse(readFileSync(tokenFile, 'utf8')) as Record<string, string>;
        // The signing worker failed and freed the lock: sign in here instead.
        else if (!existsSync(lockFile)) return 'lock freed';
        return headers ? 'ready' : 'waiting';
      },
      { timeout: 60_000, intervals: [250] },
    )
    .not.toBe('waiting');
  return headers ?? sharedOperatorSession(request);
}

/** An operator session's headers (the demo operator, signed in with password and TOTP once per run). */
export async function operatorAuth(request: APIRequestContext): Promise<Record<string, string>> {
  session ??= sharedOperatorSession(request).catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

/** A player session's headers, from the API login. */
export async function playerAuth(request: APIRequestContext, player: NewPlayer): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { username: player.username, password: player.password } });
  const body = await response.json();
  expect(body.success, body.message).toBe(true);
  return { authorization: `Bearer ${body.data.token as string}` };
}

/** A fresh player with `amount` TRY in cash: a bank-transfer deposit the operator confirms. */
export async function fundedPlayer(request: APIRequestContext, amount: number): Promise<{ player: NewPlayer; auth: Record<string, string> }> {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const auth = await playerAuth(request, player);
  const ops = await operatorAuth(request);
  const methods = (await (await request.post('/api/payment/methods', { headers: auth, data: { type: 1 } })).json()).data as Array<{ id: number; displayType: string }>;
  const bank = methods.find((method) => method.displayType === 'message');
  expect(bank, JSON.stringify(methods)).toBeDefined();
  const deposit = await request.post('/api/payment/deposit', {
    headers: { ...auth, 'idempotency-key': `fund-${player.username}` },
    data: { id: bank!.id, target: 'pay', detail: { amount, senderName: `${player.name} ${player.surname}`, senderBank: 1 } },
  });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const queue = (await (await request.get('/api/ops/deposits?take=100', { headers: ops })).json()).data.items as Array<{ id: number; player: { username: string } }>;
  const row = queue.find((item) => item.player.username === player.username);
  expect(row).toBeDefined();
  const confirmed = await request.post(`/api/ops/deposits/${row!.id}/confirm`, { headers: ops, data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { player, auth };
}
