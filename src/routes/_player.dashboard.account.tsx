// Route /dashboard/account: Personal information (a dashboard tile).
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/dashboard/profile-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/account')({
  staticData: { crumb: 'nav.account' },
  component: () => (
    <RoutePage>
      <ProfilePage />
    </RoutePage>
  ),
});
