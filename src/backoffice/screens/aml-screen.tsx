// AML cases (compliance): cases in one status with the rule that opened each, the figures it saw and
// the payments it holds (a pending withdrawal among them waits for the decision); an open case is
// cleared (its withdrawals may be paid) or blocked (they are rejected) with a note.
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AmlCaseStatus, OpsAmlCase } from '../../../machines/backoffice-kyc-aml/backoffice-kyc-aml.actors';
import type { amlCasesMachine } from '../../../machines/backoffice-kyc-aml/backoffice-kyc-aml.machine';
import {
  selectCanResolve,
  selectHasFailed,
  selectIsBusy,
  selectIsLoading,
  selectIsResolving,
  selectItems,
  selectNote,
  selectNoteTooShort,
  selectOutcome,
  selectStatus,
  selectSettingsActor,
} from '../../../machines/backoffice-kyc-aml/backoffice-kyc-aml.selectors';
import { ComplianceSettingsDialog } from '../features/protection/compliance-settings';
import { selectCan, selectMaySee, selectScreen } from '../../../machines/backoffice-app/backoffice-app.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { DataTable } from '../data-table';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ReasonDialog } from '../reason-dialog';
import { badge, page, table, toolbar } from '../theme';
import { Forbidden } from './queue-screen';

type AmlRef = ActorRefFrom<typeof amlCasesMachine>;

const STATUSES: AmlCaseStatus[] = ['open', 'cleared', 'blocked'];
const TONE = { open: 'warning', cleared: 'success', blocked: 'danger' } as const;

export function AmlScreen() {
  const { actor, t } = useBackoffice();
  const maySee = useSelector(actor, selectMaySee('aml'));
  const aml = useSelector(actor, selectScreen('aml'));
  if (!maySee) return <Forbidden />;
  if (!aml) return null;
  return (
    <section className={page()} data-testid="bo-aml">
      <h1>{t('nav.aml')}</h1>
      <Toolbar aml={aml} />
      <Cases aml={aml} />
      <ResolveDialog aml={aml} />
      <SettingsDialog aml={aml} />
    </section>
  );
}

function SettingsDialog({ aml }: { aml: AmlRef }) {
  return <ComplianceSettingsDialog settings={useSelector(aml, selectSettingsActor)} />;
}

function Toolbar({ aml }: { aml: AmlRef }) {
  const { actor, t } = useBackoffice();
  const maySeeSettings = useSelector(actor, selectCan('settings:read'));
  const loading = useSelector(aml, selectIsLoading);
  const status = useSelector(aml, selectStatus);
  const styles = field();
  return (
    <div className={toolbar()}>
      <label className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <span className={styles.label}>{t('kyc.status')}</span>
        <select className={styles.select} name="status" value={status} onChange={(event) => aml.send({ type: 'aml.status.changed', status: event.target.value as AmlCaseStatus })}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`aml.status.${value}` as BackofficeTextKey)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })} data-loading={loading || undefined} onClick={() => aml.send({ type: 'aml.refreshed' })}>
        {t('queue.refresh')}
      </button>
      {maySeeSettings ? (
        <button type="button" className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })} onClick={() => aml.send({ type: 'aml.settings.opened' })}>
          {t('settings.open')}
        </button>
      ) : null}
    </div>
  );
}

