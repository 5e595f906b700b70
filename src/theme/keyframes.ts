// Keyframes used by recipes (dialog and menu open/close, page fade-in, the notification bell shake).
import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  scaleIn: { from: { opacity: '0', scale: '0.96' }, to: { opacity: '1', scale: '1' } },
  scaleOut: { from: { opacity: '1', scale: '1' }, to: { opacity: '0', scale: '0.96' } },
  spin: { from: { rotate: '0deg' }, to: { rotate: '360deg' } },
  // The loading bar's indeterminate stripe.
  loadingSlide: { from: { translate: '-100% 0' }, to: { translate: '300% 0' } },
  // The studio games (issue 21): a reel's strip running past, a winning symbol's pulse, a wheel's turn,
  // a card dealt.
  studioReel: { from: { translate: '0 -12%' }, to: { translate: '0 12%' } },
  studioPulse: { '0%, 100%': { scale: '1' }, '50%': { scale: '1.08' } },
  // A blackjack card dealt from the shoe (top right) onto its place on the table.
  studioDeal: { from: { opacity: '0', translate: '40% -60%', rotate: '12deg', scale: '0.8' }, to: { opacity: '1', translate: '0 0', rotate: '0deg', scale: '1' } },
  shake: {
    '0%, 100%': { rotate: '0deg' },
    '20%, 60%': { rotate: '-12deg' },
    '40%, 80%': { rotate: '12deg' },
  },
});
