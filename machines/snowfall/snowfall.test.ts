// Snowfall: falls only with the setting on and without reduced motion, draws a frame per animation
// frame, stops (and clears the canvas) on a click; the flakes keep the spec's sizes and count; plus
// generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { generatePaths } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { SnowfallScene } from './snowfall.actors';
import { makeFlakes, type Painter, SNOWFALL, stepFlakes } from './snowfall.flakes';
import { type SnowfallEvent, snowfallMachine } from './snowfall.machine';
import { selectIsSnowing } from './snowfall.selectors';

const area = { width: 400, height: 300 };

/** A scene whose frames the test runs by hand and whose painter counts what it drew. */
function fakeScene() {
  const frames = new Map<number, () => void>();
  let next = 1;
  let click: () => void = () => {};
  const drawn = { circles: 0, clears: 0 };
  const painter: Painter = {
    clearRect: () => void drawn.clears++,
    beginPath: () => {},
    arc: () => void drawn.circles++,
    fill: () => {},
    fillStyle: '',
    globalAlpha: 1,
  };
  const scene: SnowfallScene = {
    surface: () => ({ painter, area }),
    requestFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelFrame: (handle) => void frames.delete(handle),
    watchClicks: (listener) => {
      click = listener;
      return () => {
        click = () => {};
      };
    },
  };
  const runFrame = () => {
    const pending = [...frames.entries()];
    frames.clear();
    for (const [, callback] of pending) callback();
  };
  return { scene, drawn, runFrame, click: () => click(), pendingFrames: () => frames.size };
}

function start(settings: Record<string, string>, reducedMotion = false) {
  const io = fakeScene();
  const actor = createActor(snowfallMachine, { input: { settings, reducedMotion, scene: io.scene } }).start();
  return { actor, ...io };
}

describe('snowfall flakes', () => {
  it('makes 50 flakes of 5 to 15 px inside the area, falling at about the speed of 2', () => {
    const flakes = makeFlakes(area);
    expect(flakes).toHaveLength(SNOWFALL.flakes);
    for (const flake of flakes) {
      expect(flake.size).toBeGreaterThanOrEqual(5);
      expect(flake.size).toBeLessThanOrEqual(15);
      expect(flake.fall).toBeGreaterThan(0);
      expect(flake.fall).toBeLessThanOrEqual(SNOWFALL.speed);
      expect(flake.x).toBeGreaterThanOrEqual(0);
      expect(flake.x).toBeLessThanOrEqual(area.width);
    }
  });

  it('moves every flake down each frame and brings one that left the bottom back at the top', () => {
    const [flake] = makeFlakes(area, () => 0.5);
    const moved = stepFlakes([flake!], area)[0]!;
    expect(moved.y).toBeCloseTo(flake!.y + flake!.fall);
    const gone = { ...flake!, y: area.height + 20 };
    expect(stepFlakes([gone], area, () => 0.5)[0]!.y).toBeLessThan(0);
  });
});

describe('snowfall machine', () => {
  it('falls with the setting on: every animation frame draws the 50 flakes', () => {
    const { actor, drawn, runFrame } = start({ snowfall: '1' });
    expect(selectIsSnowing(actor.getSnapshot())).toBe(true);
    runFrame();
    runFrame();
    expect(drawn.circles).toBe(2 * SNOWFALL.flakes);
  });

  it('stops on a click: no more frames, the canvas is cleared', () => {
    const { actor, drawn, runFrame, click, pendingFrames } = start({ snowfall: '1' });
    runFrame();
    const clears = drawn.clears;
    click();
    expect(selectIsSnowing(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(pendingFrames()).toBe(0);
    expect(drawn.clears).toBe(clears + 1);
  });

  it('stays off without the setting, with another value, and for reduced motion', () => {
    expect(selectIsSnowing(start({}).actor.getSnapshot())).toBe(false);
    expect(selectIsSnowing(start({ snowfall: '0' }).actor.getSnapshot())).toBe(false);
    const reduced = start({ snowfall: '1' }, true);
    expect(selectIsSnowing(reduced.actor.getSnapshot())).toBe(false);
    expect(reduced.pendingFrames()).toBe(0);
  });
});

describe('snowfall machine: generated paths', () => {
  const events = (): SnowfallEvent[] => [{ type: 'page.clicked' }];
  const cases: Array<{ settings: Record<string, string>; reducedMotion: boolean }> = [
    { settings: { snowfall: '1' }, reducedMotion: false },
    { settings: { snowfall: '1' }, reducedMotion: true },
    { settings: {}, reducedMotion: false },
  ];
  const suites = cases.map((input) =>
    generatePaths(snowfallMachine, {
      events,
      input: () => ({ ...input, scene: fakeScene().scene }),
      strategy: 'shortest',
    }),
  );
  testEveryPath(snowfallMachine, suites);
});
