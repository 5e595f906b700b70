// Route /dashboard/withdraw: Withdraw (a dashboard tile).
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/withdraw')({
  staticData: { crumb: 'nav.withdraw' },
  component: RoutePage,
});
