// Financial activities (spec §2, §3): the player's deposits and withdrawals, newest first, with
// type and status names of the spec's enumerations, amounts as ₺ in the Turkish format and paging.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { createContentMachine } from '../../../machines/cms-content/cms-content.machine';
import { selectContent, selectHasFailed, selectIsLoading } from '../../../machines/cms-content/cms-content.selectors';
import { formatKurus, kurusFromTry } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { useT } from '../../app/app-context';
import type { TranslationKey } from '../../i18n/keys';
import { useContent } from '../content/use-content';

type FinancialActivityPage = components['schemas']['FinancialActivityPage'];

export const FINANCIAL_PAGE_SIZE = 20;

const pageMachine = createContentMachine<FinancialActivityPage>();

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

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
  },
});

export function FinancialActivitiesPage({ page }: { page: number }) {
  // One content actor per page: changing the page in the address loads that page afresh.
  return <FinancialActivitiesList key={page} page={page} />;
}

function FinancialActivitiesList({ page }: { page: number }) {
  const t = useT();
  const actor = useContent(pageMachine, async (api) =>
    unwrap(
      await api.POST('/customer/financialactivities', {
        body: { skip: (page - 1) * FINANCIAL_PAGE_SIZE, take: FINANCIAL_PAGE_SIZE },
      }),
    ).data,
  );
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const content = useSelector(actor, selectContent);
  if (loading) return <p role="status">{t('payments.loading')}</p>;
  if (failed || !content) {
    return (
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <p role="alert">{t('financial.failed')}</p>
        <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'content.retried' })}>
          {t('payments.retry')}
        </button>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(content.total / FINANCIAL_PAGE_SIZE));
  if (content.items.length === 0 && page === 1) return <p>{t('financial.empty')}</p>;
  const columns = {
    type: t('financial.column.type'),
    method: t('financial.column.method'),
    status: t('financial.column.status'),
    amount: t('financial.column.amount'),
    date: t('financial.column.date'),
  };
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
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
          {content.items.map((item) => (
            <tr key={item.id}>
              <td data-label={columns.type}>{t(`financial.type.${item.type}` as TranslationKey)}</td>
              <td data-label={columns.method}>{item.methodName}</td>
              <td data-label={columns.status} data-status={item.status}>
                {t(`financial.status.${item.status}` as TranslationKey)}
              </td>
              <td data-label={columns.amount}>{formatKurus(kurusFromTry(item.amount))}</td>
              <td data-label={columns.date}>
                <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3' })}>
          {page > 1 ? (
            <Link
              to="/dashboard/financial-activities"
              search={page > 2 ? { page: page - 1 } : {}}
              className={button({ variant: 'outline', size: 'sm' })}
            >
              {t('financial.previous')}
            </Link>
          ) : null}
          <span>{t('financial.page', { page, pages })}</span>
          {page < pages ? (
            <Link
              to="/dashboard/financial-activities"
              search={{ page: page + 1 }}
              className={button({ variant: 'outline', size: 'sm' })}
            >
              {t('financial.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
