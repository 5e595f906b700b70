// The form step every form flow shares (issue 14): pristine → checked → submitting. Nothing submitted
// yet: only the fields the player left show their errors (visited-fields.ts); submitted once: every
// field shows its current error; a valid submit either calls the server (`submitting`, tag `loading`,
// back to `checked` on failure) or hands the values on. Login, registration, the three recovery
// steps and change password each build their form state from `formStep`, so the shape is written once.
import { assign, type EventObject } from 'xstate';
import { withVisited } from './visited-fields';

/** What a form step keeps: the values typed, and the fields the player has left (blurred). */
export interface FormStepContext<Field extends string, Values> {
  values: Values;
  visited: Field[];
}

/** A form step's events: `<prefix>.field.changed`, `<prefix>.field.left`, `<prefix>.submitted`. */
export type FormStepEvent<Prefix extends string, Field extends string> =
  | { type: `${Prefix}.field.changed`; field: Field; value: string }
  | { type: `${Prefix}.field.left`; field: Field }
  | { type: `${Prefix}.submitted` };

/** A one-key object whose key keeps its literal type, so the machine's `on` stays typed. */
const entry = <K extends string, V>(key: K, value: V) => ({ [key]: value }) as { [P in K]: V };

interface FormEvents<Changed extends string, Left extends string, Submitted extends string> {
  /** The event carrying `{ field, value }` when a field is typed in. */
  changed: Changed;
  /** The event carrying `{ field }` when the player leaves a field (blur). */
  left: Left;
  /** The submit button. */
  submitted: Submitted;
}

interface FormStepOptions<Changed extends string, Left extends string, Submitted extends string, Valid, FieldGuard, Invoke, OnValid>
  extends FormEvents<Changed, Left, Submitted> {
  /** The guard that passes when the values satisfy the step's contract schema. */
  valid: Valid;
  /** A guard a field change must pass (recovery: only the step's own fields). */
  fieldGuard?: FieldGuard;
  /** The call a valid submit makes; its `onError` should target `checked`. */
  submitting?: Invoke;
  /** Where a valid submit goes when the step makes no call itself (login hands the values to the session). */
  onValid?: OnValid;
}

type SubmittingState<Invoke> = [Invoke] extends [undefined]
  ? Record<never, never>
  : { readonly submitting: { readonly tags: readonly ['loading']; readonly invoke: Invoke } };

/**
 * The state config of a form step. Machines using it name two actions made by `formStepActions`:
 * `set field` and `remember left field`.
 */
export function formStep<
  const Changed extends string,
  const Left extends string,
  const Submitted extends string,
  const Valid,
  const FieldGuard = undefined,
  const Invoke = undefined,
  const OnValid = { readonly target: 'submitting' },
>(options: FormStepOptions<Changed, Left, Submitted, Valid, FieldGuard, Invoke, OnValid>) {
  const editing = {
    ...entry(options.changed, {
      ...(options.fieldGuard === undefined ? {} : { guard: options.fieldGuard as FieldGuard }),
      actions: 'set field',
    } as const),
    ...entry(options.left, { actions: 'remember left field' } as const),
  };
  const onValid = (options.onValid ?? { target: 'submitting' }) as OnValid;
  return {
    initial: 'pristine',
    states: {
      // Nothing submitted yet: only the fields the player left show their errors.
      pristine: {
        on: { ...editing, ...entry(options.submitted, [{ guard: options.valid, ...onValid }, { target: 'checked' }] as const) },
      },
      // Submitted at least once: every field shows its current error.
      checked: {
        on: { ...editing, ...entry(options.submitted, { guard: options.valid, ...onValid } as const) },
      },
      ...((options.submitting === undefined
        ? {}
        : { submitting: { tags: ['loading'], invoke: options.submitting } }) as SubmittingState<Invoke>),
    },
  } as const;
}

/**
 * The two actions a form step names, for a context with `values` and `visited`: `set field` stores a
 * typed value, `remember left field` adds a left field to `visited`.
 */
export function formStepActions<Context extends { values: object; visited: readonly string[] }, Event extends EventObject>(
  events: Pick<FormEvents<string, string, string>, 'changed' | 'left'>,
) {
  const fieldOf = (event: Event) => (event as { field?: string }).field;
  return {
    'set field': assign<Context, Event, undefined, Event, never>(({ context, event }) => {
      const field = fieldOf(event);
      return event.type === events.changed && field !== undefined
        ? ({ values: { ...context.values, [field]: (event as { value?: unknown }).value } } as unknown as Partial<Context>)
        : {};
    }),
    'remember left field': assign<Context, Event, undefined, Event, never>(({ context, event }) => {
      const field = fieldOf(event);
      return event.type === events.left && field !== undefined
        ? ({ visited: withVisited(context.visited, field) } as unknown as Partial<Context>)
        : {};
    }),
  };
}
