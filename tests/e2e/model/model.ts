// Model-based tests in the browser: a flow's machine paths (the very paths, with the very names, of its
// vitest replays in machines/<flow>/<flow>.test.ts) run against the real app and server. Each machine
// state gets an assertion on the real page and each event an action on it; a path performs its events'
// actions one by one and asserts every state it reaches. A state with no assertion, or an event with
// no action, fails the flow's coverage test, and so does an entry for a state or event the machine no
// longer has (a renamed state must be followed here).
import { expect, type Page, test } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { allStates, allTransitions, type GeneratedPath, type generatePaths } from '../../../machines/testing/path-coverage';

type Suite<M extends AnyStateMachine> = Pick<ReturnType<typeof generatePaths<M>>, 'title' | 'paths' | 'replay'>;

/** What a step sees: the machine's snapshot there (its context tells which values were typed). */
export type StateAssertion = (page: Page, snapshot: AnyMachineSnapshot) => Promise<void>;

/**
 * How an event happens on the real page. `arm` runs before the step that leads to the event (the
 * request the event answers is sent by that step): a server fault for an actor's error event.
 */
export type EventAction<E extends EventObject = EventObject & Record<string, unknown>> =
  | ((page: Page, event: E, before: AnyMachineSnapshot) => Promise<void>)
  | {
      arm: (page: Page, event: E) => Promise<void>;
      act?: (page: Page, event: E, before: AnyMachineSnapshot) => Promise<void>;
    };

export interface BrowserModel<M extends AnyStateMachine> {
  /** The flow's directory under machines/, as `npm run paths` names it. */
  flow: string;
  machine: M;
  /** The same suites (names, events, inputs) the flow's vitest replays are generated from. */
  suites: Suite<M> | Record<string, Suite<M>>;
  /** Brings a fresh page to where the machine starts (for this suite, when there are several). */
  start: (page: Page, suite: string | null) => Promise<void>;
  /** State node id (`loginForm.pristine`) → what the page shows there. Every leaf state needs one. */
  states: Record<string, StateAssertion>;
  /** Event type → how a person (or the server) makes it happen. Every event the machine handles needs one. */
  events: Record<string, EventAction>;
}

/** A path's full name, as machines/testing/path-tests.ts names its replay (without the `[replay]` mark). */
export function pathName(title: string, suite: string | null, description: string): string {
  return `${title}${suite === null ? '' : ` (${suite})`}: ${description}`;
}

export interface ModelPath<M extends AnyStateMachine> {
  name: string;
  suite: string | null;
  replay: Suite<M>['replay'];
  path: GeneratedPath<M>;
}

function namedSuites<M extends AnyStateMachine>(model: BrowserModel<M>): Array<[string | null, Suite<M>]> {
  return 'paths' in model.suites ? [[null, model.suites as Suite<M>]] : Object.entries(model.suites);
}

/** Every path of the flow's replays, by its name. */
export function allPaths<M extends AnyStateMachine>(model: BrowserModel<M>): ModelPath<M>[] {
  return namedSuites(model).flatMap(([suite, { title, paths, replay }]) =>
    paths.map((path) => ({ name: pathName(title, suite, path.description), suite, replay, path })),
  );
}

const activeNodes = (snapshot: AnyMachineSnapshot) => (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
const isLeaf = (node: AnyStateNode) => node.type === 'atomic' || node.type === 'final';

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(walk)];
  return walk(machine.root);
}

/**
 * The paths the browser runs: the shortest replay path into every state node and through every
 * transition (few, as each path walks many), then without the paths that are the start of a longer
 * chosen one (the longer path asserts every state on the way).
 */
