// Route /dashboard/deposit: Deposit (a dashboard tile).
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/deposit')({
  staticData: { crumb: 'nav.deposit' },
  component: RoutePage,
});
