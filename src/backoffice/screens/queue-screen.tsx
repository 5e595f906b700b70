// The payments queues: withdrawals and deposits of one status in a TanStack table whose rows are
// drawn only where the operator looks (react-virtual), each pending row with its decision buttons,
// and the rejection reason dialog. Everything shown comes from the queue actor's selectors.
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OpsTransaction, QueueFilters, QueueKind, TransactionStatus } from '../../../machines/backoffice-queue/backoffice-queue.actors';
import type { queueMachine } from '../../../machines/backoffice-queue/backoffice-queue.machine';
import {
  rowAction,
  selectBusyId,
  selectCanApplyFilters,
  selectCanDecide,
  selectFilters,
  selectHasFailed,
  selectIsBusy,
  selectIsLoading,
  selectItems,
  selectReason,
  selectReasonTooShort,
  selectRejecting,
  selectStatus,
} from '../../../machines/backoffice-queue/backoffice-queue.selectors';
import { selectCan, selectOperator } from '../../../machines/backoffice-app/backoffice-app.selectors';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
// Screens written before ../screen-frame import Forbidden from here.
export { Forbidden } from '../screen-frame';
import { DataTable } from '../data-table';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ReasonDialog } from '../reason-dialog';
import { badge, filterBar, page, table, toolbar } from '../theme';

type QueueRef = ActorRefFrom<typeof queueMachine>;

const STATUSES: TransactionStatus[] = [2, 1, 4, 5];

export function WithdrawalsScreen() {
  return <QueueScreen kind="withdrawals" />;
}

export function DepositsScreen() {
  return <QueueScreen kind="deposits" />;
}

function QueueScreen({ kind }: { kind: QueueKind }) {
  return <ScreenFrame screen={kind}>{(queue) => <QueueView queue={queue} kind={kind} />}</ScreenFrame>;
}

function QueueView({ queue, kind }: { queue: QueueRef; kind: QueueKind }) {
  const { t } = useBackoffice();
  return (
    <section className={page()} data-testid={`bo-${kind}`}>
      <h1>{t(`nav.${kind}` as BackofficeTextKey)}</h1>
      <QueueToolbar queue={queue} />
      <QueueFilterForm queue={queue} />
      <QueueTable queue={queue} kind={kind} />
      <RejectDialog queue={queue} />
    </section>
  );
}

