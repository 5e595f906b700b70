// The crash page: the shared round's live multiplier (drawn from the server's start time and clock), a bet
// with an optional auto cash-out, Cash out, and the last crash points. The round's seed is shown once it
// crashed, with the commitment it must hash to. Rounds arrive as `CrashRound` pushes over the hub (./live.ts)
// and the balance as `Balance`. The page reads the state (getStudioCrashState) once the link is up (or
// its first attempt failed), again each time the link comes back, when a round it bet on ends or its
// balance moves during one, and every second only while the link is down.
import { api, betSelect, el, money, multiplier, requestId, startPage, t } from './common';
import { connectLive } from './live';

interface CrashRound {
  roundNumber: number;
  phase: 'betting' | 'running' | 'crashed';
  bettingEndsAt: string;
  startedAt: string | null;
  multiplier: number;
  crashPoint: number | null;
  previousSeed: string;
  seed: string | null;
  now: string;
}
interface CrashState {
  round: CrashRound;
  history: { roundNumber: number; crashPoint: number; seed: string }[];
  myBet: { roundNumber: number; bet: number; autoCashOut: number | null; cashedOutAt: number | null; payout: number; status: string } | null;
  balance: number;
}

const GROWTH_PER_MS = 0.00006;
const POLL_MS = 1_000;
const FIRST_LINK_GRACE_MS = 3_000;
const HISTORY_SIZE = 20;

