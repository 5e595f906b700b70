// The back office's routes (code-based: the player's file routes and their generated tree stay the
// player's). Each screen's route tells the root actor it is open (spawning its actor once, when the
// role allows) and loads its component on demand.
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Navigate, Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectIsSignedIn, selectNavigation, selectScreen, selectSignIn } from '../../machines/backoffice-app/backoffice-app.selectors';
import { isPlayerTab, type PlayerTab } from '../../machines/backoffice-players/backoffice-players.machine';
import type { Screen } from '../../machines/backoffice-app/backoffice-app.machine';
import type { ActorRefFrom } from 'xstate';
import type { signInMachine } from '../../machines/backoffice-sign-in/backoffice-sign-in.machine';
import { useBackoffice } from './app/context';
import type { BackofficeActor } from './app/create-backoffice';
import { Shell } from './shell';
import { SignInPage } from './sign-in-page';

interface BackofficeRouterContext {
  app: BackofficeActor;
}

function Root() {
  const { actor } = useBackoffice();
  const signedIn = useSelector(actor, selectIsSignedIn);
  const signIn = useSelector(actor, selectSignIn) as ActorRefFrom<typeof signInMachine> | undefined;
  if (signedIn) return <Shell />;
  return signIn ? <SignInPage signIn={signIn} /> : <Outlet />;
}

/** /backoffice itself: the first screen the role may see. */
function Start() {
  const { actor } = useBackoffice();
  const screens = useSelector(actor, selectNavigation);
  return screens[0] ? <Navigate to={`/backoffice/${screens[0]}` as never} replace /> : null;
}

const rootRoute = createRootRouteWithContext<BackofficeRouterContext>()({ component: Root });

const startRoute = createRoute({ getParentRoute: () => rootRoute, path: '/backoffice', component: Start });

const screenRoute = (screen: Screen, component: Parameters<typeof createRoute>[0]['component']) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/backoffice/${screen}`,
    beforeLoad: ({ context }) => {
      context.app.send({ type: 'screen.opened', screen });
    },
    component,
  });

/**
 * The players screen and a player's page by URL: /backoffice/players/<playerId>?tab=<tab> opens that
 * player (pasted, reloaded, back/forward, a new tab) and /backoffice/players goes back to the lookup.
 * The URL leads: the players actor is told what it says on every navigation (a preload tells it nothing).
 * Before the operator is known the actor does not exist yet; main.tsx re-runs this once it does.
 */
const playersComponent = lazyRouteComponent(() => import('./screens/players-screen'), 'PlayersScreen');
const playersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/backoffice/players',
  beforeLoad: ({ context, preload }) => {
    if (preload) return;
    context.app.send({ type: 'screen.opened', screen: 'players' });
    selectScreen('players')(context.app.getSnapshot())?.send({ type: 'players.closed' });
  },
  component: playersComponent,
});
const playerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/backoffice/players/$playerId',
  validateSearch: (search: Record<string, unknown>): { tab?: PlayerTab } => (isPlayerTab(search.tab) ? { tab: search.tab } : {}),
  beforeLoad: ({ context, params, search, preload }) => {
    if (preload) return;
    context.app.send({ type: 'screen.opened', screen: 'players' });
    selectScreen('players')(context.app.getSnapshot())?.send({ type: 'players.opened', id: params.playerId, tab: search.tab });
  },
  component: playersComponent,
});

const routeTree = rootRoute.addChildren([
  startRoute,
  screenRoute('overview', lazyRouteComponent(() => import('./screens/overview-screen'), 'OverviewScreen')),
  screenRoute('withdrawals', lazyRouteComponent(() => import('./screens/queue-screen'), 'WithdrawalsScreen')),
  playersRoute,
  playerRoute,
  screenRoute('deposits', lazyRouteComponent(() => import('./screens/queue-screen'), 'DepositsScreen')),
  screenRoute('approvals', lazyRouteComponent(() => import('./screens/approvals-screen'), 'ApprovalsScreen')),
  screenRoute('reports', lazyRouteComponent(() => import('./screens/reports-screen'), 'ReportsScreen')),
  screenRoute('audit', lazyRouteComponent(() => import('./screens/audit-screen'), 'AuditScreen')),
  screenRoute('notifications', lazyRouteComponent(() => import('./screens/notifications-screen'), 'NotificationsScreen')),
  screenRoute('operators', lazyRouteComponent(() => import('./screens/operators-screen'), 'OperatorsScreen')),
  screenRoute('content', lazyRouteComponent(() => import('./screens/content-screen'), 'ContentScreen')),
  screenRoute('kyc', lazyRouteComponent(() => import('./screens/kyc-screen'), 'KycScreen')),
  screenRoute('aml', lazyRouteComponent(() => import('./screens/aml-screen'), 'AmlScreen')),
  screenRoute('site', lazyRouteComponent(() => import('./screens/site-content-screen'), 'SiteContentScreen')),
  screenRoute('casino', lazyRouteComponent(() => import('./screens/casino-screen'), 'CasinoScreen')),
  screenRoute('tombala', lazyRouteComponent(() => import('./screens/tombala-rooms-panel'), 'TombalaRoomsScreen')),
  screenRoute('bonuses', lazyRouteComponent(() => import('./screens/campaigns-screen'), 'CampaignsScreen')),
  screenRoute('sports', lazyRouteComponent(() => import('./screens/sports-screen'), 'SportsScreen')),
  screenRoute('support', lazyRouteComponent(() => import('./screens/support-screen'), 'SupportScreen')),
]);

export function createBackofficeRouter(app: BackofficeActor) {
  return createRouter({ routeTree, context: { app } });
}
