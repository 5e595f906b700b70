// Dialog recipe keyed by Ark's dialog anatomy (plus header, body and footer areas). Every dialog is
// full screen under the 900 px breakpoint (spec §2); from 900 px it takes its size variant.
import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'Modal dialogs: login, registration, account and payment forms',
  slots: [...dialogAnatomy.keys(), 'main', 'header', 'body', 'footer', 'aside'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.backdrop',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn' },
      _closed: { animation: 'fadeOut' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      // `safe center`: a dialog taller than the window (sign-up at 1440 × 900) starts at the top of the
      // scrollable positioner instead of overflowing above it, where its title and close button could
      // not be scrolled to (found by the dialogs' model-based test).
      alignItems: { base: 'stretch', mobile: 'safe center' },
      justifyContent: 'center',
      overflow: 'auto',
      overscrollBehaviorY: 'none',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: { base: 'column', mobile: 'row' },
      bg: 'bg.surface',
      color: 'fg.default',
      width: { base: 'screenW', mobile: 'full' },
      minHeight: { base: 'screenH', mobile: 'auto' },
      borderRadius: { base: 'none', mobile: 'xl' },
      borderWidth: { base: '0', mobile: 'thin' },
      borderColor: 'border.default',
      boxShadow: 'lg',
      overflow: 'hidden',
      outline: 'none',
      _open: { animation: 'scaleIn' },
      _closed: { animation: 'scaleOut' },
    },
    aside: {
      display: { base: 'none', mobile: 'block' },
      flex: '1',
      minWidth: '0',
      bgSize: 'cover',
      bgPosition: 'center',
      bgRepeat: 'no-repeat',
      '& img': { width: 'full', height: 'full', objectFit: 'cover' },
    },
    main: {
      flex: '1',
      minWidth: '0',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: { base: 'flex-start', mobile: 'center' },
      pt: { base: '10', mobile: '4' },
      pb: '2',
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: '6',
      pt: '6',
      pb: '2',
    },
    body: {
      flex: '1',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      px: '6',
      py: '4',
      width: 'full',
    },
    footer: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      px: '6',
      pb: '6',
      fontSize: 'sm',
      color: 'fg.muted',
    },
    title: { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '3', insetEnd: '3', zIndex: 'raised' },
  },
  variants: {
    size: {
      small: { content: { maxWidth: { mobile: 'md' } } },
      medium: { content: { maxWidth: { mobile: 'dialogMedium' } } },
    },
  },
  defaultVariants: { size: 'medium' },
});
