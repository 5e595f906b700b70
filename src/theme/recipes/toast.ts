// Toast recipe keyed by Ark's toast anatomy. Ark positions and stacks toasts through CSS variables
// (--x, --y, --scale, --z-index, --height, --opacity) that only take effect when applied here; the
// type attribute picks the colour palette. Enter 350 ms, exit 800 ms (spec §9).
import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const toast = defineSlotRecipe({
  className: 'toast',
  description: 'Notifications raised by the toaster store',
  slots: toastAnatomy.keys(),
  base: {
    root: {
      colorPalette: 'neutral',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: { base: '[calc(100vw - 2rem)]', sm: 'sm' },
      px: '4',
      py: '3',
      borderRadius: 'lg',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'colorPalette.border',
      borderInlineStartWidth: '[4px]',
      bg: 'bg.raised',
      color: 'fg.default',
      boxShadow: 'lg',
      position: 'relative',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: 'toastEnter',
      transitionTimingFunction: 'emphasized',
      _closed: { transitionDuration: 'toastExit', transitionTimingFunction: 'default' },
      '&[data-type=success]': { colorPalette: 'success' },
      '&[data-type=error]': { colorPalette: 'danger' },
      '&[data-type=warning]': { colorPalette: 'warning' },
      '&[data-type=info]': { colorPalette: 'info' },
      '&[data-type=loading]': { colorPalette: 'accent' },
    },
    title: { fontWeight: 'semibold', fontSize: 'sm', color: 'colorPalette.text' },
    description: { fontSize: 'sm', color: 'fg.default' },
    actionTrigger: { fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text', cursor: 'pointer' },
    closeTrigger: {
      marginStart: 'auto',
      color: 'fg.muted',
      cursor: 'pointer',
      borderRadius: 'sm',
      _hover: { color: 'fg.default' },
      '& svg': { width: 'icon', height: 'icon' },
    },
  },
});
