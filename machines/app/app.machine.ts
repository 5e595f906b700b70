// The root app actor: owns the session, dialogs and header actors for the app's lifetime, runs
// start-up (with a retry when the bootstrap call fails), switches the language (stored, then a reload
// after 100 ms, spec §4) and routes events to the actor that handles them. Components and router
// guards reach everything through this one actor.
import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { dialogsMachine, type DialogsEvent } from '../dialogs/dialogs.machine';
import type { WatchScroll } from '../header/header.actors';
import { type HeaderEvent, headerMachine } from '../header/header.machine';
import type { KeyValueStore } from '../shared/ports';
import { sessionMachine, type SessionEvent } from '../session/session.machine';
import {
  LANGUAGE_KEY,
  type Locale,
  type SiteData,
  startupMachine,
  type StartupOutput,
} from '../startup/startup.machine';

export interface AppInput {
  api: ApiClient;
  storage: KeyValueStore;
  sessionStorage: KeyValueStore;
  computeFingerprint: () => string;
  watchScroll: WatchScroll;
}

export interface AppContext extends AppInput {
  site: SiteData | null;
  session: ActorRefFrom<typeof sessionMachine>;
  dialogs: ActorRefFrom<typeof dialogsMachine>;
  header: ActorRefFrom<typeof headerMachine>;
}

export type AppEvent =
  | { type: 'startup.retry' }
  | { type: 'language.changed'; locale: Locale }
  | SessionEvent
  | DialogsEvent
  // The header watches the scroll itself; only the menu events come through the app.
  | Exclude<HeaderEvent, { type: 'page.scrolled' }>;

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    startup: startupMachine,
    session: sessionMachine,
    dialogs: dialogsMachine,
    header: headerMachine,
  },
  delays: {
    // Spec §9: the page reloads 100 ms after a language change.
    'language reload': 100,
  },
  guards: {
    'has site data': (_, params: { output: StartupOutput }) => params.output !== false,
  },
  actions: {
    'set site data': assign((_, params: { output: StartupOutput }) => ({
      site: params.output === false ? null : params.output,
    })),
    'forward to session': sendTo(
      ({ context }) => context.session,
      ({ event }) => event as SessionEvent,
    ),
    'forward to dialogs': sendTo(
      ({ context }) => context.dialogs,
      ({ event }) => event as DialogsEvent,
    ),
    'forward to header': sendTo(
      ({ context }) => context.header,
      ({ event }) => event as HeaderEvent,
    ),
    'store language': ({ context, event }) => {
      if (event.type === 'language.changed') context.storage.setItem(LANGUAGE_KEY, event.locale);
    },
    // UI effect: the implementation is provided at the app edge (src/app/create-app.ts).
    'reload page': () => {},
  },
}).createMachine({
  id: 'app',
  context: ({ input, spawn }) => ({
    ...input,
    site: null,
    // systemIds let sibling actors address each other (login success closes every dialog).
    session: spawn('session', {
      id: 'session',
      systemId: 'session',
      input: { api: input.api, storage: input.storage, sessionStorage: input.sessionStorage },
    }),
    dialogs: spawn('dialogs', { id: 'dialogs', systemId: 'dialogs' }),
    header: spawn('header', { id: 'header', input: { watchScroll: input.watchScroll } }),
  }),
  on: {
    'login.submitted': { actions: 'forward to session' },
    'logout.requested': { actions: 'forward to session' },
    'session.unauthorized': { actions: 'forward to session' },
    'dialog.open': { actions: 'forward to dialogs' },
    'dialog.close': { actions: 'forward to dialogs' },
    'dialogs.closeAll': { actions: 'forward to dialogs' },
    'menu.opened': { actions: 'forward to header' },
    'menu.closed': { actions: 'forward to header' },
    'menu.item.chosen': { actions: 'forward to header' },
  },
  type: 'parallel',
  states: {
    startup: {
      initial: 'starting',
      states: {
        starting: {
          tags: ['loading'],
          invoke: {
            id: 'startup',
            src: 'startup',
            input: ({ context }) => ({
              api: context.api,
              storage: context.storage,
              computeFingerprint: context.computeFingerprint,
              loggedIn: context.session.getSnapshot().matches('player'),
            }),
            onDone: [
              {
                guard: { type: 'has site data', params: ({ event }) => ({ output: event.output }) },
                target: 'running',
                actions: { type: 'set site data', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'unavailable' },
            ],
            onError: { target: 'unavailable' },
          },
        },
        // Spec §4: a failed bootstrap still leaves a usable page, with a way to try again.
        unavailable: {
          on: { 'startup.retry': { target: 'starting' } },
        },
        running: {},
      },
    },
    language: {
      initial: 'current',
      states: {
        current: {
          on: { 'language.changed': { target: 'switching', actions: 'store language' } },
        },
        // The new language's texts come with a fresh bootstrap, so the page reloads.
        switching: {
          after: { 'language reload': { target: 'current', actions: 'reload page' } },
        },
      },
    },
  },
});
