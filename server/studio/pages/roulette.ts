// The European roulette page: the table (0-36 and the outside bets), a chip value, Clear and Spin; the
// winning pocket with its colour and what each bet paid.
import { api, betSelect, el, money, requestId, startPage, t } from './common';

interface Bet {
  kind: string;
  numbers?: number[];
  index?: number;
  amount: number;
}
interface RouletteRound {
  win: number;
  bet: number;
  balance: number;
  fairness: { nonce: number | null };
  outcome: { game: 'roulette'; pocket: number; color: 'red' | 'black' | 'green'; results: { bet: Bet; won: boolean; payout: number }[] } | null;
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colorOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

async function main() {
  const started = await startPage();
  if (!started) return;
  const { session, frame } = started;
  const placed = new Map<string, Bet>();
  const buttons = new Map<string, HTMLButtonElement>();
  const result = el('div', { class: 'wheel-result', role: 'status', 'data-testid': 'roulette-pocket', 'aria-label': t('pocket') }, '–');
  const total = el('p', { 'data-testid': 'roulette-total' }, `${t('totalBet')}: ${money(0)}`);
  const chip = betSelect('chip', { ...session.limits, min: Math.max(session.limits.min, 1) }, 1);
  const clear = el('button', { type: 'button', class: 'secondary' }, t('clear'));
  const spin = el('button', { type: 'button', 'data-testid': 'spin' }, t('spin'));
  const table = el('div', { class: 'table', role: 'group', 'aria-label': t('placeBets') });

  const refresh = () => {
    let sum = 0;
    for (const [key, button] of buttons) {
      const bet = placed.get(key);
      button.querySelector('.chip')?.remove();
      if (bet) {
        sum += bet.amount;
        button.append(el('span', { class: 'chip', 'aria-hidden': 'true' }, String(bet.amount)));
      }
      button.setAttribute('aria-pressed', bet ? 'true' : 'false');
    }
    total.textContent = `${t('totalBet')}: ${money(Math.round(sum * 100) / 100)}`;
  };
  const spot = (key: string, label: string, name: string, bet: Omit<Bet, 'amount'>, className: string) => {
    const button = el('button', { type: 'button', class: className, 'aria-label': name, 'data-bet': key }, label);
    button.addEventListener('click', () => {
      const value = Number(chip.value);
      const current = placed.get(key);
      placed.set(key, { ...bet, amount: Math.round(((current?.amount ?? 0) + value) * 100) / 100 });
      refresh();
    });
    buttons.set(key, button);
    table.append(button);
  };
  spot('n0', '0', '0', { kind: 'straight', numbers: [0] }, 'n-green');
  for (let n = 1; n <= 36; n++) spot(`n${n}`, String(n), String(n), { kind: 'straight', numbers: [n] }, `n-${colorOf(n)}`);
  for (const kind of ['red', 'black', 'even', 'odd', 'low', 'high'] as const) spot(kind, t(kind), t(kind), { kind }, 'outside');
  for (const index of [1, 2, 3]) spot(`dozen${index}`, t('dozen', { index }), t('dozen', { index }), { kind: 'dozen', index }, 'outside');
  for (const index of [1, 2, 3]) spot(`column${index}`, t('column', { index }), t('column', { index }), { kind: 'column', index }, 'outside');

  frame.stage.append(result, table, total, el('div', { class: 'controls' }, el('label', { for: 'chip' }, t('chip'), chip), clear, spin));
  frame.say(t('placeBets'));
  clear.addEventListener('click', () => {
    placed.clear();
    refresh();
  });
  spin.addEventListener('click', () => {
    if (placed.size === 0) {
      frame.say(t('placeBets'), 'error');
      return;
    }
    void frame.playRound(spin, async () => {
      const round = await api<RouletteRound>('roulette/spin', { requestId: requestId(), bets: [...placed.values()] });
      const outcome = round.outcome!;
      result.textContent = String(outcome.pocket);
      result.dataset.color = outcome.color;
      result.setAttribute('aria-label', `${t('pocket')}: ${outcome.pocket}`);
      return round;
    });
  });
}

void main();
