// Button recipe: solid, outline, ghost and link looks over any colour palette; loading and disabled
// looks come from data attributes so the markup stays the single source of state.
import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and button-looking links',
  base: {
    colorPalette: 'accent',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderRadius: 'md',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    textDecoration: 'none',
    position: 'relative',
    transitionProperty: 'background-color, border-color, color, box-shadow, opacity',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _focusVisible: {
      outlineWidth: 'thick',
      outlineStyle: 'solid',
      outlineColor: 'border.focus',
      outlineOffset: '0.5',
    },
    _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    '&[data-loading]': { cursor: 'progress', opacity: 'disabled' },
    '& svg': { width: 'icon', height: 'icon', flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        _hover: { _enabled: { bg: 'colorPalette.solidHover' } },
        '&:is(a):hover': { bg: 'colorPalette.solidHover' },
      },
      outline: {
        bg: 'transparent',
        borderColor: 'colorPalette.border',
        color: 'colorPalette.text',
        _hover: { bg: 'colorPalette.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.text',
        _hover: { bg: 'colorPalette.subtle' },
      },
      link: {
        bg: 'transparent',
        color: 'colorPalette.text',
        px: '0',
        height: 'auto',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        _hover: { color: 'colorPalette.solidHover' },
      },
    },
    palette: {
      accent: { colorPalette: 'accent' },
      neutral: { colorPalette: 'neutral' },
      success: { colorPalette: 'success' },
      warning: { colorPalette: 'warning' },
      danger: { colorPalette: 'danger' },
      info: { colorPalette: 'info' },
    },
    size: {
      sm: { height: '8', px: '3', fontSize: 'sm' },
      md: { height: '10', px: '4', fontSize: 'sm' },
      lg: { height: '12', px: '6', fontSize: 'md' },
      icon: { height: '10', width: '10', px: '0' },
    },
    block: {
      true: { width: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', palette: 'accent', size: 'md' },
});
