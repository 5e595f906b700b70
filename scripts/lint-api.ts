// Lints openapi/openapi.yaml with Redocly's `recommended` ruleset (npm run lint:api); exits 1 on any
// problem, warnings included, so the contract stays clean. tests/unit/contract/lint.test.ts runs the
// same check inside `npm test`.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createConfig, lint, type Config, type NormalizedProblem } from '@redocly/openapi-core';

export const contractPath = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));

/**
 * Every rule of `recommended` stays at its default severity (none is turned off), and a warning
 * fails like an error. The additions only make rules stricter.
 */
export function createLintConfig(): Promise<Config> {
  return createConfig({
    extends: ['recommended'],
    rules: {
      // Every operationId becomes a handler name on the server and a call name in the app.
      'operation-operationId': 'error',
      // A property listed as required must exist, or the generated types lie.
      'no-required-schema-properties-undefined': 'error',
      // Examples must match their schemas (they end up in the browsable reference at /api/docs).
      'no-invalid-schema-examples': 'error',
    },
  });
}

export async function lintContract(): Promise<NormalizedProblem[]> {
  return lint({ ref: contractPath, config: await createLintConfig() });
}

export function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location
    .map((location) => location.pointer ?? '')
    .filter(Boolean)
    .join(', ');
  return `${problem.severity} ${problem.ruleId}: ${problem.message}${where ? ` at ${where}` : ''}`;
}

async function main() {
  const problems = await lintContract();
  for (const problem of problems) console.log(describeProblem(problem));
  if (problems.length > 0) {
    console.log(`openapi/openapi.yaml: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('openapi/openapi.yaml: valid, no problems');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
