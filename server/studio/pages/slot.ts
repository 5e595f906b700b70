// The slot's page: 5 reels x 3 rows, a bet and a Spin button; the round's base spin and then each free
// spin it awarded are shown in turn, with the winning lines and the round's win. The symbols of each
// winning line are outlined and tagged with the line's number (./slot-lines.ts maps the wins to cells),
// the list below names the same lines, and the reels' label says which symbols won: not colour alone.
import { SLOT_SYMBOLS } from '../../../common/slot-symbols';
import { api, betSelect, el, lang, money, requestId, startPage, t } from './common';
import { winningCells } from './slot-lines';

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

// The symbols' art and names are shared with the site's game history and fairness page.
const GLYPHS: Record<string, string> = Object.fromEntries(Object.entries(SLOT_SYMBOLS).map(([code, art]) => [code, art.glyph]));
const NAMES: Record<string, string> = Object.fromEntries(Object.entries(SLOT_SYMBOLS).map(([code, art]) => [code, art.name[lang]]));

async function main() {
  const started = await startPage();
  if (!started) return;
  const { session, frame } = started;
  const reels = el('div', { class: 'reels', 'data-testid': 'slot-reels', role: 'img', 'aria-label': 'reels' });
  const info = el('p', { class: 'lines', 'aria-live': 'polite', 'data-testid': 'slot-lines' });
  const bet = betSelect('bet', session.limits, 2);
  const spin = el('button', { type: 'button', 'data-testid': 'spin' }, t('spin'));
  frame.stage.append(reels, info, el('div', { class: 'controls' }, el('label', { for: 'bet' }, t('bet'), bet), spin));

  const draw = (grid: string[][], lineWins: Spin['lineWins'] = []) => {
    const wins = new Map(winningCells(lineWins).map((cell) => [`${cell.reel}:${cell.row}`, cell.lines]));
    const linesText = (lines: number[]) => lines.map((n) => t('line', { n })).join(', ');
    reels.replaceChildren(
      ...grid.map((reel, r) =>
        el(
          'div',
          { class: 'reel' },
          ...reel.map((symbol, row) => {
            const lines = wins.get(`${r}:${row}`);
            const name = NAMES[symbol] ?? symbol;
            if (!lines) return el('div', { class: 'sym', 'data-s': symbol, title: name }, GLYPHS[symbol] ?? symbol);
            return el(
              'div',
              { class: 'sym win', 'data-s': symbol, 'data-lines': lines.join(' '), title: `${name} (${linesText(lines)})` },
              GLYPHS[symbol] ?? symbol,
              el('span', { class: 'line-tag', 'aria-hidden': 'true' }, lines.map((n) => `#${n}`).join(' ')),
            );
          }),
        ),
      ),
    );
    const cellLabel = (symbol: string, lines: number[] | undefined) => `${NAMES[symbol] ?? symbol}${lines ? ` (${linesText(lines)})` : ''}`;
    const label = grid.map((reel, r) => reel.map((symbol, row) => cellLabel(symbol, wins.get(`${r}:${row}`))).join(' ')).join(' | ');
    reels.setAttribute('aria-label', label);
  };
  draw([0, 1, 2, 3, 4].map(() => ['A', 'K', 'Q']));

  const describe = (spinResult: Spin, lineBet: number) =>
    spinResult.lineWins.length === 0
      ? ''
      : `${t('lines')}: ${spinResult.lineWins.map((w) => `${t('line', { n: w.line })} (#${w.line}): ${w.count}×${NAMES[w.symbol] ?? w.symbol} ${money(w.units * lineBet * (spinResult.kind === 'free' ? 2 : 1))}`).join(', ')}`;

  spin.addEventListener('click', () =>
    frame.playRound(spin, async () => {
      frame.say('');
      const round = await api<SlotRound>('slot/spin', { requestId: requestId(), bet: Number(bet.value) });
      const outcome = round.outcome!;
      draw(outcome.base.grid, outcome.base.lineWins);
      info.textContent = describe(outcome.base, outcome.lineBet);
      for (const [index, free] of outcome.freeSpins.entries()) {
        frame.say(t('freeSpins', { count: `${index + 1}/${outcome.freeSpins.length}` }));
        await new Promise((resolve) => setTimeout(resolve, 350));
        draw(free.grid, free.lineWins);
        info.textContent = describe(free, outcome.lineBet);
      }
      return round;
    }),
  );
}

void main();
