// Route /dashboard/deposit: Deposit (a dashboard tile): the deposit methods, each opening its dialog.
import { createFileRoute } from '@tanstack/react-router';
import { OpenTransactions } from '../features/dashboard/open-transactions';
import { PaymentMethodsPage } from '../features/payments/payment-methods-page';
import { RoutePage } from '../layout/route-page';
import { DepositLimitInvite } from '../features/responsible-gaming/deposit-limit-invite';
import { ResponsibleGamingLink } from '../features/responsible-gaming/responsible-gaming-link';

export const Route = createFileRoute('/_player/dashboard/deposit')({
  staticData: { crumb: 'nav.deposit' },
  component: () => (
    <RoutePage>
      <DepositLimitInvite />
      <OpenTransactions type={1} />
      <PaymentMethodsPage type={1} />
      <ResponsibleGamingLink />
    </RoutePage>
  ),
});
