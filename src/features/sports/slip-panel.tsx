// The bet slip's contents, the same on the desktop panel and in the phone's bottom sheet: the
// selections (with moved prices and suspensions), the bet type, the stakes (payout updated as the
// player types), the odds-change setting, the "odds changed" step, Place bet, the receipt and a refusal.
import { Link } from '@tanstack/react-router';
import {
  selectBetType,
  selectCanSubmit,
  selectCombineBlock,
  selectCountdown,
  selectIsWaiting,
  selectLiveRefusal,
  selectIsEmpty,
  selectIsPlaced,
  selectIsPlacing,
  selectLimits,
  selectLines,
  selectNeedsConsent,
  selectOddsChange,
  selectProblems,
  selectReceipt,
  selectRefusal,
  selectSelections,
  selectStakeText,
  selectSystem,
  selectSystemChoices,
  selectTotals,
} from '../../../machines/bet-slip/bet-slip.selectors';
import type { LineProblem, SlipLine } from '../../../machines/bet-slip/bet-slip.lines';
import { type BetType, ODDS_CHANGE_SETTINGS, type OddsChangeSetting, selectionKey } from '../../../machines/bet-slip/bet-slip.rules';
import { formatKurus } from '../../../machines/shared/money';
import { selectOddsFormat } from '../../../machines/sportsbook/sportsbook.selectors';
import { button } from '../../../styled-system/recipes/button';
import { betSlip } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import type { Translate } from '../../i18n/translate';
import { useSlipSelector, useSportsLocale, useSportsSend, useSportsbookSelector } from './hooks';
import { oddsText } from './odds-text';

const TYPES: BetType[] = ['single', 'accumulator', 'system'];
const typeLabel = { single: 'slip.single', accumulator: 'slip.accumulator', system: 'slip.system' } as const;
const settingLabel = { none: 'slip.oddsChange.none', higher: 'slip.oddsChange.higher', any: 'slip.oddsChange.any' } as const;

function problemText(t: Translate, problem: LineProblem, limits: { minStake: number; maxStake: number; maxPayout: number }): string {
  switch (problem) {
    case 'stakeLow':
      return t('slip.problem.stakeLow', { amount: formatKurus(limits.minStake) });
    case 'stakeHigh':
      return t('slip.problem.stakeHigh', { amount: formatKurus(limits.maxStake) });
    case 'payoutHigh':
      return t('slip.problem.payoutHigh', { amount: formatKurus(limits.maxPayout) });
    default:
      return t(`slip.problem.${problem}`);
  }
}

function StakeField(props: { line: SlipLine; label: string }) {
  const send = useSportsSend();
  const styles = betSlip();
  const text = useSlipSelector((snapshot) => selectStakeText(snapshot, props.line.line), '');
  const invalid = text !== '' && props.line.problems.some((problem) => problem.startsWith('stake'));
  return (
    <label className={styles.stake}>
      {props.label}
      <input
        className={styles.stakeInput}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid}
        data-testid="slip-stake"
        onChange={(event) => send({ type: 'slip.stake.changed', line: props.line.line, text: event.target.value })}
      />
    </label>
  );
}

