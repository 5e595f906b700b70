// Route /dashboard/responsible-gaming: Responsible gaming (a dashboard tile, linked from the footer and
// the deposit page): limits, reality check, time-out, self-exclusion, statement and closure.
import { createFileRoute } from '@tanstack/react-router';
import { ResponsibleGamingPage } from '../features/responsible-gaming/responsible-gaming-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/responsible-gaming')({
  staticData: { crumb: 'nav.responsible' },
  component: () => (
    <RoutePage>
      <ResponsibleGamingPage />
    </RoutePage>
  ),
});