function QueueToolbar({ queue }: { queue: QueueRef }) {
  const { t } = useBackoffice();
  const status = useSelector(queue, selectStatus);
  const loading = useSelector(queue, selectIsLoading);
  const styles = field();
  return (
    <div className={toolbar()}>
      <label className={styles.root}>
        <span className={styles.label}>{t('queue.status')}</span>
        <select
          className={styles.select}
          value={status}
          onChange={(event) => queue.send({ type: 'queue.status.changed', status: Number(event.target.value) as TransactionStatus })}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}` as BackofficeTextKey)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })} data-loading={loading || undefined} onClick={() => queue.send({ type: 'queue.refreshed' })}>
        {t('queue.refresh')}
      </button>
    </div>
  );
}

const FILTER_FIELDS: Array<[keyof QueueFilters, BackofficeTextKey, 'date' | 'text']> = [
  ['from', 'queue.from', 'date'],
  ['to', 'queue.to', 'date'],
  ['player', 'queue.playerFilter', 'text'],
  ['minAmount', 'queue.minAmount', 'text'],
  ['maxAmount', 'queue.maxAmount', 'text'],
];

/** Days, player and amount range: applied on submit, cleared at once. */
function QueueFilterForm({ queue }: { queue: QueueRef }) {
  const { t } = useBackoffice();
  const filters = useSelector(queue, selectFilters);
  const canApply = useSelector(queue, selectCanApplyFilters);
  const styles = field();
  return (
    <form
      className={filterBar()}
      data-testid="bo-queue-filters"
      onSubmit={(event) => {
        event.preventDefault();
        queue.send({ type: 'queue.filters.applied' });
      }}
    >
      {FILTER_FIELDS.map(([name, label, type]) => (
        <label key={name} className={styles.root}>
          <span className={styles.label}>{t(label)}</span>
          <input
            className={styles.input}
            type={type}
            name={name}
            inputMode={name.endsWith('Amount') ? 'decimal' : undefined}
            value={filters[name]}
            onChange={(event) => queue.send({ type: 'queue.filter.changed', field: name, value: event.target.value })}
          />
        </label>
      ))}
      <button type="submit" className={button({ size: 'sm' })} disabled={!canApply}>
        {t('queue.apply')}
      </button>
      <button type="button" className={button({ size: 'sm', variant: 'ghost', palette: 'neutral' })} onClick={() => queue.send({ type: 'queue.filters.cleared' })}>
        {t('queue.clear')}
      </button>
    </form>
  );
}

function detailText(item: OpsTransaction): string {
  return Object.entries(item.detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

function QueueTable({ queue, kind }: { queue: QueueRef; kind: QueueKind }) {
  const { actor, t, locale } = useBackoffice();
  const items = useSelector(queue, selectItems);
  const failed = useSelector(queue, selectHasFailed);
  const canDecide = useSelector(queue, selectCanDecide);
  const busyId = useSelector(queue, selectBusyId);
  const operator = useSelector(actor, selectOperator);
  const mayDecide = useSelector(actor, selectCan(kind === 'withdrawals' ? 'withdrawals:decide' : 'deposits:decide'));
  const columns = useMemo<ColumnDef<OpsTransaction>[]>(
    () => [
      { id: 'id', header: t('queue.id'), cell: ({ row }) => row.original.id },
      { id: 'player', header: t('queue.player'), cell: ({ row }) => row.original.player.username },
      { id: 'amount', header: t('queue.amount'), cell: ({ row }) => formatTry(locale, row.original.amount) },
      { id: 'method', header: t('queue.method'), cell: ({ row }) => row.original.methodName },
      { id: 'detail', header: t('queue.detail'), cell: ({ row }) => detailText(row.original) },
      { id: 'created', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.createdAt) },
      {
        id: 'state',
        header: t('queue.state'),
        cell: ({ row }) => {
          const item = row.original;
          return item.pendingApproval ? (
            <span className={badge({ tone: 'warning' })}>{t('queue.proposedBy', { name: item.pendingApproval.proposedBy })}</span>
          ) : (
            <span className={badge({ tone: item.status === 1 ? 'success' : item.status === 4 ? 'danger' : 'neutral' })}>
              {t(`status.${item.status}` as BackofficeTextKey)}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t('queue.actions'),
        cell: ({ row }) => {
          const item = row.original;
          const action = rowAction(item, operator?.username);
          if (!mayDecide || action === 'none') return null;
          if (action === 'ownProposal') return <span className={badge()}>{t('queue.awaitingSecond')}</span>;
          return (
            <div className={toolbar()}>
              <button
                type="button"
                className={button({ size: 'sm', palette: 'success' })}
                disabled={!canDecide}
                data-loading={busyId === item.id || undefined}
                onClick={() => queue.send({ type: 'queue.approved', id: item.id })}
              >
                {kind === 'withdrawals' ? t('queue.approve') : t('queue.confirm')}
              </button>
              <button
                type="button"
                className={button({ size: 'sm', variant: 'outline', palette: 'danger' })}
                disabled={!canDecide}
                onClick={() => queue.send({ type: 'queue.reject.opened', id: item.id })}
              >
                {t('queue.reject')}
              </button>
            </div>
          );
        },
      },
    ],
    [t, locale, kind, operator?.username, mayDecide, canDecide, busyId, queue],
  );
  if (failed) return <p className={table().empty}>{t('queue.failed')}</p>;
  return (
    <DataTable
      data={items}
      columns={columns}
      rowId={(row) => String(row.id)}
      rowTestId="bo-queue-row"
      empty={t('queue.empty')}
      rowData={(row) => ({ 'data-id': String(row.id), 'data-player': row.player.username })}
    />
  );
}

function RejectDialog({ queue }: { queue: QueueRef }) {
  const { t } = useBackoffice();
  const target = useSelector(queue, selectRejecting);
  const reason = useSelector(queue, selectReason);
  const tooShort = useSelector(queue, selectReasonTooShort);
  const busy = useSelector(queue, selectIsBusy);
  return (
    <ReasonDialog
      open={target !== null}
      title={`${t('queue.rejectTitle')} ${target ? `#${target.id}` : ''}`}
      label={t('queue.rejectHelp')}
      reason={reason}
      tooShort={tooShort}
      busy={busy}
      confirmLabel={t('queue.reject')}
      cancelLabel={t('queue.cancel')}
      onReason={(value) => queue.send({ type: 'queue.reason.changed', value })}
      onConfirm={() => queue.send({ type: 'queue.reject.confirmed' })}
      onCancel={() => queue.send({ type: 'queue.reject.cancelled' })}
    />
  );
}
