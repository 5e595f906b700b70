// Route /dashboard/game-history: Game history (a dashboard tile).
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/game-history')({
  staticData: { crumb: 'nav.gameHistory' },
  component: RoutePage,
});
