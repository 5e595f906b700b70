// Reports: the report and its range of Turkish days, the table the server computed, and the CSV it made
// with it saved as a download. Amounts on screen are shown as the CSV has them (plain decimals).
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { REPORT_KINDS, type ReportKind } from '../../../machines/backoffice-reports/backoffice-reports.actors';
import type { reportsMachine } from '../../../machines/backoffice-reports/backoffice-reports.machine';
import { selectCanDownload, selectCanShow, selectIsLoading, selectKind, selectRange, selectReport } from '../../../machines/backoffice-reports/backoffice-reports.selectors';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
import { DataTable } from '../data-table';
import type { BackofficeTextKey } from '../i18n';
import { filterBar, page } from '../theme';

type ReportsRef = ActorRefFrom<typeof reportsMachine>;

export function ReportsScreen() {
  return <ScreenFrame screen="reports">{(reports) => <ReportsView reports={reports} />}</ScreenFrame>;
}

function ReportsView({ reports }: { reports: ReportsRef }) {
  const { t } = useBackoffice();
  return (
    <section className={page()} data-testid="bo-reports">
      <h1>{t('nav.reports')}</h1>
      <Choice reports={reports} />
      <Result reports={reports} />
    </section>
  );
}

function Choice({ reports }: { reports: ReportsRef }) {
  const { t } = useBackoffice();
  const kind = useSelector(reports, selectKind);
  const range = useSelector(reports, selectRange);
  const canShow = useSelector(reports, selectCanShow);
  const canDownload = useSelector(reports, selectCanDownload);
  const loading = useSelector(reports, selectIsLoading);
  const styles = field();
  return (
    <form
      className={filterBar()}
      onSubmit={(event) => {
        event.preventDefault();
        reports.send({ type: 'reports.submitted' });
      }}
    >
      <label className={styles.root}>
        <span className={styles.label}>{t('reports.kind')}</span>
        <select className={styles.select} name="report" value={kind} onChange={(event) => reports.send({ type: 'reports.kind.chosen', report: event.target.value as ReportKind })}>
          {REPORT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`reports.kind.${value}` as BackofficeTextKey)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.root}>
        <span className={styles.label}>{t('reports.from')}</span>
        <input className={styles.input} type="date" name="from" value={range.from} onChange={(event) => reports.send({ type: 'reports.range.changed', from: event.target.value, to: range.to })} />
      </label>
      <label className={styles.root}>
        <span className={styles.label}>{t('reports.to')}</span>
        <input className={styles.input} type="date" name="to" value={range.to} onChange={(event) => reports.send({ type: 'reports.range.changed', from: range.from, to: event.target.value })} />
      </label>
      <button type="submit" className={button({ size: 'sm' })} disabled={!canShow} data-loading={loading || undefined}>
        {t('reports.show')}
      </button>
      <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={!canDownload} onClick={() => reports.send({ type: 'reports.downloaded' })}>
        {t('reports.download')}
      </button>
    </form>
  );
}

function Result({ reports }: { reports: ReportsRef }) {
  const { t } = useBackoffice();
  const report = useSelector(reports, selectReport);
  const columns = useMemo<ColumnDef<string[]>[]>(
    () => (report?.columns ?? []).map((name, index) => ({ id: name, header: name, cell: ({ row }) => row.original[index] })),
    [report?.columns],
  );
  if (!report) return null;
  return (
    <>
      <DataTable data={report.rows} columns={columns} rowId={(row) => row.join('|')} rowTestId="bo-report-row" empty={t('players.empty')} testId="bo-report" />
      {report.kind === 'daily' ? <p>{t('reports.sportsNote')}</p> : null}
    </>
  );
}
