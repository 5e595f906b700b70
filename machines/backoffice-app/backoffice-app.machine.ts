// The back office's root actor (issue 16). Signed out it runs the sign-in flow; signed in it knows the
// operator (opsGetMe: role, permissions, idle limit), spawns each screen's actor the first time the
// router opens it, and mirrors the server's idle logout: the server ends a session after its idle
// limit without a call, so the app warns a minute before and signs out at the limit. Any 401 signs out
// at once (a locked or removed operator, an expired session).
import { type ActorRefFrom, assign, enqueueActions, sendTo, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type OperatorSession } from '../backoffice-sign-in/backoffice-sign-in.actors';
import { signInMachine } from '../backoffice-sign-in/backoffice-sign-in.machine';
import { contentMachine } from '../backoffice-content/backoffice-content.machine';
import { siteContentMachine } from '../backoffice-site-content/backoffice-site-content.machine';
import { casinoMachine } from '../backoffice-casino/backoffice-casino.machine';
import { tombalaRoomsMachine } from '../backoffice-tombala-rooms/backoffice-tombala-rooms.machine';
import { sportsTraderMachine } from '../backoffice-sports/backoffice-sports.machine';
import { campaignsMachine } from '../backoffice-campaigns/backoffice-campaigns.machine';
import { overviewMachine } from '../backoffice-overview/backoffice-overview.machine';
import { playersMachine } from '../backoffice-players/backoffice-players.machine';
import { queueMachine } from '../backoffice-queue/backoffice-queue.machine';
import { approvalsMachine } from '../backoffice-approvals/backoffice-approvals.machine';
import { auditMachine } from '../backoffice-audit/backoffice-audit.machine';
import { notifyMachine } from '../backoffice-notify/backoffice-notify.machine';
import { supportMachine } from '../backoffice-support/backoffice-support.machine';
import { SUPPORT_CHAT_COMMAND } from '../backoffice-support/backoffice-support.actors';
import { operatorsMachine } from '../backoffice-operators/backoffice-operators.machine';
import { reportsMachine } from '../backoffice-reports/backoffice-reports.machine';
import { kycQueueMachine } from '../backoffice-kyc/backoffice-kyc.machine';
import { amlCasesMachine } from '../backoffice-kyc-aml/backoffice-kyc-aml.machine';
import { istanbulDate } from '../backoffice-reports/backoffice-reports.actors';
import { type HubInput, type HubMessageEvent, hubMachine } from '../hub/hub.machine';
import { listen } from '../shared/listen';
import { backofficeActors, type OpsMe, type OpsPermission, watchActivity } from './backoffice-app.actors';

export type Screen = 'overview' | 'withdrawals' | 'deposits' | 'players' | 'approvals' | 'reports' | 'audit' | 'notifications' | 'operators' | 'content' | 'kyc' | 'aml' | 'site' | 'casino' | 'tombala' | 'bonuses' | 'sports' | 'support';
type QueueScreen = 'withdrawals' | 'deposits';

/** The permission each screen needs to be shown (the server checks each call on its own). */
export const SCREEN_PERMISSION = {
  overview: 'overview:read',
  withdrawals: 'withdrawals:read',
  deposits: 'deposits:read',
  players: 'players:read',
  approvals: 'approvals:read',
  reports: 'overview:read',
  audit: 'audit:read',
  notifications: 'players:message',
  operators: 'operators:manage',
  content: 'content:read',
  kyc: 'kyc:read',
  aml: 'aml:read',
  site: 'content:read',
  casino: 'content:read',
  // The rooms' prize tables are the game's RTP: the settings' readers see them (finance, compliance, auditors).
  tombala: 'settings:read',
  bonuses: 'bonuses:read',
  sports: 'sports:trade',
  support: 'support:chat',
} as const satisfies Record<Screen, OpsPermission>;

/** The actor each screen runs, for the screens that start with no input (reports and the queues take theirs). */
const SCREEN_ACTOR = {
  overview: 'overview',
  players: 'players',
  approvals: 'approvals',
  audit: 'audit',
  notifications: 'notify',
  operators: 'operators',
  content: 'content',
  kyc: 'kyc',
  aml: 'aml',
  site: 'site',
  casino: 'casino',
  tombala: 'tombala',
  bonuses: 'campaigns',
  sports: 'sports',
  support: 'support',
} as const satisfies Partial<Record<Screen, string>>;
type PlainScreen = keyof typeof SCREEN_ACTOR;
const isPlainScreen = (screen: Screen): screen is PlainScreen => Object.hasOwn(SCREEN_ACTOR, screen);

export interface BackofficeInput {
  /** The session kept in this tab (sessionStorage), when it is still open. */
  restored: OperatorSession | null;
  /** The hub connection's dependencies: the back office listens for queue changes other operators make. */
  hub: HubInput;
}

