// Money for browser tests without touching the demo player: the operator API (operator/operator1234 of
// the demo seed) and a fresh player funded by a bank-transfer deposit that the operator confirms.
import { type APIRequestContext, expect } from '@playwright/test';
import { newPlayer, type NewPlayer, registerThroughApi } from './accounts-data';

/** An operator session's headers. */
export async function operatorAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/ops/auth/login', { data: { username: 'operator', password: 'operator1234' } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).data.token as string}` };
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