async function main() {
  const started = await startPage();
  if (!started) return;
  const { session, frame } = started;
  const view = el('div', { class: 'crash-view', 'data-testid': 'crash-multiplier', 'data-live': 'poll', 'aria-live': 'off' }, '1.00x');
  const mine = el('p', { 'data-testid': 'crash-my-bet', 'aria-live': 'polite' });
  const history = el('div', { class: 'history', role: 'group', 'aria-label': t('history') });
  const seeds = el('p', { class: 'seeds' });
  const bet = betSelect('bet', session.limits, 10);
  const auto = el('input', { id: 'auto', name: 'auto', type: 'number', min: '1.01', step: '0.01', inputmode: 'decimal', placeholder: '2.00' });
  const place = el('button', { type: 'button', 'data-testid': 'crash-bet' }, t('placeBet'));
  const cashOut = el('button', { type: 'button', class: 'secondary', 'data-testid': 'crash-cashout' }, t('cashOut'));
  frame.stage.append(
    view,
    mine,
    el('div', { class: 'controls' }, el('label', { for: 'bet' }, t('bet'), bet), el('label', { for: 'auto' }, t('autoCashOut'), auto), place, cashOut),
    el('h2', {}, t('history')),
    history,
    seeds,
  );

  let state: CrashState | null = null;
  let offset = 0; // server clock - local clock

  const render = () => {
    if (!state) return;
    const { round, myBet: my } = state;
    view.dataset.round = String(round.roundNumber);
    history.replaceChildren(...state.history.slice(0, 12).map((item) => el('span', { title: item.seed }, multiplier(item.crashPoint))));
    const last = state.history[0];
    seeds.textContent = `${t('round', { n: round.roundNumber })} · SHA-256 → ${round.previousSeed.slice(0, 16)}…${last ? ` · ${t('round', { n: last.roundNumber })}: ${last.seed.slice(0, 16)}…` : ''}`;
    if (!my) mine.textContent = '';
    else if (my.cashedOutAt !== null) mine.textContent = t('cashedOut', { multiplier: multiplier(my.cashedOutAt), amount: money(my.payout) });
    else if (my.status === 'settled') mine.textContent = t('lost');
    else mine.textContent = t('yourBet', { amount: money(my.bet) });
    const inRound = my !== null && my.roundNumber === round.roundNumber && my.status === 'open';
    place.disabled = round.phase !== 'betting' || inRound;
    cashOut.disabled = !(inRound && round.phase === 'running');
  };

  /** The round shown: a push may overtake a state answer that left the server earlier. */
  const rank = (round: CrashRound) => round.roundNumber * 3 + ['betting', 'running', 'crashed'].indexOf(round.phase);
  let pushed: CrashRound | null = null;

  const apply = (next: CrashState) => {
    const ahead = [state?.round, pushed].find((round): round is CrashRound => round != null && rank(round) > rank(next.round));
    state = next;
    if (ahead) takeRound(ahead);
    else offset = new Date(next.round.now).getTime() - Date.now();
    frame.setBalance(next.balance);
    render();
  };

  const takeRound = (round: CrashRound) => {
    if (!state) return;
    if (round.phase === 'crashed' && round.crashPoint !== null && round.seed !== null && !state.history.some((item) => item.roundNumber === round.roundNumber)) {
      state.history = [{ roundNumber: round.roundNumber, crashPoint: round.crashPoint, seed: round.seed }, ...state.history].slice(0, HISTORY_SIZE);
    }
    state.round = round;
    offset = new Date(round.now).getTime() - Date.now();
  };

  /** A bet of mine still undecided in the round on screen: its outcome comes from the state call. */
  const betOpen = () =>
    state?.myBet?.status === 'open' && state.myBet.roundNumber === state.round.roundNumber && state.round.phase !== 'crashed';

  const pushedRound = (round: CrashRound) => {
    if (pushed && rank(round) < rank(pushed)) return; // an older push arriving late
    pushed = round;
    if (!state || rank(round) < rank(state.round)) return;
    const hadOpenBet = betOpen();
    takeRound(round);
    render();
    // Whether the bet was cashed out (automatically) or lost, and the payout, come from the state call.
    if (hadOpenBet && !betOpen()) void refresh();
  };

  const refresh = async () => {
    try {
      apply(await api<CrashState>('crash/state', {}));
    } catch (error) {
      frame.say((error as Error).message, 'error');
    }
    syncPolling();
  };

  // Polling runs while the hub link is down or no state was read yet, once the first connection attempt
  // settled (or FIRST_LINK_GRACE_MS passed), so it does not race the link being set up.
  let connected = false;
  let settled = false;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  const syncPolling = () => {
    const on = settled && (!connected || state === null);
    if (on && !pollTimer) pollTimer = setInterval(() => void refresh(), POLL_MS);
    if (!on && pollTimer) {
      clearInterval(pollTimer);
      pollTimer = null;
    }
  };
  // Subscribe, then read: the first read waits for the link, so no push falls between the two.
  let firstRead: Promise<void> | null = null;
  const readFirst = () => (firstRead ??= refresh());

  const paint = () => {
    if (state) {
      const round = state.round;
      const now = Date.now() + offset;
      view.dataset.phase = round.phase;
      if (round.phase === 'betting') {
        const last = state.history[0];
        const seconds = Math.max(0, Math.ceil((new Date(round.bettingEndsAt).getTime() - now) / 1000));
        view.textContent = `${last && now < new Date(round.bettingEndsAt).getTime() - 7000 ? `${t('crashedAt', { multiplier: multiplier(last.crashPoint) })} · ` : ''}${t('waiting', { seconds })}`;
      } else if (round.phase === 'running' && round.startedAt) {
        const value = Math.max(1, Math.floor(100 * Math.exp(GROWTH_PER_MS * (now - new Date(round.startedAt).getTime()))) / 100);
        view.textContent = multiplier(value);
      } else if (round.crashPoint !== null) {
        view.textContent = t('crashedAt', { multiplier: multiplier(round.crashPoint) });
      }
    }
    requestAnimationFrame(paint);
  };

  place.addEventListener('click', async () => {
    place.disabled = true;
    try {
      const target = auto.value.trim() === '' ? undefined : Number(auto.value);
      apply(await api<CrashState>('crash/bet', { requestId: requestId(), bet: Number(bet.value), ...(target ? { autoCashOut: target } : {}) }));
      frame.say('');
    } catch (error) {
      frame.say((error as Error).message, 'error');
      place.disabled = false;
    }
  });
  cashOut.addEventListener('click', async () => {
    cashOut.disabled = true;
    try {
      apply(await api<CrashState>('crash/cashout', {}));
      frame.say('');
    } catch (error) {
      frame.say((error as Error).message, 'error');
    }
  });

  connectLive({
    message(command, message) {
      if (command === 'CrashRound') pushedRound(message as CrashRound);
      else if (command === 'Balance') {
        frame.setBalance((message as { balance: number }).balance);
        // An auto cash-out pays during the run; the state call tells the page which bet it was.
        if (betOpen() && state?.round.phase === 'running') void refresh();
      }
    },
    status(up) {
      connected = up;
      settled = true;
      view.dataset.live = up ? 'hub' : 'poll';
      // Coming up after a read (a reconnect, or a late first link): what was pushed meanwhile is lost.
      if (up && firstRead) void refresh();
      else void readFirst();
      syncPolling();
    },
  });
  setTimeout(() => {
    settled = true;
    void readFirst();
    syncPolling();
  }, FIRST_LINK_GRACE_MS);
  requestAnimationFrame(paint);
}

void main();
