// Route /dashboard/financial-activities: Financial activities (a dashboard tile); the page number
// lives in the address (?page=2) so paging survives a reload and the back button.
import { createFileRoute } from '@tanstack/react-router';
import { FinancialActivitiesPage } from '../features/dashboard/financial-activities-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/financial-activities')({
  staticData: { crumb: 'nav.financialActivities' },
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  component: FinancialActivitiesRoute,
});

function FinancialActivitiesRoute() {
  const { page } = Route.useSearch();
  return (
    <RoutePage>
      <FinancialActivitiesPage page={page ?? 1} />
    </RoutePage>
  );
}