function figuresText(item: OpsAmlCase, t: ReturnType<typeof useBackoffice>['t'], locale: ReturnType<typeof useBackoffice>['locale']): string {
  const { total, threshold, count, deposited, staked } = item.figures;
  const money = (amount: number) => formatTry(locale, amount);
  return [
    total !== null ? t('aml.total', { amount: money(total) }) : null,
    threshold !== null ? t('aml.threshold', { amount: money(threshold) }) : null,
    count !== null ? t('aml.count', { count }) : null,
    deposited !== null ? t('aml.deposited', { amount: money(deposited) }) : null,
    staked !== null ? t('aml.staked', { amount: money(staked) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Cases({ aml }: { aml: AmlRef }) {
  const { actor, t, locale } = useBackoffice();
  const items = useSelector(aml, selectItems);
  const failed = useSelector(aml, selectHasFailed);
  const canResolve = useSelector(aml, selectCanResolve);
  const mayDecide = useSelector(actor, selectCan('aml:decide'));
  const columns = useMemo<ColumnDef<OpsAmlCase>[]>(
    () => [
      { id: 'id', header: t('queue.id'), cell: ({ row }) => row.original.id },
      { id: 'player', header: t('queue.player'), cell: ({ row }) => row.original.player.username },
      { id: 'rule', header: t('aml.rule'), cell: ({ row }) => t(`aml.rule.${row.original.rule}` as BackofficeTextKey) },
      { id: 'figures', header: t('aml.figures'), cell: ({ row }) => figuresText(row.original, t, locale) },
      {
        id: 'payments',
        header: t('aml.payments'),
        cell: ({ row }) => (
          <ul className={css({ listStyle: 'none', fontSize: 'xs' })}>
            {row.original.payments.map((payment) => (
              <li key={payment.id} data-payment={payment.id} data-status={payment.status}>
                #{payment.id} {t(`aml.payment.${payment.type}` as BackofficeTextKey)} {formatTry(locale, payment.amount)} · {payment.status}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'status',
        header: t('kyc.status'),
        cell: ({ row }) => <span className={badge({ tone: TONE[row.original.status] })}>{t(`aml.status.${row.original.status}` as BackofficeTextKey)}</span>,
      },
      { id: 'at', header: t('aml.opened'), cell: ({ row }) => formatDateTime(locale, row.original.openedAt) },
      {
        id: 'actions',
        header: t('queue.actions'),
        cell: ({ row }) => {
          const item = row.original;
          if (item.status !== 'open') return item.resolutionNote ? `${t('aml.resolution')}: ${item.resolutionNote} (${item.resolvedBy ?? ''})` : null;
          if (!mayDecide) return null;
          return (
            <div className={toolbar()}>
              <button type="button" className={button({ size: 'sm', palette: 'success' })} disabled={!canResolve} onClick={() => aml.send({ type: 'aml.resolve.opened', id: item.id, outcome: 'cleared' })}>
                {t('aml.clear')}
              </button>
              <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} disabled={!canResolve} onClick={() => aml.send({ type: 'aml.resolve.opened', id: item.id, outcome: 'blocked' })}>
                {t('aml.block')}
              </button>
            </div>
          );
        },
      },
    ],
    [t, locale, mayDecide, canResolve, aml],
  );
  if (failed) return <p className={table().empty}>{t('queue.failed')}</p>;
  return (
    <DataTable
      data={items}
      columns={columns}
      rowId={(row) => String(row.id)}
      rowTestId="bo-aml-row"
      rowData={(row) => ({ 'data-id': String(row.id), 'data-player': row.player.username, 'data-rule': row.rule, 'data-status': row.status })}
      empty={t('aml.empty')}
    />
  );
}

function ResolveDialog({ aml }: { aml: AmlRef }) {
  const { t } = useBackoffice();
  const open = useSelector(aml, selectIsResolving);
  const outcome = useSelector(aml, selectOutcome);
  const note = useSelector(aml, selectNote);
  const tooShort = useSelector(aml, selectNoteTooShort);
  const busy = useSelector(aml, selectIsBusy);
  return (
    <ReasonDialog
      open={open}
      title={t(outcome === 'cleared' ? 'aml.clearTitle' : 'aml.blockTitle')}
      label={t('aml.noteHelp')}
      reason={note}
      tooShort={tooShort}
      busy={busy}
      confirmLabel={t(outcome === 'cleared' ? 'aml.clear' : 'aml.block')}
      cancelLabel={t('queue.cancel')}
      onReason={(value) => aml.send({ type: 'aml.note.changed', value })}
      onConfirm={() => aml.send({ type: 'aml.resolve.confirmed' })}
      onCancel={() => aml.send({ type: 'aml.resolve.cancelled' })}
    />
  );
}
