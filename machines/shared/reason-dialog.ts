// The action dialog the back office's flows share: a dialog (tag `open`) whose fields are typed in
// `entering` and, once valid, sent by `saving` (tag `busy`), the one call the action makes; a refusal
// shows its toast and goes back to `entering` with the fields kept. Where it returns when cancelled or
// done, and what a done call keeps, are the flow's. The commonest kind asks only for a reason for the
// audit log (`reasonDialog`). Written once here (players: lock, reset the phone, end a session, cancel a
// bonus, propose an adjustment, send a message; approvals: reject), so the shape cannot drift.
//
// Machines using it name the UI effect `notify failure` (params `{ error }`); a reason dialog also
// names the guard `is reason valid` and the action `set reason`.

/** A one-key object whose key keeps its literal type, so the machine's `on` stays typed. */
const entry = <K extends string, V>(key: K, value: V) => ({ [key]: value }) as { [P in K]: V };

/** The failure toast every saving step raises, with the error the call threw. */
export const notifyFailure = { type: 'notify failure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

interface DialogEvents<Confirmed extends string, Cancelled extends string, CancelTransition, Saving> {
  /** The confirm button: passes to `saving` when the dialog's guard does. */
  confirmed: Confirmed;
  /** The cancel button (and closing the dialog), and where it goes. */
  cancelled: Cancelled;
  cancel: CancelTransition;
  /** The call: `id`, `src`, `input` and its `onDone` (where the flow goes, what it keeps). */
  saving: Saving;
}

/**
 * The state config of one action dialog: `fields` are the `entering` state's field events (each
 * `{ actions: 'set …' }`), `valid` the guard a confirm must pass; `entering` → `saving` → done, or back
 * to `entering` on a refusal.
 */
export function actionDialog<
  const Fields extends object,
  const Valid extends string,
  const Confirmed extends string,
  const Cancelled extends string,
  const CancelTransition,
  const Saving extends object,
>(options: DialogEvents<Confirmed, Cancelled, CancelTransition, Saving> & { fields: Fields; valid: Valid }) {
  return {
    tags: ['open'],
    initial: 'entering',
    on: entry(options.cancelled, options.cancel),
    states: {
      entering: {
        on: { ...options.fields, ...entry(options.confirmed, { guard: options.valid, target: 'saving' } as const) },
      },
      saving: {
        tags: ['busy'],
        invoke: { ...options.saving, onError: { target: 'entering', actions: notifyFailure } },
      },
    },
  } as const;
}

/** A dialog that asks only for a reason (`changed` carries `{ value }`), confirmed when `is reason valid`. */
export function reasonDialog<const Changed extends string, const Confirmed extends string, const Cancelled extends string, const CancelTransition, const Saving extends object>(
  options: DialogEvents<Confirmed, Cancelled, CancelTransition, Saving> & { changed: Changed },
) {
  const { changed, ...rest } = options;
  return actionDialog({ ...rest, fields: entry(changed, { actions: 'set reason' } as const), valid: 'is reason valid' });
}
