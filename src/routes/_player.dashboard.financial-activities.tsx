// Route /dashboard/financial-activities: Financial activities (a dashboard tile); the filters (type,
// status, from, to) and the page number live in the address, validated here, so a filtered page
// survives a reload and the back button.
import { createFileRoute } from '@tanstack/react-router';
import { type FinancialSearch, parseFinancialSearch } from '../../machines/financial-activities/financial-filters';
import { FinancialActivitiesPage } from '../features/dashboard/financial-activities-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/financial-activities')({
  staticData: { crumb: 'nav.financialActivities' },
  validateSearch: (search: Record<string, unknown>): FinancialSearch => parseFinancialSearch(search),
  component: FinancialActivitiesRoute,
});

function FinancialActivitiesRoute() {
  const search = Route.useSearch();
  return (
    <RoutePage>
      <FinancialActivitiesPage search={search} />
    </RoutePage>
  );
}
