// The trader screen (issue 17): the open events; an event's book with each outcome's price (and the feed's
// price kept aside while a trader's price stands), the open bets on it, what the book pays if it wins and the
// liability against the limit; and a trader's actions, each confirmed with a reason in one dialog: set or
// release a price, suspend or resume the event or a market, set the liability limit, propose a resettlement
// or rollback of a settled event (another operator approves it in the approvals queue).
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OpsSportsBookMarket, TraderAction } from '../../../machines/backoffice-sports/backoffice-sports.actors';
import type { sportsTraderMachine } from '../../../machines/backoffice-sports/backoffice-sports.machine';
import {
  selectCanConfirmAction,
  selectHasSportsFailed,
  selectIsConfirming,
  selectIsSportsBusy,
  selectIsViewingEvent,
  selectSportsBook,
  selectSportsEvents,
  selectTraderAction,
  selectTraderReason,
} from '../../../machines/backoffice-sports/backoffice-sports.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { dialog } from '../../../styled-system/recipes/dialog';
import { field } from '../../../styled-system/recipes/field';
import { useExitWatchdog } from '../../ui/exit-watchdog';
import { useBackoffice } from '../app/context';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ListState, ScreenFrame } from '../screen-frame';
import { badge, page, table, toolbar } from '../theme';

type SportsRef = ActorRefFrom<typeof sportsTraderMachine>;

const odds = (locale: string, value: number) => value.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function SportsScreen() {
  return <ScreenFrame screen="sports">{(sports) => <Sports sports={sports} />}</ScreenFrame>;
}

function Sports({ sports }: { sports: SportsRef }) {
  const { t } = useBackoffice();
  const viewing = useSelector(sports, selectIsViewingEvent);
  return (
    <section className={page()} data-testid="bo-sports">
      <h1>{t('sports.title')}</h1>
      {viewing ? <EventBook sports={sports} /> : <EventList sports={sports} />}
      <ActionDialog sports={sports} />
    </section>
  );
}

