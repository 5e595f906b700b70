// Financial activities (spec §2, §3): the player's deposits and withdrawals, newest first, with type
// and status names of the spec's enumerations, amounts as ₺ in the Turkish format; filters (type,
// status, date range) and the page live in the address, so a filtered page survives a reload and the
// back button. Driven by machines/financial-activities, one actor per address.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { financialActivitiesActors, type FinancialFilters } from '../../../machines/financial-activities/financial-activities.actors';
import { financialActivitiesMachine } from '../../../machines/financial-activities/financial-activities.machine';
import {
  selectHasFailed,
  selectIsFiltered,
  selectIsLoading,
  selectItems,
  selectPageCount,
} from '../../../machines/financial-activities/financial-activities.selectors';
import {
  type FinancialSearch,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  withFilter,
} from '../../../machines/financial-activities/financial-filters';
import { formatKurus, kurusFromTry } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useT } from '../../app/app-context';
import type { TranslationKey } from '../../../common/i18n/keys';
import { formatDateTime } from './dashboard-format';
import { Failed, Loading, Pager, stack } from './dashboard-ui';
import { CancelConfirmation, TransactionActions } from './transaction-actions';
import { usePageActor, usePageLocale } from './use-page-actor';

const ROUTE = '/dashboard/financial-activities';

const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'start', py: '2', px: '3', borderBottomWidth: 'thin', borderColor: 'border.muted' },
  '& th': { color: 'fg.muted', fontWeight: 'medium' },
  // Under 900 px each row is a card of labelled lines.
  mobileDown: {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', py: '2', borderBottomWidth: 'thin', borderColor: 'border.muted' },
    '& td': { display: 'flex', justifyContent: 'space-between', gap: '3', borderBottomStyle: 'none', py: '1' },
    '& td::before': { content: 'attr(data-label)', color: 'fg.muted' },
    // A row without actions shows no empty "Actions" line.
    '& td[data-actions]:not(:has(*))': { display: 'none' },
  },
});

export function FinancialActivitiesPage({ search }: { search: FinancialSearch }) {
  return (
    <div className={stack}>
      <Filters search={search} />
      <FinancialActivitiesList search={search} filters={{ ...search, page: search.page ?? 1 }} />
    </div>
  );
}

const filterRow = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', mobile: 'repeat(4, minmax(0, 1fr)) auto' },
  gap: '3',
  alignItems: 'end',
});

function Filters({ search }: { search: FinancialSearch }) {
  const t = useT();
  const navigate = useNavigate();
  const styles = field();
  const change = (key: 'type' | 'status' | 'from' | 'to', value: string) =>
    void navigate({ to: ROUTE, search: withFilter(search, key, value) });
  const filtered = search.type !== undefined || search.status !== undefined || search.from !== undefined || search.to !== undefined;
  return (
    <form className={filterRow} aria-label={t('financial.filters')} onSubmit={(event) => event.preventDefault()}>
      <label className={styles.root}>
        <span className={styles.label}>{t('financial.column.type')}</span>
        <select className={styles.input} value={search.type ?? ''} onChange={(event) => change('type', event.currentTarget.value)}>
          <option value="">{t('financial.all')}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`financial.type.${type}` as TranslationKey)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.root}>
        <span className={styles.label}>{t('financial.column.status')}</span>
        <select className={styles.input} value={search.status ?? ''} onChange={(event) => change('status', event.currentTarget.value)}>
          <option value="">{t('financial.all')}</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`financial.status.${status}` as TranslationKey)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.root}>
        <span className={styles.label}>{t('financial.from')}</span>
        <input
          className={styles.input}
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => change('from', event.currentTarget.value)}
        />
      </label>
      <label className={styles.root}>
        <span className={styles.label}>{t('financial.to')}</span>
        <input
          className={styles.input}
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => change('to', event.currentTarget.value)}
        />
      </label>
      {filtered ? (
        <Link to={ROUTE} search={{}} className={button({ variant: 'ghost', size: 'md' })}>
          {t('financial.clearFilters')}
        </Link>
      ) : null}
    </form>
  );
}

function FinancialActivitiesList({ search, filters }: { search: FinancialSearch; filters: FinancialFilters }) {
  const t = useT();
  const locale = usePageLocale();
  const actor = usePageActor(financialActivitiesMachine, financialActivitiesActors, { filters });
  // The address is the filters' state (search params): a new one is an event for the list, which loads afresh.
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    if (JSON.stringify(actor.getSnapshot().context.filters) !== filtersKey) {
      actor.send({ type: 'financial.filters.changed', filters: JSON.parse(filtersKey) as FinancialFilters });
    }
  }, [actor, filtersKey]);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const items = useSelector(actor, selectItems);
  const pages = useSelector(actor, selectPageCount);
  const isFiltered = useSelector(actor, selectIsFiltered);
  const page = filters.page;
  if (loading) return <Loading />;
  if (failed) return <Failed message={t('financial.failed')} onRetry={() => actor.send({ type: 'financial.retried' })} />;
  if (items.length === 0 && page === 1) return <p>{isFiltered ? t('financial.noMatch') : t('financial.empty')}</p>;
  const columns = {
    type: t('financial.column.type'),
    method: t('financial.column.method'),
    status: t('financial.column.status'),
    amount: t('financial.column.amount'),
    date: t('financial.column.date'),
    actions: t('financial.column.actions'),
  };
  return (
    <section className={stack}>
      <table className={table} data-testid="financial-activities">
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-id={item.id}>
              <td data-label={columns.type}>{t(`financial.type.${item.type}` as TranslationKey)}</td>
              <td data-label={columns.method}>{item.methodName}</td>
              <td data-label={columns.status} data-status={item.status} title={item.note ?? undefined}>
                {t(`financial.status.${item.status}` as TranslationKey)}
              </td>
              <td data-label={columns.amount}>{formatKurus(kurusFromTry(item.amount))}</td>
              <td data-label={columns.date}>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
              </td>
              <td data-label={columns.actions} data-actions>
                <TransactionActions actor={actor} item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CancelConfirmation actor={actor} />
      <Pager
        page={page}
        pages={pages}
        label={t('financial.paging')}
        previous={
          page > 1 ? (
            <Link to={ROUTE} search={{ ...search, page: page > 2 ? page - 1 : undefined }} className={button({ variant: 'outline', size: 'sm' })}>
              {t('financial.previous')}
            </Link>
          ) : null
        }
        next={
          page < pages ? (
            <Link to={ROUTE} search={{ ...search, page: page + 1 }} className={button({ variant: 'outline', size: 'sm' })}>
              {t('financial.next')}
            </Link>
          ) : null
        }
      />
    </section>
  );
}
