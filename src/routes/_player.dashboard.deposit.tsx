// Route /dashboard/deposit: Deposit (a dashboard tile): the deposit methods, each opening its dialog.
import { createFileRoute } from '@tanstack/react-router';
import { OpenTransactions } from '../features/dashboard/open-transactions';
import { PaymentMethodsPage } from '../features/payments/payment-methods-page';
import { RoutePage } from '../layout/route-page';

export const Route = createFileRoute('/_player/dashboard/deposit')({
  staticData: { crumb: 'nav.deposit' },
  component: () => (
    <RoutePage>
      <OpenTransactions type={1} />
      <PaymentMethodsPage type={1} />
    </RoutePage>
  ),
});
