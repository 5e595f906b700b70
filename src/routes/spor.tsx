// Route /spor: Sports section: the parent of its sportsbooks, labelled for the breadcrumb.
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/spor')({
  staticData: { crumb: 'nav.sports' },
  component: Outlet,
});
