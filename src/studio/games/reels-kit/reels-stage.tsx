// The themed slots' shared stage: artwork behind a 5 x 3 window, a feature line, the win line, the bet and
// the Spin button. Each game gives its symbol artwork, its backdrop and what the current step shows; the
// machine (machines/studio-reels) holds the round, the bet and the step.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { studioReelsMachine } from '../../../../machines/studio-reels/studio-reels.machine';
import { selectBet, selectError, selectIsBusy, selectIsSpinning, selectShowsTotal } from '../../../../machines/studio-reels/studio-reels.selectors';
import { button } from '../../../../styled-system/recipes/button';
import { studioReels } from '../../../../styled-system/recipes/studio-reels';
import type { MoneyFormatter } from '../../money';

export type ReelsActor = ActorRefFrom<typeof studioReelsMachine>;

export interface ReelCell {
  /** The symbol's art. */
  art: ReactNode;
  label: string;
  win?: boolean;
  held?: boolean;
  /** A value written over the symbol (a coin's amount). */
  value?: string;
}

export interface ReelsTexts {
  spin: string;
  skip: string;
  lower: string;
  raise: string;
  bet: string;
  win: (amount: string) => string;
  noWin: string;
}

export function ReelsStage(props: {
  actor: ReelsActor;
  money: MoneyFormatter;
  backdrop: ReactNode;
  /** 15 cells, reel by reel, top to bottom. */
  cells: ReelCell[];
  feature: string | null;
  /** The round's total win in kuruş, once its last step is on screen. */
  total: number | null;
  texts: ReelsTexts;
  gameCode: string;
}) {
  const { actor, money, texts } = props;
  const bet = useSelector(actor, selectBet);
  const busy = useSelector(actor, selectIsBusy);
  const spinning = useSelector(actor, selectIsSpinning);
  const error = useSelector(actor, selectError);
  const showsTotal = useSelector(actor, selectShowsTotal);
  const styles = studioReels();
  const kind = error ? 'error' : showsTotal && props.total !== null && props.total > 0 ? 'win' : 'none';
  return (
    <div className={styles.root} data-testid={`${props.gameCode}-stage`}>
      <div className={styles.backdrop} aria-hidden="true">
        {props.backdrop}
      </div>
      <div className={styles.window} data-spinning={spinning} role="img" aria-label={props.cells.map((cell) => cell.label).join(', ')} data-testid="reels-window">
        {props.cells.map((cell, index) => (
          <div key={index} className={styles.cell} data-win={cell.win === true} data-held={cell.held === true} data-testid="reel-cell">
            {cell.art}
            {cell.value ? <span data-part="value">{cell.value}</span> : null}
          </div>
        ))}
      </div>
      <p className={styles.feature} data-testid="reels-feature">
        {props.feature ?? ''}
      </p>
      <p className={styles.win} data-kind={kind} role="status" data-testid="reels-win">
        {error ?? (showsTotal && props.total !== null ? (props.total > 0 ? texts.win(money(props.total)) : texts.noWin) : '')}
      </p>
      <div className={styles.controls}>
        <span className={styles.bet}>
          <span>{texts.bet}</span>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-label={texts.lower} disabled={busy} onClick={() => actor.send({ type: 'bet.lowered' })}>
            −
          </button>
          <output data-testid="reels-bet">{money(bet)}</output>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-label={texts.raise} disabled={busy} onClick={() => actor.send({ type: 'bet.raised' })}>
            +
          </button>
        </span>
        {busy && !spinning ? (
          <button type="button" className={`${button({ variant: 'outline' })} ${styles.spin}`} onClick={() => actor.send({ type: 'presentation.skipped' })} data-testid="reels-skip">
            {texts.skip}
          </button>
        ) : (
          <button type="button" className={`${button({ variant: 'solid' })} ${styles.spin}`} disabled={busy} onClick={() => actor.send({ type: 'spin.requested' })} data-testid="studio-spin">
            {texts.spin}
          </button>
        )}
      </div>
    </div>
  );
}