export function browserPaths<M extends AnyStateMachine>(model: BrowserModel<M>): ModelPath<M>[] {
  const candidates = allPaths(model)
    .map((entry) => {
      const { states, transitions } = entry.replay(entry.path);
      return { entry, reached: new Set([...states, ...[...transitions].map((key) => `transition ${key}`)]) };
    })
    .sort((a, b) => a.entry.path.events.length - b.entry.path.events.length);
  const chosen: typeof candidates = [];
  const covered = new Set<string>();
  for (const candidate of candidates) {
    if ([...candidate.reached].some((goal) => !covered.has(goal))) {
      chosen.push(candidate);
      candidate.reached.forEach((goal) => covered.add(goal));
    }
  }
  const key = (entry: ModelPath<M>) => `${entry.suite}\u0000${entry.path.events.map((event) => JSON.stringify(event)).join('\u0000')}`;
  const keys = chosen.map(({ entry }) => key(entry));
  return chosen
    .filter(({ entry }, index) => !keys.some((other, at) => at !== index && other.startsWith(`${keys[index]}\u0000`)))
    .map(({ entry }) => entry);
}

/** What the model lacks (and what it maps that the machine no longer has). */
export function modelGaps<M extends AnyStateMachine>(model: BrowserModel<M>) {
  const nodes = stateNodes(model.machine).filter((node) => node !== model.machine.root);
  const leaves = nodes.filter(isLeaf).map((node) => node.id);
  const ids = new Set(allStates(model.machine));
  const eventTypes = new Set(
    allTransitions(model.machine)
      .map((key) => /--(.+)#\d+-->/.exec(key)![1]!)
      .filter((type) => type !== '(always)'),
  );
  return {
    statesWithoutAssertion: leaves.filter((id) => !model.states[id]),
    eventsWithoutAction: [...eventTypes].filter((type) => !model.events[type]),
    unknownStates: Object.keys(model.states).filter((id) => !ids.has(id)),
    unknownEvents: Object.keys(model.events).filter((type) => !eventTypes.has(type)),
  };
}

async function assertState<M extends AnyStateMachine>(model: BrowserModel<M>, page: Page, snapshot: AnyMachineSnapshot) {
  for (const node of activeNodes(snapshot)) {
    const assertion = model.states[node.id];
    if (assertion) await test.step(`is in ${node.id}`, () => assertion(page, snapshot));
    else if (isLeaf(node)) throw new Error(`no assertion for state ${node.id}`);
  }
}

/** Runs one path on the page: the start, then each event's action and the state it reaches. */
export async function runPath<M extends AnyStateMachine>(model: BrowserModel<M>, page: Page, entry: ModelPath<M>) {
  const events = entry.path.events as Array<EventObject & Record<string, unknown>>;
  const snapshotAfter = (count: number) =>
    entry.replay({ ...entry.path, events: entry.path.events.slice(0, count) }).snapshot as AnyMachineSnapshot;
  const actionOf = (event: EventObject) => {
    const action = model.events[event.type];
    if (!action) throw new Error(`no action for event ${event.type}`);
    return action;
  };
  const arm = async (index: number) => {
    const next = events[index];
    const action = next && actionOf(next);
    if (action && typeof action !== 'function') await action.arm(page, next);
  };
  await arm(0);
  await model.start(page, entry.suite);
  let snapshot = snapshotAfter(0);
  await assertState(model, page, snapshot);
  for (const [index, event] of events.entries()) {
    await arm(index + 1);
    const action = actionOf(event);
    const act = typeof action === 'function' ? action : action.act;
    await test.step(`event ${event.type}`, async () => {
      await act?.(page, event, snapshot);
    });
    snapshot = snapshotAfter(index + 1);
    await assertState(model, page, snapshot);
  }
}

/**
 * Declares a flow's model tests: its coverage test and one test per chosen path, named as the path's
 * replay. With MODEL_PATH set (`npm run paths -- <flow> "<name>"`), that one path runs, chosen or not.
 */
export function describeModel<M extends AnyStateMachine>(model: BrowserModel<M>) {
  test.describe(`model ${model.flow}`, () => {
    test(`${model.flow}: every state has an assertion and every event an action`, () => {
      expect(modelGaps(model)).toEqual({ statesWithoutAssertion: [], eventsWithoutAction: [], unknownStates: [], unknownEvents: [] });
    });
    const only = process.env.MODEL_PATH;
    const entries = only ? allPaths(model).filter((entry) => entry.name === only) : browserPaths(model);
    for (const entry of entries) test(entry.name, ({ page }) => runPath(model, page, entry));
  });
}
