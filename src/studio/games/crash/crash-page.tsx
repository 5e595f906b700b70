// Kuzey Roket, the studio's crash game (issue 21), rendered from machines/studio-crash: the sky with the
// curve and the rocket (rocket-sky.tsx), the multiplier and the round's countdown or crash point over it,
// the last crash points, the message, then the bet form: the stake stepped with − and +, the auto cash-out
// ("Otomatik çıkış") and the one main button: Bet (on this round, or the next while one flies), Take the
// bet back while it waits, Cash out with what it pays now, or Try again after a failed call. The shell
// relays the hub's rounds to the machine and moves the header balance.
import type { ApiClient } from '../../../../common/contract/client';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { studioCrashActors } from '../../../../machines/studio-crash/studio-crash.actors';
import { studioCrashMachine } from '../../../../machines/studio-crash/studio-crash.machine';
import {
  selectAutoInvalid,
  selectAutoText,
  selectBetInPlay,
  selectBetsNextRound,
  selectCanBet,
  selectCanCashOut,
  selectCanDismiss,
  selectCanEditBet,
  selectCanStepDown,
  selectCanStepUp,
  selectCountdown,
  selectElapsed,
  selectError,
  selectHistory,
  selectLive,
  selectMainAction,
  selectMultiplier,
  selectPhase,
  selectQueued,
  selectResult,
  selectRoundNumber,
  selectStake,
} from '../../../../machines/studio-crash/studio-crash.selectors';
import { button } from '../../../../styled-system/recipes/button';
import { field } from '../../../../styled-system/recipes/field';
import { studioCrash } from '../../../../styled-system/recipes/studio-crash';
import { playSound, prefersReducedMotion } from '../../effects';
import { translator } from '../../i18n';
import { formatMultiplier } from '../../money';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';
import { GameRules } from '../game-rules';
import { RocketSky } from './rocket-sky';
import { crashTexts } from './texts';

type Snapshot = SnapshotFrom<typeof studioCrashMachine>;

