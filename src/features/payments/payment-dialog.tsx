// The dynamic deposit and withdraw dialog of spec §2: the method's fields from the server (numbers
// with the lira prefix in Turkish, masked text with paste-from-clipboard, option lists as
// dropdowns), rendered from the payment-dialog machine the dialogs machine invokes. Full screen
// under 900 px, medium otherwise, not closed by an outside click.
import { Field } from '@ark-ui/react/field';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectLocale } from '../../../machines/app/app.selectors';
import { selectIsDialogOpen, selectPaymentDialogRef } from '../../../machines/dialogs/dialogs.selectors';
import type { paymentDialogMachine } from '../../../machines/payment-dialog/payment-dialog.machine';
import {
  selectCanSubmit,
  selectErrors,
  selectFields,
  selectIsBusy,
  selectMethod,
  selectResultText,
  selectShowsFields,
  selectValues,
  selectView,
} from '../../../machines/payment-dialog/payment-dialog.selectors';
import { applyMask, hasOptions, isNumericField, type PaymentField } from '../../../machines/payment-dialog/payment-values';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useAppActor, useDialogsSelector, useSend, useT } from '../../app/app-context';
import { useFieldErrorText } from '../../i18n/field-errors';
import { SiteDialog } from '../../ui/dialog';
import { CheckCircleIcon } from '../accounts/check-circle-icon';
import { SubmitButton } from '../accounts/submit-button';

type PaymentDialogRef = ActorRefFrom<typeof paymentDialogMachine>;

const selectIsPaymentOpen = selectIsDialogOpen('payment');

export function PaymentDialog() {
  const t = useT();
  const send = useSend();
  const open = useDialogsSelector(selectIsPaymentOpen);
  const flow = useDialogsSelector(selectPaymentDialogRef);
  return (
    <SiteDialog
      open={open}
      onClose={() => send({ type: 'dialog.close' })}
      title={flow ? <PaymentTitle flow={flow} /> : ''}
      closeLabel={t('dialog.close')}
      size="medium"
      closeOnInteractOutside={false}
    >
      {flow ? <PaymentBody flow={flow} /> : null}
    </SiteDialog>
  );
}

function PaymentTitle({ flow }: { flow: PaymentDialogRef }) {
  return <>{useSelector(flow, selectMethod).title}</>;
}

const centred = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center', py: '6' });

function PaymentBody({ flow }: { flow: PaymentDialogRef }) {
  const t = useT();
  const view = useSelector(flow, selectView);
  const showsFields = useSelector(flow, selectShowsFields);
  const resultText = useSelector(flow, selectResultText);
  if (view === 'loading') {
    return (
      <p role="status" className={centred}>
        {t('payments.loading')}
      </p>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {view === 'linkReady' ? (
        <div className={centred} data-testid="payment-link-ready">
          <p>{t('payments.continuePrompt')}</p>
          <button
            type="button"
            className={button({ variant: 'solid', palette: 'accent' })}
            onClick={() => flow.send({ type: 'payment.link.reopened' })}
          >
            {t('payments.continue')}
          </button>
        </div>
      ) : null}
      {view === 'congratulations' ? (
        <div className={centred} data-testid="payment-congratulations">
          <CheckCircleIcon />
          <strong>{t('payments.congratulations')}</strong>
          <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{resultText}</p>
        </div>
      ) : null}
      {showsFields ? <PaymentForm flow={flow} readOnly={view !== 'form'} /> : null}
    </div>
  );
}

function PaymentForm({ flow, readOnly }: { flow: PaymentDialogRef; readOnly: boolean }) {
  const t = useT();
  const fields = useSelector(flow, selectFields);
  const values = useSelector(flow, selectValues);
  const errors = useSelector(flow, selectErrors);
  const canSubmit = useSelector(flow, selectCanSubmit);
  const busy = useSelector(flow, selectIsBusy);
  const method = useSelector(flow, selectMethod);
  const errorText = useFieldErrorText();
  return (
    <form
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'payment.submitted' });
      }}
    >
      {fields.map((item) => (
        <PaymentInput
          key={item.key}
          field={item}
          value={values[item.key] ?? ''}
          error={errorText(errors[item.key])}
          readOnly={readOnly}
          onValueChange={(value) => flow.send({ type: 'payment.field.changed', key: item.key, value })}
          onLeave={() => flow.send({ type: 'payment.field.left', key: item.key })}
          onStepPressed={(direction) => flow.send({ type: 'payment.step.pressed', key: item.key, direction })}
          onStepReleased={() => flow.send({ type: 'payment.step.released' })}
        />
      ))}
      {readOnly ? null : (
        <SubmitButton busy={busy} disabled={!canSubmit}>
          {method.type === 1 ? t('payments.submitDeposit') : t('payments.submitWithdraw')}
        </SubmitButton>
      )}
    </form>
  );
}

