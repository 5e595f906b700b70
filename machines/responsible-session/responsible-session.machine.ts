// Watches a logged-in player's session (issue 19): at the reality check interval (15, 30 or 60 minutes
// from the session's start) a dialog pauses play with the time played, stakes and net result, and waits
// for continue, history or log out; when a session time limit is reached the player is logged out with a
// message. Lives while the player is logged in (src/features/responsible-gaming/session-watch.tsx), under
// the system id 'responsibleSession', so the settings page can tell it the rules changed.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type RealityCheck, responsibleSessionActors, type SessionRules } from './responsible-session.actors';

export interface ResponsibleSessionInput {
  /** The clock (Date.now in the app; page.clock moves it in the e2e test). */
  now: () => number;
}

export interface ResponsibleSessionContext extends ResponsibleSessionInput {
  rules: SessionRules | null;
  /** Epoch ms of the next reality check. */
  nextCheckAt: number | null;
  figures: RealityCheck | null;
  /** Seconds played when the dialog opened. */
  playedSeconds: number;
}

export type ResponsibleSessionEvent =
  | { type: 'protection.changed' }
  | { type: 'realityCheck.continued' }
  | { type: 'realityCheck.history' }
  | { type: 'realityCheck.logout' };

const MINUTE = 60_000;

/** The first multiple of the interval after the session's start that is still ahead. */
export function nextCheck(rules: SessionRules, now: number): number | null {
  if (rules.minutes <= 0) return null;
  const step = rules.minutes * MINUTE;
  const passed = Math.floor((now - rules.startedAt) / step);
  return rules.startedAt + (passed + 1) * step;
}

export const responsibleSessionMachine = setup({
  types: {
    input: {} as ResponsibleSessionInput,
    context: {} as ResponsibleSessionContext,
    events: {} as ResponsibleSessionEvent,
  },
  // Provided at the app edge with the player's API client: responsibleSessionActors(api).
  actors: responsibleSessionActors(apiNotProvided('responsibleSession')),
  delays: {
    'until the reality check': ({ context }) => Math.max(0, (context.nextCheckAt ?? 0) - context.now()),
    'until the session limit': ({ context }) => Math.max(0, (context.rules?.endsAt ?? 0) - context.now()),
    'retry later': 30_000,
  },
  guards: {
    'reality check is on': ({ context }) => context.nextCheckAt !== null,
    'has a session limit': ({ context }) => context.rules?.endsAt != null,
  },
  actions: {
    'keep rules': assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const rules = event.output as SessionRules;
      return { rules, nextCheckAt: nextCheck(rules, context.now()) };
    }),
    'keep figures': assign(({ context, event }) => ({
      figures: 'output' in event ? (event.output as RealityCheck) : context.figures,
      playedSeconds: context.rules ? Math.max(0, Math.floor((context.now() - context.rules.startedAt) / 1000)) : 0,
    })),
    'schedule the next check': assign(({ context }) => ({ nextCheckAt: context.rules && context.rules.minutes > 0 ? context.now() + context.rules.minutes * MINUTE : null })),
    // UI effects, provided at the app's edge.
    'open history': () => {},
    'log out': () => {},
    'log out at the session limit': () => {},
  },
}).createMachine({
  id: 'responsibleSession',
  context: ({ input }) => ({ ...input, rules: null, nextCheckAt: null, figures: null, playedSeconds: 0 }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        onDone: { target: 'watching', actions: 'keep rules' },
        onError: { target: 'waitingToRetry' },
      },
    },
    waitingToRetry: {
      after: { 'retry later': { target: 'loading' } },
      on: { 'protection.changed': { target: 'loading' } },
    },
    watching: {
      on: { 'protection.changed': { target: 'loading' } },
      after: {
        'until the session limit': { guard: 'has a session limit', target: 'ended', actions: 'log out at the session limit' },
        'until the reality check': { guard: 'reality check is on', target: 'checking' },
      },
    },
    checking: {
      invoke: {
        id: 'loadFigures',
        src: 'loadFigures',
        onDone: { target: 'paused', actions: 'keep figures' },
        onError: { target: 'paused', actions: 'keep figures' },
      },
    },
    paused: {
      tags: ['reality-check'],
      on: {
        'realityCheck.continued': { target: 'watching', actions: 'schedule the next check' },
        'realityCheck.history': { target: 'watching', actions: ['schedule the next check', 'open history'] },
        'realityCheck.logout': { target: 'ended', actions: 'log out' },
      },
      after: {
        'until the session limit': { guard: 'has a session limit', target: 'ended', actions: 'log out at the session limit' },
      },
    },
    ended: { type: 'final' },
  },
});
