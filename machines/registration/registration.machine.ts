// Sign-up, phone verification and celebration as one statechart (spec §2, §4, issue 4).
// signUp: the full or the fast form (the active-tab setting, default full) with the countries of
// auth/form (Türkiye by default; the full form lists them 300 ms after loading; a failed load is
// silent); submit only when the body satisfies the contract's RegisterFull/RegisterFast schema.
// Success logs the player in (the session gets `session.started`), toasts the server's message and
// moves the phone step to 1 with the phone prefilled and locked. Trial bonus ticked: the SMS code
// request starts at once (step 1 → 2 → celebration with the bonus). Not ticked: the bonus amount
// becomes 0 and the celebration without a bonus shows. Confetti fires 100 ms into a celebration.
import { assign, sendTo, setup } from 'xstate';
import { isValid } from '../../common/contract/validate';
import { phoneVerificationMachine } from '../phone-verification/phone-verification.machine';
import type { AuthData } from '../session/auth-data';
import { apiNotProvided } from '../shared/api-dependency';
import type { KeyValueStore } from '../shared/ports';
import { formStep, formStepActions } from '../shared/form-step';
import { type Country, type RegisterBody, type RegisterResult, registrationActors } from './registration.actors';

export type RegistrationForm = 'full' | 'fast';

/** Where the app stores the referring player's id (spec §3: refId comes from a stored referral id). */
export const REFERRAL_ID_KEY = 'refId';
/** Spec §9: default currencyId 1 (TRY). */
export const DEFAULT_CURRENCY_ID = 1;
/** Spec §9: the country select defaults to the country named Türkiye. */
export const DEFAULT_COUNTRY_NAME = 'Türkiye';
/** Spec §9: confetti of 150 particles with a 180° spread. */
export const CONFETTI = { particleCount: 150, spread: 180 } as const;
export const DEPOSIT_PATH = '/dashboard/deposit';

export const FORM_SCHEMAS = { full: 'RegisterFullRequest', fast: 'RegisterFastRequest' } as const;

export interface RegistrationInput {
  /** Where the referral id is kept (localStorage in the browser). */
  storage: KeyValueStore;
  /** The active-tab setting (bootstrap `registrationActiveTab`); full when missing. */
  activeTab?: RegistrationForm | null;
  /** The trial bonus offered at sign-up, in kuruş (SiteData.trialBonus); 0 when none is offered. */
  trialBonus: number;
}

/** What the player types or ticks; the request body is built from these on submit. */
export interface RegistrationValues {
  name: string;
  surname: string;
  username: string;
  email: string;
  password: string;
  password2: string;
  /** Digits without the fixed 90 prefix. */
  phone: string;
  PersonalNo: string;
  birthDateDay: string;
  birthDateMonth: string;
  birthDateYear: string;
  /** A country id of the form's list, or null while 'Select Country' is shown. */
  country: number | null;
  trialBonus: boolean;
  termsAccepted: boolean;
  ageConfirmed: boolean;
}

export type RegistrationField = keyof RegistrationValues;

export interface RegistrationContext {
  /** Fixed for the dialog's lifetime by the setting (no tab switcher is rendered), so not a state. */
  form: RegistrationForm;
  referralId: number | null;
  /** The countries the select lists. */
  countries: Country[];
  /** Countries received but not listed yet: the full form lists them 300 ms after loading. */
  loadedCountries: Country[];
  values: RegistrationValues;
  /** The fields the player has left (blurred): their errors show before the first submit. */
  visited: RegistrationField[];
  /** The trial bonus amount in kuruş; set to 0 when the player did not take it. */
  trialBonus: number;
  /** The new session's token, for the calls made right after sign-up. */
  token: string | null;
}

export type RegistrationFieldChange = {
  [K in RegistrationField]: { type: 'registration.field.changed'; field: K; value: RegistrationValues[K] };
}[RegistrationField];

export type RegistrationEvent =
  | RegistrationFieldChange
  /** The player left a field (blur). */
  | { type: 'registration.field.left'; field: RegistrationField }
  /** 'Register'. */
  | { type: 'registration.submitted' }
  /** 'Skip Verification' (the phone steps themselves are the invoked phone verification's). */
  | { type: 'registration.verification.skipped' }
  /** 'Yes' on the celebration with a bonus. */
  | { type: 'celebration.claimed' }
  /** 'Deposit' on the celebration without a bonus. */
  | { type: 'celebration.depositChosen' }
  /** 'Live Chat' on the celebration without a bonus. */
  | { type: 'celebration.liveChatChosen' };

