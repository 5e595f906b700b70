// The back office's root actor: signed out it runs the sign-in flow, signed in it loads the operator,
// connects the hub with the operator's token, opens only the screens the role allows, refreshes a
// queue another operator changed, warns a minute before the idle limit and signs out at it; a 401
// signs out at once. Plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, flush, ok, outputOf, recordingApi } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { OperatorSession } from '../backoffice-sign-in/backoffice-sign-in.actors';
import type { signInMachine } from '../backoffice-sign-in/backoffice-sign-in.machine';
import { selectError } from '../backoffice-sign-in/backoffice-sign-in.selectors';
import type { HubInput } from '../hub/hub.machine';
import { backofficeActors, type OpsMe } from './backoffice-app.actors';
import { type BackofficeEvent, backofficeMachine, SCREEN_PERMISSION, type Screen } from './backoffice-app.machine';
import { selectIdleWarning, selectIsReady, selectIsSignedIn, selectNavigation, selectSignedOutBecause, selectSignIn } from './backoffice-app.selectors';

const hubInput = { createConnection: async () => ({}) as never, origin: 'http://site.test', getFingerprint: () => 'fp' } as HubInput;
const session: OperatorSession = { token: 'op-token-1234567890', username: 'aylin', role: 'finance', permissions: ['self', 'withdrawals:read'], expiresAt: '2026-11-26T20:00:00.000Z' };
const finance: OpsMe = { id: '00000000-0000-4000-8000-000000000001', username: 'aylin', role: 'finance', permissions: ['self', 'withdrawals:read', 'withdrawals:decide'], idleTimeoutSeconds: 900 };
const support: OpsMe = { ...finance, role: 'support', permissions: ['self', 'players:read'] };

/** A hub that records what it is told, as the app wires the real one. */
function recordingHub() {
  const heard: unknown[] = [];
  const logic = createMachine({ on: { '*': { actions: ({ event }) => heard.push(event) } } });
  return { logic, heard };
}

/** A queue that records what it is told. */
function recordingQueue() {
  const heard: Array<{ input: unknown; event: unknown }> = [];
  const logic = createMachine({
    types: {} as { context: { input: unknown }; input: unknown },
    context: ({ input }) => ({ input }),
    on: { '*': { actions: ({ context, event }) => heard.push({ input: context.input, event }) } },
  });
  return { logic, heard };
}

function start(restored: OperatorSession | null = session) {
  const clock = new SimulatedClock();
  const me = controllable<unknown, OpsMe>();
  const hub = recordingHub();
  const queue = recordingQueue();
  const stored: Array<OperatorSession | null> = [];
  const machine = backofficeMachine.provide({
    actors: { loadMe: me.logic as never, hub: hub.logic as never, queue: queue.logic as never, signOut: fromPromise(async () => {}) as never },
    actions: { 'store session': (_, params: { session: OperatorSession | null }) => stored.push(params.session) },
  });
  const actor = createActor(machine, { input: { restored, hub: hubInput }, clock }).start();
  return { actor, clock, me, hub, queue, stored, snapshot: () => actor.getSnapshot() };
}

