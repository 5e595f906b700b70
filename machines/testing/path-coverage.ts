// Generated path tests for XState machines: @xstate/graph walks every state the given events can
// reach; each path is then replayed on a real actor (with test implementations) while the
// inspection API records which transitions actually fired. A suite asserts every path ends where
// the graph says, and that together the paths reach every state node and take every transition.
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
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
}

export interface GeneratedPath<M extends AnyStateMachine> {
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

/** Every state node except the root. */
export function allStates(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => node.id);
}

const describeEvent = (event: { type: string }) => event.type;

export function generatePaths<M extends AnyStateMachine>(machine: M, options: PathCoverageOptions<M>) {
  const serializeState =
    options.serializeState ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value));
  // Only events the state handles: an unhandled error event would fail the whole actor.
  const handledEvents = (snapshot: AnyMachineSnapshot) => {
    const handled = new Set<string>(__unsafe_getAllOwnEventDescriptors(snapshot));
    return options.events(snapshot as Snapshot<M>).filter((event) => handled.has(event.type) || handled.has('*'));
  };
  const traversal = {
    events: handledEvents,
    input: options.input?.(),
    serializeState: serializeState as (snapshot: AnyMachineSnapshot) => string,
  };
  const shortest = getShortestPaths(machine, traversal as never) as unknown as StatePath<Snapshot<M>, Event<M>>[];
  const eventsOf = (path: StatePath<Snapshot<M>, Event<M>>) =>
    path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  const describe = (state: Snapshot<M>, events: Event<M>[]) =>
    `${JSON.stringify((state as AnyMachineSnapshot).value)} via ${events.map(describeEvent).join(' → ') || '(start)'}`;

  let paths: GeneratedPath<M>[];
  if (options.strategy === 'simple' || options.strategy === 'shortest') {
    const raw =
      options.strategy === 'simple'
        ? (getSimplePaths(machine, traversal as never) as unknown as StatePath<Snapshot<M>, Event<M>>[])
        : shortest;
    paths = raw.map((path) => {
      const events = eventsOf(path);
      return { description: describe(path.state, events), events, expected: path.state };
    });
  } else {
    const prefixes = new Map(shortest.map((path) => [serializeState(path.state as never), eventsOf(path)]));
    const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
      string,
      { state: Snapshot<M>; transitions: Record<string, { event: Event<M>; state: Snapshot<M> }> }
    >;
    paths = [];
    for (const [serialized, { transitions }] of Object.entries(adjacency)) {
      const prefix = prefixes.get(serialized);
      if (!prefix) continue;
      for (const { event, state } of Object.values(transitions)) {
        const events = [...prefix, event];
        paths.push({ description: describe(state, events), events, expected: state });
      }
    }
  }

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

  return { paths, replay, covered, coverage };
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
