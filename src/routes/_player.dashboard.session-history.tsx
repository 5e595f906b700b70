// Route /dashboard/session-history: Session history (a dashboard tile).
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/session-history')({
  staticData: { crumb: 'nav.sessionHistory' },
  component: RoutePage,
});
