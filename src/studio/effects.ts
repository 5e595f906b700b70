// The studio pages' UI effects, bound at the page's edge (main.tsx): sound (synthesised with Web Audio, so
// no files ship; silent until the player switches it on in the header) and the big-win confetti
// (canvas-confetti on the main thread: the pages' Content-Security-Policy allows no blob: worker; none
// at all when the player prefers reduced motion).

export type SoundName = 'spin' | 'stop' | 'win' | 'bigWin' | 'lose' | 'chip' | 'card' | 'tick' | 'crash';

const TONES: Record<SoundName, Array<[frequency: number, seconds: number]>> = {
  spin: [[330, 0.05], [392, 0.05]],
  stop: [[220, 0.06]],
  win: [[523, 0.1], [659, 0.1], [784, 0.16]],
  bigWin: [[523, 0.1], [659, 0.1], [784, 0.1], [1047, 0.3]],
  lose: [[196, 0.14]],
  chip: [[880, 0.04]],
  card: [[660, 0.03]],
  tick: [[1200, 0.02]],
  crash: [[160, 0.25]],
};

let enabled = false;
let audio: AudioContext | null = null;

export function setSoundEnabled(on: boolean): void {
  enabled = on;
}

export function playSound(name: SoundName): void {
  if (!enabled || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  let at = audio.currentTime;
  for (const [frequency, seconds] of TONES[name]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    oscillator.type = 'triangle';
    gain.gain.setValueAtTime(0.08, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + seconds);
    at += seconds;
  }
}

export const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The big-win celebration: confetti from both lower corners, loaded on first use. */
export async function celebrate(): Promise<void> {
  playSound('bigWin');
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  void fire({ particleCount: 90, spread: 70, origin: { x: 0.15, y: 0.9 }, angle: 60 });
  void fire({ particleCount: 90, spread: 70, origin: { x: 0.85, y: 0.9 }, angle: 120 });
}
