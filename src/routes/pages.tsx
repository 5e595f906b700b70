// Route /pages: Content pages section, labelled for the breadcrumb.
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/pages')({
  staticData: { crumb: 'nav.pages' },
  component: Outlet,
});
