// Ark's dialogs unmount a closing part when zag's presence sees its exit animation end. Presence
// reads the animation one frame after the close and only then starts listening for `animationend`;
// on a busy device that frame can arrive after the 120 ms exit animation has already ended, the
// event is missed and the closed dialog stays on screen over the page, taking every click (seen in
// CI under load). Once the exit animation must be over, this watchdog tells presence so through
// the other event it listens for, `animationcancel`: a part that did unmount is left alone.
import { useEffect, useRef, type RefObject } from 'react';

/** Longer than any exit animation of the theme (tokens: fadeOut and scaleOut are 120 ms). */
export const EXIT_GRACE_MS = 800;

/** Refs for a dialog's backdrop and content (either may go unused), watched while `open` is false. */
export function useExitWatchdog(open: boolean): { backdrop: RefObject<HTMLDivElement | null>; content: RefObject<HTMLDivElement | null> } {
  const openRef = useRef(open);
  openRef.current = open;
  const backdrop = useRef<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      if (openRef.current) return;
      for (const part of [backdrop, content]) {
        const node = part.current;
        if (!node?.isConnected || node.dataset.state !== 'closed') continue;
        node.dispatchEvent(new AnimationEvent('animationcancel', { animationName: getComputedStyle(node).animationName }));
      }
    }, EXIT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return { backdrop, content };
}
