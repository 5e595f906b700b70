// The contract lints clean under Redocly's recommended rules, and the lint really runs: a contract
// with a known defect is reported.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lintFromString } from '@redocly/openapi-core';
import { contractPath, createLintConfig, describeProblem, lintContract } from '../../../scripts/lint-api';

describe('openapi/openapi.yaml lint', () => {
  it('has no problems, warnings included', async () => {
    const problems = await lintContract();
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('reports a defect the recommended rules know (an operation without summary or operationId)', async () => {
    const source = await readFile(contractPath, 'utf8');
    const broken = source.replace('      operationId: getBalance\n      tags: [user]\n      summary: Wallet balance\n', '      tags: [user]\n');
    expect(broken).not.toBe(source);
    const problems = await lintFromString({ source: broken, absoluteRef: contractPath, config: await createLintConfig() });
    const rules = problems.map((problem) => problem.ruleId);
    expect(rules).toContain('operation-summary');
    expect(rules).toContain('operation-operationId');
  });
});
