// Route /dashboard/session-history: Session history (a dashboard tile): the player's sessions, the
// current one marked, the others endable.
import { createFileRoute } from '@tanstack/react-router';
import { SessionHistoryPage } from '../features/dashboard/session-history-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/session-history')({
  staticData: { crumb: 'nav.sessionHistory' },
  component: () => (
    <RoutePage>
      <SessionHistoryPage />
    </RoutePage>
  ),
});
