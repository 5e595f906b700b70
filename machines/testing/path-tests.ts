// The tests every machine's generated paths get: one per path, replaying it on a real actor and
// checking it ends where the graph says, then one that together the paths reach every state and take
// every transition. Kept apart from path-coverage.ts, which does not depend on the test runner.
import { expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import { type generatePaths, missingCoverage } from './path-coverage';

/**
 * What every generated path replay's name starts with. A replay's expected end comes from walking the
 * same machine, so it proves coverage, not correctness: `npm test` (scripts/test.mjs) counts the tests
 * named so on a line of their own, apart from the tests that can fail on their own.
 */
export const REPLAY = '[replay]';

type PathSuite<M extends AnyStateMachine> = Pick<ReturnType<typeof generatePaths<M>>, 'title' | 'paths' | 'replay' | 'covered'>;

/**
 * A path's full name: the flow's title, the suite's name when there are several, then its events,
 * e.g. "login: types password, then submits". `npm run paths` lists and runs paths by this name.
 */
export function pathName(title: string, suite: string | null, description: string): string {
  return `${title}${suite === null ? '' : ` (${suite})`}: ${description}`;
}

/**
 * Declares the path tests of a machine's suites. A path passes when the replay ends in the state the
 * graph says and `sameEnd`, when given, finds the rest of what the suite tells states apart equal.
 * Several suites (one per starting input) are given by name, or as a list that numbers them; the
 * suite's name follows the flow's title in each path's name.
 */
export function testEveryPath<M extends AnyStateMachine>(
  machine: M,
  suites: PathSuite<M> | PathSuite<M>[] | Record<string, PathSuite<M>>,
  sameEnd?: (actual: SnapshotFrom<M>, expected: SnapshotFrom<M>) => void,
): void {
  const named: Array<[string | null, PathSuite<M>]> =
    'paths' in suites
      ? [[null, suites as PathSuite<M>]]
      : Array.isArray(suites)
        ? suites.map((suite, index) => [`start ${index + 1}`, suite])
        : Object.entries(suites);
  const cases = named.flatMap(([name, suite]) =>
    suite.paths.map((path) => [pathName(suite.title, name, path.description), suite, path] as const),
  );
  it.each(cases)(`${REPLAY} %s`, (_, suite, path) => {
    const { snapshot } = suite.replay(path);
    expect((snapshot as AnyMachineSnapshot).value).toEqual((path.expected as AnyMachineSnapshot).value);
    sameEnd?.(snapshot, path.expected);
  });
  it('names every path once', () => {
    const names = cases.map(([name]) => name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
  it('reaches every state and takes every transition', () => {
    expect(missingCoverage(machine, named.map(([, suite]) => suite))).toEqual({ missingStates: [], missingTransitions: [] });
  });
}