describe('back-office app machine', () => {
  it('without a session it shows the sign-in flow; its output signs in and is stored', async () => {
    const { actor, stored, snapshot } = start(null);
    expect(selectIsSignedIn(snapshot())).toBe(false);
    const signIn = snapshot().children.signIn!;
    expect(signIn).toBeDefined();
    // The flow ends with its output as the sign-in machine gives it.
    actor.send({ type: 'xstate.done.actor.signIn', output: session } as never);
    await flush();
    expect(selectIsSignedIn(snapshot())).toBe(true);
    expect(stored).toEqual([session]);
  });

  it('a restored session loads the operator, then connects the hub with the operator token', async () => {
    const { me, hub, snapshot } = start();
    expect(selectIsReady(snapshot())).toBe(false);
    await me.resolve(finance);
    expect(selectIsReady(snapshot())).toBe(true);
    expect(hub.heard).toEqual([{ type: 'hub.connect', token: 'op-token-1234567890' }]);
  });

  it('opens a screen once, and only one the role may see', async () => {
    const { actor, me, queue, snapshot } = start();
    await me.resolve(finance);
    expect(selectNavigation(snapshot())).toEqual(['withdrawals']);
    actor.send({ type: 'screen.opened', screen: 'deposits' });
    expect(snapshot().context.screens).toEqual({});
    actor.send({ type: 'screen.opened', screen: 'withdrawals' });
    const first = snapshot().context.screens.withdrawals;
    actor.send({ type: 'screen.opened', screen: 'withdrawals' });
    expect(snapshot().context.screens.withdrawals).toBe(first);
    expect(first).toBeDefined();
    // The queue changed elsewhere: the open one is told, the unopened one has nobody to tell.
    actor.send({ type: 'hub.message', command: 'OpsQueue', message: { queue: 'withdrawals', id: 4, change: 'proposed', by: 'ali' } });
    actor.send({ type: 'hub.message', command: 'OpsQueue', message: { queue: 'deposits', id: 5, change: 'confirmed', by: 'ali' } });
    actor.send({ type: 'hub.message', command: 'Balance', message: 10 });
    expect(queue.heard.map(({ event }) => (event as { type: string }).type)).toEqual(['queue.refreshed']);
  });

  it("an auditor's navigation: read screens only; a push about four-eyes proposals refreshes the approvals screen", async () => {
    const clock = new SimulatedClock();
    const me = controllable<unknown, OpsMe>();
    const approvals = recordingQueue();
    const machine = backofficeMachine.provide({ actors: { loadMe: me.logic as never, hub: recordingHub().logic as never, approvals: approvals.logic as never } });
    const actor = createActor(machine, { input: { restored: session, hub: hubInput }, clock }).start();
    const reads = ['self', 'overview:read', 'withdrawals:read', 'deposits:read', 'players:read', 'approvals:read', 'audit:read'] as OpsMe['permissions'];
    await me.resolve({ ...finance, role: 'auditor', permissions: reads });
    // Reports read the overview's figures; notifications and operators need permissions an auditor lacks.
    expect(selectNavigation(actor.getSnapshot())).toEqual(['overview', 'withdrawals', 'deposits', 'players', 'approvals', 'reports', 'audit']);
    actor.send({ type: 'screen.opened', screen: 'operators' });
    expect(actor.getSnapshot().context.screens.operators).toBeUndefined();
    actor.send({ type: 'screen.opened', screen: 'approvals' });
    actor.send({ type: 'hub.message', command: 'OpsQueue', message: { queue: 'approvals', id: 3, change: 'proposed', by: 'x' } } as BackofficeEvent);
    actor.send({ type: 'hub.message', command: 'OpsQueue', message: { queue: 'deposits', id: 4, change: 'confirmed', by: 'x' } } as BackofficeEvent);
    expect(approvals.heard.map(({ event }) => event)).toEqual([{ type: 'approvals.refreshed' }]);
  });

  it('each screen runs its own flow: the notifications screen the notify flow, bonuses the campaigns, the two queues one queue flow each', async () => {
    // What each screen runs (machines/backoffice-*): a rule of the back office, written out here.
    const runs: Record<Screen, string> = {
      overview: 'overview', withdrawals: 'queue', deposits: 'queue', players: 'players', approvals: 'approvals', reports: 'reports',
      audit: 'audit', notifications: 'notify', operators: 'operators', content: 'content', kyc: 'kyc', aml: 'aml', site: 'site',
      casino: 'casino', tombala: 'tombala', bonuses: 'campaigns', sports: 'sports', support: 'support',
    };
    const standIn = (src: string) =>
      createMachine({ id: `stand-in ${src}`, types: {} as { context: { input: unknown }; input: unknown }, context: ({ input }) => ({ input }) });
    const me = controllable<unknown, OpsMe>();
    const machine = backofficeMachine.provide({
      actors: { loadMe: me.logic as never, hub: recordingHub().logic as never, ...Object.fromEntries([...new Set(Object.values(runs))].map((src) => [src, standIn(src)])) },
    });
    const actor = createActor(machine, { input: { restored: session, hub: hubInput }, clock: new SimulatedClock() }).start();
    await me.resolve({ ...finance, role: 'admin', permissions: ['self', ...new Set(Object.values(SCREEN_PERMISSION))] });
    for (const screen of Object.keys(runs) as Screen[]) actor.send({ type: 'screen.opened', screen });
    const screens = actor.getSnapshot().context.screens as unknown as Record<Screen, ActorRefFrom<ReturnType<typeof standIn>>>;
    expect(Object.fromEntries(Object.entries(screens).map(([screen, ref]) => [screen, ref.getSnapshot().machine.id.replace('stand-in ', '')]))).toEqual(runs);
    expect(screens.withdrawals.getSnapshot().context.input).toEqual({ kind: 'withdrawals' });
    expect(screens.deposits.getSnapshot().context.input).toEqual({ kind: 'deposits' });
    // The reports open on the last seven Turkish days: from six days before today up to today.
    const { from, to } = screens.reports.getSnapshot().context.input as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    expect(screens.overview.getSnapshot().context.input).toBeUndefined();
  });

  it('the settings readers see the Tombala rooms screen (settings:read), and open it once', async () => {
    const { actor, me, snapshot } = start();
    await me.resolve({ ...finance, permissions: ['self', 'settings:read'] });
    expect(selectNavigation(snapshot())).toEqual(['tombala']);
    actor.send({ type: 'screen.opened', screen: 'tombala' });
    const first = snapshot().context.screens.tombala;
    expect(first).toBeDefined();
    actor.send({ type: 'screen.opened', screen: 'tombala' });
    expect(snapshot().context.screens.tombala).toBe(first);
  });

  it('a support operator opens no finance screen', async () => {
    const { actor, me, snapshot } = start();
    await me.resolve(support);
    expect(selectNavigation(snapshot())).toEqual(['players']);
    actor.send({ type: 'screen.opened', screen: 'withdrawals' });
    expect(snapshot().context.screens).toEqual({});
  });

  it('warns a minute before the idle limit; activity restarts the clock; at the limit it signs out', async () => {
    const { actor, clock, me, stored, snapshot } = start();
    await me.resolve({ ...finance, idleTimeoutSeconds: 900 });
    clock.increment(839_000);
    expect(selectIdleWarning(snapshot())).toBe(false);
    actor.send({ type: 'operator.active' });
    clock.increment(839_000);
    expect(selectIdleWarning(snapshot())).toBe(false);
    clock.increment(1_000);
    expect(selectIdleWarning(snapshot())).toBe(true);
    clock.increment(60_000);
    expect(selectIsSignedIn(snapshot())).toBe(false);
    expect(selectSignedOutBecause(snapshot())).toBe('idle');
    expect(stored).toEqual([null]);
  });

  it('"stay signed in" during the warning asks the server again (a call it counts) and closes the warning', async () => {
    const { actor, clock, me, snapshot } = start();
    await me.resolve(finance);
    clock.increment(840_000);
    expect(selectIdleWarning(snapshot())).toBe(true);
    actor.send({ type: 'operator.stayed' });
    expect(selectIdleWarning(snapshot())).toBe(false);
    await me.resolve(finance);
    expect(selectIsReady(snapshot())).toBe(true);
  });

  it('a 401 signs out at once and forgets the session and the screens', async () => {
    const { actor, me, stored, snapshot } = start();
    await me.resolve(finance);
    actor.send({ type: 'screen.opened', screen: 'withdrawals' });
    actor.send({ type: 'operator.unauthorized' });
    expect(selectSignedOutBecause(snapshot())).toBe('unauthorized');
    expect(snapshot().context.screens).toEqual({});
    expect(snapshot().context.session).toBeNull();
    expect(stored).toEqual([null]);
  });

  it('signing out ends the server session, then shows the sign-in again', async () => {
    const { actor, me, snapshot } = start();
    await me.resolve(finance);
    actor.send({ type: 'operator.signedOut' });
    await flush();
    expect(selectSignedOutBecause(snapshot())).toBe('signedOut');
    expect(snapshot().children.signIn).toBeDefined();
  });

  it('an operator the server does not answer for is signed out', async () => {
    const { me, snapshot } = start();
    await me.reject(new ApiError('Forbidden', 403));
    expect(selectIsSignedIn(snapshot())).toBe(false);
  });
});

