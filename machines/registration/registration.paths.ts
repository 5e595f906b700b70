// The registration's generated paths, full form and fast form. The vitest replays
// (registration.test.ts) and the browser model (tests/e2e/model/flows/registration.ts) both take them
// from here, so a path has one name in both and `npm run paths -- registration` runs it in either.
import { ApiError } from '../../common/contract/client';
import type { AuthData } from '../session/auth-data';
import { memoryStore } from '../shared/ports';
import { sessionFixture } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import type { Country } from './registration.actors';
import {
  REFERRAL_ID_KEY,
  type RegistrationEvent,
  type RegistrationFieldChange,
  type RegistrationInput,
  registrationMachine,
} from './registration.machine';
import { registrationWords as words } from './registration.words';

export const pathCountries: Country[] = [
  { id: 792, name: 'Türkiye' },
  { id: 276, name: 'Almanya' },
  { id: 31, name: 'Azerbaycan' },
];

export const PATH_PHONE = '5321234567';
/** 150,50 TRY offered at sign-up, in kuruş. */
export const PATH_BONUS = 15050;

export const pathPlayer: AuthData = sessionFixture({
  token: 'new-token',
  username: 'ayse1990',
  usercode: 'U100002',
  balance: 0,
  phone: PATH_PHONE,
  fingerprint: 'fp',
});

export const change = (field: RegistrationFieldChange['field'], value: unknown) =>
  ({ type: 'registration.field.changed', field, value }) as RegistrationFieldChange;

/** A valid fast form, in the order a player fills it. */
export const fastFill: RegistrationFieldChange[] = [
  change('name', 'Ayşe'),
  change('surname', 'Yılmaz'),
  change('username', 'ayse1990'),
  change('email', 'ayse@example.com'),
  change('password', 'secret12'),
  change('password2', 'secret12'),
  change('phone', PATH_PHONE),
  change('termsAccepted', true),
  change('ageConfirmed', true),
];
/** A valid full form: the fast fields plus TC No and the birth date boxes (the country is preselected). */
export const fullFill: RegistrationFieldChange[] = [
  ...fastFill.slice(0, 7),
  change('PersonalNo', '10000000146'),
  change('birthDateDay', '07'),
  change('birthDateMonth', '03'),
  change('birthDateYear', '1990'),
  ...fastFill.slice(7),
];

const machine = registrationMachine.provide({
  actors: {
    loadRegistrationForm: pending as never,
    register: pending as never,
    // The phone steps have their own paths (phone-verification.paths.ts); here they answer once done.
    phoneVerification: pending as never,
    defineTrialBonus: pending as never,
  },
  actions: { 'start session': () => {}, 'close all dialogs': () => {} },
});
const failure = new ApiError('Hata', 400);

/**
 * The form's fields are offered one at a time in the order a player fills them, so the graph
 * walks one line of values to a valid form instead of every order of fourteen fields; once it is
 * valid, ticking the trial bonus opens the second branch.
 */
const eventsFor =
  (fill: RegistrationFieldChange[]) =>
  (snapshot: Parameters<typeof delayEvents>[0]): RegistrationEvent[] => {
    const values = snapshot.context.values as Record<string, unknown>;
    const next = fill.find((event) => values[event.field] !== event.value);
    // A country can be chosen only from the listed ones (the select is empty before), as on the page.
    const listed = (snapshot.context.countries as unknown[]).length > 0;
    const country = values.country === null && listed ? [change('country', 792)] : [];
    return [
      ...(next ? [next] : [...country, ...(values.trialBonus ? [] : [change('trialBonus', true)])]),
      { type: 'registration.submitted' },
      // The first field: the dialog opens with it focused, so leaving it is the one leave with no other.
      { type: 'registration.field.left', field: 'name' },
      { type: 'registration.verification.skipped' },
      { type: 'celebration.claimed' },
      { type: 'celebration.depositChosen' },
      { type: 'celebration.liveChatChosen' },
      { type: 'xstate.done.actor.loadForm', output: pathCountries },
      { type: 'xstate.error.actor.loadForm', error: failure },
      { type: 'xstate.done.actor.register', output: { message: 'ok', auth: pathPlayer } },
      { type: 'xstate.error.actor.register', error: failure },
      { type: 'xstate.done.actor.phoneVerification', output: undefined },
      { type: 'xstate.done.actor.claimBonus', output: undefined },
      { type: 'xstate.error.actor.claimBonus', error: failure },
      ...delayEvents(snapshot),
    ] as RegistrationEvent[];
  };
const serializeState = (snapshot: { value: unknown; context: { values: unknown; trialBonus: number } }) =>
  JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.trialBonus]);
const inputOf = (activeTab: 'full' | 'fast') => (): RegistrationInput => ({
  storage: memoryStore({ [REFERRAL_ID_KEY]: '42' }),
  activeTab,
  trialBonus: PATH_BONUS,
});

export const registrationPaths = {
  'full form': generatePaths(machine, { events: eventsFor(fullFill), serializeState, input: inputOf('full'), words }),
  // The fast form differs only in how its countries arrive: one path per state is enough there.
  'fast form': generatePaths(machine, {
    events: eventsFor(fastFill),
    serializeState,
    input: inputOf('fast'),
    strategy: 'shortest',
    words,
  }),
};
