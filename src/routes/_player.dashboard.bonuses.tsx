// Route /dashboard/bonuses: Bonuses (a dashboard tile; Claim Reward leads here).
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/bonuses')({
  staticData: { crumb: 'nav.bonuses' },
  component: RoutePage,
});
