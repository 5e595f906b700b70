// One outcome's price: pressed while it is in the slip, disabled while its market is suspended, with
// an up or down mark after the price moved over the hub. Pressing adds it to the slip or takes it out.
import { selectIsPicked } from '../../../machines/bet-slip/bet-slip.selectors';
import { selectMark, selectOddsFormat } from '../../../machines/sportsbook/sportsbook.selectors';
import type { EventView, MarketView, OutcomeView } from '../../../machines/sportsbook/sportsbook.types';
import { sportsbook } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import { useSlipSelector, useSportsLocale, useSportsSend, useSportsbookSelector } from './hooks';
import { oddsText } from './odds-text';

/** The event as the book names it ("Home – Away", or an outright's title). */
export const eventName = (event: Pick<EventView, 'name'>) => event.name;

export function OddsButton(props: { event: EventView; market: MarketView; outcome: OutcomeView; label?: string }) {
  const { event, market, outcome } = props;
  const t = useT();
  const send = useSportsSend();
  const styles = sportsbook();
  const locale = useSportsLocale();
  const key = { eventId: event.id, marketId: market.id, outcomeId: outcome.id };
  const picked = useSlipSelector((snapshot) => selectIsPicked(snapshot, key), false);
  const format = useSportsbookSelector(selectOddsFormat, 'decimal');
  const mark = useSportsbookSelector((snapshot) => selectMark(snapshot, `${event.id}/${market.id}/${outcome.id}`), null);
  const closed = market.suspended || !outcome.active;
  const label = props.label ?? outcome.name;
  return (
    <button
      type="button"
      className={styles.oddsButton}
      aria-pressed={picked}
      disabled={closed}
      data-testid="odds-button"
      data-outcome={outcome.id}
      aria-label={`${label} ${oddsText(outcome.odds, format, locale)}${mark ? `, ${t(mark === 'up' ? 'sportsbook.oddsUp' : 'sportsbook.oddsDown')}` : ''}`}
      onClick={() =>
        send({
          type: 'slip.selection.toggled',
          pick: { ...key, odds: outcome.odds, eventName: eventName(event), marketName: market.name, outcomeName: outcome.name },
        })
      }
    >
      <span className={styles.oddsLabel}>{label}</span>
      <span className={styles.oddsValue}>
        {closed ? t('sportsbook.suspended') : oddsText(outcome.odds, format, locale)}
        {mark && !closed ? (
          <span className={styles.mark} data-mark={mark} aria-hidden="true">
            {mark === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
      </span>
    </button>
  );
}
