// Personal information (spec §2 dashboard): what the server knows of the player, with the TC number
// masked by the server. Identity data is read-only (licence checks); the e-mail can be edited here
// (validated with the contract's UpdateProfileRequest, sent only when valid and changed); the phone
// and the password change through their dialogs, which the page opens.
import { assign, setup } from 'xstate';
import { isValid } from '../../common/contract/validate';
import { apiNotProvided } from '../shared/api-dependency';
import { type Profile, profileActors, type SavedProfile } from './profile.actors';

export interface ProfileContext {
  profile: Profile | null;
  /** The e-mail being typed while editing. */
  email: string;
  /** Whether the e-mail field was changed (its error shows from then on). */
  emailTouched: boolean;
}

export type ProfileEvent =
  | { type: 'profile.retried' }
  | { type: 'profile.email.edited' }
  | { type: 'profile.email.changed'; value: string }
  | { type: 'profile.email.saved' }
  | { type: 'profile.email.cancelled' };

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  // Provided at the app edge with the player's API client: profileActors(api).
  actors: profileActors(apiNotProvided('profile')),
  guards: {
    'is a new valid e-mail': ({ context }) =>
      context.email.trim() !== context.profile?.email && isValid('UpdateProfileRequest', { email: context.email.trim() }),
  },
  actions: {
    'keep profile': assign(({ event }) => ('output' in event ? { profile: event.output as Profile } : {})),
    'keep saved profile': assign(({ event }) => ('output' in event ? { profile: (event.output as SavedProfile).profile } : {})),
    'start editing': assign(({ context }) => ({ email: context.profile?.email ?? '', emailTouched: false })),
    'set e-mail': assign(({ event }) => (event.type === 'profile.email.changed' ? { email: event.value, emailTouched: true } : {})),
    // UI effects, provided at the page's edge (src/features/dashboard/dashboard-effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'profile',
  context: () => ({ profile: null, email: '', emailTouched: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'viewing', actions: 'keep profile' },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'profile.retried': { target: 'loading' } },
    },
    viewing: {
      on: { 'profile.email.edited': { target: 'editing', actions: 'start editing' } },
    },
    editing: {
      on: {
        'profile.email.changed': { actions: 'set e-mail' },
        'profile.email.saved': { guard: 'is a new valid e-mail', target: 'saving' },
        'profile.email.cancelled': { target: 'viewing' },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveEmail',
        src: 'saveEmail',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'viewing',
          actions: ['keep saved profile', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
        },
        // A taken address, say: the message shows and the typed value stays for a correction.
        onError: { target: 'editing', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
