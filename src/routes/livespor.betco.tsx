// Route /livespor/betco: Live sports on the Betco sportsbook.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/livespor/betco')({
  staticData: { crumb: 'nav.betco' },
  component: RoutePage,
});