interface PaymentInputProps {
  field: PaymentField;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onValueChange(value: string): void;
  /** The player left the field (blur): from then on its error shows. */
  onLeave(): void;
  /** A number field's − / + held down, and let go (the machine repeats the step while held). */
  onStepPressed(direction: 1 | -1): void;
  onStepReleased(): void;
}

const row = css({ display: 'flex', alignItems: 'center', gap: '2' });
const grow = css({ flex: '1', minWidth: '0' });

function PaymentInput(props: PaymentInputProps) {
  const t = useT();
  const locale = useSelector(useAppActor(), selectLocale);
  const styles = field();
  const { field: descriptor } = props;
  const mask = descriptor.mask;
  const numeric = isNumericField(descriptor);
  let control;
  if (hasOptions(descriptor)) {
    control = (
      <Field.Select
        className={styles.select}
        name={descriptor.key}
        value={props.value}
        disabled={props.readOnly}
        onChange={(event) => props.onValueChange(event.currentTarget.value)}
        onBlur={props.onLeave}
      >
        <option value="">{t('payments.select')}</option>
        {descriptor.option?.map((option) => (
          <option key={String(option.id)} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </Field.Select>
    );
  } else {
    const input = (
      <Field.Input
        className={styles.input}
        name={descriptor.key}
        value={props.value}
        readOnly={props.readOnly}
        inputMode={numeric ? 'decimal' : undefined}
        placeholder={mask ?? undefined}
        maxLength={mask ? mask.length : undefined}
        autoComplete="off"
        onBlur={props.onLeave}
        onChange={(event) => {
          const text = event.currentTarget.value;
          props.onValueChange(mask ? applyMask(mask, text) : text);
        }}
      />
    );
    control =
      numeric ? (
        <div className={row}>
          {(locale ?? 'tr') === 'tr' ? (
            <span aria-hidden="true" className={css({ fontWeight: 'semibold', color: 'fg.muted' })}>
              ₺
            </span>
          ) : null}
          {props.readOnly ? null : <StepButton direction={-1} label={t('payments.stepDown')} {...props} />}
          <div className={grow}>{input}</div>
          {props.readOnly ? null : <StepButton direction={1} label={t('payments.stepUp')} {...props} />}
        </div>
      ) : mask && !props.readOnly ? (
        <div className={row}>
          <div className={grow}>{input}</div>
          <button
            type="button"
            className={button({ variant: 'outline', palette: 'neutral', size: 'icon' })}
            aria-label={t('payments.paste')}
            title={t('payments.paste')}
            onClick={() => {
              void navigator.clipboard
                ?.readText()
                .then((text) => props.onValueChange(applyMask(mask, text)))
                // A denied clipboard permission leaves the field as it was; the player can still type.
                .catch(() => {});
            }}
          >
            <PasteIcon />
          </button>
        </div>
      ) : (
        input
      );
  }
  return (
    <Field.Root className={styles.root} invalid={Boolean(props.error)}>
      <Field.Label className={styles.label}>{descriptor.label}</Field.Label>
      {control}
      <Field.ErrorText className={styles.errorText}>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * − or +: pressing steps once and, held, repeats (spec §9: after 500 ms, then every 40 ms; the
 * timing is the machine's). Keyboard activation steps once.
 */
function StepButton(props: PaymentInputProps & { direction: 1 | -1; label: string }) {
  const release = () => props.onStepReleased();
  return (
    <button
      type="button"
      className={button({ variant: 'outline', palette: 'neutral', size: 'icon' })}
      aria-label={props.label}
      title={props.label}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        props.onStepPressed(props.direction);
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onLostPointerCapture={release}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        props.onStepPressed(props.direction);
        props.onStepReleased();
      }}
      // A held touch would open the context menu on phones.
      onContextMenu={(event) => event.preventDefault()}
    >
      <span aria-hidden="true">{props.direction > 0 ? '+' : '−'}</span>
    </button>
  );
}

function PasteIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="8" y="2" width="8" height="4" rx="1" />
      <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    </svg>
  );
}
