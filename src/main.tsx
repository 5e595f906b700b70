// The app's entry: builds the root app actor and the router, binds the UI effects to them, and
// renders. In development with VITE_INSPECT=1 the Stately inspector watches every actor.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { selectSite } from '../machines/app/app.selectors';
import { setMoneyLocale } from '../machines/shared/money';
import { AppProvider } from './app/app-context';
import { storedLocale } from './app/browser';
import { createAppActor } from './app/create-app';
import { afterFirstInteraction } from './app/idle';
import { BOOTSTRAP_ELEMENT_ID } from './app/inlined-bootstrap';
import { loadBuiltInTexts } from './i18n/translate';
import { loadInspector } from './app/inspector';
import { preloadSideMenuDrawer } from './layout/deferred-side-menu-drawer';
import { preloadDialogs } from './layout/dialog-views';
import { preloadToastViewport } from './ui/deferred-toast-viewport';
import { createAppRouter } from './router';
import './index.css';

// Spec §4 and §9: the page reloads 300 ms after logout (the session machine's delay) to drop state.
const reloadPage = () => window.location.reload();

/**
 * Ends the current task so the browser can paint and handle input between the start-up's steps (module
 * evaluation, building the actors, starting them, the first render): several short tasks instead of one
 * long one on a phone. The steps keep their order.
 */
const yieldToMain = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

async function main() {
  await yieldToMain();
  const inspect = await loadInspector();
  let navigateHome = () => window.location.assign('/');
  let navigate = (to: string) => window.location.assign(to);
  const { actor, api, storage } = createAppActor({
    navigateHome: () => navigateHome(),
    navigate: (to) => navigate(to),
    reloadPage,
    ...(inspect ? { inspect } : {}),
  });
  // Money follows the page's language (a change of language reloads the page).
  setMoneyLocale(storedLocale(storage));
  // Without a bootstrap in the page's language inlined in the document, start-up asks the API and the
  // shell shows the built-in texts meanwhile: they load at once rather than at the first interaction.
  if (document.getElementById(BOOTSTRAP_ELEMENT_ID)?.getAttribute('data-locale') !== storedLocale(storage)) {
    void loadBuiltInTexts();
  }
  const router = createAppRouter(actor);
  navigateHome = () => void router.navigate({ to: '/' });
  navigate = (to) => void router.navigate({ to });

  // The document's language follows the site's (screen readers, hyphenation).
  actor.subscribe((snapshot) => {
    const site = selectSite(snapshot);
    if (site) document.documentElement.lang = site.locale;
  });
  await yieldToMain();
  actor.start();
  await yieldToMain();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProvider actor={actor} api={api} initialLocale={storedLocale(storage)}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );

  // Dialog, drawer and toast code and the areas' built-in texts (a fallback behind the inlined bootstrap's)
  // are left out of the first load: they are fetched at the visitor's first touch, scroll, key or pointer
  // move, ahead of the tap that opens them (a dialog opened sooner loads on its own).
  afterFirstInteraction(() => {
    preloadDialogs();
    preloadToastViewport();
    preloadSideMenuDrawer();
    void loadBuiltInTexts();
    actor.send({ type: 'dialogs.preload' });
    // The live chat and the game launch (machines/late-child): a game or the chat asked for sooner loads on its own.
    actor.send({ type: 'lateFlows.preload' });
  });
}

void main();
