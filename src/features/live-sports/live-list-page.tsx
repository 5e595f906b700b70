// /livespor: every running event, grouped by sport, with its score, clock, why it is locked and its
// main market's live prices; all of it moves over the hub with no reload (the sportsbook actor).
import { Link } from '@tanstack/react-router';
import { groupBySport, selectPageEvents } from '../../../machines/sportsbook/sportsbook.selectors';
import type { EventView } from '../../../machines/sportsbook/sportsbook.types';
import { sportsbook } from '../../theme/recipes/sports';
import { liveSports } from '../../theme/recipes/live-sports';
import { useT } from '../../app/app-context';
import { useSportsbookSelector } from '../sports/hooks';
import { PageState } from '../sports/league-page';
import { eventName, OddsButton } from '../sports/odds-button';
import { SportsLayout } from '../sports/sports-layout';
import { LiveClock, LiveScore, SuspendMark, TennisGame } from './live-parts';

const noEvents: EventView[] = [];
const sportNames: Record<string, { tr: string; en: string }> = {
  football: { tr: 'Futbol', en: 'Football' },
  basketball: { tr: 'Basketbol', en: 'Basketball' },
  tennis: { tr: 'Tenis', en: 'Tennis' },
};

function LiveRow(props: { event: EventView }) {
  const { event } = props;
  const styles = sportsbook();
  const main = event.markets[0];
  return (
    <li className={styles.eventRow} data-testid="live-event" data-event={event.id}>
      <Link to="/livespor/mac/$eventId" params={{ eventId: event.id }} className={styles.eventInfo}>
        <span className={styles.eventTeams}>{eventName(event)}</span>
        <span className={styles.eventMeta}>
          {event.liveState ? <LiveClock live={event.liveState} /> : null}
          <LiveScore score={event.score} />
          <TennisGame live={event.liveState} />
          <span>{event.leagueName}</span>
          <SuspendMark live={event.liveState} />
        </span>
      </Link>
      {main ? (
        <div className={styles.odds} role="group" aria-label={main.name}>
          {main.outcomes.map((outcome) => (
            <OddsButton key={outcome.id} event={event} market={main} outcome={outcome} />
          ))}
        </div>
      ) : null}
    </li>
  );
}

export function LiveListPage() {
  const t = useT();
  const styles = sportsbook();
  const live = liveSports();
  const events = useSportsbookSelector(selectPageEvents, noEvents);
  const locale = t('live.title') === 'In play' ? 'en' : 'tr';
  return (
    <SportsLayout>
      <section className={styles.section} data-testid="live-page">
        <h2 className={styles.sectionTitle}>{t('live.title')}</h2>
        <PageState>
          {events.length === 0 ? (
            <p className={styles.notice}>{t('live.none')}</p>
          ) : (
            groupBySport(events).map((group) => (
              <section key={group.sportId} className={live.sport} aria-label={sportNames[group.sportId]?.[locale] ?? group.sportId}>
                <h3 className={live.sportTitle}>{sportNames[group.sportId]?.[locale] ?? group.sportId}</h3>
                <ul className={styles.events}>
                  {group.events.map((event) => (
                    <LiveRow key={event.id} event={event} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </PageState>
      </section>
    </SportsLayout>
  );
}
