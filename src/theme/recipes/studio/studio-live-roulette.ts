// The automated roulette table of /casino/live: the roulette's wheel, board and controls (roulette-table.ts)
// with the table's own parts: the honest notice (automated, no dealer), the phase and countdown, the last
// results, the player's placements. On a phone the controls come before the board (6 columns, the outside
// bets three to a row), so the main button is on screen without scrolling.
import { defineSlotRecipe } from '@pandacss/dev';
import { roundMessage } from './round-message';
import { rouletteTable } from './roulette-table';

export const studioLiveRoulette = defineSlotRecipe({
  className: 'studio-live-roulette',
  description: 'The automated roulette table page',
  slots: ['root', 'notice', 'top', 'wheel', 'pocket', 'status', 'phase', 'muted', 'results', 'result', 'controls', 'label', 'select', 'table', 'spot', 'placed', 'message', 'mine', 'list'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', width: 'full', p: { base: '1', mobile: '3' } },
    notice: { fontSize: 'xs', color: 'fg.muted', textAlign: 'center', margin: '0', maxWidth: '4xl' },
    top: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { base: '2', mobile: '4' }, width: 'full', maxWidth: '4xl' },
    wheel: {
      ...rouletteTable.wheel,
      width: { base: '[min(30vw, 18dvh)]', mobile: '[min(22vw, 26dvh)]' },
      flexShrink: '0',
      // The wheel turns for the spin's time (the page sets --wheel-ms), and not at all with reduced motion.
      '& [data-part=rotor]': { _motionSafe: { transition: '[transform var(--wheel-ms, 6s) cubic-bezier(0.12, 0.7, 0.16, 1)]' } },
    },
    pocket: { ...rouletteTable.pocket, width: '12', height: '12', fontSize: 'xl', flexShrink: '0' },
    status: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0', flex: '1' },
    phase: { fontWeight: 'bold', fontSize: { base: 'md', mobile: 'lg' }, margin: '0', '&[data-phase=betting]': { color: 'success.text' } },
    muted: { fontSize: 'xs', color: 'fg.muted', margin: '0', wordBreak: 'break-all' },
    results: { display: 'flex', gap: '1', flexWrap: 'wrap', listStyle: 'none', p: '0', m: '0' },
    result: {
      width: '7',
      height: '7',
      borderRadius: 'full',
      display: 'grid',
      placeItems: 'center',
      fontSize: 'xs',
      fontWeight: 'bold',
      color: 'white',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border.default',
      '&[data-color=red]': { bg: 'ruby.600' },
      '&[data-color=black]': { bg: 'navy.950' },
      '&[data-color=green]': { bg: 'emerald.600' },
    },
    controls: { ...rouletteTable.controls, order: { base: '0', mobile: '1' } },
    label: rouletteTable.label,
    select: rouletteTable.select,
    table: { ...rouletteTable.table, gridAutoFlow: 'dense', gridTemplateColumns: { base: 'repeat(6, minmax(0, 1fr))', mobile: 'repeat(13, minmax(0, 1fr))' }, order: { base: '1', mobile: '0' } },
    spot: { ...rouletteTable.spot, minHeight: { base: '8', mobile: '10' }, '&[data-wide]': { gridColumn: 'span 2' } },
    placed: rouletteTable.placed,
    message: { ...roundMessage, margin: '0', order: '2' },
    mine: { width: 'full', maxWidth: '4xl', fontSize: 'sm', order: '3', '& h2': { fontSize: 'sm', fontWeight: 'bold', margin: '0' } },
    list: { display: 'grid', gap: '1', listStyle: 'none', p: '0', m: '0' },
  },
});
