// The studio slot: a framed 5×3 window of symbol art sized to the viewport (the Spin button stays on
// screen), reels that blur and run while the round is asked for (not when motion is reduced), winning
// symbols outlined and pulsing, and the controls row.
import { defineSlotRecipe } from '@pandacss/dev';
import { roundMessage } from './round-message';

export const studioSlot = defineSlotRecipe({
  className: 'studio-slot',
  description: 'The studio slot page',
  slots: ['root', 'machine', 'reels', 'reel', 'cell', 'tag', 'lines', 'controls', 'label', 'select', 'spin', 'message', 'paytable'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', flex: '1', minHeight: '0' },
    machine: {
      width: '[min(100%, calc((100dvh - 15rem) * 5 / 3))]',
      p: { base: '1.5', mobile: '3' },
      borderRadius: 'xl',
      bgGradient: 'to-b',
      gradientFrom: 'gold.700',
      gradientTo: 'gold.900',
      boxShadow: 'glow',
    },
    reels: { display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: { base: '1', mobile: '2' }, bg: 'navy.950', borderRadius: 'lg', p: { base: '1', mobile: '2' }, overflow: 'hidden' },
    reel: {
      display: 'grid',
      gridTemplateRows: 'repeat(3, minmax(0, 1fr))',
      gap: { base: '1', mobile: '2' },
      '&[data-running]': { _motionSafe: { animation: 'studioReel 0.12s linear infinite alternate', filter: '[blur(2px)]' } },
    },
    cell: {
      position: 'relative',
      aspectRatio: 'square',
      borderRadius: 'md',
      bgGradient: 'to-b',
      gradientFrom: 'navy.800',
      gradientTo: 'navy.900',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'navy.700',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      '& svg': { width: '[86%]', height: '[86%]' },
      '&[data-win]': {
        borderColor: 'gold.300',
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'gold.400',
        outlineOffset: '[-1px]',
        _motionSafe: { animation: 'studioPulse 0.7s ease-in-out 2' },
      },
    },
    tag: { position: 'absolute', top: '0.5', left: '1', fontSize: '2xs', fontWeight: 'bold', color: 'gold.300' },
    lines: { minHeight: '5', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' },
    controls: { display: 'flex', alignItems: 'flex-end', justifyContent: 'center', gap: '3', flexWrap: 'wrap' },
    label: { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'xs', color: 'fg.muted' },
    select: { bg: 'bg.input', color: 'fg.default', borderWidth: 'thin', borderStyle: 'solid', borderColor: 'border.default', borderRadius: 'md', height: '12', px: '3', fontSize: 'md' },
    spin: { minWidth: '[9rem]' },
    message: roundMessage,
    paytable: { width: 'full', fontSize: 'sm', borderCollapse: 'collapse', '& td, & th': { py: '1', px: '2', textAlign: 'start', borderBottomWidth: 'thin', borderBottomStyle: 'solid', borderColor: 'border.muted' }, '& svg': { width: '8', height: '8' } },
  },
});
