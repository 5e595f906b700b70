// The committed generated files (common/contract/schema.gen.ts and schemas.gen.ts) are exactly what
// `npm run gen:api` makes from the contract today; run it when this fails.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateApi, schemasPath, typesPath } from '../../../scripts/gen-api';

describe('generated API files', () => {
  it('are fresh', async () => {
    const generated = await generateApi();
    const committedTypes = await readFile(typesPath, 'utf8');
    const committedSchemas = await readFile(schemasPath, 'utf8');
    expect(committedTypes === generated.types, 'common/contract/schema.gen.ts is stale: run npm run gen:api').toBe(true);
    expect(committedSchemas === generated.schemas, 'common/contract/schemas.gen.ts is stale: run npm run gen:api').toBe(true);
  });

  it('are deterministic', async () => {
    const [first, second] = [await generateApi(), await generateApi()];
    expect(second).toEqual(first);
  });

  it('carry every component schema of the contract', async () => {
    const { schemas } = await import('../../../common/contract/schemas.gen');
    const { types } = await generateApi();
    for (const name of ['Bootstrap', 'SessionData', 'RegisterRequest', 'ErrorEnvelope', 'PaymentField']) {
      expect(Object.keys(schemas)).toContain(name);
      expect(types).toContain(`export type Schema${name} = components['schemas']['${name}'];`);
    }
  });
});
