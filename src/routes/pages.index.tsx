// Route /pages/: Contents: the list of content pages.
import { createFileRoute } from '@tanstack/react-router';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/pages/')({
  staticData: { crumb: 'nav.pages' },
  component: RoutePage,
});
