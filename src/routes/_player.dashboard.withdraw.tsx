// Route /dashboard/withdraw: Withdraw (a dashboard tile): the withdraw methods, each opening its dialog.
import { createFileRoute } from '@tanstack/react-router';
import { OpenTransactions } from '../features/dashboard/open-transactions';
import { PaymentMethodsPage } from '../features/payments/payment-methods-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/withdraw')({
  staticData: { crumb: 'nav.withdraw' },
  component: () => (
    <RoutePage>
      <OpenTransactions type={2} />
      <PaymentMethodsPage type={2} />
    </RoutePage>
  ),
});
