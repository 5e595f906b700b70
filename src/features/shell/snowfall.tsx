// The snowfall canvas over the page (machines/snowfall): the canvas, sized to the window, is the
// scene the machine's animation actor draws on; a click anywhere stops it. Loaded only when the
// `snowfall` site setting is on.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { SnowfallScene } from '../../../machines/snowfall/snowfall.actors';
import { snowfallMachine } from '../../../machines/snowfall/snowfall.machine';
import { selectIsSnowing } from '../../../machines/snowfall/snowfall.selectors';
import { css } from '../../../styled-system/css';
import { useSystemActor } from '../../app/use-system-actor';

function browserScene(canvas: () => HTMLCanvasElement | null): SnowfallScene {
  return {
    surface() {
      const element = canvas();
      const painter = element?.getContext('2d');
      if (!element || !painter) return null;
      const width = window.innerWidth;
      const height = window.innerHeight;
      const ratio = window.devicePixelRatio || 1;
      if (element.width !== Math.round(width * ratio) || element.height !== Math.round(height * ratio)) {
        element.width = Math.round(width * ratio);
        element.height = Math.round(height * ratio);
      }
      painter.setTransform(ratio, 0, 0, ratio, 0, 0);
      return { painter, area: { width, height } };
    },
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    watchClicks(listener) {
      document.addEventListener('click', listener, { capture: true });
      return () => document.removeEventListener('click', listener, { capture: true });
    },
  };
}

export default function Snowfall(props: { settings: Record<string, string> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const actor = useSystemActor('snowfall', snowfallMachine, {
      settings: props.settings,
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      scene: browserScene(() => canvas.current),
    });
  const snowing = useSelector(actor, selectIsSnowing);
  return (
    <canvas
      ref={canvas}
      data-testid="snowfall"
      data-state={snowing ? 'falling' : 'stopped'}
      aria-hidden="true"
      hidden={!snowing}
      className={css({ position: 'fixed', inset: '0', width: 'full', height: 'full', pointerEvents: 'none', zIndex: 'overlay' })}
    />
  );
}
