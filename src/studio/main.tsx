// The studio game pages' entry (studio.html, served at /studio/<gameCode>?token=…&lang=tr|en by
// server/studio/pages.ts): a build entry of its own, apart from the player's site, so the site's first
// load carries none of it. Builds the typed client for the page's language, the shell actor with its
// effects bound (sound, confetti) and its actors given the client, and renders the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { apiBaseUrl, createApiClient } from '../../common/contract/client';
import { createSignalRConnection } from '../../machines/hub/hub.actors';
import { studioShellActors } from '../../machines/studio-shell/studio-shell.actors';
import { studioShellMachine } from '../../machines/studio-shell/studio-shell.machine';
import { selectSession, selectSoundOn } from '../../machines/studio-shell/studio-shell.selectors';
import { setMoneyLocale } from '../../machines/shared/money';
import { celebrate, setSoundEnabled } from './effects';
import { langOf } from './i18n';
import { StudioApp } from './studio-app';
import '../index.css';

const params = new URLSearchParams(location.search);
const token = params.get('token') ?? '';
const lang = langOf(location.search);
setMoneyLocale(lang);
document.documentElement.lang = lang;

const api = createApiClient({
  baseUrl: apiBaseUrl(location.origin),
  // The launch token travels in each call's body; the page has no login of its own.
  getToken: () => null,
  getLocale: () => lang,
  getFingerprint: () => '',
  onUnauthorized: () => undefined,
});

const shell = createActor(studioShellMachine.provide({ actions: { celebrate: () => void celebrate() }, actors: studioShellActors(api) }), {
  systemId: 'studio',
  input: { token, lang, origin: location.origin, createConnection: createSignalRConnection },
});
shell.subscribe((snapshot) => {
  setSoundEnabled(selectSoundOn(snapshot));
  const session = selectSession(snapshot);
  if (session && document.title !== session.gameName) document.title = session.gameName;
});
shell.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StudioApp shell={shell} api={api} token={token} lang={lang} />
  </StrictMode>,
);
