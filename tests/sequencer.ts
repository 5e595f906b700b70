// Vitest's file order: the few long suites start first, so that on a clean clone (no timing cache,
// where vitest would order by file size and start these small per-target files last) they overlap
// the many short files instead of running alone at the end.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first: each pattern names suites that take from half a minute to two minutes on CI. */
const LONG_SUITES = [/tests\/cluster\//, /simulator-pglite/, /simulator-postgres/, /crash-pglite/, /main\.test/, /crash-postgres/, /seed\/seed\.test/];

function rank(spec: TestSpecification): number {
  const index = LONG_SUITES.findIndex((pattern) => pattern.test(spec.moduleId));
  return index === -1 ? LONG_SUITES.length : index;
}

export default class LongSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
