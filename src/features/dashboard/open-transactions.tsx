// The withdraw and deposit pages' open transactions (issue 13): pending withdrawals, or card deposits
// waiting for their payment, each with Cancel (and Continue payment for a deposit). The same financial
// activities machine as the full list, filtered to the open status; hidden when there is none.
import { useSelector } from '@xstate/react';
import { financialActivitiesActors } from '../../../machines/financial-activities/financial-activities.actors';
import { financialActivitiesMachine } from '../../../machines/financial-activities/financial-activities.machine';
import { selectIsLoading, selectItems } from '../../../machines/financial-activities/financial-activities.selectors';
import { selectIsDialogOpen } from '../../../machines/dialogs/dialogs.selectors';
import { formatKurus, kurusFromTry } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { useDialogsSelector, useT } from '../../app/app-context';
import { formatDateTime } from './dashboard-format';
import { card } from './dashboard-ui';
import { CancelConfirmation, TransactionActions } from './transaction-actions';
import { usePageActor, usePageLocale } from './use-page-actor';

/** Spec §3: type 1 deposit (open while Created, 6), type 2 withdraw (open while Pending, 2). */
const openFilters = { 1: { page: 1, type: 1, status: 6 }, 2: { page: 1, type: 2, status: 2 } } as const;

const selectIsPaying = selectIsDialogOpen('payment');

const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0' });
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  minWidth: '0',
});

export function OpenTransactions({ type }: { type: 1 | 2 }) {
  // A withdrawal or deposit just made in the payment dialog: the list is read afresh when it closes.
  // (Not on balance changes: the hub's push of a cancelled withdrawal's balance would restart the list
  // while its cancel is still being answered.)
  const paying = useDialogsSelector(selectIsPaying, false);
  return <OpenTransactionList key={String(paying)} type={type} />;
}

function OpenTransactionList({ type }: { type: 1 | 2 }) {
  const t = useT();
  const locale = usePageLocale();
  const actor = usePageActor(financialActivitiesMachine, financialActivitiesActors, { filters: { ...openFilters[type] } });
  const items = useSelector(actor, selectItems);
  const loading = useSelector(actor, selectIsLoading);
  if (items.length === 0) return null;
  return (
    <section className={card} aria-busy={loading} data-testid={type === 2 ? 'pending-withdrawals' : 'unpaid-deposits'}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {type === 2 ? t('financial.pendingWithdrawals') : t('financial.unpaidDeposits')}
      </h2>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.id} className={row} data-id={item.id}>
            <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
              <strong>{formatKurus(kurusFromTry(item.amount))}</strong>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {item.methodName} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
              </span>
            </span>
            <TransactionActions actor={actor} item={item} />
          </li>
        ))}
      </ul>
      <CancelConfirmation actor={actor} />
    </section>
  );
}
