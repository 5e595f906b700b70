// Second approvals (four-eyes): the pending proposals with approve, or reject with a reason. Approve is
// not offered on the operator's own proposal; the server refuses it anyway.
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OpsApproval } from '../../../machines/backoffice-approvals/backoffice-approvals.actors';
import type { approvalsMachine } from '../../../machines/backoffice-approvals/backoffice-approvals.machine';
import {
  selectBusyId,
  selectCanDecide,
  selectHasFailed,
  selectIsBusy,
  selectIsLoading,
  selectIsRejecting,
  selectItems,
  selectReason,
  selectReasonTooShort,
} from '../../../machines/backoffice-approvals/backoffice-approvals.selectors';
import { selectCan, selectOperator } from '../../../machines/backoffice-app/backoffice-app.selectors';
import { button } from '../../../styled-system/recipes/button';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
import { DataTable } from '../data-table';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ReasonDialog } from '../reason-dialog';
import { badge, page, table, toolbar } from '../theme';

type ApprovalsRef = ActorRefFrom<typeof approvalsMachine>;

export function ApprovalsScreen() {
  return <ScreenFrame screen="approvals">{(approvals) => <ApprovalsView approvals={approvals} />}</ScreenFrame>;
}

function ApprovalsView({ approvals }: { approvals: ApprovalsRef }) {
  const { t } = useBackoffice();
  return (
    <section className={page()} data-testid="bo-approvals">
      <h1>{t('nav.approvals')}</h1>
      <div className={toolbar()}>
        <Refresh approvals={approvals} />
      </div>
      <Proposals approvals={approvals} />
      <RejectDialog approvals={approvals} />
    </section>
  );
}

function Refresh({ approvals }: { approvals: ApprovalsRef }) {
  const { t } = useBackoffice();
  const loading = useSelector(approvals, selectIsLoading);
  return (
    <button type="button" className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })} data-loading={loading || undefined} onClick={() => approvals.send({ type: 'approvals.refreshed' })}>
      {t('queue.refresh')}
    </button>
  );
}

function Proposals({ approvals }: { approvals: ApprovalsRef }) {
  const { actor, t, locale } = useBackoffice();
  const items = useSelector(approvals, selectItems);
  const failed = useSelector(approvals, selectHasFailed);
  const canDecide = useSelector(approvals, selectCanDecide);
  const busyId = useSelector(approvals, selectBusyId);
  const operator = useSelector(actor, selectOperator);
  const mayDecide = useSelector(actor, selectCan('approvals:decide'));
  const columns = useMemo<ColumnDef<OpsApproval>[]>(
    () => [
      { id: 'id', header: t('queue.id'), cell: ({ row }) => row.original.id },
      { id: 'kind', header: t('approvals.kind'), cell: ({ row }) => t(`approvals.kind.${row.original.kind}` as BackofficeTextKey) },
      { id: 'player', header: t('queue.player'), cell: ({ row }) => row.original.player?.username ?? row.original.targetId },
      { id: 'amount', header: t('queue.amount'), cell: ({ row }) => (row.original.amount === null ? '' : formatTry(locale, row.original.amount)) },
      { id: 'note', header: t('approvals.note'), cell: ({ row }) => row.original.proposalNote ?? '' },
      { id: 'by', header: t('approvals.proposedBy'), cell: ({ row }) => row.original.proposedBy },
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.proposedAt) },
      {
        id: 'actions',
        header: t('queue.actions'),
        cell: ({ row }) => {
          const item = row.original;
          if (!mayDecide) return null;
          const own = item.proposedBy === operator?.username;
          return (
            <div className={toolbar()}>
              {own ? (
                <span className={badge()}>{t('approvals.own')}</span>
              ) : (
                <button
                  type="button"
                  className={button({ size: 'sm', palette: 'success' })}
                  disabled={!canDecide}
                  data-loading={busyId === item.id || undefined}
                  onClick={() => approvals.send({ type: 'approvals.approved', id: item.id })}
                >
                  {t('queue.approve')}
                </button>
              )}
              <button
                type="button"
                className={button({ size: 'sm', variant: 'outline', palette: 'danger' })}
                disabled={!canDecide}
                onClick={() => approvals.send({ type: 'approvals.reject.opened', id: item.id })}
              >
                {t('queue.reject')}
              </button>
            </div>
          );
        },
      },
    ],
    [t, locale, operator?.username, mayDecide, canDecide, busyId, approvals],
  );
  if (failed) return <p className={table().empty}>{t('queue.failed')}</p>;
  return (
    <DataTable
      data={items}
      columns={columns}
      rowId={(row) => String(row.id)}
      rowTestId="bo-approval-row"
      rowData={(row) => ({ 'data-id': String(row.id), 'data-player': row.player?.username, 'data-kind': row.kind })}
      empty={t('approvals.empty')}
    />
  );
}

function RejectDialog({ approvals }: { approvals: ApprovalsRef }) {
  const { t } = useBackoffice();
  const open = useSelector(approvals, selectIsRejecting);
  const reason = useSelector(approvals, selectReason);
  const tooShort = useSelector(approvals, selectReasonTooShort);
  const busy = useSelector(approvals, selectIsBusy);
  return (
    <ReasonDialog
      open={open}
      title={t('approvals.rejectTitle')}
      label={t('approvals.rejectHelp')}
      reason={reason}
      tooShort={tooShort}
      busy={busy}
      confirmLabel={t('queue.reject')}
      cancelLabel={t('queue.cancel')}
      onReason={(value) => approvals.send({ type: 'approvals.reason.changed', value })}
      onConfirm={() => approvals.send({ type: 'approvals.reject.confirmed' })}
      onCancel={() => approvals.send({ type: 'approvals.reject.cancelled' })}
    />
  );
}
