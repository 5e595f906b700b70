// What a player can do with an open transaction (issue 13): Cancel on a pending withdrawal or an unpaid
// card deposit, after a confirmation; "Continue payment" back to an unpaid card deposit's payment page.
// Rendered from a financial activities actor (the whole list, or the withdraw and deposit pages' open
// ones); the machine decides which row may be cancelled and runs the call.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FinancialActivity } from '../../../machines/financial-activities/financial-activities.actors';
import type { financialActivitiesMachine } from '../../../machines/financial-activities/financial-activities.machine';
import {
  selectCanCancel,
  selectCancelling,
  selectIsCancelBusy,
} from '../../../machines/financial-activities/financial-activities.selectors';
import { formatKurus, kurusFromTry } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useT } from '../../app/app-context';
import { SiteDialog } from '../../ui/dialog';
import { SpinnerIcon } from '../../ui/icons';

export type FinancialActivitiesRef = ActorRefFrom<typeof financialActivitiesMachine>;

const actionsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

/** The row's buttons; nothing for a settled row. */
export function TransactionActions({ actor, item }: { actor: FinancialActivitiesRef; item: FinancialActivity }) {
  const t = useT();
  const canCancel = useSelector(actor, (snapshot) => selectCanCancel(snapshot, item.id));
  if (!canCancel && !item.paymentUrl) return null;
  return (
    <span className={actionsRow}>
      {item.paymentUrl ? (
        <a
          href={item.paymentUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={button({ variant: 'solid', size: 'sm' })}
          data-testid="continue-payment"
        >
          {t('financial.continuePayment')}
        </a>
      ) : null}
      {canCancel ? (
        <button
          type="button"
          className={button({ variant: 'outline', palette: 'danger', size: 'sm' })}
          data-testid="cancel-transaction"
          onClick={() => actor.send({ type: 'financial.cancel.requested', id: item.id })}
        >
          {t('financial.cancel')}
        </button>
      ) : null}
    </span>
  );
}

/** The confirmation the machine asks for before it cancels. */
export function CancelConfirmation({ actor }: { actor: FinancialActivitiesRef }) {
  const t = useT();
  const item = useSelector(actor, selectCancelling);
  const busy = useSelector(actor, selectIsCancelBusy);
  const withdrawal = item?.type === 2;
  const amount = item ? formatKurus(kurusFromTry(item.amount)) : '';
  return (
    <SiteDialog
      open={item !== null}
      onClose={() => actor.send({ type: 'financial.cancel.dismissed' })}
      title={withdrawal ? t('financial.cancelWithdrawalTitle') : t('financial.cancelDepositTitle')}
      closeLabel={t('dialog.close')}
      size="small"
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="cancel-confirmation">
        <p>{withdrawal ? t('financial.cancelWithdrawalText', { amount }) : t('financial.cancelDepositText', { amount })}</p>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'flex-end' })}>
          <button
            type="button"
            className={button({ variant: 'outline', palette: 'neutral' })}
            disabled={busy}
            onClick={() => actor.send({ type: 'financial.cancel.dismissed' })}
          >
            {t('financial.keep')}
          </button>
          <button
            type="button"
            className={button({ variant: 'solid', palette: 'danger' })}
            disabled={busy}
            aria-busy={busy}
            data-loading={busy ? '' : undefined}
            onClick={() => actor.send({ type: 'financial.cancel.confirmed' })}
          >
            {busy ? <SpinnerIcon className={css({ animation: 'spin' })} /> : null}
            {t('financial.confirmCancel')}
          </button>
        </div>
      </div>
    </SiteDialog>
  );
}