/** The hub's command telling back offices a queue changed (server/operators/live.ts), and its message. */
export const OPS_QUEUE_COMMAND = 'OpsQueue';
interface OpsQueueMessage {
  queue: string;
}
const changedQueue = (event: HubMessageEvent): QueueScreen | null => {
  if (event.command !== OPS_QUEUE_COMMAND) return null;
  const queue = (event.message as OpsQueueMessage | null)?.queue;
  return queue === 'withdrawals' || queue === 'deposits' ? queue : null;
};

const isApprovalsChange = (event: HubMessageEvent) =>
  event.command === OPS_QUEUE_COMMAND && (event.message as OpsQueueMessage | null)?.queue === 'approvals';

type ScreenRefs = { [S in QueueScreen]?: ActorRefFrom<typeof queueMachine> } & {
  overview?: ActorRefFrom<typeof overviewMachine>;
  players?: ActorRefFrom<typeof playersMachine>;
  approvals?: ActorRefFrom<typeof approvalsMachine>;
  reports?: ActorRefFrom<typeof reportsMachine>;
  audit?: ActorRefFrom<typeof auditMachine>;
  notifications?: ActorRefFrom<typeof notifyMachine>;
  operators?: ActorRefFrom<typeof operatorsMachine>;
  content?: ActorRefFrom<typeof contentMachine>;
  kyc?: ActorRefFrom<typeof kycQueueMachine>;
  aml?: ActorRefFrom<typeof amlCasesMachine>;
  site?: ActorRefFrom<typeof siteContentMachine>;
  casino?: ActorRefFrom<typeof casinoMachine>;
  tombala?: ActorRefFrom<typeof tombalaRoomsMachine>;
  bonuses?: ActorRefFrom<typeof campaignsMachine>;
  sports?: ActorRefFrom<typeof sportsTraderMachine>;
  support?: ActorRefFrom<typeof supportMachine>;
};

export interface BackofficeContext {
  hub: HubInput;
  session: OperatorSession | null;
  me: OpsMe | null;
  screens: ScreenRefs;
  /** Why the operator is on the sign-in page: null on a fresh visit. */
  signedOutBecause: 'idle' | 'unauthorized' | 'signedOut' | null;
}

export type BackofficeEvent =
  | { type: 'operator.active' }
  | { type: 'operator.stayed' }
  | { type: 'operator.signedOut' }
  | { type: 'operator.unauthorized' }
  | { type: 'screen.opened'; screen: Screen }
  | HubMessageEvent;

/** The server's idle limit when it has not told us yet (its default, 15 minutes). */
const DEFAULT_IDLE_SECONDS = 15 * 60;
/** How long before the idle logout the warning shows. */
export const IDLE_WARNING_SECONDS = 60;