function EventList({ sports }: { sports: SportsRef }) {
  const { t, locale } = useBackoffice();
  const events = useSelector(sports, selectSportsEvents);
  const failed = useSelector(sports, selectHasSportsFailed);
  const styles = table();
  return (
    <ListState failed={failed} loaded={events !== null} empty={events?.length === 0} failedText="sports.failed" emptyText="sports.empty" onRetry={() => sports.send({ type: 'sports.retried' })}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead className={styles.head}>
            <tr>
              <th className={styles.th}>{t('sports.event')}</th>
              <th className={styles.th}>{t('sports.league')}</th>
              <th className={styles.th}>{t('sports.startsAt')}</th>
              <th className={styles.th}>{t('sports.status')}</th>
            </tr>
          </thead>
          <tbody>
            {(events ?? []).map((e) => (
              <tr key={e.id} className={styles.row} data-testid="bo-sports-event" data-id={e.id}>
                <td className={styles.td}>
                  <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={() => sports.send({ type: 'sports.event.opened', eventId: e.id })}>
                    {e.name}
                  </button>
                </td>
                <td className={styles.td}>{e.leagueName}</td>
                <td className={styles.td}>{formatDateTime(locale, e.startsAt)}</td>
                <td className={styles.td}>{e.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListState>
  );
}

function EventBook({ sports }: { sports: SportsRef }) {
  const { t, locale } = useBackoffice();
  const book = useSelector(sports, selectSportsBook);
  const failed = useSelector(sports, selectHasSportsFailed);
  const busy = useSelector(sports, selectIsSportsBusy);
  const start = (action: TraderAction) => sports.send({ type: 'sports.action.started', action });
  const settled = book?.event.status === 'settled' || book?.event.status === 'cancelled';
  const anyHeld = book?.markets.some((m) => m.traderSuspended) ?? false;
  const small = button({ size: 'sm', variant: 'outline', palette: 'neutral' });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="bo-sports-book" aria-busy={busy || undefined}>
      <div className={toolbar()}>
        <button type="button" className={small} onClick={() => sports.send({ type: 'sports.closed' })}>
          {t('sports.back')}
        </button>
        <button type="button" className={small} onClick={() => sports.send({ type: 'sports.refreshed' })}>
          {t('sports.refresh')}
        </button>
      </div>
      <ListState failed={failed} loaded={book !== null} empty={false} failedText="sports.bookFailed" emptyText="sports.empty" onRetry={() => sports.send({ type: 'sports.retried' })}>
        {book ? (
          <>
            <h2 data-testid="bo-sports-event-name">
              {book.event.name} · {book.event.leagueName} · {formatDateTime(locale, book.event.startsAt)} · <span data-testid="bo-sports-event-status">{book.event.status}</span>
            </h2>
            <p data-testid="bo-sports-open-bets">{t('sports.openBets', { bets: book.openBets, stakes: formatTry(locale, book.openStakes) })}</p>
            <div className={toolbar()}>
              {settled ? (
                <>
                  <button type="button" className={button({ size: 'sm' })} onClick={() => start({ kind: 'resettle', home: String(book.event.score?.home ?? ''), away: String(book.event.score?.away ?? '') })}>
                    {t('sports.resettle')}
                  </button>
                  <button type="button" className={small} onClick={() => start({ kind: 'rollback' })}>
                    {t('sports.rollback')}
                  </button>
                </>
              ) : (
                <>
                  <button type="button" className={button({ size: 'sm', palette: 'danger' })} onClick={() => start({ kind: 'event', suspended: true })}>
                    {t('sports.suspendEvent')}
                  </button>
                  {anyHeld ? (
                    <button type="button" className={button({ size: 'sm' })} onClick={() => start({ kind: 'event', suspended: false })}>
                      {t('sports.resumeEvent')}
                    </button>
                  ) : null}
                  <button type="button" className={small} onClick={() => start({ kind: 'limit', amount: '' })}>
                    {t('sports.setLimit')}
                  </button>
                </>
              )}
            </div>
            {book.markets.map((m) => (
              <MarketBook key={m.id} market={m} settled={settled} onAction={start} />
            ))}
          </>
        ) : null}
      </ListState>
    </div>
  );
}

function MarketBook({ market, settled, onAction }: { market: OpsSportsBookMarket; settled: boolean; onAction: (action: TraderAction) => void }) {
  const { t, locale } = useBackoffice();
  const styles = table();
  const open = market.status === 'active' || market.status === 'suspended';
  const small = button({ size: 'sm', variant: 'outline', palette: 'neutral' });
  return (
    <section data-testid="bo-sports-market" data-id={market.id} data-status={market.status} aria-label={market.name}>
      <div className={toolbar()}>
        <h3 className={css({ fontWeight: 'semibold' })}>{market.name}</h3>
        <span className={badge({ tone: market.status === 'active' ? 'success' : market.status === 'suspended' ? 'warning' : 'neutral' })}>{t(`sports.state.${market.status}` as BackofficeTextKey)}</span>
        {market.traderSuspended ? <span className={badge({ tone: 'danger' })}>{t('sports.traderHeld')}</span> : null}
        {open && !settled ? (
          <button type="button" className={small} onClick={() => onAction({ kind: 'market', marketId: market.id, label: market.name, suspended: market.status === 'active' })}>
            {t(market.status === 'active' ? 'sports.suspendMarket' : 'sports.resumeMarket')}
          </button>
        ) : null}
      </div>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead className={styles.head}>
            <tr>
              <th className={styles.th}>{t('sports.outcome')}</th>
              <th className={styles.th}>{t('sports.odds')}</th>
              <th className={styles.th}>{t('sports.bets')}</th>
              <th className={styles.th}>{t('sports.stakes')}</th>
              <th className={styles.th}>{t('sports.payout')}</th>
              <th className={styles.th}>{t('sports.liability')}</th>
              <th className={styles.th}>{t('sports.limit')}</th>
              <th className={styles.th} />
            </tr>
          </thead>
          <tbody>
            {market.outcomes.map((o) => {
              const label = `${market.name}: ${o.name}`;
              return (
                <tr key={o.id} className={styles.row} data-testid="bo-sports-outcome" data-id={o.id} data-name={o.name}>
                  <td className={styles.td}>{o.name}</td>
                  <td className={styles.td}>
                    <span data-testid="bo-sports-odds">{odds(locale, o.odds)}</span>
                    {o.feedOdds !== null ? (
                      <span className={badge({ tone: 'warning' })} data-testid="bo-sports-feed-odds">
                        {t('sports.feedOdds', { odds: odds(locale, o.feedOdds) })}
                      </span>
                    ) : null}
                  </td>
                  <td className={styles.td}>{o.bets}</td>
                  <td className={styles.td}>{formatTry(locale, o.stakes)}</td>
                  <td className={styles.td} data-testid="bo-sports-payout">
                    {formatTry(locale, o.payout)}
                  </td>
                  <td className={styles.td} data-testid="bo-sports-liability">
                    {formatTry(locale, o.liability)}
                  </td>
                  <td className={styles.td}>{formatTry(locale, o.limit)}</td>
                  <td className={styles.td}>
                    {open && !settled ? (
                      <div className={toolbar()}>
                        <button type="button" className={small} onClick={() => onAction({ kind: 'odds', outcomeId: o.id, label, odds: odds(locale, o.odds) })}>
                          {t('sports.setOdds')}
                        </button>
                        {o.feedOdds !== null ? (
                          <button type="button" className={small} onClick={() => onAction({ kind: 'release', outcomeId: o.id, label })}>
                            {t('sports.release')}
                          </button>
                        ) : null}
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function dialogTitle(t: ReturnType<typeof useBackoffice>['t'], action: TraderAction): string {
  switch (action.kind) {
    case 'odds':
      return t('sports.dialog.odds', { label: action.label });
    case 'release':
      return t('sports.dialog.release', { label: action.label });
    case 'event':
      return t(action.suspended ? 'sports.dialog.suspendEvent' : 'sports.dialog.resumeEvent');
    case 'market':
      return t(action.suspended ? 'sports.dialog.suspendMarket' : 'sports.dialog.resumeMarket', { label: action.label });
    case 'limit':
      return t('sports.dialog.limit');
    case 'resettle':
      return t('sports.dialog.resettle');
    case 'rollback':
      return t('sports.dialog.rollback');
  }
}

function ActionDialog({ sports }: { sports: SportsRef }) {
  const { t } = useBackoffice();
  const open = useSelector(sports, selectIsConfirming);
  const action = useSelector(sports, selectTraderAction);
  const reason = useSelector(sports, selectTraderReason);
  const canConfirm = useSelector(sports, selectCanConfirmAction);
  const busy = useSelector(sports, selectIsSportsBusy);
  const styles = dialog({ size: 'small' });
  const fieldStyles = field();
  const parts = useExitWatchdog(open);
  const change = (name: 'odds' | 'amount' | 'home' | 'away', value: string) => sports.send({ type: 'sports.action.changed', field: name, value });
  const input = (name: 'odds' | 'amount' | 'home' | 'away', label: BackofficeTextKey, value: string, mode: 'decimal' | 'numeric') => (
    <label className={fieldStyles.root}>
      <span className={fieldStyles.label}>{t(label)}</span>
      <input className={fieldStyles.input} name={name} inputMode={mode} value={value} maxLength={12} onChange={(event) => change(name, event.target.value)} />
    </label>
  );
  return (
    <Dialog.Root open={open && action !== null} onOpenChange={(details) => (details.open ? undefined : sports.send({ type: 'sports.action.cancelled' }))}>
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.content} data-testid="bo-sports-dialog">
            {action ? (
              <form
                className={styles.main}
                onSubmit={(event) => {
                  event.preventDefault();
                  sports.send({ type: 'sports.action.confirmed' });
                }}
              >
                <div className={styles.header}>
                  <Dialog.Title className={styles.title}>{dialogTitle(t, action)}</Dialog.Title>
                </div>
                <div className={styles.body}>
                  {action.kind === 'odds' ? input('odds', 'sports.odds', action.odds, 'decimal') : null}
                  {action.kind === 'limit' ? (
                    <>
                      {input('amount', 'sports.amount', action.amount, 'decimal')}
                      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('sports.dialog.limitHelp')}</p>
                    </>
                  ) : null}
                  {action.kind === 'resettle' ? (
                    <>
                      {input('home', 'sports.home', action.home, 'numeric')}
                      {input('away', 'sports.away', action.away, 'numeric')}
                    </>
                  ) : null}
                  <label className={fieldStyles.root}>
                    <span className={fieldStyles.label}>{t('sports.reason')}</span>
                    <textarea className={fieldStyles.textarea} name="reason" value={reason} maxLength={500} onChange={(event) => sports.send({ type: 'sports.reason.changed', value: event.target.value })} />
                  </label>
                </div>
                <div className={styles.footer}>
                  <button type="button" className={button({ variant: 'ghost', palette: 'neutral' })} onClick={() => sports.send({ type: 'sports.action.cancelled' })}>
                    {t('sports.cancel')}
                  </button>
                  <button type="submit" className={button({ palette: 'danger' })} disabled={!canConfirm} data-loading={busy || undefined}>
                    {t('sports.confirm')}
                  </button>
                </div>
              </form>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
