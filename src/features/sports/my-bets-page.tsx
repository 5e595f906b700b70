// /dashboard/bets: the player's bets, open or settled, paged: each bet's legs with their odds (a
// settled leg with its score and result), stake, payout (or potential payout) and times.
import {
  selectBets,
  selectBetsFilter,
  selectBetsPage,
  selectIsBetsFailed,
  selectIsBetsLoading,
  selectOddsFormat,
} from '../../../machines/sportsbook/sportsbook.selectors';
import type { BetsFilter } from '../../../machines/sportsbook/sportsbook.types';
import { formatKurus } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { sportsbook } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import { card, facts, Failed, Loading, Pager, stack } from '../dashboard/dashboard-ui';
import { CashOutBox } from '../live-sports/cash-out-box';
import { startText } from './event-row';
import { useSportsLocale, useSportsSend, useSportsbookSelector } from './hooks';
import { oddsText } from './odds-text';

const FILTERS: BetsFilter[] = ['open', 'settled'];
const noBets = { items: [], total: 0, pageSize: 10 };

export function MyBetsPage() {
  const t = useT();
  const send = useSportsSend();
  const styles = sportsbook();
  const locale = useSportsLocale();
  const format = useSportsbookSelector(selectOddsFormat, 'decimal');
  const bets = useSportsbookSelector(selectBets, noBets);
  const filter = useSportsbookSelector(selectBetsFilter, 'open');
  const page = useSportsbookSelector(selectBetsPage, 1);
  const loading = useSportsbookSelector(selectIsBetsLoading, true);
  const failed = useSportsbookSelector(selectIsBetsFailed, false);
  const pages = Math.max(1, Math.ceil(bets.total / Math.max(1, bets.pageSize)));
  return (
    <section className={stack} data-testid="my-bets">
      <div className={styles.chips} role="group" aria-label={t('nav.myBets')}>
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={filter === option}
            onClick={() => send({ type: 'myBets.filter.changed', filter: option })}
          >
            {t(`myBets.${option}`)}
          </button>
        ))}
      </div>
      {failed ? (
        <Failed message={t('sportsbook.failed')} onRetry={() => send({ type: 'myBets.opened' })} />
      ) : loading ? (
        <Loading />
      ) : bets.items.length === 0 ? (
        <p className={styles.notice}>{t('myBets.empty')}</p>
      ) : (
        <ul className={stack}>
          {bets.items.map((bet) => (
            <li key={bet.id} className={card} data-testid="my-bet" data-status={bet.status}>
              <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontWeight: 'semibold' })}>
                <span>
                  {t(bet.type === 'single' ? 'slip.single' : bet.type === 'accumulator' ? 'slip.accumulator' : 'slip.system')}
                  {bet.system ? ` ${bet.system}` : ''}
                </span>
                <span data-testid="my-bet-status">{t(`myBets.status.${bet.status}` as 'myBets.status.open')}</span>
              </div>
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', fontSize: 'sm' })}>
                {bet.legs.map((leg, index) => (
                  <li key={index}>
                    <strong>{leg.outcomeName}</strong> · {oddsText(leg.odds, format, locale)} · {leg.marketName} · {leg.eventName}
                    {leg.score ? ` · ${t('myBets.score')} ${leg.score}` : ''}
                    {leg.result ? ` · ${leg.result}` : ''}
                  </li>
                ))}
              </ul>
              <dl className={facts}>
                <div>
                  <dt>{t('myBets.stake')}</dt>
                  <dd data-testid="my-bet-stake">{formatKurus(bet.stake)}</dd>
                </div>
                <div>
                  <dt>{t('myBets.odds')}</dt>
                  <dd>{bet.odds === null ? t('slip.bets', { count: bet.lineCount }) : oddsText(bet.odds, format, locale)}</dd>
                </div>
                <div>
                  <dt>{bet.payout === null ? t('myBets.potential') : t('myBets.payout')}</dt>
                  <dd>{formatKurus(bet.payout ?? bet.potentialPayout ?? 0)}</dd>
                </div>
                <div>
                  <dt>{bet.settledAt ? t('myBets.settledAt') : t('myBets.placedAt')}</dt>
                  <dd>{startText(bet.settledAt ?? bet.placedAt, locale)}</dd>
                </div>
              </dl>
              {(bet.cashOuts ?? []).map((cashOut, index) => (
                <p key={index} className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="my-bet-cash-out">
                  {t('cashOut.paid', { amount: formatKurus(cashOut.amount), time: startText(cashOut.at, locale) })}
                </p>
              ))}
              <CashOutBox betId={bet.id} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        label={t('myBets.pager')}
        previous={
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page <= 1} onClick={() => send({ type: 'myBets.page.changed', page: page - 1 })}>
            {t('myBets.previous')}
          </button>
        }
        next={
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page >= pages} onClick={() => send({ type: 'myBets.page.changed', page: page + 1 })}>
            {t('myBets.next')}
          </button>
        }
      />
    </section>
  );
}
