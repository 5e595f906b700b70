// Model-based tests in the browser: a flow's machine paths (the very paths, with the very names, of its
// vitest replays in machines/<flow>/<flow>.test.ts) run against the real app and server. Each machine
// state gets an assertion on the real page and each event an action on it; a path performs its events'
// actions one by one and asserts every state it reaches. A state with no assertion, or an event with
// no action, fails the flow's coverage test, and so does an entry for a state or event the machine no
// longer has (a renamed state must be followed here).
// A flow plugs in with a model in tests/e2e/model/flows/<flow>.ts and a one-line
// tests/e2e/<flow>.model.spec.ts; the bet slip, once it exists, comes the same way (its suite from
// machines/bet-slip/bet-slip.test.ts, its page from the sportsbook).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, type Request, type Route, type APIResponse, test } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { RETRY_DELAYS_MS } from '../../../src/api/retry';
import { skipStartupPopup } from '../pages/casino';
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
  start: (page: Page, suite: string | null, events: EventObject[]) => Promise<void>;
  /** State node id (`loginForm.pristine`) → what the page shows there. Every leaf state needs one. */
  states: Record<string, StateAssertion>;
  /** Event type → how a person (or the server) makes it happen. Every event the machine handles needs one. */
  events: Record<string, EventAction>;
  /**
   * Whether the page can make this event in this state at all (the machine may take events the page
   * never sends there, e.g. leaving a field of a step not shown). Paths with an event the page cannot
   * make do not run in the browser; the coverage test names what they alone would have reached.
   */
  possible?: (event: EventObject & Record<string, unknown>, before: AnyMachineSnapshot, path: EventObject[], index: number) => boolean;
  /**
   * Also cover every move between state values, where one transition serves many sources (a dialog
   * opened from each other dialog); off by default, as parallel states multiply the moves.
   */
  moves?: boolean;
  /**
   * Paths the real page fails today, by name, with the defect: they run as expected failures
   * (`test.fail`), so the fix shows up as an unexpected pass and the entry goes.
   */
  knownDefects?: Record<string, string>;
  /**
   * The paths share something on the server that each sets at its start (the bet slip's two matches and
   * their prices): they run one after another in one worker, never two at once.
   */
  oneAtATime?: boolean;
  /** Browser options of a suite's paths (a phone's viewport where the flow is the phone's own). */
  use?: (suite: string | null) => Parameters<typeof test.use>[0];
  /**
   * Paths that can meet something no test controls (the simulated match's own goal during a live bet's
   * delay): one of them that fails while `outsideEvent` names such an event runs again, up to twice; a
   * retry after any other failure fails at once.
   */
  meetsOutsideEvents?: (events: readonly EventObject[]) => boolean;
  /** After such a path failed: what outside event happened during it (null: none, the failure is the page's). */
  outsideEvent?: (page: Page) => Promise<string | null>;
}

/** Where a path's failed attempt records that an outside event, and nothing else, ended it (its retry reads and removes it). */
const outsideEventMark = (testId: string) => join(process.env.E2E_DATA_DIR ?? tmpdir(), `outside-event-${testId}`);

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

/** The snapshots along a path: before its first event, then after each. */
function snapshotsOf<M extends AnyStateMachine>(entry: ModelPath<M>): AnyMachineSnapshot[] {
  return Array.from(
    { length: entry.path.events.length + 1 },
    (_, count) => entry.replay({ ...entry.path, events: entry.path.events.slice(0, count) }).snapshot as AnyMachineSnapshot,
  );
}

/** Whether the page can make every event of the path, each in the state before it. */
export function isPossible<M extends AnyStateMachine>(model: BrowserModel<M>, entry: ModelPath<M>): boolean {
  if (!model.possible) return true;
  const snapshots = snapshotsOf(entry);
  return entry.path.events.every((event, index) =>
    model.possible!(event as EventObject & Record<string, unknown>, snapshots[index]!, entry.path.events, index),
  );
}

/**
 * The paths the browser runs: taken shortest first, each path that reaches a state node, takes a
 * transition (or, with `moves`, a move between state values) no shorter one did; then without the
 * paths that are the start of a longer chosen one (the longer path asserts every state on the way).
 */
