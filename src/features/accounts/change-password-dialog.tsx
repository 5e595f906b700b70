// The change password dialog of spec §2: Old Password, Password, Confirm Password and Change with
// its loading state, rendered from the change-password machine.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ChangePasswordField, changePasswordMachine } from '../../../machines/change-password/change-password.machine';
import { selectErrors, selectIsBusy, selectValue } from '../../../machines/change-password/change-password.selectors';
import { selectChangePasswordRef, selectIsDialogOpen } from '../../../machines/dialogs/dialogs.selectors';
import { useDialogsSelector, useSend, useT } from '../../app/app-context';
import { useFieldErrorText } from '../../i18n/field-errors';
import type { TranslationKey } from '../../../common/i18n/keys';
import { SiteDialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { formStyle, SubmitButton } from './submit-button';

type ChangePassword = ActorRefFrom<typeof changePasswordMachine>;
const isPasswordOpen = selectIsDialogOpen('password');

const fields: { name: ChangePasswordField; label: TranslationKey; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'password.old', autoComplete: 'current-password' },
  { name: 'password', label: 'password.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'password.confirm', autoComplete: 'new-password' },
];

export function ChangePasswordDialog() {
  const t = useT();
  const send = useSend();
  const open = useDialogsSelector(isPasswordOpen);
  const form = useDialogsSelector(selectChangePasswordRef);
  return (
    <SiteDialog open={open} onClose={() => send({ type: 'dialog.close' })} title={t('password.title')} closeLabel={t('dialog.close')}>
      {form ? <ChangePasswordForm form={form} /> : null}
    </SiteDialog>
  );
}

function ChangePasswordForm({ form }: { form: ChangePassword }) {
  const t = useT();
  const errors = useSelector(form, selectErrors);
  const busy = useSelector(form, selectIsBusy);
  const errorText = useFieldErrorText();
  return (
    <form
      noValidate
      className={formStyle}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'password.submitted' });
      }}
    >
      {fields.map((item) => (
        <PasswordInput key={item.name} form={form} {...item} error={errorText(errors[item.name])} />
      ))}
      <SubmitButton busy={busy}>{t('password.submit')}</SubmitButton>
    </form>
  );
}

function PasswordInput(props: { form: ChangePassword; name: ChangePasswordField; label: TranslationKey; autoComplete: string; error: string | undefined }) {
  const t = useT();
  const value = useSelector(props.form, selectValue(props.name));
  return (
    <TextField
      label={t(props.label)}
      name={props.name}
      type="password"
      required
      autoComplete={props.autoComplete}
      value={value}
      error={props.error}
      onValueChange={(next) => props.form.send({ type: 'password.field.changed', field: props.name, value: next })}
      onLeave={() => props.form.send({ type: 'password.field.left', field: props.name })}
    />
  );
}
