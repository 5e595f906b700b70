// Menu recipe keyed by Ark's menu anatomy (account menu and other dropdown menus).
import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const menu = defineSlotRecipe({
  className: 'menu',
  description: 'Dropdown menus',
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: 'modal' },
    content: {
      // Zag copies the content's z-index onto the positioner it places.
      zIndex: 'modal',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      p: '1',
      minWidth: '48',
      bg: 'bg.raised',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderColor: 'border.default',
      boxShadow: 'lg',
      outline: 'none',
      _open: { animation: 'fadeIn' },
      _closed: { animation: 'fadeOut' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '2',
      borderRadius: 'sm',
      fontSize: 'sm',
      color: 'fg.default',
      cursor: 'pointer',
      textDecoration: 'none',
      _highlighted: { bg: 'bg.hover' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    },
    itemGroupLabel: { px: '3', py: '1.5', fontSize: 'xs', color: 'fg.subtle', fontWeight: 'semibold' },
    separator: { my: '1', borderTopWidth: 'thin', borderColor: 'border.muted' },
  },
});
