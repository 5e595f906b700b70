// The layer rule (scripts/lint-layers.ts): the repository has no import across a boundary, and a
// planted bad import of each form is reported with its file, line and layers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findLayerViolations, formatViolation } from '../../../scripts/lint-layers';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A scratch project with the given files (path → text). */
function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const clean = {
  'common/rules/iban.ts': 'export const iban = 1;\n',
  'common/contract/schema.gen.ts': 'export interface paths {}\n',
  'machines/payment/payment.machine.ts': "import { iban } from '../../common/rules/iban';\nexport const m = iban;\n",
  'src/app/main.tsx': "import { m } from '../../machines/payment/payment.machine';\nimport { css } from '../../styled-system/css';\nimport React from 'react';\nexport { m, css, React };\n",
  'server/payments/fields.ts': "import type { paths } from '../../common/contract/schema.gen';\nimport { iban } from '../../common/rules/iban';\nexport type P = paths;\nexport const i = iban;\n",
  'tests/unit/anything.test.ts': "import '../../server/payments/fields';\nimport '../../src/app/main';\n",
  'machines/payment/payment.test.ts': "import '../../server/payments/fields';\n",
  'scripts/tool.ts': "import '../server/payments/fields';\nimport '../src/app/main';\n",
};

describe('layer boundaries', () => {
  it('the repository has no import across a boundary', () => {
    const violations = findLayerViolations(repoRoot);
    expect(violations.map(formatViolation)).toEqual([]);
  });

  it('allows the permitted directions, and tests and scripts import anything', () => {
    expect(findLayerViolations(project(clean))).toEqual([]);
  });

  it.each([
    ['server → src (import type)', 'server/payments/bad.ts', "import type { X } from '../../src/app/main';\n", 'server', 'src'],
    ['server → machines (static)', 'server/payments/bad.ts', "\n\nimport { m } from '../../machines/payment/payment.machine';\n", 'server', 'machines'],
    ['machines → server (dynamic import)', 'machines/payment/bad.ts', "export const load = () => import('../../server/payments/fields');\n", 'machines', 'server'],
    ['machines → src (re-export)', 'machines/payment/bad.ts', "export { m } from '../../src/app/main';\n", 'machines', 'src'],
    ['src → server (side-effect import)', 'src/app/bad.ts', "import '../../server/payments/fields';\n", 'src', 'server'],
    ['common → src', 'common/rules/bad.ts', "import { m } from '../../src/app/main';\n", 'common', 'src'],
    ['common → machines (require)', 'common/rules/bad.ts', "const m = require('../../machines/payment/payment.machine');\n", 'common', 'machines'],
    ['server → tests', 'server/payments/bad.ts', "import { helper } from '../../tests/unit/anything.test';\n", 'server', 'tests'],
  ])('reports a planted %s', (_, file, text, from, to) => {
    const violations = findLayerViolations(project({ ...clean, [file]: text }));
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ file, from, to, line: text.split('\n').findIndex((l) => l.includes('..')) + 1 });
    expect(formatViolation(violations[0])).toContain(`${file}:`);
  });
});
