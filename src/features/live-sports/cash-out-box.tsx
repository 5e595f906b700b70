// A bet's cash out in My bets (issue 18): the value on offer (refreshed every few seconds), full and
// partial cash out, the auto cash-out value, why it is not offered, and what a cash out paid and when.
// Renders the bet's cash-out actor (machines/live-cash-out); every change is an event to it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { liveCashOutMachine, LiveCashOutEvent } from '../../../machines/live-cash-out/live-cash-out.machine';
import {
  selectAmountText,
  selectCashOutBet,
  selectAutoText,
  selectAutoValue,
  selectCashOutRefusal,
  selectIsCashedOut,
  selectIsCashing,
  selectIsQuoting,
  selectMinPartial,
  selectOffer,
  selectPaid,
  selectPartAllowed,
  selectUnavailableReason,
} from '../../../machines/live-cash-out/live-cash-out.selectors';
import { selectCashOutRef } from '../../../machines/sportsbook/sportsbook.selectors';
import { formatKurus } from '../../../machines/shared/money';
import { button } from '../../../styled-system/recipes/button';
import { cashOutBox } from '../../theme/recipes/live-sports';
import { useT } from '../../app/app-context';
import { startText } from '../sports/event-row';
import { useSportsLocale, useSportsSend, useSportsbookSelector } from '../sports/hooks';

type CashOutRef = ActorRefFrom<typeof liveCashOutMachine>;

const KNOWN_REASONS = ['market_suspended', 'leg_lost', 'system_bet', 'pending', 'not_open', 'no_price', 'quote_expired', 'quote_changed', 'amount_too_high', 'amount_too_low'];

function Box(props: { betId: string; actor: CashOutRef }) {
  const t = useT();
  const sendToBook = useSportsSend();
  const send = (event: LiveCashOutEvent) => sendToBook({ type: 'cashOut.forward', betId: props.betId, event });
  const styles = cashOutBox();
  const locale = useSportsLocale();
  const offer = useSelector(props.actor, selectOffer);
  const why = useSelector(props.actor, selectUnavailableReason);
  const quoting = useSelector(props.actor, selectIsQuoting);
  const cashing = useSelector(props.actor, selectIsCashing);
  const cashedOut = useSelector(props.actor, selectIsCashedOut);
  const amountText = useSelector(props.actor, selectAmountText);
  const autoText = useSelector(props.actor, selectAutoText);
  const autoValue = useSelector(props.actor, selectAutoValue);
  const minPartial = useSelector(props.actor, selectMinPartial);
  const partAllowed = useSelector(props.actor, selectPartAllowed);
  const refusal = useSelector(props.actor, selectCashOutRefusal);
  const paid = useSelector(props.actor, selectPaid);
  const bet = useSelector(props.actor, selectCashOutBet);
  const reasonText = (reason: string) => (KNOWN_REASONS.includes(reason) ? t(`cashOut.reason.${reason}` as 'cashOut.reason.no_price') : reason);
  return (
    <div className={styles.root} data-testid="cash-out" data-state={cashedOut ? 'cashed-out' : offer !== null ? 'offered' : why ? 'unavailable' : 'quoting'} aria-busy={cashing}>
      {paid ? (
        <p className={styles.paid} role="status" data-testid="cash-out-paid" data-amount={paid.amount}>
          {t('cashOut.paid', { amount: formatKurus(paid.amount), time: startText(paid.at, locale) })}
        </p>
      ) : null}
      {paid && !cashedOut ? (
        <p className={styles.reason} data-testid="cash-out-stake-left">
          {t('myBets.stake')}: {formatKurus(bet.stake)}
        </p>
      ) : null}
      {cashedOut ? null : quoting ? (
        <p className={styles.reason}>{t('cashOut.quoting')}</p>
      ) : offer !== null ? (
        <>
          <div className={styles.row}>
            <button
              type="button"
              className={button({ variant: 'solid', size: 'sm' })}
              disabled={cashing}
              data-testid="cash-out-full"
              data-amount={offer}
              onClick={() => send({ type: 'cashOut.full' })}
            >
              {cashing ? t('cashOut.cashing') : t('cashOut.full', { amount: formatKurus(offer) })}
            </button>
          </div>
          <div className={styles.row}>
            <label className={styles.row}>
              {t('cashOut.amount', { amount: formatKurus(minPartial ?? 0) })}
              <input
                className={styles.input}
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                data-testid="cash-out-amount"
                onChange={(event) => send({ type: 'cashOut.amount.changed', text: event.target.value })}
              />
            </label>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              disabled={!partAllowed || cashing}
              data-testid="cash-out-partial"
              onClick={() => send({ type: 'cashOut.partial' })}
            >
              {t('cashOut.partial')}
            </button>
          </div>
        </>
      ) : why ? (
        <p className={styles.reason} data-testid="cash-out-unavailable" data-reason={why}>
          {reasonText(why)}
        </p>
      ) : null}
      {refusal ? (
        <p className={styles.reason} role="alert" data-testid="cash-out-refusal">
          {reasonText(refusal)}
        </p>
      ) : null}
      {cashedOut ? null : (
        <div className={styles.row}>
          <label className={styles.row}>
            {t('cashOut.auto')}
            <input
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              value={autoText}
              data-testid="cash-out-auto"
              onChange={(event) => send({ type: 'cashOut.auto.changed', text: event.target.value })}
            />
          </label>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'cashOut.auto.saved' })}>
            {t('cashOut.autoSave')}
          </button>
          {autoValue !== null ? (
            <>
              <span data-testid="cash-out-auto-value">{t('cashOut.autoSet', { amount: formatKurus(autoValue) })}</span>
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => send({ type: 'cashOut.auto.cleared' })}>
                {t('cashOut.autoClear')}
              </button>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The bet's cash out, when the bet has a cash-out actor (an open single or accumulator on screen). */
export function CashOutBox(props: { betId: string }) {
  const actor = useSportsbookSelector((snapshot) => selectCashOutRef(snapshot, props.betId), null);
  return actor ? <Box betId={props.betId} actor={actor} /> : null;
}
