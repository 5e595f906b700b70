// Vitest setup file: after every test, any contract violation recorded by a live test app (see
// tests/server/helpers/app.ts) fails that test. This is what makes "every answer is checked against the
// contract" true without each suite asserting on `t.violations` itself. It imports nothing from the
// server, so machine and unit files pay nothing for it.
import { afterEach } from 'vitest';
import { drainContractViolations } from './violations';

afterEach(() => {
  drainContractViolations();
});
