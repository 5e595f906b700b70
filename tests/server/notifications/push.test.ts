// Live pushes through the real server and the real @microsoft/signalr client: after a wallet change
// commits, the player's connections get `Balance` (the same object user/balance answers) and
// `Notification` (the same object a customer/notification item is); other players get nothing.
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../server/notifications';
import { publishBalance, publishWalletChange } from '../../../server/realtime';
import { grantBonus } from '../../../server/wallet/bonuses';
import { bet } from '../../../server/wallet/game-wallet';
import { buildTestApp, type TestApp, listenOnLoopback } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';
import { nextNotify, signalrClient } from '../hub/hub-helpers';

describeEachTarget('pushed balances and notifications on %s', (target) => {
  let t: TestApp;
  let base: string;
  const connections: HubConnection[] = [];
  beforeAll(async () => {
    t = await buildTestApp(target);
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.stop()));
    await t?.close();
  });

  async function connectedPlayer() {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    const connection = signalrClient(base, { token: token!, fingerprint: 'fp-push', reconnect: false });
    connections.push(connection);
    await connection.start();
    return { player, token: token!, connection };
  }

  it('pushes the committed balance after a bet, equal to what user/balance answers', async () => {
    const { player, token, connection } = await connectedPlayer();
    await credit(t.db, player.id, 'cash', 3_000n);
    await grantBonus(t.db, { playerId: player.id, amount: 5_000n, kind: 'manual', idempotencyKey: `push-${player.id}` });
    // ₺50: the largest round while bonus money is held (server/wallet/wagering.ts); ₺30 cash, then ₺20 of bonus.
    const result = await bet(t.db, { playerId: player.id, txId: `push-bet-${player.id}`, roundId: 'r1', gameCode: 'crash', amount: 5_000n });
    const pushed = nextNotify(connection, (command) => command === 'Balance');
    await publishWalletChange(t.app.hub, t.db, result);
    const [, message] = await pushed;
    const polled = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
    expect(message).toEqual(polled.json().data);
    expect(message).toEqual({ balance: 30, cash: 0, bonus: 30 });
  });

  it('pushes a new notification as the list item it will be', async () => {
    const { player, token, connection } = await connectedPlayer();
    const created = await notify(t.db, { playerId: player.id, type: 1, titleKey: 'notification.deposit.confirmed.title', noteKey: 'notification.deposit.confirmed.note', vars: { amount: 50_000n } });
    const pushed = nextNotify(connection, (command) => command === 'Notification');
    await publishWalletChange(t.app.hub, t.db, { playerId: player.id, notifications: [created] });
    const [, message] = await pushed;
    const listed = await t.request({ method: 'POST', url: '/api/customer/notification', headers: { authorization: `Bearer ${token}` }, payload: { skip: 0, take: 100 } });
    expect(message).toEqual(listed.json().data.items[0]);
    expect(message).toMatchObject({ type: 1, title: 'Yatırımınız onaylandı', isRead: false });
  });

  it("reaches only the player's own connections", async () => {
    const a = await connectedPlayer();
    const b = await connectedPlayer();
    const seenByB: string[] = [];
    b.connection.on('NotifyMessage', (command: string) => seenByB.push(command));
    const toA = nextNotify(a.connection, (command) => command === 'Balance');
    await publishBalance(t.app.hub, t.db, a.player.id);
    await toA;
    // B's own push travels the same bus after A's, so once it arrives A's would have too.
    const toB = nextNotify(b.connection, (command) => command === 'Balance');
    await publishBalance(t.app.hub, t.db, b.player.id);
    await toB;
    expect(seenByB).toEqual(['Balance']);
  });
});
