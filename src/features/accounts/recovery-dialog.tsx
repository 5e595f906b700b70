// The Recovery Password dialog of spec §2: four steps (username; the e-mailed reset code; the new
// password twice; success, then the login dialog), rendered from the recovery machine.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectIsDialogOpen, selectRecoveryRef } from '../../../machines/dialogs/dialogs.selectors';
import type { RecoveryField, recoveryMachine } from '../../../machines/recovery/recovery.machine';
import { selectErrors, selectIsBusy, selectStep, selectValue } from '../../../machines/recovery/recovery.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useDialogsSelector, useSend, useT } from '../../app/app-context';
import { useFieldErrorText } from '../../i18n/field-errors';
import type { TranslationKey } from '../../../common/i18n/keys';
import { SiteDialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { CheckCircleIcon } from './check-circle-icon';
import { centerColumn, formStyle, mutedText, SubmitButton } from './submit-button';
import { DialogSwitchLink } from '../../layout/dialog-switch-link';

type Recovery = ActorRefFrom<typeof recoveryMachine>;
const isRecoveryOpen = selectIsDialogOpen('recovery');

export function RecoveryDialog() {
  const t = useT();
  const send = useSend();
  const open = useDialogsSelector(isRecoveryOpen);
  const recovery = useDialogsSelector(selectRecoveryRef);
  return (
    <SiteDialog
      open={open}
      onClose={() => send({ type: 'dialog.close' })}
      title={t('recovery.title')}
      closeLabel={t('dialog.close')}
      footer={
        <p className={mutedText}>
          {t('recovery.notMember')}{' '}
          <DialogSwitchLink dialog="register">{t('recovery.signUpNow')}</DialogSwitchLink>
        </p>
      }
    >
      {recovery ? <RecoverySteps recovery={recovery} /> : null}
    </SiteDialog>
  );
}

const fieldsOfStep: Record<1 | 2 | 3, { name: RecoveryField; label: TranslationKey; type?: 'password' }[]> = {
  1: [{ name: 'username', label: 'recovery.username' }],
  2: [{ name: 'code', label: 'recovery.code' }],
  3: [
    { name: 'password', label: 'recovery.password', type: 'password' },
    { name: 'password2', label: 'recovery.password2', type: 'password' },
  ],
};

function RecoverySteps({ recovery }: { recovery: Recovery }) {
  const t = useT();
  const step = useSelector(recovery, selectStep);
  const errors = useSelector(recovery, selectErrors);
  const busy = useSelector(recovery, selectIsBusy);
  const errorText = useFieldErrorText();

  if (step === 4) {
    return (
      <div className={centerColumn} data-step={4}>
        <CheckCircleIcon className={css({ width: '16', height: '16', color: 'success.text' })} />
        <p role="status">{t('recovery.success')}</p>
      </div>
    );
  }
  return (
    <form
      noValidate
      className={formStyle}
      data-step={step}
      onSubmit={(event) => {
        event.preventDefault();
        recovery.send({ type: 'recovery.submitted' });
      }}
    >
      {step === 2 ? <p className={mutedText}>{t('recovery.codeSent')}</p> : null}
      {step === 3 ? <h3 className={css({ fontWeight: 'semibold' })}>{t('recovery.newPassword')}</h3> : null}
      {fieldsOfStep[step].map((item) => (
        <RecoveryInput key={item.name} recovery={recovery} {...item} error={errorText(errors[item.name])} />
      ))}
      <SubmitButton busy={busy}>{t('recovery.continue')}</SubmitButton>
    </form>
  );
}

function RecoveryInput(props: {
  recovery: Recovery;
  name: RecoveryField;
  label: TranslationKey;
  type?: 'password';
  error: string | undefined;
}) {
  const t = useT();
  const value = useSelector(props.recovery, selectValue(props.name));
  return (
    <TextField
      label={t(props.label)}
      name={props.name}
      type={props.type ?? 'text'}
      required
      autoComplete={props.type ? 'new-password' : props.name === 'username' ? 'username' : 'one-time-code'}
      value={value}
      error={props.error}
      onValueChange={(next) => props.recovery.send({ type: 'recovery.field.changed', field: props.name, value: next })}
      onLeave={() => props.recovery.send({ type: 'recovery.field.left', field: props.name })}
    />
  );
}
