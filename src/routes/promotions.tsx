// Route /promotions: Promotions.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/promotions')({
  staticData: { crumb: 'nav.promotions' },
  component: RoutePage,
});
