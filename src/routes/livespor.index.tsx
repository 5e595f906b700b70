// Route /livespor/: Live sports.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/livespor/')({
  staticData: { crumb: 'nav.liveSports' },
  component: RoutePage,
});
