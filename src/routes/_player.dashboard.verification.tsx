// Route /dashboard/verification: identity verification (KYC): the tier, the document upload and the
// documents' statuses.
import { createFileRoute } from '@tanstack/react-router';
import { VerificationPage } from '../features/verification/verification-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/verification')({
  staticData: { crumb: 'nav.verification' },
  component: () => (
    <RoutePage>
      <VerificationPage />
    </RoutePage>
  ),
});
