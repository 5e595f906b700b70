// The slot's page: 5 reels x 3 rows, a bet and a Spin button; the round's base spin and then each free
// spin it awarded are shown in turn, with the winning lines and the round's win.
import { api, betSelect, el, money, requestId, startPage, t } from './common';

interface Spin {
  kind: 'base' | 'free';
  grid: string[][];
  lineWins: { line: number; symbol: string; count: number; units: number }[];
  scatters: number;
  freeSpinsAwarded: number;
}
interface SlotRound {
  roundId: string;
  win: number;
  balance: number;
  fairness: { nonce: number | null };
  outcome: { game: 'slot'; lineBet: number; base: Spin; freeSpins: Spin[] } | null;
}

const GLYPHS: Record<string, string> = { W: '★', S: '✪', D: '◆', R: '♥', E: '♣', P: '♠', A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };
const NAMES: Record<string, string> = { W: 'wild', S: 'scatter', D: 'diamond', R: 'ruby', E: 'emerald', P: 'sapphire', A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten' };

async function main() {
  const started = await startPage();
  if (!started) return;
  const { session, frame } = started;
  const reels = el('div', { class: 'reels', 'data-testid': 'slot-reels', role: 'img', 'aria-label': 'reels' });
  const info = el('p', { class: 'lines', 'aria-live': 'polite' });
  const bet = betSelect('bet', session.limits, 2);
  const spin = el('button', { type: 'button', 'data-testid': 'spin' }, t('spin'));
  frame.stage.append(reels, info, el('div', { class: 'controls' }, el('label', { for: 'bet' }, t('bet'), bet), spin));

  const draw = (grid: string[][]) => {
    reels.replaceChildren(
      ...grid.map((reel) => el('div', { class: 'reel' }, ...reel.map((symbol) => el('div', { class: 'sym', 'data-s': symbol, title: NAMES[symbol] ?? symbol }, GLYPHS[symbol] ?? symbol)))),
    );
    reels.setAttribute('aria-label', grid.map((reel) => reel.map((symbol) => NAMES[symbol] ?? symbol).join(' ')).join(' | '));
  };
  draw([0, 1, 2, 3, 4].map(() => ['A', 'K', 'Q']));

  const describe = (spinResult: Spin, lineBet: number) =>
    spinResult.lineWins.length === 0
      ? ''
      : `${t('lines')}: ${spinResult.lineWins.map((w) => `#${w.line} ${w.count}×${NAMES[w.symbol] ?? w.symbol} ${money(w.units * lineBet * (spinResult.kind === 'free' ? 2 : 1))}`).join(', ')}`;

  spin.addEventListener('click', async () => {
    spin.disabled = true;
    frame.busy(true);
    frame.say('');
    try {
      const round = await api<SlotRound>('slot/spin', { requestId: requestId(), bet: Number(bet.value) });
      const outcome = round.outcome!;
      draw(outcome.base.grid);
      info.textContent = describe(outcome.base, outcome.lineBet);
      for (const [index, free] of outcome.freeSpins.entries()) {
        frame.say(t('freeSpins', { count: `${index + 1}/${outcome.freeSpins.length}` }));
        await new Promise((resolve) => setTimeout(resolve, 350));
        draw(free.grid);
        info.textContent = describe(free, outcome.lineBet);
      }
      frame.setBalance(round.balance);
      frame.roundPlayed(round.fairness.nonce);
      frame.say(round.win > 0 ? t('youWon', { amount: money(round.win) }) : t('noWin'), round.win > 0 ? 'win' : 'lose');
    } catch (error) {
      frame.say((error as Error).message, 'error');
    } finally {
      spin.disabled = false;
      frame.busy(false);
    }
  });
}

void main();
