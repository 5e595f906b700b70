// Route /livespor: Live sports section: the parent of its sportsbooks, labelled for the breadcrumb.
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/livespor')({
  staticData: { crumb: 'nav.liveSports' },
  component: Outlet,
});