export const emptyValues: RegistrationValues = {
  name: '',
  surname: '',
  username: '',
  email: '',
  password: '',
  password2: '',
  phone: '',
  PersonalNo: '',
  birthDateDay: '',
  birthDateMonth: '',
  birthDateYear: '',
  country: null,
  trialBonus: false,
  termsAccepted: false,
  ageConfirmed: false,
};

/** A stored referral id counts only as a positive whole number (what the contract accepts). */
export function readReferralId(storage: KeyValueStore): number | null {
  const raw = storage.getItem(REFERRAL_ID_KEY)?.trim() ?? '';
  if (!/^[0-9]+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The preselected country: Türkiye when listed. The fast form has no visible select, so without
 * Türkiye it takes the first country rather than leaving a required field the player cannot fill.
 */
export function defaultCountry(countries: readonly Country[], form: RegistrationForm): number | null {
  const named = countries.find(
    (country) => country.name.trim().toLocaleLowerCase('tr') === DEFAULT_COUNTRY_NAME.toLocaleLowerCase('tr'),
  );
  if (named) return named.id;
  return form === 'fast' ? countries[0]?.id ?? null : null;
}

export const isTrialBonusOffered = (context: Pick<RegistrationContext, 'trialBonus'>) => context.trialBonus > 0;

/** Year-month-day from the three boxes; empty until all three are filled, so only `required` shows. */
export function birthDateOf(values: Pick<RegistrationValues, 'birthDateDay' | 'birthDateMonth' | 'birthDateYear'>) {
  const { birthDateDay: day, birthDateMonth: month, birthDateYear: year } = values;
  return day && month && year ? `${year}-${month}-${day}` : '';
}

/**
 * The auth/register body for the current values, as the contract names it. Not yet validated:
 * `validate(FORM_SCHEMAS[form], body)` gives its errors, keyed by these field names.
 */
export function registrationBody(
  context: Pick<RegistrationContext, 'form' | 'values' | 'trialBonus' | 'referralId'>,
): Record<string, unknown> {
  const { values } = context;
  const common: Record<string, unknown> = {
    name: values.name,
    surname: values.surname,
    username: values.username,
    email: values.email,
    phone: values.phone,
    ...(values.country !== null ? { country: values.country } : {}),
    currencyId: DEFAULT_CURRENCY_ID,
    password: values.password,
    password2: values.password2,
    // Spec §3: trialBonus is sent only while the box is offered.
    ...(isTrialBonusOffered(context) ? { trialBonus: values.trialBonus ? 1 : 0 } : {}),
    ...(context.referralId !== null ? { refId: context.referralId } : {}),
    termsAccepted: values.termsAccepted,
    ageConfirmed: values.ageConfirmed,
  };
  if (context.form === 'fast') return { ...common, isFast: true };
  return {
    ...common,
    PersonalNo: values.PersonalNo,
    birthDate: birthDateOf(values),
    birthDateDay: values.birthDateDay,
    birthDateMonth: values.birthDateMonth,
    birthDateYear: values.birthDateYear,
  };
}

const failure = {
  type: 'notify failure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

const registrationEvents = {
  changed: 'registration.field.changed',
  left: 'registration.field.left',
  submitted: 'registration.submitted',
} as const;

type WithContext = { context: RegistrationContext };
type WithRegistered = { event: { output: RegisterResult } };

const afterSignUp = [
  { type: 'start session', params: ({ event }: WithRegistered) => ({ auth: event.output.auth }) },
  { type: 'keep token', params: ({ event }: WithRegistered) => ({ auth: event.output.auth }) },
  { type: 'notify success', params: ({ event }: WithRegistered) => ({ message: event.output.message }) },
] as const;

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  // Provided at the app edge with the player's API client: registrationActors(api), and the phone
  // verification flow with its own.
  actors: { ...registrationActors(apiNotProvided('registration')), phoneVerification: phoneVerificationMachine },
  delays: {
    // Spec §9.
    'country list fill': 300,
    'confetti delay': 100,
    'close after claim': 1000,
  },
  guards: {
    'is full form': ({ context }) => context.form === 'full',
    'is form valid': ({ context }) => isValid(FORM_SCHEMAS[context.form], registrationBody(context)),
    'is trial bonus offered': ({ context }) => isTrialBonusOffered(context),
    'took trial bonus': ({ context }) => isTrialBonusOffered(context) && context.values.trialBonus,
  },
  actions: {
    ...formStepActions<RegistrationContext, RegistrationEvent>(registrationEvents),
    'keep loaded countries': assign((_, params: { countries: Country[] }) => ({ loadedCountries: params.countries })),
    'list countries': assign(({ context }) => ({
      countries: context.loadedCountries,
      values:
        context.values.country === null
          ? { ...context.values, country: defaultCountry(context.loadedCountries, context.form) }
          : context.values,
    })),
    'keep token': assign((_, params: { auth: AuthData }) => ({ token: params.auth.token })),
    'drop trial bonus': assign({ trialBonus: 0 }),
    'start session': sendTo(
      ({ system }) => system.get('session'),
      (_, params: { auth: AuthData }) => ({ type: 'session.started' as const, auth: params.auth }),
    ),
    'close all dialogs': sendTo(({ system }) => system.get('dialogs'), { type: 'dialogs.closeAll' }),
    // UI effects: the implementations are provided at the app edge (src/app/effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
    'fire confetti': (_, _params: typeof CONFETTI) => {},
    navigate: (_, _params: { to: string }) => {},
    'open live chat': () => {},
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    form: input.activeTab === 'fast' ? 'fast' : 'full',
    referralId: readReferralId(input.storage),
    countries: [],
    loadedCountries: [],
    values: emptyValues,
    visited: [],
    trialBonus: Math.max(0, input.trialBonus),
    token: null,
  }),
  initial: 'signUp',
  states: {
    signUp: {
      description: 'Phone step 0: the sign-up form.',
      type: 'parallel',
      states: {
        countries: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadForm',
                src: 'loadRegistrationForm',
                onDone: [
                  {
                    guard: 'is full form',
                    target: 'filling',
                    actions: { type: 'keep loaded countries', params: ({ event }) => ({ countries: event.output }) },
                  },
                  {
                    target: 'listed',
                    actions: [
                      { type: 'keep loaded countries', params: ({ event }) => ({ countries: event.output }) },
                      'list countries',
                    ],
                  },
                ],
                // Spec §8: a get-form failure is silent; the select stays empty.
                onError: { target: 'unavailable' },
              },
            },
            filling: {
              after: { 'country list fill': { target: 'listed', actions: 'list countries' } },
            },
            listed: {},
            unavailable: {},
          },
        },
        form: formStep({
          ...registrationEvents,
          valid: 'is form valid',
          submitting: {
            id: 'register',
            src: 'register',
            // The guard checked this very body against the schema the type is generated from.
            input: ({ context }: WithContext) => ({ body: registrationBody(context) as RegisterBody }),
            onDone: [
              {
                guard: 'took trial bonus',
                // Spec §4: with the bonus ticked the phone is verified next.
                target: '#registration.verification',
                actions: afterSignUp,
              },
              { target: '#registration.celebration', actions: [...afterSignUp, 'drop trial bonus'] },
            ],
            onError: { target: 'checked', actions: failure },
          },
        }),
      },
    },
    verification: {
      description: 'Phone steps 1 and 2, after sign-up, by the phone verification flow; the player is already logged in.',
      on: {
        'registration.verification.skipped': { target: 'closed', actions: 'close all dialogs' },
      },
      invoke: {
        id: 'phoneVerification',
        src: 'phoneVerification',
        input: ({ context }) => ({
          phone: context.values.phone,
          smsVerified: false,
          variant: 'signUp' as const,
          token: context.token,
        }),
        onDone: { target: 'celebration' },
      },
    },
    celebration: {
      description: "'Congratulations!' with confetti 100 ms after it shows.",
      initial: 'choosing',
      states: {
        // Spec §2: the celebration offers the bonus exactly while its amount is above 0.
        choosing: {
          always: [{ guard: 'is trial bonus offered', target: 'withBonus' }, { target: 'withoutBonus' }],
        },
        withBonus: {
          initial: 'offered',
          after: { 'confetti delay': { actions: { type: 'fire confetti', params: CONFETTI } } },
          states: {
            offered: {
              on: { 'celebration.claimed': { target: 'claiming' } },
            },
            claiming: {
              tags: ['loading'],
              invoke: {
                id: 'claimBonus',
                src: 'defineTrialBonus',
                input: ({ context }) => ({ token: context.token }),
                onDone: { target: 'closing', actions: { type: 'fire confetti', params: CONFETTI } },
                // Spec §8: a claim failure is silent; the dialog still closes so no one is stuck on 'Yes'.
                onError: { target: 'closing' },
              },
            },
            closing: {
              after: { 'close after claim': { target: '#registration.closed', actions: 'close all dialogs' } },
            },
          },
        },
        withoutBonus: {
          after: { 'confetti delay': { actions: { type: 'fire confetti', params: CONFETTI } } },
          on: {
            'celebration.depositChosen': {
              target: '#registration.closed',
              actions: [{ type: 'navigate', params: { to: DEPOSIT_PATH } }, 'close all dialogs'],
            },
            'celebration.liveChatChosen': {
              target: '#registration.closed',
              actions: ['open live chat', 'close all dialogs'],
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
