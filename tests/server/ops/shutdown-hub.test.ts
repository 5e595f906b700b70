// The graceful stop's promise to hub clients (issue 20, docs/deploy.md "SIGTERM"): when the app closes,
// every hub connection gets a SignalR Close (type 7) with allowReconnect: true and a going-away close code
// (1001), so the real client's retry policy runs and it reconnects through the balancer to another
// instance. A Close without the hint would leave players without pushes until they reload.
import { HubConnectionState } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHubBus } from '../../../server/hub/bus';
import { RawHubSocket, signalrClient, socketUrl, startHub, tokenFor } from '../hub/hub-helpers';

const sockets: RawHubSocket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.ws.terminate();
});

describe('the hub when the app closes', () => {
  it('closes each connection with a reconnect hint and code 1001', async () => {
    const h = await startHub(createMemoryHubBus());
    const s = new RawHubSocket(socketUrl(h.base, { access_token: tokenFor('p1', 's1') }));
    sockets.push(s);
    await s.handshake();
    const client = signalrClient(h.base, { token: tokenFor('p2', 's2'), reconnect: true });
    await client.start();
    const reconnecting = new Promise<void>((resolve) => client.onreconnecting(() => resolve()));

    await h.app.close();

    expect(await s.waitForType(7)).toEqual({ type: 7, error: 'Server is shutting down.', allowReconnect: true });
    expect((await s.closed).code).toBe(1001);
    // The real client takes the hint: it starts reconnecting instead of stopping for good.
    await reconnecting;
    expect(client.state).toBe(HubConnectionState.Reconnecting);
    await client.stop();
  });
});
