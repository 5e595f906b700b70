// /spor/mac/$eventId: one event with every market, grouped (main, goals, handicap, halves, score…).
import { groupMarkets, selectEvent } from '../../../machines/sportsbook/sportsbook.selectors';
import { sportsbook } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import { startText } from './event-row';
import { useSportsbookSelector, useSportsLocale } from './hooks';
import { PageState } from './league-page';
import { eventName, OddsButton } from './odds-button';
import { SportsLayout } from './sports-layout';

export function EventPage() {
  const t = useT();
  const styles = sportsbook();
  const locale = useSportsLocale();
  const event = useSportsbookSelector(selectEvent, null);
  return (
    <SportsLayout>
      <PageState>
        {event ? (
          <section className={styles.section} data-testid="event-page">
            <h2 className={styles.sectionTitle}>{eventName(event)}</h2>
            <p className={styles.eventMeta}>
              <span>{event.leagueName}</span>
              <span>
                {event.live
                  ? `${t('sportsbook.live')}${event.score ? ` ${event.score.home}-${event.score.away}` : ''}`
                  : startText(event.startsAt, locale)}
              </span>
            </p>
            {groupMarkets(event.markets).map((group) => (
              <section key={group.group} className={styles.group} aria-label={group.group}>
                <h3 className={styles.groupTitle}>{group.group}</h3>
                {group.markets.map((market) => (
                  <div key={market.id} className={styles.market} data-testid="market">
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