export const backofficeMachine = setup({
  types: {
    input: {} as BackofficeInput,
    context: {} as BackofficeContext,
    events: {} as BackofficeEvent,
  },
  // Provided at the app edge with the operator's API client: backofficeActors(api), and `signIn` and each screen with their own.
  actors: { ...backofficeActors(apiNotProvided('backoffice')), signIn: signInMachine, watchActivity, queue: queueMachine, overview: overviewMachine, players: playersMachine, approvals: approvalsMachine, reports: reportsMachine, audit: auditMachine, notify: notifyMachine, operators: operatorsMachine, content: contentMachine, kyc: kycQueueMachine, aml: amlCasesMachine, site: siteContentMachine, casino: casinoMachine, tombala: tombalaRoomsMachine, campaigns: campaignsMachine, sports: sportsTraderMachine, support: supportMachine, hub: hubMachine, listen },
  guards: {
    'has a restored session': ({ context }) => context.session !== null,
    'may open the screen': ({ context, event }) =>
      event.type === 'screen.opened' && !context.screens[event.screen] && (context.me?.permissions.includes(SCREEN_PERMISSION[event.screen]) ?? false),
  },
  delays: {
    'until the warning': ({ context }) =>
      Math.max(0, (context.me?.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS) - IDLE_WARNING_SECONDS) * 1000,
    'rest of the idle limit': ({ context }) => Math.min(IDLE_WARNING_SECONDS, context.me?.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS) * 1000,
  },
  actions: {
    'keep session': assign({ session: ({ event }) => (event as unknown as { output: OperatorSession }).output, signedOutBecause: null }),
    'keep me': assign({ me: ({ event }) => (event as unknown as { output: OpsMe }).output }),
    'open screen': assign({
      screens: ({ context, event, spawn }) => {
        if (event.type !== 'screen.opened') return context.screens;
        const { screen } = event;
        if (screen === 'reports') {
          // The last 7 Turkish days up to today.
          const now = new Date();
          return { ...context.screens, reports: spawn('reports', { id: screen, input: { from: istanbulDate(now, 6), to: istanbulDate(now) } }) };
        }
        if (isPlainScreen(screen)) return { ...context.screens, [screen]: spawn(SCREEN_ACTOR[screen], { id: screen }) };
        return { ...context.screens, [screen]: spawn('queue', { id: screen, input: { kind: screen } }) };
      },
    }),
    'close screens': enqueueActions(({ context, enqueue }) => {
      for (const ref of Object.values(context.screens)) if (ref) enqueue.stopChild(ref);
      enqueue.assign({ screens: {}, me: null, session: null });
    }),
    'connect hub': sendTo('hub', ({ context }) => ({ type: 'hub.connect' as const, token: context.session!.token })),
    'refresh changed queue': enqueueActions(({ context, event, enqueue }) => {
      const screen = event.type === 'hub.message' ? changedQueue(event) : null;
      const ref = screen ? context.screens[screen] : undefined;
      if (ref) enqueue.sendTo(ref, { type: 'queue.refreshed' });
      // The overview's pending counts follow every queue.
      if (screen && context.screens.overview) enqueue.sendTo(context.screens.overview, { type: 'overview.refreshed' });
      // Four-eyes proposals (a withdrawal above the threshold, an adjustment) refresh the approvals screen.
      if (event.type === 'hub.message' && isApprovalsChange(event) && context.screens.approvals) enqueue.sendTo(context.screens.approvals, { type: 'approvals.refreshed' });
      // A support conversation changed (a player wrote, a colleague claimed or handed one over).
      if (event.type === 'hub.message' && event.command === SUPPORT_CHAT_COMMAND && context.screens.support) enqueue.sendTo(context.screens.support, { type: 'support.refreshed' });
    }),
    'say idle': assign({ signedOutBecause: 'idle' as const }),
    'say unauthorized': assign({ signedOutBecause: 'unauthorized' as const }),
    'say signed out': assign({ signedOutBecause: 'signedOut' as const }),
    // The tab's copy of the session (provided at the app edge: sessionStorage), read by the API client.
    'store session': (_, _params: { session: OperatorSession | null }) => {},
  },
}).createMachine({
  id: 'backoffice',
  context: ({ input }) => ({ hub: input.hub, session: input.restored, me: null, screens: {}, signedOutBecause: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'has a restored session', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        onDone: {
          target: 'signedIn',
          actions: ['keep session', { type: 'store session', params: ({ event }) => ({ session: event.output }) }],
        },
      },
    },
    signedIn: {
      on: {
        'operator.signedOut': '.signingOut',
        'operator.unauthorized': { target: 'signedOut', actions: 'say unauthorized' },
      },
      exit: ['close screens', { type: 'store session', params: { session: null } }],
      initial: 'loadingOperator',
      states: {
        loadingOperator: {
          tags: ['loading'],
          invoke: {
            id: 'loadMe',
            src: 'loadMe',
            onDone: { target: 'working', actions: 'keep me' },
            // A 401 raised `operator.unauthorized` already; anything else leaves the operator signed out too,
            // since the app cannot tell what they may see.
            onError: { target: '#backoffice.signedOut', actions: 'say unauthorized' },
          },
        },
        // The hub lives while the operator works; every queue change another operator makes refreshes the open queue.
        working: {
          invoke: [
            { id: 'watchActivity', src: 'watchActivity' },
            { id: 'hub', systemId: 'hub', src: 'hub', input: ({ context }) => context.hub },
            // The hub emits its pushes; the back office hears them by the hub's system id.
            { id: 'hubNews', src: 'listen', input: { systemId: 'hub', types: ['hub.message'] } },
          ],
          entry: 'connect hub',
          on: {
            'screen.opened': { guard: 'may open the screen', actions: 'open screen' },
            'hub.message': { actions: 'refresh changed queue' },
          },
          initial: 'active',
          states: {
            active: {
              on: { 'operator.active': { target: 'active', reenter: true } },
              after: { 'until the warning': 'warned' },
            },
            warned: {
              tags: ['idleWarning'],
              on: {
                'operator.active': 'active',
                // "Stay signed in" makes a call, which the server counts and the edge reports as activity.
                'operator.stayed': { target: '#backoffice.signedIn.loadingOperator' },
              },
              after: { 'rest of the idle limit': { target: '#backoffice.signedOut', actions: 'say idle' } },
            },
          },
        },
        signingOut: {
          tags: ['loading'],
          invoke: {
            id: 'signOut',
            src: 'signOut',
            onDone: { target: '#backoffice.signedOut', actions: 'say signed out' },
          },
        },
      },
    },
  },
});
