// Route /casino/tvbets: TV bets game section.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/casino/tvbets')({
  staticData: { crumb: 'nav.tvbets' },
  component: RoutePage,
});
