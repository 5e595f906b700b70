// Named reads of the crash game's snapshot for its page: the round's phase and what it shows (countdown,
// multiplier on the shared curve, crash point), the history, the bet form, the one main action and how the
// player's bet stands.
import type { SnapshotFrom } from 'xstate';
import { multiplierAt } from '../../common/rules/crash-curve';
import { autoCashOutOf, serverNow, stakeChoices, type studioCrashMachine } from './studio-crash.machine';

type Snapshot = SnapshotFrom<typeof studioCrashMachine>;

export type CrashPhase = 'loading' | 'betting' | 'flying' | 'crashed';

export const selectPhase = (snapshot: Snapshot): CrashPhase =>
  snapshot.matches({ ready: { round: 'flying' } })
    ? 'flying'
    : snapshot.matches({ ready: { round: 'crashed' } })
      ? 'crashed'
      : snapshot.matches({ ready: { round: 'betting' } })
        ? 'betting'
        : 'loading';

export const selectRoundNumber = (snapshot: Snapshot) => snapshot.context.round?.roundNumber ?? null;

/** Milliseconds the round has flown, on the server's clock (0 before the flight). */
export const selectElapsed = (snapshot: Snapshot) => {
  const round = snapshot.context.round;
  if (!round?.startedAt || round.phase === 'betting') return 0;
  const end = round.phase === 'crashed' && round.crashedAt ? Date.parse(round.crashedAt) : serverNow(snapshot.context);
  return Math.max(0, end - Date.parse(round.startedAt));
};

/** The multiplier on screen, in hundredths: 100 while betting, the curve's while flying, the crash point once crashed. */
export const selectMultiplier = (snapshot: Snapshot) => {
  const round = snapshot.context.round;
  if (!round || round.phase === 'betting') return 100;
  if (round.phase === 'crashed') return Math.round((round.crashPoint ?? round.multiplier) * 100);
  // Never below what the server last said (a push's multiplier), so the number does not step back.
  return Math.max(multiplierAt(selectElapsed(snapshot)), Math.round(round.multiplier * 100));
};

/** Whole seconds until betting closes (0 once it has). */
export const selectCountdown = (snapshot: Snapshot) => {
  const round = snapshot.context.round;
  if (!round || round.phase !== 'betting') return 0;
  return Math.max(0, Math.ceil((Date.parse(round.bettingEndsAt) - serverNow(snapshot.context)) / 1000));
};

/** The last crash points, newest first (as multipliers). */
export const selectHistory = (snapshot: Snapshot) => snapshot.context.history.slice(0, 12);

export const selectStake = (snapshot: Snapshot) => snapshot.context.stake;
export const selectStakeChoices = (snapshot: Snapshot) => stakeChoices(snapshot.context.limits);
export const selectCanStepDown = (snapshot: Snapshot) => snapshot.matches({ ready: { bet: 'free' } }) && stakeChoices(snapshot.context.limits).some((stake) => stake < snapshot.context.stake);
export const selectCanStepUp = (snapshot: Snapshot) => snapshot.matches({ ready: { bet: 'free' } }) && stakeChoices(snapshot.context.limits).some((stake) => stake > snapshot.context.stake);
/** The bet form can change only while no bet is queued or in play. */
export const selectCanEditBet = (snapshot: Snapshot) => snapshot.matches({ ready: { bet: 'free' } });
export const selectAutoText = (snapshot: Snapshot) => snapshot.context.autoText;
export const selectAutoInvalid = (snapshot: Snapshot) => Number.isNaN(autoCashOutOf(snapshot.context.autoText));

export type CrashMainAction = 'bet' | 'cancel' | 'cashOut' | 'wait' | 'retry';

/** The one big button: Bet (or Bet on the next round), Cancel a queued bet, Cash out, Try again, or waiting. */
export const selectMainAction = (snapshot: Snapshot): CrashMainAction => {
  if (snapshot.matches({ ready: { bet: 'betFailed' } }) || snapshot.matches({ ready: { bet: { inRound: 'cashOutFailed' } } })) return 'retry';
  if (snapshot.matches({ ready: { bet: 'queued' } })) return 'cancel';
  if (snapshot.matches({ ready: { bet: 'inRound' } })) return snapshot.matches({ ready: { bet: { inRound: 'waiting' } } }) ? 'wait' : 'cashOut';
  if (snapshot.matches({ ready: { bet: 'placing' } })) return 'wait';
  return 'bet';
};

export const selectCanBet = (snapshot: Snapshot) => snapshot.can({ type: 'crash.bet' });
/** Whether Bet places on this round or on the next (a round is flying). */
export const selectBetsNextRound = (snapshot: Snapshot) => selectPhase(snapshot) !== 'betting';
export const selectCanCashOut = (snapshot: Snapshot) => snapshot.can({ type: 'crash.cashout' });
export const selectBusy = (snapshot: Snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('loading');
export const selectFailed = (snapshot: Snapshot) => snapshot.hasTag('error');
export const selectCanDismiss = (snapshot: Snapshot) => snapshot.can({ type: 'crash.error.dismissed' }) && snapshot.context.error !== null;
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
/** The hub carries the rounds (else the page reads the state every second). */
export const selectLive = (snapshot: Snapshot) => !snapshot.matches({ ready: { link: 'down' } });

/** The bet in play: its stake and auto cash-out, and what cashing out now would pay (kuruş). */
export const selectBetInPlay = (snapshot: Snapshot) => {
  if (!snapshot.matches({ ready: { bet: 'inRound' } }) || !snapshot.context.myBet) return null;
  const bet = snapshot.context.myBet;
  return { stake: bet.bet, autoCashOut: bet.autoCashOut, payoutNow: Math.floor((bet.bet * selectMultiplier(snapshot)) / 100) };
};

/** The queued bet's stake, while it waits for the next round. */
export const selectQueued = (snapshot: Snapshot) => (snapshot.matches({ ready: { bet: 'queued' } }) ? snapshot.context.placed : null);

/** How the last bet ended, until the next one: cashed out at a multiplier for a payout, or lost. */
export const selectResult = (snapshot: Snapshot) => {
  const bet = snapshot.context.myBet;
  if (snapshot.matches({ ready: { bet: { free: 'won' } } }) && bet) return { kind: 'won' as const, at: bet.cashedOutAt ?? 0, stake: bet.bet, payout: bet.payout };
  if (snapshot.matches({ ready: { bet: { free: 'lost' } } })) return { kind: 'lost' as const, at: 0, stake: bet?.bet ?? 0, payout: 0 };
  return null;
};
