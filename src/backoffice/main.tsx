// The back office's entry (backoffice.html, its own entry in the same Vite build: no player page
// imports any of it). Builds the root actor and the router, re-runs the routes' hooks when the
// operator is signed in (so the open screen's actor starts), and renders.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { selectIsReady } from '../../machines/backoffice-app/backoffice-app.selectors';
import { ToastViewport } from '../ui/toast-viewport';
import { BackofficeProvider } from './app/context';
import { createBackoffice } from './app/create-backoffice';
import { createBackofficeRouter } from './router';
import '../index.css';

const { actor, locale, t } = createBackoffice();
const router = createBackofficeRouter(actor);
document.documentElement.lang = locale;

let ready = false;
actor.subscribe((snapshot) => {
  const now = selectIsReady(snapshot);
  if (now && !ready) void router.invalidate();
  ready = now;
});
actor.start();

const container = document.getElementById('root');
if (!container) throw new Error('backoffice.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <BackofficeProvider actor={actor} locale={locale} t={t}>
      <RouterProvider router={router} />
      <ToastViewport closeLabel={t('queue.close')} />
    </BackofficeProvider>
  </StrictMode>,
);
