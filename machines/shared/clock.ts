// The page's local clock for the shared studio games (keno's draws, the automated roulette's spins): a tick
// every 200 ms with the local time. What is on screen is decided by the server's moments; the clock only
// says what time it is here (the machines add the offset to the server's clock they measured).
import { fromCallback } from 'xstate';

export const localClock = fromCallback<{ type: 'clock.ticked'; at: number }>(({ sendBack }) => {
  sendBack({ type: 'clock.ticked', at: Date.now() });
  const timer = setInterval(() => sendBack({ type: 'clock.ticked', at: Date.now() }), 200);
  return () => clearInterval(timer);
});
