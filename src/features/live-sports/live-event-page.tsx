// /livespor/mac/$eventId: a running event: the scoreboard (football: score, clock, period, red cards, corners;
// basketball: points per quarter and the quarter's clock; tennis: sets, games, points and the server),
// the timeline of the match, and every live market; a locked market stays listed with the reason.
import { groupMarkets, selectEvent, selectTimeline } from '../../../machines/sportsbook/sportsbook.selectors';
import type { IncidentView } from '../../../machines/sportsbook/sportsbook.types';
import { sportsbook } from '../../theme/recipes/sports';
import { liveSports } from '../../theme/recipes/live-sports';
import { useT } from '../../app/app-context';
import { useSportsbookSelector } from '../sports/hooks';
import { PageState } from '../sports/league-page';
import { eventName, OddsButton } from '../sports/odds-button';
import { SportsLayout } from '../sports/sports-layout';
import { LiveClock, LiveScore, PeriodTable, SuspendMark } from './live-parts';

const noIncidents: IncidentView[] = [];

export function LiveEventPage() {
  const t = useT();
  const styles = sportsbook();
  const live = liveSports();
  const event = useSportsbookSelector(selectEvent, null);
  const timeline = useSportsbookSelector(selectTimeline, noIncidents);
  return (
    <SportsLayout>
      <PageState>
        {event ? (
          <section className={styles.section} data-testid="live-event-page">
            <h2 className={styles.sectionTitle}>{eventName(event)}</h2>
            <div className={live.scoreboard} data-testid="scoreboard">
              <span className={live.boardTeam}>{event.home}</span>
              <span className={live.boardScore}>
                <LiveScore score={event.score} />
              </span>
              <span className={live.boardTeam}>{event.away}</span>
              <div className={live.boardMeta}>
                {event.liveState?.sport === 'football' ? (
                  <>
                    <LiveClock live={event.liveState} />
                    <span>{t(`live.period.${event.liveState.period}`)}</span>
                    <span>
                      {t('live.redCards')} {event.liveState.redCards.home}-{event.liveState.redCards.away}
                    </span>
                    <span>
                      {t('live.corners')} {event.liveState.corners.home}-{event.liveState.corners.away}
                    </span>
                  </>
                ) : event.liveState ? (
                  <>
                    <LiveClock live={event.liveState} />
                    {event.liveState.sport === 'tennis' ? <span>{t('live.tennis.sets')}</span> : null}
                  </>
                ) : null}
                <SuspendMark live={event.liveState} />
              </div>
              {event.liveState ? <PeriodTable live={event.liveState} home={event.home} away={event.away} /> : null}
            </div>
            <section aria-label={t('live.timeline')}>
              <h3 className={styles.groupTitle}>{t('live.timeline')}</h3>
              {timeline.length === 0 ? (
                <p className={styles.notice}>{t('live.noIncidents')}</p>
              ) : (
                <ol className={live.timeline} data-testid="timeline">
                  {timeline.map((incident) => (
                    <li key={incident.seq} className={live.incident} data-side={incident.side} data-type={incident.type} data-testid="incident">
                      <span className={live.incidentMinute}>{t('live.minute', { minute: incident.minute })}</span>
                      <span>
                        {incident.type === 'period_end' ? t('live.incident.period_end') : `${t(`live.incident.${incident.type}`)} · ${incident.side === 'home' ? event.home : event.away}`}
                        {incident.score ? ` (${incident.score.home}-${incident.score.away})` : ''}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            {groupMarkets(event.markets).map((group) => (
              <section key={group.group} className={styles.group} aria-label={group.group}>
                <h3 className={styles.groupTitle}>{group.group}</h3>
                {group.markets.map((market) => (
                  <div key={market.id} className={styles.market} data-testid="market" data-suspended={market.suspended}>
                    <h4 className={styles.marketTitle}>
                      {market.name}
                      {market.suspended ? <span>· {t('sportsbook.suspended')}</span> : null}
                    </h4>
                    <div className={styles.marketOutcomes}>
                      {market.outcomes.map((outcome) => (
                        <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} />
                      ))}
                    </div>
                  </div>
                ))}
              </section>
            ))}
          </section>
        ) : null}
      </PageState>
    </SportsLayout>
  );
}
