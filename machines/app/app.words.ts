// The root app actor in plain words, for its path names and its flow diagram. Events it passes on
// read as the flows that handle them name them.
import { dialogsWords } from '../dialogs/dialogs.words';
import { sessionWords } from '../session/session.words';
import type { FlowWords } from '../shared/flow-words';

export const appWords: FlowWords = {
  title: 'app',
  summary: 'The whole site: starts up, keeps the live connection while a player is signed in, switches the language and passes every event to the flow that handles it.',
  states: {
    startup: 'Loading what the site needs to show',
    'startup.starting': 'Loading the site settings, texts and languages',
    'startup.unavailable': 'The site could not start; the player can try again',
    'startup.running': 'The site is up',
    'startup.running.linksPending': 'Waiting a moment before applying the settings links',
    'startup.running.linksApplied': 'Settings links applied',
    live: 'The live connection for a signed-in player',
    'live.checking': 'Looking at whether a player is signed in',
    'live.guest': 'Nobody signed in: no live connection',
    'live.player': 'A player is signed in: live connection, notifications and favourites on',
    language: 'The site language',
    'language.current': 'Showing the chosen language',
    'language.switching': 'A new language was chosen; the page reloads in a moment',
  },
  eventLabels: {
    ...sessionWords.eventLabels,
    ...dialogsWords.eventLabels,
    'session.token.changed': 'a player signs in or out',
    'language.changed': 'chooses a language',
    'hub.message': 'a live message arrives',
    'dialogs.changed': 'a dialog opens or closes',
  },
  events: {
    ...sessionWords.events,
    ...dialogsWords.events,
    'startup.retry': 'tries to start again',
    'xstate.done.actor.startup': 'the site settings arrive',
    'xstate.error.actor.startup': 'the site settings cannot be loaded',
    'session.token.changed': (event) => (event.token ? 'a player signs in' : 'the player is signed out'),
    'language.changed': (event) => `chooses the language ${String(event.locale)}`,
    'tab.visible': 'comes back to the tab',
    'hub.message': (event) => `a live ${String(event.command)} message arrives`,
    'notifications.panel.toggle': 'opens or closes the notifications',
    'notifications.panel.close': 'closes the notifications',
    'notifications.item.open': 'opens a notification',
    'notifications.detail.close': 'closes the notification',
    'jackpots.started': 'the jackpots come into view',
    'jackpots.stopped': 'the jackpots leave the view',
    'liveChat.open': 'opens the live chat',
    'popup.closed': 'closes the pop-up',
    'dialogs.preload': 'the browser is idle (dialogs load ahead)',
    'dialogs.changed': (event) => (event.open ? 'a dialog opens' : 'the dialogs close'),
    'game.open': 'opens a game',
    'game.modal.closed': 'closes the game',
    'game.deposit.opened': 'opens a deposit from the game',
    'game.deposit.closed': 'closes the deposit in the game',
    'favorite.toggled': 'marks or unmarks a favourite',
  },
};
