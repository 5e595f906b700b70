// The overview: the chosen period's figures, the pending queues and the last 30 days as a chart (uPlot,
// in its own chunk, fetched only when this screen opens). Everything shown comes from the overview actor.
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OverviewPeriod, overviewMachine } from '../../../machines/backoffice-overview/backoffice-overview.machine';
import { selectDailySeries, selectFigures, selectHasFailed, selectPending, selectPeriod } from '../../../machines/backoffice-overview/backoffice-overview.selectors';
import { button } from '../../../styled-system/recipes/button';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
import { formatTry } from '../format';
import { card, chartBox, figures, page, toolbar } from '../theme';

const DailyChart = lazy(() => import('./daily-chart'));

type OverviewRef = ActorRefFrom<typeof overviewMachine>;
const PERIODS: OverviewPeriod[] = ['today', 'week', 'month'];

export function OverviewScreen() {
  return <ScreenFrame screen="overview">{(overview) => <Overview overview={overview} />}</ScreenFrame>;
}

function Overview({ overview }: { overview: OverviewRef }) {
  const { t, locale } = useBackoffice();
  const period = useSelector(overview, selectPeriod);
  const shown = useSelector(overview, selectFigures);
  const pending = useSelector(overview, selectPending);
  const series = useSelector(overview, selectDailySeries);
  const failed = useSelector(overview, selectHasFailed);
  const styles = figures();
  const money = (amount: number) => formatTry(locale, amount);
  return (
    <section className={page()} data-testid="bo-overview">
      <h1>{t('nav.overview')}</h1>
      <div className={toolbar()} role="group">
        {PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === period}
            className={button({ size: 'sm', variant: value === period ? 'solid' : 'outline', palette: 'neutral' })}
            onClick={() => overview.send({ type: 'overview.period.chosen', period: value })}
          >
            {t(`overview.${value}`)}
          </button>
        ))}
        <button type="button" className={button({ size: 'sm', variant: 'ghost', palette: 'neutral' })} onClick={() => overview.send({ type: 'overview.refreshed' })}>
          {t('queue.refresh')}
        </button>
      </div>
      {failed ? <p className={card().error}>{t('overview.failed')}</p> : null}
      {shown ? (
        <dl className={styles.grid} data-testid="bo-figures">
          <Figure label={t('overview.deposits')} value={money(shown.deposits)} name="deposits" />
          <Figure label={t('overview.withdrawals')} value={money(shown.withdrawals)} name="withdrawals" />
          <Figure label={t('overview.casinoGgr')} value={money(shown.casino.ggr)} name="casino-ggr" />
          <Figure label={t('overview.casinoNgr')} value={money(shown.casino.ngr)} name="casino-ngr" />
          <Figure label={t('overview.activePlayers')} value={String(shown.activePlayers)} name="active-players" />
          <Figure label={t('overview.sportsGgr')} value={money(shown.sports.ggr)} name="sports-ggr" />
          <Figure label={t('overview.sportsNgr')} value={money(shown.sports.ngr)} name="sports-ngr" />
          <Figure label={t('overview.newPlayers')} value={String(shown.newPlayers)} name="new-players" />
          {pending ? (
            <>
              <Figure label={`${t('overview.pending')}: ${t('overview.pendingWithdrawals')}`} value={String(pending.withdrawals)} name="pending-withdrawals" />
              <Figure label={`${t('overview.pending')}: ${t('overview.pendingApprovals')}`} value={String(pending.approvals)} name="pending-approvals" />
            </>
          ) : null}
        </dl>
      ) : null}
      {series ? (
        <figure className={chartBox()}>
          <figcaption>{t('overview.chartMoney')}</figcaption>
          <Suspense fallback={null}>
            <DailyChart
              series={series}
              labels={[t('overview.deposits'), t('overview.withdrawals'), t('overview.casinoGgr'), t('overview.sportsGgr')]}
              locale={locale}
            />
          </Suspense>
        </figure>
      ) : null}
    </section>
  );
}

function Figure(props: { label: string; value: string; name: string }) {
  const styles = figures();
  return (
    <div className={styles.tile} data-figure={props.name}>
      <dt className={styles.label}>{props.label}</dt>
      <dd className={styles.value}>{props.value}</dd>
    </div>
  );
}