export function SlipPanel() {
  const t = useT();
  const send = useSportsSend();
  const styles = betSlip();
  const locale = useSportsLocale();
  const format = useSportsbookSelector(selectOddsFormat, 'decimal');
  const selections = useSlipSelector(selectSelections, []);
  const empty = useSlipSelector(selectIsEmpty, true);
  const placed = useSlipSelector(selectIsPlaced, false);
  const receipt = useSlipSelector(selectReceipt, null);
  const betType = useSlipSelector(selectBetType, 'single');
  const lines = useSlipSelector(selectLines, []);
  const totals = useSlipSelector(selectTotals, { totalStake: 0, potentialPayout: 0 });
  const problems = useSlipSelector(selectProblems, []);
  const limits = useSlipSelector(selectLimits, { minStake: 0, maxStake: 0, maxPayout: 0 });
  const needsConsent = useSlipSelector(selectNeedsConsent, false);
  const placing = useSlipSelector(selectIsPlacing, false);
  const canSubmit = useSlipSelector(selectCanSubmit, false);
  const refusal = useSlipSelector(selectRefusal, null);
  const waiting = useSlipSelector(selectIsWaiting, false);
  const countdown = useSlipSelector(selectCountdown, 0);
  const liveRefusal = useSlipSelector(selectLiveRefusal, null);
  const oddsChange = useSlipSelector(selectOddsChange, 'higher');
  const systems = useSlipSelector(selectSystemChoices, []);
  const system = useSlipSelector(selectSystem, null);
  const accumulatorBlock = useSlipSelector((snapshot) => selectCombineBlock(snapshot, 'accumulator'), 'tooFew');
  const systemBlock = useSlipSelector((snapshot) => selectCombineBlock(snapshot, 'system'), 'tooFew');
  const odds = (value: number) => oddsText(value, format, locale);

  return (
    <section className={styles.panel} aria-label={t('slip.title')} data-testid="bet-slip">
      <header className={styles.header}>
        <h2 className={styles.title}>
          {t('slip.title')}
          <span className={styles.badge} data-testid="slip-count">
            {selections.length}
          </span>
        </h2>
        {!empty && !placed ? (
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => send({ type: 'slip.cleared' })}>
            {t('slip.clear')}
          </button>
        ) : null}
      </header>

      {waiting ? (
        <div className={styles.actions} role="status" aria-live="polite" data-testid="slip-pending" data-countdown={countdown}>
          <p>{countdown > 0 ? t('slip.live.waiting', { seconds: countdown }) : t('slip.live.deciding')}</p>
        </div>
      ) : placed && receipt ? (
        <div className={styles.actions} role="status" data-testid="slip-receipt">
          <p>{receipt.bets.some((bet) => bet.status === 'pending') ? t('slip.live.accepted') : receipt.message || t('slip.placed')}</p>
          <Link to="/dashboard/bets" className={button({ variant: 'outline' })}>
            {t('nav.myBets')}
          </Link>
          <button type="button" className={button({ variant: 'solid' })} onClick={() => send({ type: 'slip.receipt.closed' })}>
            {t('slip.receiptClose')}
          </button>
        </div>
      ) : empty ? (
        <p className={styles.selectionMeta}>{t('slip.empty')}</p>
      ) : (
        <>
          <div className={styles.types} role="group" aria-label={t('slip.title')}>
            {TYPES.map((type) => {
              const block = type === 'accumulator' ? accumulatorBlock : type === 'system' ? systemBlock : null;
              return (
                <button
                  key={type}
                  type="button"
                  className={button({ variant: betType === type ? 'solid' : 'outline', size: 'sm' })}
                  aria-pressed={betType === type}
                  disabled={block !== null}
                  title={block ? t(`slip.problem.${block}`) : undefined}
                  onClick={() => send({ type: 'slip.type.chosen', betType: type })}
                >
                  {t(typeLabel[type])}
                </button>
              );
            })}
          </div>
          {betType !== 'single' && accumulatorBlock === 'related' ? <p className={styles.problem}>{t('slip.problem.related')}</p> : null}

          <ul className={styles.selections}>
            {selections.map((selection) => {
              const line = lines.find((candidate) => candidate.type === 'single' && candidate.selections[0] === selection);
              return (
                <li key={selectionKey(selection)} className={styles.selection} data-suspended={selection.suspended} data-testid="slip-selection">
                  <div className={styles.selectionTop}>
                    <div>
                      <div className={styles.selectionName}>
                        {selection.outcomeName} · {odds(selection.odds)}
                      </div>
                      <div className={styles.selectionMeta}>
                        {selection.marketName} · {selection.eventName}
                      </div>
                      {selection.odds !== selection.seenOdds ? (
                        <div className={styles.moved}>
                          {odds(selection.seenOdds)} → {odds(selection.odds)}
                        </div>
                      ) : null}
                      {selection.suspended ? <div className={styles.problem}>{t('sportsbook.suspended')}</div> : null}
                    </div>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={t('slip.remove', { name: selection.outcomeName })}
                      onClick={() => send({ type: 'slip.selection.removed', key: selectionKey(selection) })}
                    >
                      ✕
                    </button>
                  </div>
                  {line ? <StakeField line={line} label={t('slip.stake')} /> : null}
                </li>
              );
            })}
          </ul>

          {betType !== 'single' && lines[0] ? (
            <div className={styles.actions}>
              {betType === 'system' ? (
                <label className={styles.stake}>
                  {t('slip.chooseSystem')}
                  <select
                    className={styles.select}
                    value={system ?? ''}
                    onChange={(event) => send({ type: 'slip.system.chosen', system: event.target.value })}
                  >
                    {systems.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <div className={styles.line}>
                <span>{betType === 'system' ? t('slip.bets', { count: lines[0].combinations }) : t('slip.totalOdds')}</span>
                <span>{betType === 'system' ? '' : odds(lines[0].odds)}</span>
              </div>
              <StakeField line={lines[0]} label={betType === 'system' ? t('slip.stakePerBet') : t('slip.stake')} />
            </div>
          ) : null}

          <div className={styles.totals}>
            <div className={styles.line}>
              <span>{t('slip.totalStake')}</span>
              <span data-testid="slip-total-stake">{formatKurus(totals.totalStake)}</span>
            </div>
            <div className={styles.line}>
              <span>{t('slip.potentialPayout')}</span>
              <strong data-testid="slip-payout">{formatKurus(totals.potentialPayout)}</strong>
            </div>
          </div>

          <label className={styles.stake}>
            {t('slip.oddsChange')}
            <select
              className={styles.select}
              value={oddsChange}
              data-testid="slip-odds-change"
              onChange={(event) => send({ type: 'slip.oddsChange.chosen', setting: event.target.value as OddsChangeSetting })}
            >
              {ODDS_CHANGE_SETTINGS.map((setting) => (
                <option key={setting} value={setting}>
                  {t(settingLabel[setting])}
                </option>
              ))}
            </select>
          </label>

          {liveRefusal ? (
            <p className={styles.problem} role="alert" data-testid="slip-live-refusal" data-reason={liveRefusal}>
              {t(`slip.live.refused.${liveRefusal}` as 'slip.live.refused.goal')}
            </p>
          ) : null}
          {refusal !== null ? (
            <p className={styles.problem} role="alert" data-testid="slip-refusal">
              {refusal || t('errors.network')}
            </p>
          ) : null}
          {needsConsent ? (
            <div className={styles.actions}>
              <p className={styles.notice} role="alert">
                {t('slip.changed')}
              </p>
              <button type="button" className={button({ variant: 'solid' })} onClick={() => send({ type: 'slip.changes.accepted' })}>
                {t('slip.acceptChanges')}
              </button>
            </div>
          ) : (
            <div className={styles.actions}>
              {problems.length > 0 && !placing
                ? [...new Set(problems)].map((problem) => (
                    <p key={problem} className={styles.problem}>
                      {problemText(t, problem, limits)}
                    </p>
                  ))
                : null}
              <button
                type="button"
                className={button({ variant: 'solid' })}
                disabled={!canSubmit || placing}
                aria-busy={placing}
                data-testid="slip-place"
                onClick={() => send({ type: 'slip.submitted' })}
              >
                {placing ? t('slip.placing') : t('slip.place')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
