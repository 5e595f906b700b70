// Route /dashboard/financial-activities: Financial activities (a dashboard tile).
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/financial-activities')({
  staticData: { crumb: 'nav.financialActivities' },
  component: RoutePage,
});
