// The pathless guard around every player-only route (spec §2 and §6): a guest is kept where they are
// (or sent home on a first visit) and the login dialog opens instead. A player whose session ends
// while on such a page (logout, a 401) is sent home.
import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { selectIsPlayer as selectAppIsPlayer } from '../../machines/app/app.selectors';
import { selectIsPlayer } from '../../machines/session/session.selectors';
import { useSessionSelector } from '../app/app-context';

export const Route = createFileRoute('/_player')({
  beforeLoad: ({ context, preload }) => {
    if (selectAppIsPlayer(context.app.getSnapshot())) return;
    // Hovering a link preloads its route; only a real navigation asks the guest to log in.
    if (!preload) context.app.send({ type: 'dialog.open', dialog: 'login' });
    throw redirect({ href: context.currentHref() ?? '/', replace: true });
  },
  component: PlayerOnly,
});

function PlayerOnly() {
  const isPlayer = useSessionSelector(selectIsPlayer);
  return isPlayer ? <Outlet /> : <Navigate to="/" replace />;
}
