// Route /spor/betco: Sports on the Betco sportsbook.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/spor/betco')({
  staticData: { crumb: 'nav.betco' },
  component: RoutePage,
});
