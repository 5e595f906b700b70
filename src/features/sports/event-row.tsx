// An event in a list: teams (a link to its page), league and start time (or the live score), and its
// main market's prices.
import { Link } from '@tanstack/react-router';
import type { EventView } from '../../../machines/sportsbook/sportsbook.types';
import { sportsbook } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import { useSportsLocale } from './hooks';
import { eventName, OddsButton } from './odds-button';

const timeOptions: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' };
/** Made on first use, for the page's language only: each formatter costs milliseconds on a phone's start. */
const timeFormats = new Map<'tr' | 'en', Intl.DateTimeFormat>();
const timeFormat = (locale: 'tr' | 'en') => {
  let format = timeFormats.get(locale);
  if (!format) timeFormats.set(locale, (format = new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', timeOptions)));
  return format;
};

export function startText(iso: string, locale: 'tr' | 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat(locale).format(date);
}

export function EventRow(props: { event: EventView }) {
  const { event } = props;
  const t = useT();
  const styles = sportsbook();
  const locale = useSportsLocale();
  const main = event.markets[0];
  return (
    <li className={styles.eventRow} data-testid="sports-event" data-event={event.id}>
      <Link to="/spor/mac/$eventId" params={{ eventId: event.id }} className={styles.eventInfo}>
        <span className={styles.eventTeams}>{eventName(event)}</span>
        <span className={styles.eventMeta}>
          <span>{event.leagueName}</span>
          {event.live ? (
            <span>
              {t('sportsbook.live')}
              {event.score ? ` ${event.score.home}-${event.score.away}` : ''}
            </span>
          ) : (
            <span>{startText(event.startsAt, locale)}</span>
          )}
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

export function EventList(props: { events: EventView[] }) {
  const t = useT();
  const styles = sportsbook();
  if (props.events.length === 0) return <p className={styles.notice}>{t('sportsbook.noEvents')}</p>;
  return (
    <ul className={styles.events}>
      {props.events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}
