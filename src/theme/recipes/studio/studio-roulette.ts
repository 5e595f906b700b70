// The studio roulette: the wheel (turning unless motion is reduced) beside the winning number, the table
// of 0-36 (13 columns on a desktop, 7 on a phone) and the outside bets, with placed chips in art.
import { defineSlotRecipe } from '@pandacss/dev';
import { roundMessage } from './round-message';
import { rouletteTable } from './roulette-table';

export const studioRoulette = defineSlotRecipe({
  className: 'studio-roulette',
  description: 'The studio roulette page',
  slots: ['root', 'top', 'wheel', 'pocket', 'table', 'spot', 'placed', 'total', 'controls', 'label', 'select', 'message'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', width: 'full' },
    top: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '4' },
    wheel: rouletteTable.wheel,
    pocket: rouletteTable.pocket,
    table: rouletteTable.table,
    spot: rouletteTable.spot,
    placed: rouletteTable.placed,
    total: { fontSize: 'sm', color: 'fg.muted', margin: '0' },
    controls: rouletteTable.controls,
    label: rouletteTable.label,
    select: rouletteTable.select,
    message: { ...roundMessage, margin: '0' },
  },
});