export function browserPaths<M extends AnyStateMachine>(model: BrowserModel<M>): ModelPath<M>[] {
  const candidates = allPaths(model)
    .filter((entry) => isPossible(model, entry))
    .map((entry) => {
      const { states, transitions } = entry.replay(entry.path);
      // Moves between states by value: opening a dialog from another is not the same as from none,
      // though the machine declares both with one transition.
      const values = snapshotsOf(entry).map((snapshot) => JSON.stringify(snapshot.value));
      const moves = entry.path.events
        .map((event, index) => `move ${values[index]} --${event.type}--> ${values[index + 1]}`)
        .filter((_, index) => model.moves === true && values[index] !== values[index + 1]);
      return { entry, reached: new Set([...states, ...[...transitions].map((key) => `transition ${key}`), ...moves]) };
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
  const reached = new Set<string>();
  for (const entry of browserPaths(model)) {
    const { states, transitions } = entry.replay(entry.path);
    states.forEach((id) => reached.add(id));
    transitions.forEach((key) => reached.add(key));
  }
  return {
    statesWithoutAssertion: leaves.filter((id) => !model.states[id]),
    /** Leaf states no path the page can walk reaches. */
    statesOutOfReach: leaves.filter((id) => !reached.has(id)),
    /** Transitions only paths the page cannot walk take (reported, not failed: the vitest replays take them). */
    transitionsOutOfReach: allTransitions(model.machine).filter((key) => !reached.has(key)),
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
  const snapshots = snapshotsOf(entry);
  const actionOf = (event: EventObject) => {
    const action = model.events[event.type];
    if (!action) throw new Error(`no action for event ${event.type}`);
    return action;
  };
  // An actor's answer comes for a request its state made when it was entered, which may be steps
  // before the answer: its `arm` runs before the step that entered that state, so the request is held
  // from the start. A path that ends in a state waiting on a request
  // holds it as if the path went on to its answer.
  const handles = (snapshot: AnyMachineSnapshot, type: string) =>
    activeNodes(snapshot).some(
      (node) => node.transitions.has(type) || node.invoke.some(({ id }) => `xstate.done.actor.${id}` === type),
    );
  /** The index of the snapshot from which on the state handling `type` is active, up to `at`. */
  const enteredAt = (type: string, at: number) => {
    let from = at;
    while (from > 0 && handles(snapshots[from - 1]!, type)) from -= 1;
    return from;
  };
  const armed = new Map<number, EventObject[]>();
  const schedule = (at: number, event: EventObject) => armed.set(at, [...(armed.get(at) ?? []), event]);
  events.forEach((event, index) => {
    const action = model.events[event.type];
    // A timer is armed just before its last step (a state re-entered starts its timer again).
    if (action && typeof action !== 'function') schedule(event.type.startsWith('xstate.after.') ? index : enteredAt(event.type, index), event);
  });
  const last = snapshots.length - 1;
  for (const node of activeNodes(snapshots[last]!)) {
    for (const { id } of node.invoke) {
      const done = { type: `xstate.done.actor.${id}` };
      const action = model.events[done.type];
      if (action && typeof action !== 'function') schedule(enteredAt(done.type, last), done);
    }
  }
  const arm = async (index: number) => {
    for (const event of armed.get(index) ?? []) {
      const action = actionOf(event);
      if (typeof action !== 'function') await action.arm(page, event as EventObject & Record<string, unknown>);
    }
  };
  // The start-up popup (once per content, spec §4) would cover whatever the path opens first.
  await skipStartupPopup(page);
  await arm(0);
  await model.start(page, entry.suite, events);
  let snapshot = snapshots[0]!;
  await assertState(model, page, snapshot);
  for (const [index, event] of events.entries()) {
    await arm(index + 1);
    const action = actionOf(event);
    const act = typeof action === 'function' ? action : action.act;
    await test.step(`event ${event.type}`, async () => {
      await act?.(page, event, snapshot);
    });
    snapshot = snapshots[index + 1]!;
    await assertState(model, page, snapshot);
  }
}

/**
 * Declares a flow's model tests: its coverage test and one test per chosen path, named as the path's
 * replay. With MODEL_PATH set (`npm run paths -- <flow> "<name>"`), that one path runs, chosen or not.
 */
export function describeModel<M extends AnyStateMachine>(model: BrowserModel<M>) {
  test.describe(`model ${model.flow}`, () => {
    // In order, in one worker (not `serial`: a failed path does not skip the rest).
    if (model.oneAtATime) test.describe.configure({ mode: 'default' });
    test(`${model.flow}: every state has an assertion and every event an action`, () => {
      const { transitionsOutOfReach, ...gaps } = modelGaps(model);
      if (transitionsOutOfReach.length > 0) {
        test.info().annotations.push({ type: 'transitions the page cannot take', description: transitionsOutOfReach.join('\n') });
      }
      const chosen = new Set(allPaths(model).map((entry) => entry.name));
      expect(Object.keys(model.knownDefects ?? {}).filter((name) => !chosen.has(name)), 'known defects of paths that exist').toEqual([]);
      expect(gaps).toEqual({
        statesWithoutAssertion: [],
        eventsWithoutAction: [],
        unknownStates: [],
        unknownEvents: [],
        statesOutOfReach: [],
      });
    });
    const only = process.env.MODEL_PATH;
    const entries = only ? allPaths(model).filter((entry) => entry.name === only) : browserPaths(model);
    const declare = (entry: ModelPath<M>) =>
      test(entry.name, async ({ page }, testInfo) => {
        test.skip(!isPossible(model, entry), 'the page cannot make one of its events where the path makes it');
        const defect = model.knownDefects?.[entry.name];
        test.fail(defect !== undefined, defect);
        // A long path (a sign-up types a dozen fields) gets time by its steps, on a busy machine too; the
        // start (a player signed up and in, the page loaded) took 60 s of a one-step path once under load.
        test.setTimeout(Math.max(90_000, 30_000 + 10_000 * (entry.path.events.length + 2)));
        const mark = outsideEventMark(testInfo.testId);
        if (testInfo.retry > 0) {
          expect(existsSync(mark), 'a path runs again only after an outside event ended its previous attempt').toBe(true);
          rmSync(mark);
        }
        try {
          await runPath(model, page, entry);
        } catch (error) {
          const outside = await model.outsideEvent?.(page).catch(() => null);
          if (outside) {
            writeFileSync(mark, outside);
            testInfo.annotations.push({ type: 'outside event', description: outside });
          }
          throw error;
        }
      });
    // The paths that can meet an outside event get two retries (their own describe: retries are a describe's).
    const declareAll = (chosen: ModelPath<M>[]) => {
      const meets = (entry: ModelPath<M>) => model.meetsOutsideEvents?.(entry.path.events) ?? false;
      chosen.filter((entry) => !meets(entry)).forEach(declare);
      const exposed = chosen.filter(meets);
      if (exposed.length === 0) return;
      test.describe('outside events', () => {
        test.describe.configure({ retries: 2 });
        exposed.forEach(declare);
      });
    };
    if (!model.use) declareAll(entries);
    else {
      for (const suite of new Set(entries.map((entry) => entry.suite))) {
        test.describe(suite ?? model.flow, () => {
          test.use(model.use!(suite));
          declareAll(entries.filter((entry) => entry.suite === suite));
        });
      }
    }
  });
}

const held = new WeakMap<Page, Map<string, Promise<Route>>>();
/** The requests a page sent that a held route stopped and that the path has not answered yet. */
const stopped = new WeakMap<Page, Set<Request>>();

/** Whether the test holds this request of the page on purpose: its answer is an event of the path. */
export function isHeld(page: Page, request: Request): boolean {
  return stopped.get(page)?.has(request) ?? false;
}

function stop(page: Page, request: Request) {
  const requests = stopped.get(page) ?? new Set<Request>();
  requests.add(request);
  stopped.set(page, requests);
}

/** The next request to `path` never gets an answer (a network that loses it): held for good, as `isHeld` tells. */
export async function leaveUnanswered(page: Page, path: string) {
  await page.route(urlsOf(path), (route) => stop(page, route.request()), { times: 1 });
}

/**
 * The URLs of `path` (any origin, any query), as a pattern Playwright hands to the browser: a function
 * matcher makes the browser stop every request (each image and chunk) for the test's process to wave
 * through, hundreds of round trips a path on a busy machine; a pattern stops only the requests to `path`.
 */
function urlsOf(path: string): RegExp {
  return new RegExp(`^[a-z]+://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[?#].*)?$`);
}

/**
 * Holds the next request to `path` until the event that answers it: the state in between (a
 * spinner) is then there to be asserted, not gone before the assertion looks.
 */
export async function holdRequest(page: Page, path: string) {
  let take!: (route: Route) => void;
  const route = new Promise<Route>((resolve) => (take = resolve));
  await page.route(
    urlsOf(path),
    (intercepted) => {
      stop(page, intercepted.request());
      take(intercepted);
    },
    { times: 1 },
  );
  const routes = held.get(page) ?? new Map<string, Promise<Route>>();
  routes.set(path, route);
  held.set(page, routes);
}

async function heldRoute(page: Page, path: string): Promise<Route> {
  const route = held.get(page)?.get(path);
  if (!route) throw new Error(`no request to ${path} is held`);
  held.get(page)!.delete(path);
  const taken = await route;
  stopped.get(page)?.delete(taken.request());
  return taken;
}

/**
 * The held request goes on to the real server, whose answer the page then gets. With `between`, the test's
 * process sends it and acts on the server's answer before the page has it (a goal made the moment a live bet
 * is taken, with no round trip through the browser in between).
 */
export async function releaseRequest(page: Page, path: string, between?: (answer: APIResponse) => Promise<void>) {
  const route = await heldRoute(page, path);
  if (!between) return route.continue();
  const answer = await route.fetch();
  await between(answer);
  await route.fulfill({ response: answer });
}

/**
 * The held request fails as a dropped connection would. Fault injection, not a stand-in for our
 * server: the server's own logic never runs for it, and the page meets the network error it must handle.
 */
export async function failRequest(page: Page, path: string) {
  const route = await heldRoute(page, path);
  // The app's client sends a request that is safe to repeat (a GET, or one with an Idempotency-Key) again
  // after a dropped connection (src/api/retry.ts): the connection stays down for those attempts too, so the
  // page meets the failure its machine must handle, as it would during a longer outage.
  const request = route.request();
  const retried = ['GET', 'HEAD', 'OPTIONS'].includes(request.method()) || (await request.allHeaders())['idempotency-key'] !== undefined;
  if (retried) await page.route(urlsOf(path), (again) => again.abort('failed'), { times: RETRY_DELAYS_MS.length });
  await route.abort('failed');
}

/** The actions of an invoked actor's done and error events: the request held, then answered or dropped. */
export function requestEvents(actor: string, path: string): Record<string, EventAction> {
  const arm = (page: Page) => holdRequest(page, path);
  return {
    [`xstate.done.actor.${actor}`]: { arm, act: (page) => releaseRequest(page, path) },
    [`xstate.error.actor.${actor}`]: { arm, act: (page) => failRequest(page, path) },
  };
}

const clocks = new WeakSet<Page>();

/**
 * The action of a delay's event (`xstate.after.*`), on Playwright's clock. Armed before the step that
 * starts the timer, the page's time stops, so the state before the delay stays to be asserted; the
 * event then moves the clock on by the delay and lets time flow again (closing animations wait on it).
 * The clock is installed only here: installed from the start, dialogs' exit animations stalled.
 */
/**
 * Stops the page's clock (Playwright's) where it is, for a state that its machine leaves by itself after a
 * short delay (the payment dialog's failed state closes after 100 ms): the state stays until a delay
 * event's action moves the clock on, so asserting it never races the timer on a busy machine.
 */
export async function freezeClock(page: Page) {
  await installClock(page);
  await pauseSoon(page);
}

/**
 * Puts the page's timers on Playwright's clock, once per page. A flow whose timers must run on it from the
 * load on (the session's warning, half an hour ahead) installs it in its `start`, before the page loads.
 */
export async function installClock(page: Page) {
  if (clocks.has(page)) return;
  await page.clock.install();
  clocks.add(page);
}

/**
 * Pauses the installed clock a moment ahead: it runs until it pauses, and pausing in its past is
 * refused, which a busy machine can make happen between reading the time and pausing: then again.
 */
async function pauseSoon(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500 * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

export function delayEvent(ms: number): EventAction {
  return {
    arm: async (page) => {
      await installClock(page);
      await pauseSoon(page);
    },
    act: async (page) => {
      await page.clock.runFor(ms);
      await page.clock.resume();
    },
  };
}

/** A field's error as a state expects it: this text, some text (`true`), or none shown (`null`). */
export type ExpectedError = string | true | null;

/**
 * The field errors a form shows, each field named by its label (a label may go on with " (…)", as the
 * payment fields' hints do): retried until they are what the state expects, one read of the whole form
 * per try instead of one browser round trip per field (a sign-up step asserts six fields; on a busy CI
 * machine each round trip took 0.1–0.4 s).
 */
export async function expectFieldErrors(root: Locator, expected: Record<string, ExpectedError>): Promise<void> {
  const labels = Object.keys(expected);
  const read = async () => {
    const shown = await root.evaluate((element) =>
      [...element.querySelectorAll('[data-scope="field"][data-part="root"]')].map((field) => {
        const label = field.querySelector('[data-scope="field"][data-part="label"]')?.textContent?.trim() ?? '';
        const error = field.querySelector('[data-part="error-text"]');
        const box = error?.getBoundingClientRect();
        const visible = !!error && !!box && box.width > 0 && box.height > 0 && getComputedStyle(error).visibility !== 'hidden';
        return [label, visible ? (error!.textContent ?? '').trim() : null] as const;
      }),
    );
    const seen: Record<string, ExpectedError | 'no such field'> = {};
    for (const label of labels) {
      const field = shown.find(([name]) => name === label || name.startsWith(`${label} (`));
      if (!field) seen[label] = 'no such field';
      else seen[label] = expected[label] === true && field[1] ? true : field[1];
    }
    return seen;
  };
  await expect.poll(read, { message: 'the form’s field errors' }).toEqual(expected);
}

