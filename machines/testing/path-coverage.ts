// Generated path tests for XState machines: @xstate/graph walks every state the given
// events can reach; each path is then replayed on a real actor (with test implementations) while the
// inspection API records which transitions actually fired. A suite asserts every path ends where
// the graph says, and that together the paths reach every state node and take every transition.
// Each path gets a readable name from the flow's words (machines/<flow>/<flow>.words.ts), unique
// within the flow: "login: types password, then submits".
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeEvent, type StatePath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { describeEvent, eventTypeWords, type FlowWords } from '../shared/flow-words';

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>;
type Event<M extends AnyStateMachine> = EventFromLogic<M>;

export interface PathCoverageOptions<M extends AnyStateMachine> {
  /** Events to try in each state (done/error events of invoked actors and delays included). */
  events: (snapshot: Snapshot<M>) => Event<M>[];
  /** A factory, so every replay starts from fresh input (stores in the input are mutated by effects). */
  input?: () => InputFrom<M>;
  /** How states are told apart; by default the state value and the given context keys. */
  serializeState?: (snapshot: Snapshot<M>) => string;
  /**
   * `transitions` (default): for every state and event the graph knows, the shortest path to the
   * state followed by that event, so every edge is walked, including edges back to earlier states.
   * `shortest`: one path per state. `simple`: every path that visits no state twice.
   */
  strategy?: 'transitions' | 'shortest' | 'simple';
  /** The machine a path is replayed on: the same machine with actors that never settle on their own. */
  replayMachine?: M;
  /** The flow's words: its title and its events' names, for the paths' names. */
  words?: FlowWords;
}

export interface GeneratedPath<M extends AnyStateMachine> {
  /** The events in plain words ("types password, then submits"); unique within its suite. */
  description: string;
  events: Event<M>[];
  /** The state the graph says the path ends in. */
  expected: Snapshot<M>;
}

export interface Replay<M extends AnyStateMachine> {
  snapshot: Snapshot<M>;
  transitions: Set<string>;
  states: Set<string>;
}

export interface Coverage {
  missingStates: string[];
  missingTransitions: string[];
}

/** A transition's identity that survives `machine.provide()` (which copies the state nodes). */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const siblings =
    transition.eventType === '' ? source.always ?? [] : source.transitions.get(transition.eventType) ?? [];
  const index = siblings.findIndex((candidate: AnyTransitionDefinition) => candidate === transition);
  const targets = (transition.target ?? []).map((node: AnyStateNode) => node.id).join(',') || '(self)';
  const event = transition.eventType === '' ? '(always)' : transition.eventType;
  return `${source.id} --${event}#${index}--> ${targets}`;
}

function allStateNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states as Record<string, AnyStateNode>).flatMap(allStateNodes)];
}

/** Every transition the machine defines: events, delays, done/error events and eventless ones. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

/** Every state node except the root and history pseudo-states (never active themselves: entering one enters the state it remembers). */
export function allStates(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root)
    .filter((node) => node !== machine.root && node.type !== 'history')
    .map((node) => node.id);
}

/** A short stable fingerprint (FNV-1a) that tells apart paths whose events read the same in words. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value.toString(16).padStart(8, '0');
}

/** A flow's title when its words give none: the machine id in words. */
export const flowTitle = (machine: AnyStateMachine, words?: FlowWords) => words?.title ?? eventTypeWords(machine.id);

/**
 * Names each path by its events in the flow's words. Where two paths read the same, their events are
 * described with their payloads; paths with the very same events are one path and kept once.
 */
