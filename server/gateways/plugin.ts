// App plugin: the payment gateway adapters this instance offers (app.gateways) and the demo gateway's
// hosted page. The demo gateway runs inside this server, so it delivers its webhook through the server's
// own request pipeline (routing, raw body, signature check, contract validation) rather than over the
// network, which also works behind proxies that this server cannot reach itself through.
import fp from 'fastify-plugin';
import { sharedSecret } from '../lib/shared-secret';
import { createDemoAdapter } from './demo/adapter';
import { createDemoGateway, type DemoGateway } from './demo/gateway';
import { demoGatewayRoutes } from './demo/routes';
import { createGatewayRegistry, type GatewayAdapter, type GatewayRegistry } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    gateways: GatewayRegistry;
    /** The demo gateway's own side (its hosted page state); null when GATEWAY_DEMO is off. */
    demoGateway: DemoGateway | null;
  }
}

export default fp(
  async (app) => {
    const adapters: GatewayAdapter[] = [];
    let demo: DemoGateway | null = null;
    if (app.config.gatewayDemo.enabled) {
      const secret = app.config.gatewayDemo.secret ?? (await sharedSecret(app.db, 'gateway-demo-webhook'));
      demo = createDemoGateway({
        db: app.db,
        secret,
        async send(callbackUrl, body, signature) {
          const response = await app.inject({
            method: 'POST',
            url: new URL(callbackUrl).pathname,
            headers: { 'content-type': 'application/json', 'x-signature': signature },
            payload: body,
          });
          return { ok: response.statusCode === 200, status: response.statusCode };
        },
      });
      adapters.push(createDemoAdapter({ gateway: demo, secret }));
      await app.register(demoGatewayRoutes, { gateway: demo });
    }
    app.decorate('gateways', createGatewayRegistry(adapters));
    app.decorate('demoGateway', demo);
  },
  { name: 'gateways', fastify: '5.x', dependencies: ['context'] },
);
