// The Stately inspector, for development only (`npm run dev:inspect` sets VITE_INSPECT=1). The
// production build replaces import.meta.env.DEV with false, so this import and the whole inspector
// package drop out of dist/ (checked by grepping the build). In any build, an inspect function the page
// was given before it loaded (`window.__xstateInspect`: a test's, tests/e2e/actors.spec.ts) watches
// the app's actor system instead.
import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

export async function loadInspector(): Promise<Inspect | undefined> {
  const given = (window as { __xstateInspect?: Inspect }).__xstateInspect;
  if (typeof given === 'function') return given;
  if (!import.meta.env.DEV || import.meta.env.VITE_INSPECT !== '1') return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  // A popup not opened by a click is blocked, so the inspector lives in an iframe on the page.
  const iframe = document.createElement('iframe');
  iframe.title = 'Stately inspector';
  iframe.style.cssText =
    'position:fixed;right:0;bottom:0;width:min(720px,100vw);height:50vh;z-index:2147483647;border:1px solid #444;background:#fff';
  document.body.appendChild(iframe);
  return createBrowserInspector({ iframe }).inspect;
}