function crashLogic(api: ApiClient) {
  return studioCrashMachine.provide({ actions: { 'play sound': (_, params) => playSound(params.name) }, actors: studioCrashActors(api) });
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const sameFields = <T extends object>(a: T | null, b: T | null) =>
  a === b || (a !== null && b !== null && Object.keys(a).every((key) => a[key as keyof T] === b[key as keyof T]));

type CrashActor = ReturnType<typeof useStudioGame<typeof studioCrashMachine>>;

/** A read of the game's snapshot, or the fallback until the shell has attached the game. */
function useCrash<T>(game: CrashActor, selector: (snapshot: Snapshot) => T, fallback: T, equal?: (a: T, b: T) => boolean): T {
  return useSelector(game ?? undefined, (snapshot) => (snapshot ? selector(snapshot) : fallback), equal);
}

export default function CrashPage({ api, token, lang, shell, session, money }: StudioGameProps) {
  const logic = useMemo(() => crashLogic(api), [api]);
  const game = useStudioGame(shell, logic, { token, limits: session.limits, newRequestId: () => crypto.randomUUID() });
  const t = useMemo(() => translator(crashTexts, lang), [lang]);
  const still = useMemo(prefersReducedMotion, []);
  const styles = studioCrash();
  const fieldStyles = field();
  const phase = useCrash(game, selectPhase, 'loading');
  const roundNumber = useCrash(game, selectRoundNumber, null);
  const multiplier = useCrash(game, selectMultiplier, 100);
  const elapsed = useCrash(game, selectElapsed, 0);
  const countdown = useCrash(game, selectCountdown, 0);
  const history = useCrash(game, selectHistory, [], sameList);
  const stake = useCrash(game, selectStake, 0);
  const canEdit = useCrash(game, selectCanEditBet, false);
  const canLess = useCrash(game, selectCanStepDown, false);
  const canMore = useCrash(game, selectCanStepUp, false);
  const autoText = useCrash(game, selectAutoText, '');
  const autoInvalid = useCrash(game, selectAutoInvalid, false);
  const action = useCrash(game, selectMainAction, 'wait');
  const canBet = useCrash(game, selectCanBet, false);
  const nextRound = useCrash(game, selectBetsNextRound, false);
  const canCashOut = useCrash(game, selectCanCashOut, false);
  const canDismiss = useCrash(game, selectCanDismiss, false);
  const error = useCrash(game, selectError, null);
  const live = useCrash(game, selectLive, true);
  const inPlay = useCrash(game, selectBetInPlay, null, sameFields);
  const queued = useCrash(game, selectQueued, null, sameFields);
  const result = useCrash(game, selectResult, null, sameFields);
  if (!game) return null;

  const shown = formatMultiplier(multiplier / 100, lang);
  const caption =
    phase === 'betting' ? t('betting', { seconds: countdown }) : phase === 'flying' ? t('flying') : phase === 'crashed' ? t('crashedAt', { multiplier: shown }) : t('loading');
  const artLabel = phase === 'flying' ? t('artFlying', { multiplier: shown }) : phase === 'crashed' ? t('artCrashed', { multiplier: shown }) : t('artBetting');

  let message = t('placeBet');
  let kind = '';
  if (error) [message, kind] = [error, 'error'];
  else if (inPlay) message = inPlay.autoCashOut !== null ? t('inRoundAuto', { amount: money(inPlay.stake), multiplier: formatMultiplier(inPlay.autoCashOut, lang) }) : t('inRound', { amount: money(inPlay.stake) });
  else if (queued) message = t('queued', { amount: money(queued.stake) });
  else if (result?.kind === 'won') [message, kind] = [t('won', { multiplier: formatMultiplier(result.at, lang), amount: money(result.payout) }), 'win'];
  else if (result?.kind === 'lost') [message, kind] = [t('lost'), 'lose'];

  const main = {
    bet: { text: nextRound ? t('betNext') : t('bet'), enabled: canBet, send: () => game.send({ type: 'crash.bet' }) },
    cancel: { text: t('cancel'), enabled: true, send: () => game.send({ type: 'crash.bet.cancelled' }) },
    cashOut: { text: t('cashOut', { amount: money(inPlay?.payoutNow ?? 0) }), enabled: canCashOut, send: () => game.send({ type: 'crash.cashout' }) },
    retry: { text: t('retry'), enabled: true, send: () => game.send({ type: 'crash.retry' }) },
    wait: { text: t('wait'), enabled: false, send: () => undefined },
  }[action];

  return (
    <div className={styles.root}>
      <section className={styles.sky} aria-label={t('sky')}>
        <RocketSky className={styles.art} phase={phase} elapsed={elapsed} still={still} label={artLabel} />
        <div className={styles.readout}>
          <span
            className={styles.multiplier}
            data-testid="crash-multiplier"
            data-phase={phase}
            data-round={roundNumber ?? undefined}
            data-live={live ? 'hub' : 'poll'}
            aria-hidden="true"
          >
            {shown}
          </span>
          <span className={styles.caption} data-testid="crash-caption">
            {roundNumber !== null && `${t('round', { n: roundNumber })} · `}
            {caption}
          </span>
        </div>
      </section>
      {/* It scrolls sideways once the points pass its width: focusable, so a keyboard can scroll it too. */}
      <ol className={styles.history} aria-label={t('history')} data-testid="crash-history" tabIndex={0}>
        {history.map((item) => (
          <li key={item.roundNumber} className={styles.point} data-high={item.crashPoint >= 2 || undefined} data-low={item.crashPoint < 1.2 || undefined}>
            {formatMultiplier(item.crashPoint, lang)}
          </li>
        ))}
      </ol>
      <p className={styles.message} role="status" aria-live="polite" data-testid="studio-message" data-kind={kind}>
        {message}
      </p>
      <div className={styles.form}>
        <fieldset className={styles.stake} disabled={!canEdit}>
          <legend>{t('stake')}</legend>
          <span className={`${fieldStyles.input} ${styles.stakeValue}`}>
            <button type="button" className={styles.step} aria-label={t('less')} title={t('less')} disabled={!canLess} onClick={() => game.send({ type: 'crash.stake.stepped', by: -1 })}>
              −
            </button>
            <output data-testid="crash-stake" aria-live="polite">
              {money(stake)}
            </output>
            <button type="button" className={styles.step} aria-label={t('more')} title={t('more')} disabled={!canMore} onClick={() => game.send({ type: 'crash.stake.stepped', by: 1 })}>
              +
            </button>
          </span>
        </fieldset>
        <div className={`${fieldStyles.root} ${styles.auto}`}>
          <label className={fieldStyles.label} htmlFor="crash-auto">
            {t('auto')}
          </label>
          <input
            id="crash-auto"
            className={fieldStyles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder="2,00"
            value={autoText}
            disabled={!canEdit}
            aria-invalid={autoInvalid || undefined}
            aria-describedby="crash-auto-hint"
            onChange={(event) => game.send({ type: 'crash.auto.changed', text: event.target.value })}
          />
          <span id="crash-auto-hint" className={autoInvalid ? fieldStyles.errorText : fieldStyles.helperText}>
            {autoInvalid ? t('autoInvalid') : t('autoHint')}
          </span>
        </div>
        <div className={styles.action}>
          <button
            type="button"
            className={button({ size: 'lg', variant: action === 'cancel' ? 'outline' : 'solid' })}
            data-testid="crash-action"
            data-action={action}
            disabled={!main.enabled}
            onClick={main.send}
          >
            {main.text}
          </button>
          {canDismiss && action !== 'cashOut' && (
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => game.send({ type: 'crash.error.dismissed' })}>
              {t('back')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

export function GameInfo({ lang, session }: StudioGameProps) {
  return <GameRules t={translator(crashTexts, lang)} rtp={session.rtp} lang={lang} />;
}
