// Route /casino/games: Games section.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/casino/games')({
  staticData: { crumb: 'nav.games' },
  component: RoutePage,
});
