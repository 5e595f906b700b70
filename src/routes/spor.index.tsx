// Route /spor/: Sports.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/spor/')({
  staticData: { crumb: 'nav.sports' },
  component: RoutePage,
});
