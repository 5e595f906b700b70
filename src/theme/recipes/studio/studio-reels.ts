// The themed slots' stage (Boğaz Gecesi, Kapalıçarşı Hazinesi): the game's own background artwork behind a
// 5 x 3 reel window that keeps its aspect and fits the stage (so Spin stays visible at 375×812 and
// 1440×900), a feature line (free spins with the multiplier, respins left), the win line and the controls.
// Cells shake while spinning unless the player prefers reduced motion; winning cells and held coins are
// marked by data attributes.
import { defineSlotRecipe } from '@pandacss/dev';

export const studioReels = defineSlotRecipe({
  className: 'studio-reels',
  description: 'A themed studio slot: reels over artwork, feature line, controls',
  slots: ['root', 'backdrop', 'window', 'cell', 'feature', 'win', 'controls', 'bet', 'spin', 'paytable'],
  base: {
    root: { position: 'relative', display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minHeight: '0', borderRadius: 'xl', overflow: 'hidden', p: { base: '2', mobile: '3' } },
    backdrop: { position: 'absolute', inset: '0', width: 'full', height: 'full', zIndex: '0', pointerEvents: 'none' },
    window: {
      position: 'relative',
      zIndex: '1',
      display: 'grid',
      gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
      gridTemplateRows: 'repeat(3, minmax(0, 1fr))',
      gridAutoFlow: 'column',
      gap: '1',
      aspectRatio: '5 / 3',
      maxHeight: '[min(52vh, 420px)]',
      maxWidth: 'full',
      mx: 'auto',
      width: 'full',
      p: '1',
      borderRadius: 'lg',
      bg: 'bg.backdrop',
    },
    cell: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'md',
      bg: 'bg.raised',
      minWidth: '0',
      minHeight: '0',
      '& svg': { width: 'full', height: 'full' },
      '&[data-win=true]': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.border' },
      '&[data-held=true]': { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'warning.border' },
      '& [data-part=value]': {
        position: 'absolute',
        insetX: '0',
        bottom: '1',
        textAlign: 'center',
        fontSize: { base: '2xs', mobile: 'xs' },
        fontWeight: 'bold',
        color: 'fg.default',
        textShadow: '[0 1px 2px black]',
      },
      '[data-spinning=true] &': { _motionSafe: { animation: 'shake' }, opacity: '0.6' },
    },
    feature: { position: 'relative', zIndex: '1', textAlign: 'center', fontWeight: 'bold', color: 'accent.text', minHeight: '6' },
    win: { position: 'relative', zIndex: '1', textAlign: 'center', fontWeight: 'semibold', minHeight: '6', '&[data-kind=win]': { color: 'success.text' }, '&[data-kind=error]': { color: 'danger.text' } },
    controls: { position: 'relative', zIndex: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', flexWrap: 'wrap' },
    bet: { display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'bold', '& output': { minWidth: '20', textAlign: 'center' } },
    spin: { minWidth: '32' },
    paytable: {
      width: 'full',
      fontSize: 'sm',
      borderCollapse: 'collapse',
      my: '2',
      '& th, & td': { textAlign: 'start', py: '1', px: '2', borderBottomWidth: 'thin', borderBottomStyle: 'solid', borderColor: 'border.muted' },
      '& svg': { width: '8', height: '8', verticalAlign: 'middle' },
    },
  },
});
