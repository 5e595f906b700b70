// The roulette table's shared looks (issue 21), used by the single-player roulette and the automated table
// of /casino/live: the wheel (its rotor turning unless motion is reduced), the winning number's disc, the
// green table of 0-36 and the outside bets (13 columns on a desktop, 7 on a phone), the placed chips and
// the controls under them.
import type { SystemStyleObject } from '@pandacss/dev';

const pocketColours = {
  '&[data-color=red]': { bg: 'ruby.600' },
  '&[data-color=black]': { bg: 'navy.950' },
  '&[data-color=green]': { bg: 'emerald.600' },
} satisfies SystemStyleObject;

export const rouletteTable = {
  wheel: {
    width: { base: '[min(40vw, 22dvh)]', mobile: '[min(30vw, 30dvh)]' },
    aspectRatio: 'square',
    '& svg': { width: 'full', height: 'full' },
    '& [data-part=rotor]': { _motionSafe: { transition: '[transform 2.2s cubic-bezier(0.2, 0.8, 0.2, 1)]' } },
  },
  pocket: {
    width: '16',
    height: '16',
    borderRadius: 'full',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '2xl',
    fontWeight: 'bold',
    bg: 'bg.raised',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border.default',
    ...pocketColours,
  },
  table: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(7, minmax(0, 1fr))', mobile: 'repeat(13, minmax(0, 1fr))' },
    gap: '1',
    width: 'full',
    maxWidth: '4xl',
    p: '2',
    borderRadius: 'lg',
    bg: 'emerald.900',
    borderWidth: 'thick',
    borderStyle: 'solid',
    borderColor: 'gold.700',
  },
  spot: {
    position: 'relative',
    minHeight: { base: '8', mobile: '10' },
    borderRadius: 'sm',
    color: 'white',
    fontWeight: 'bold',
    fontSize: 'sm',
    cursor: 'pointer',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'gold.700',
    ...pocketColours,
    '&[data-color=outside]': { bg: 'emerald.800' },
    '&[data-wide]': { gridColumn: { base: 'span 7', mobile: 'span 2' } },
    _disabled: { cursor: 'not-allowed', opacity: '0.8' },
    _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'border.focus' },
  },
  placed: { position: 'absolute', top: '[-6px]', right: '[-4px]', width: '6', height: '6', pointerEvents: 'none', '& svg': { width: 'full', height: 'full' } },
  /** The chip choice, Clear and the main button. */
  controls: { display: 'flex', alignItems: 'flex-end', justifyContent: 'center', gap: '2', flexWrap: 'wrap' },
  label: { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'xs', color: 'fg.muted' },
  select: { bg: 'bg.input', color: 'fg.default', borderWidth: 'thin', borderStyle: 'solid', borderColor: 'border.default', borderRadius: 'md', height: '12', px: '3', fontSize: 'md' },
} satisfies Record<string, SystemStyleObject>;