export function namePaths<E extends { type: string }, P extends { events: E[] }>(
  paths: P[],
  words?: FlowWords,
): Array<P & { description: string }> {
  const seen = new Set<string>();
  const unique = paths.filter((path) => {
    const key = path.events.map((event) => serializeEvent(event as never)).join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const name = (path: P, detailed: boolean) =>
    path.events.map((event) => describeEvent(event, words, detailed)).join(', then ') || 'at the start';
  const short = unique.map((path) => name(path, false));
  const count = new Map<string, number>();
  for (const text of short) count.set(text, (count.get(text) ?? 0) + 1);
  const named = unique.map((path, index) => ({
    ...path,
    description: count.get(short[index]!)! > 1 ? name(path, true) : short[index]!,
  }));
  // Names the flow's words still read the same (two event types given one name) fall back to the events' own form.
  const again = new Map<string, number>();
  for (const path of named) again.set(path.description, (again.get(path.description) ?? 0) + 1);
  return named.map((path) =>
    again.get(path.description)! > 1
      ? { ...path, description: `${path.description} #${hash(path.events.map((event) => serializeEvent(event as never)).join('|'))}` }
      : path,
  );
}

export function generatePaths<M extends AnyStateMachine>(machine: M, options: PathCoverageOptions<M>) {
  const serializeState =
    options.serializeState ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value));
  // Only events the state handles: an unhandled error event would fail the whole actor.
  const handledEvents = (snapshot: AnyMachineSnapshot) => {
    const handled = new Set<string>(__unsafe_getAllOwnEventDescriptors(snapshot));
    return options.events(snapshot as Snapshot<M>).filter((event) => handled.has(event.type) || handled.has('*'));
  };
  // @xstate/graph's path generators on the traversal options a test model would use. Its
  // `createTestModel` refuses machines that invoke actors or wait on timers (most of ours), and its
  // path descriptions stringify the whole context (API clients included), so names are our own.
  const traversal = {
    events: handledEvents,
    input: options.input?.(),
    serializeState: serializeState as (snapshot: AnyMachineSnapshot) => string,
    serializeEvent,
  };
  type Path = StatePath<Snapshot<M>, Event<M>>;
  const eventsOf = (path: Path) => path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');

  let raw: Array<{ events: Event<M>[]; expected: Snapshot<M> }>;
  if (options.strategy === 'simple' || options.strategy === 'shortest') {
    const found = (
      options.strategy === 'simple' ? getSimplePaths(machine, traversal as never) : getShortestPaths(machine, traversal as never)
    ) as unknown as Path[];
    raw = found.map((path) => ({ events: eventsOf(path), expected: path.state }));
  } else {
    const shortest = getShortestPaths(machine, traversal as never) as unknown as Path[];
    const prefixes = new Map(shortest.map((path) => [serializeState(path.state as never), eventsOf(path)]));
    const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
      string,
      { state: Snapshot<M>; transitions: Record<string, { event: Event<M>; state: Snapshot<M> }> }
    >;
    raw = [];
    for (const [serialized, { transitions }] of Object.entries(adjacency)) {
      const prefix = prefixes.get(serialized);
      if (!prefix) continue;
      for (const { event, state } of Object.values(transitions)) raw.push({ events: [...prefix, event], expected: state });
    }
  }
  const paths: GeneratedPath<M>[] = namePaths(raw, options.words);
  const title = flowTitle(machine, options.words);

  const replayMachine = options.replayMachine ?? machine;

  /** Runs the path's events on a real actor, recording the transitions taken and states entered. */
  function replay(path: GeneratedPath<M>): Replay<M> {
    const transitions = new Set<string>();
    const states = new Set<string>();
    const clock = new SimulatedClock();
    // Only the machine under test counts; its children report too but are covered by their own suites.
    const isRoot = (inspection: { rootId: string; actorRef: { sessionId?: string } }) =>
      inspection.actorRef.sessionId === inspection.rootId;
    const actor = createActor(replayMachine, {
      input: options.input?.(),
      clock,
      inspect: (inspection) => {
        if (!isRoot(inspection as never)) return;
        if (inspection.type === '@xstate.microstep') {
          for (const transition of inspection._transitions) {
            transitions.add(transitionKey(transition));
            states.add((transition.source as AnyStateNode).id);
          }
        }
        if (inspection.type === '@xstate.snapshot' || inspection.type === '@xstate.microstep') {
          const snapshot = inspection.snapshot as AnyMachineSnapshot;
          for (const node of snapshot._nodes) states.add(node.id);
        }
      },
    });
    actor.start();
    for (const node of (actor.getSnapshot() as AnyMachineSnapshot)._nodes) states.add(node.id);
    for (const event of path.events) actor.send(event);
    const snapshot = actor.getSnapshot() as Snapshot<M>;
    actor.stop();
    return { snapshot, transitions, states };
  }

  /** The states entered and transitions taken by replaying every path. */
  function covered() {
    const transitions = new Set<string>();
    const states = new Set<string>();
    for (const path of paths) {
      const result = replay(path);
      result.transitions.forEach((key) => transitions.add(key));
      result.states.forEach((id) => states.add(id));
    }
    return { states, transitions };
  }

  function coverage(): Coverage {
    return missingCoverage(machine, [{ covered }]);
  }

  return { title, paths, replay, covered, coverage };
}

/**
 * What no suite reached. Machines whose start depends on input (a restored session or none) need
 * one suite per starting point; their union must cover the machine.
 */
export function missingCoverage(
  machine: AnyStateMachine,
  suites: Array<{ covered(): { states: Set<string>; transitions: Set<string> } }>,
): Coverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const suite of suites) {
    const result = suite.covered();
    result.states.forEach((id) => states.add(id));
    result.transitions.forEach((key) => transitions.add(key));
  }
  return {
    missingStates: allStates(machine).filter((id) => !states.has(id)),
    missingTransitions: allTransitions(machine).filter((key) => !transitions.has(key)),
  };
}

/** The delayed (`after`) events the snapshot waits for, to include in a suite's events. */
export function delayEvents(snapshot: AnyMachineSnapshot): Array<{ type: string }> {
  return __unsafe_getAllOwnEventDescriptors(snapshot)
    .filter((type: string) => type.startsWith('xstate.after.'))
    .map((type: string) => ({ type }));
}

/** Logic for invoked actors in replays: never settles, so the path's own events drive the machine. */
export const pending = fromPromise<never, unknown>(() => new Promise<never>(() => {}));
