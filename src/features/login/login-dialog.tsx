// The login dialog of spec §2: Username, Password, Login (with its loading state), the Recovery
// Password and Sign Up links, and the background image beside the form on wide screens.
import { type ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { selectIsDialogOpen, selectLoginFormRef } from '../../../machines/dialogs/dialogs.selectors';
import type { loginFormMachine } from '../../../machines/login-form/login-form.machine';
import { selectErrors, selectValue } from '../../../machines/login-form/login-form.selectors';
import { selectIsLoggingIn } from '../../../machines/session/session.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useDialogsSelector, useSend, useSessionSelector, useT } from '../../app/app-context';
import loginArt from '../../assets/login-art.svg';
import { isDialogAvailable } from '../../layout/dialog-views-registry';
import { useFieldErrorText } from '../../i18n/field-errors';
import { SiteDialog } from '../../ui/dialog';
import { SpinnerIcon } from '../../ui/icons';
import { TextField } from '../../ui/text-field';
import { DialogSwitchLink } from '../../layout/dialog-switch-link';

const isLoginOpen = selectIsDialogOpen('login');

export function LoginDialog() {
  const t = useT();
  const send = useSend();
  const open = useDialogsSelector(isLoginOpen);
  const form = useDialogsSelector(selectLoginFormRef);

  const links = (
    <>
      {isDialogAvailable('recovery') ? (
        <DialogSwitchLink dialog="recovery">{t('login.recovery')}</DialogSwitchLink>
      ) : null}
      {isDialogAvailable('register') ? (
        <p>
          {t('login.notMember')}{' '}
          <DialogSwitchLink dialog="register">{t('login.signUpNow')}</DialogSwitchLink>
        </p>
      ) : null}
    </>
  );

  return (
    <SiteDialog
      open={open}
      onClose={() => send({ type: 'dialog.close' })}
      title={t('login.title')}
      description={t('login.welcome')}
      closeLabel={t('dialog.close')}
      aside={<img src={loginArt} alt="" />}
      footer={links}
    >
      {form ? <LoginForm form={form} /> : null}
    </SiteDialog>
  );
}

const selectUsername = selectValue('username');
const selectPassword = selectValue('password');

function LoginForm({ form }: { form: ActorRefFrom<typeof loginFormMachine> }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const username = useSelector(form, selectUsername);
  const password = useSelector(form, selectPassword);
  const errors = useSelector(form, selectErrors);
  const loggingIn = useSessionSelector(selectIsLoggingIn);

  return (
    <form
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'login.form.submitted' });
      }}
    >
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        error={errorText(errors.username)}
        onValueChange={(value) => form.send({ type: 'login.field.changed', field: 'username', value })}
        onLeave={() => form.send({ type: 'login.field.left', field: 'username' })}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errorText(errors.password)}
        onValueChange={(value) => form.send({ type: 'login.field.changed', field: 'password', value })}
        onLeave={() => form.send({ type: 'login.field.left', field: 'password' })}
      />
      <button
        type="submit"
        className={button({ size: 'lg', block: true })}
        disabled={loggingIn}
        aria-busy={loggingIn}
        data-loading={loggingIn ? '' : undefined}
      >
        {loggingIn ? <SpinnerIcon className={css({ animation: 'spin' })} /> : null}
        {t('login.submit')}
      </button>
    </form>
  );
}
