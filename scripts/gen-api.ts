// Generates the app's API types and validation schemas from openapi/openapi.yaml (npm run gen:api).
// The output is a pure function of the contract, so tests/unit/contract/generated.test.ts can
// regenerate it in memory and fail when the committed files are stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
export const contractPath = `${root}openapi/openapi.yaml`;
export const typesPath = `${root}common/contract/schema.gen.ts`;
export const schemasPath = `${root}common/contract/schemas.gen.ts`;

const header = (what: string) =>
  `// generated, do not edit: ${what} from openapi/openapi.yaml by scripts/gen-api.ts (npm run gen:api).\n`;

export interface GeneratedApi {
  types: string;
  schemas: string;
}

/** Both generated files as strings; writes nothing. */
export async function generateApi(): Promise<GeneratedApi> {
  const source = await readFile(contractPath, 'utf8');
  const document = parse(source) as { components?: { schemas?: Record<string, unknown> } };

  const ast = await openapiTS(pathToFileURL(contractPath), {
    silent: true,
    rootTypes: true,
    // Without this every `{ type: object }` would accept any extra key in TypeScript.
    additionalProperties: false,
  });
  const types = `${header('TypeScript types')}\n${astToString(ast)}`;

  const componentSchemas = document.components?.schemas ?? {};
  // JSON.stringify keeps key order from the YAML, so the output is stable without a formatter.
  const schemas =
    `${header('component schemas as JSON Schema, for client-side validation')}` +
    `// $refs point at '#/components/schemas/<Name>'; common/contract/validate.ts resolves them in this object.\n\n` +
    `export const schemas = ${JSON.stringify(componentSchemas, null, 2)} as const;\n\n` +
    `export type SchemaName = keyof typeof schemas;\n`;

  return { types, schemas };
}

async function main() {
  const { types, schemas } = await generateApi();
  await writeFile(typesPath, types);
  await writeFile(schemasPath, schemas);
  console.log(`wrote ${typesPath} and ${schemasPath}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
