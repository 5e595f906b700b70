// The crash page: the shared round's live multiplier (drawn from the server's start time and clock, and
// refreshed from the server every second), a bet with an optional auto cash-out, Cash out, and the last
// crash points. The round's seed is shown once it crashed, with the commitment it must hash to.
import { api, betSelect, el, money, multiplier, requestId, startPage, t } from './common';

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

async function main() {
  const started = await startPage();
  if (!started) return;
  const { session, frame } = started;
  const view = el('div', { class: 'crash-view', 'data-testid': 'crash-multiplier', 'aria-live': 'off' }, '1.00x');
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

  const apply = (next: CrashState) => {
    state = next;
    offset = new Date(next.round.now).getTime() - Date.now();
    frame.setBalance(next.balance);
    history.replaceChildren(...next.history.slice(0, 12).map((item) => el('span', { title: item.seed }, multiplier(item.crashPoint))));
    const last = next.history[0];
    seeds.textContent = `${t('round', { n: next.round.roundNumber })} · SHA-256 → ${next.round.previousSeed.slice(0, 16)}…${last ? ` · ${t('round', { n: last.roundNumber })}: ${last.seed.slice(0, 16)}…` : ''}`;
    const my = next.myBet;
    if (!my) mine.textContent = '';
    else if (my.cashedOutAt !== null) mine.textContent = t('cashedOut', { multiplier: multiplier(my.cashedOutAt), amount: money(my.payout) });
    else if (my.status === 'settled') mine.textContent = t('lost');
    else mine.textContent = t('yourBet', { amount: money(my.bet) });
    const inRound = my !== null && my.roundNumber === next.round.roundNumber && my.status === 'open';
    place.disabled = next.round.phase !== 'betting' || inRound;
    cashOut.disabled = !(inRound && next.round.phase === 'running');
  };

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

  const poll = async () => {
    try {
      apply(await api<CrashState>('crash/state', {}));
    } catch (error) {
      frame.say((error as Error).message, 'error');
    }
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

  await poll();
  setInterval(() => void poll(), 1000);
  requestAnimationFrame(paint);
}

void main();
