// Route /dashboard: My account: the parent of the dashboard tiles, labelled for the breadcrumb.
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_player/dashboard')({
  staticData: { crumb: 'nav.dashboard' },
  component: Outlet,
});