describe('back-office app actors', () => {
  it("the machine alone has no API client: its actors and its children's fail until the app edge provides one", async () => {
    const actor = createActor(backofficeMachine, { input: { restored: session, hub: hubInput } }).start();
    await flush();
    // loadMe fails, so the operator is signed out, and the sign-in's password step fails as offline.
    expect(selectSignedOutBecause(actor.getSnapshot())).toBe('unauthorized');
    const signIn = selectSignIn(actor.getSnapshot()) as ActorRefFrom<typeof signInMachine>;
    signIn.send({ type: 'signIn.field.changed', field: 'username', value: 'aylin' });
    signIn.send({ type: 'signIn.field.changed', field: 'password', value: 'secret-pass' });
    signIn.send({ type: 'signIn.password.submitted' });
    await flush();
    expect(selectError(signIn.getSnapshot())).toBe('network');
    expect('api' in actor.getSnapshot().context).toBe(false);
  });

  it('reads ops/me and signs out through ops/auth/logout, even when that fails', async () => {
    const { api: client, requests } = recordingApi({ '/ops/me': ok(finance) });
    const { loadMe, signOut } = backofficeActors(client);
    expect(await outputOf(loadMe, undefined)).toEqual(finance);
    await outputOf(signOut, undefined);
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /ops/me', 'GET /ops/auth/logout']);
  });
});

describe('back-office app machine: generated paths', () => {
  const machine = backofficeMachine.provide({
    actors: { loadMe: pending as never, signOut: pending as never, signIn: pending as never, hub: pending as never, queue: pending as never },
  });
  const events = (snapshot: { value: unknown }): BackofficeEvent[] =>
    [
      { type: 'operator.active' },
      { type: 'operator.stayed' },
      { type: 'operator.signedOut' },
      { type: 'operator.unauthorized' },
      { type: 'xstate.done.actor.signIn', output: session },
      { type: 'xstate.done.actor.loadMe', output: finance },
      { type: 'xstate.error.actor.loadMe', error: new ApiError('Forbidden', 403) },
      { type: 'xstate.done.actor.signOut' },
      { type: 'screen.opened', screen: 'withdrawals' },
      { type: 'hub.message', command: 'OpsQueue', message: { queue: 'withdrawals', id: 1, change: 'approved', by: 'ali' } },
      ...delayEvents(snapshot as never),
    ] as BackofficeEvent[];
  const suites = {
    'signed out': generatePaths(machine, { events, input: () => ({ restored: null, hub: hubInput }), serializeState: (s) => JSON.stringify(s.value) }),
    restored: generatePaths(machine, { events, input: () => ({ restored: session, hub: hubInput }), serializeState: (s) => JSON.stringify(s.value) }),
  };
  testEveryPath(machine, suites);
});
