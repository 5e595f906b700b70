// The audit log: search by who, action, player or target and days, newest first a page at a time, and
// "verify the chain", which says whether the hash chain holds and marks the row where it breaks.
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuditFilters, OpsAuditRow } from '../../../machines/backoffice-audit/backoffice-audit.actors';
import type { auditMachine } from '../../../machines/backoffice-audit/backoffice-audit.machine';
import {
  selectBrokenRowId,
  selectCanGoNext,
  selectCanGoPrevious,
  selectFilters,
  selectHasFailed,
  selectIsLoading,
  selectIsVerifying,
  selectPageNumber,
  selectRows,
  selectVerification,
} from '../../../machines/backoffice-audit/backoffice-audit.selectors';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
import { DataTable } from '../data-table';
import { formatDateTime } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { badge, filterBar, page, table, toolbar } from '../theme';

type AuditRef = ActorRefFrom<typeof auditMachine>;

export function AuditScreen() {
  return <ScreenFrame screen="audit">{(audit) => <AuditView audit={audit} />}</ScreenFrame>;
}

function AuditView({ audit }: { audit: AuditRef }) {
  const { t } = useBackoffice();
  return (
    <section className={page()} data-testid="bo-audit">
      <h1>{t('nav.audit')}</h1>
      <Chain audit={audit} />
      <Filters audit={audit} />
      <Rows audit={audit} />
      <Pager audit={audit} />
    </section>
  );
}

function Chain({ audit }: { audit: AuditRef }) {
  const { t } = useBackoffice();
  const verifying = useSelector(audit, selectIsVerifying);
  const verification = useSelector(audit, selectVerification);
  return (
    <div className={toolbar()}>
      <button type="button" className={button({ size: 'sm', palette: 'neutral' })} data-loading={verifying || undefined} onClick={() => audit.send({ type: 'audit.verify.requested' })}>
        {t('audit.verify')}
      </button>
      {verification ? (
        <span className={badge({ tone: verification.ok ? 'success' : 'danger' })} data-testid="bo-audit-chain" data-ok={String(verification.ok)} role="status">
          {verification.firstBroken
            ? t('audit.broken', { id: verification.firstBroken.id, reason: t(`audit.reason.${verification.firstBroken.reason}` as BackofficeTextKey) })
            : t('audit.ok', { count: verification.checked })}
        </span>
      ) : null}
    </div>
  );
}

const FIELDS: Array<[keyof AuditFilters, BackofficeTextKey, 'text' | 'date']> = [
  ['actor', 'audit.actor', 'text'],
  ['action', 'audit.action', 'text'],
  ['targetId', 'audit.target', 'text'],
  ['from', 'audit.from', 'date'],
  ['to', 'audit.to', 'date'],
];

function Filters({ audit }: { audit: AuditRef }) {
  const { t } = useBackoffice();
  const filters = useSelector(audit, selectFilters);
  const loading = useSelector(audit, selectIsLoading);
  const styles = field();
  return (
    <form
      className={filterBar()}
      onSubmit={(event) => {
        event.preventDefault();
        audit.send({ type: 'audit.search.submitted' });
      }}
    >
      {FIELDS.map(([name, label, type]) => (
        <label key={name} className={styles.root}>
          <span className={styles.label}>{t(label)}</span>
          <input className={styles.input} type={type} name={name} value={filters[name]} onChange={(event) => audit.send({ type: 'audit.filter.changed', field: name, value: event.target.value })} />
        </label>
      ))}
      <button type="submit" className={button({ size: 'sm' })} data-loading={loading || undefined}>
        {t('audit.search')}
      </button>
    </form>
  );
}

function Rows({ audit }: { audit: AuditRef }) {
  const { t, locale } = useBackoffice();
  const rows = useSelector(audit, selectRows);
  const failed = useSelector(audit, selectHasFailed);
  const broken = useSelector(audit, selectBrokenRowId);
  const columns = useMemo<ColumnDef<OpsAuditRow>[]>(
    () => [
      { id: 'id', header: t('queue.id'), cell: ({ row }) => (row.original.id === broken ? <span className={badge({ tone: 'danger' })}>{row.original.id}</span> : row.original.id) },
      { id: 'at', header: t('audit.at'), cell: ({ row }) => formatDateTime(locale, row.original.at) },
      { id: 'who', header: t('audit.who'), cell: ({ row }) => `${row.original.actorKind}: ${row.original.actorName ?? row.original.actorId ?? ''}` },
      { id: 'what', header: t('audit.what'), cell: ({ row }) => row.original.action },
      { id: 'target', header: t('audit.targetColumn'), cell: ({ row }) => (row.original.targetKind ? `${row.original.targetKind}: ${row.original.targetId ?? ''}` : '') },
      { id: 'details', header: t('audit.details'), cell: ({ row }) => <code>{row.original.details}</code> },
    ],
    [t, locale, broken],
  );
  if (failed) return <p className={table().empty}>{t('queue.failed')}</p>;
  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={(row) => String(row.id)}
      rowTestId="bo-audit-row"
      rowData={(row) => ({ 'data-id': String(row.id), 'data-action': row.action, 'data-broken': row.id === broken ? 'true' : undefined })}
      empty={t('audit.empty')}
    />
  );
}

function Pager({ audit }: { audit: AuditRef }) {
  const { t } = useBackoffice();
  const number = useSelector(audit, selectPageNumber);
  const canPrevious = useSelector(audit, selectCanGoPrevious);
  const canNext = useSelector(audit, selectCanGoNext);
  return (
    <div className={toolbar()}>
      <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={!canPrevious} onClick={() => audit.send({ type: 'audit.page.previous' })}>
        {t('players.previous')}
      </button>
      <span>{t('audit.page', { page: number })}</span>
      <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={!canNext} onClick={() => audit.send({ type: 'audit.page.next' })}>
        {t('players.next')}
      </button>
    </div>
  );
}
