// Shell recipe: the page content's fade-in (spec §9: 500 ms, none for reduced motion) and the loading
// bar shown while API requests run (spec §4: the generic loading flag).
import { defineSlotRecipe } from '@pandacss/dev';

export const shell = defineSlotRecipe({
  className: 'shell',
  description: 'Page fade-in and the request loading bar',
  slots: ['page', 'loadingBar', 'loadingTrack'],
  base: {
    page: {
      animation: 'pageIn',
      _motionReduce: { animation: '[none]' },
    },
    loadingBar: {
      position: 'fixed',
      top: '0',
      insetInline: '0',
      height: '1',
      zIndex: 'toast',
      overflow: 'hidden',
      bg: 'accent.subtle',
      pointerEvents: 'none',
    },
    loadingTrack: {
      height: 'full',
      width: '[33%]',
      bg: 'accent.solid',
      animation: 'loadingSlide',
      _motionReduce: { animation: '[none]', width: 'full', opacity: '0.6' },
    },
  },
});
