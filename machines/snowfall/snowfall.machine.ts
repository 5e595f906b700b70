// Snowfall (spec §4, §9): 50 flakes of 5 to 15 px falling at speed 2 on a canvas over the page, while
// the `snowfall` site setting is '1'; a click anywhere stops it for the rest of the visit. Visitors who
// ask for reduced motion get no snowfall at all.
import { setup } from 'xstate';
import { animateFlakes, pageClicks, type SnowfallScene } from './snowfall.actors';

import { SNOWFALL_SETTING } from './snowfall.setting';

export { SNOWFALL_SETTING };

export interface SnowfallInput {
  /** The enabled site options, keys lowercased. */
  settings: Record<string, string>;
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  scene: SnowfallScene;
}

export type SnowfallEvent = { type: 'page.clicked' };

export const snowfallMachine = setup({
  types: {
    input: {} as SnowfallInput,
    context: {} as SnowfallInput,
    events: {} as SnowfallEvent,
  },
  actors: { animateFlakes, pageClicks },
  guards: {
    'is switched on': ({ context }) => context.settings[SNOWFALL_SETTING] === '1',
    'wants reduced motion': ({ context }) => context.reducedMotion,
  },
}).createMachine({
  id: 'snowfall',
  context: ({ input }) => input,
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'wants reduced motion', target: 'off' },
        { guard: 'is switched on', target: 'falling' },
        { target: 'off' },
      ],
    },
    falling: {
      tags: ['visible'],
      invoke: [
        { id: 'animation', src: 'animateFlakes', input: ({ context }) => ({ scene: context.scene }) },
        { id: 'clicks', src: 'pageClicks', input: ({ context }) => ({ scene: context.scene }) },
      ],
      on: { 'page.clicked': { target: 'stopped' } },
    },
    stopped: {},
    off: {},
  },
});
