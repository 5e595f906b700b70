// Switch recipe keyed by Ark's switch anatomy: a track (control) with a thumb that slides when checked;
// checked, focus and disabled looks come from the data attributes Ark sets.
import { switchAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const toggleSwitch = defineSlotRecipe({
  className: 'toggle-switch',
  description: 'An on/off switch with its label',
  slots: switchAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer', _disabled: { cursor: 'not-allowed' } },
    control: {
      colorPalette: 'accent',
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '11',
      height: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'border.strong',
      transitionProperty: 'background',
      transitionDuration: 'fast',
      _checked: { bg: 'colorPalette.solid' },
      _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
      _disabled: { opacity: 'disabled' },
    },
    thumb: {
      width: '5',
      height: '5',
      borderRadius: 'full',
      // Light on the muted track, dark on the accent one: the thumb stands out in both positions.
      colorPalette: 'accent',
      bg: 'fg.default',
      boxShadow: 'sm',
      transitionProperty: 'margin',
      transitionDuration: 'fast',
      _checked: { marginInlineStart: '5', bg: 'colorPalette.contrast' },
    },
    label: { fontSize: 'md', color: 'fg.default', _disabled: { color: 'fg.disabled' } },
  },
});
