// App plugin: links new audit rows into the hash chain (server/audit/chain.ts) after each operator call
// has answered, so the back office's audit log shows every row with its hash within moments of it.
// One sealing at a time per instance; calls meanwhile ask for one more pass, not one each. A failure is
// logged and left for the next pass (reading or verifying the chain seals first anyway).
import fp from 'fastify-plugin';
import { sealAuditChain } from '../audit/chain';

export default fp(
  async (app) => {
    let running: Promise<void> | null = null;
    let again = false;
    let closing = false;
    const seal = (): void => {
      if (closing) return;
      if (running) {
        again = true;
        return;
      }
      running = sealAuditChain(app.db)
        .then(() => undefined)
        .catch((err: unknown) => app.log.warn({ err }, 'audit chain sealing failed'))
        .finally(() => {
          running = null;
          if (again && !closing) {
            again = false;
            seal();
          }
        });
    };
    app.addHook('onResponse', async (request) => {
      if (request.operator) seal();
    });
    app.addHook('preClose', async () => {
      closing = true;
      await running;
    });
  },
  { name: 'audit-chain', fastify: '5.x', dependencies: ['context', 'auth'] },
);
