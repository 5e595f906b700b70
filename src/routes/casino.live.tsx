// Route /casino/live: Live casino; the header search targets it while the player is here.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/casino/live')({
  staticData: { crumb: 'nav.liveCasino' },
  component: RoutePage,
});
