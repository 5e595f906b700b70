// The sign-in page: renders the sign-in flow's step (password, code, enrolment with QR code and key,
// recovery codes shown once) and sends its events.
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { signInMachine } from '../../machines/backoffice-sign-in/backoffice-sign-in.machine';
import {
  selectCanSubmitCode,
  selectCanSubmitPassword,
  selectEnrolment,
  selectError,
  selectIsBusy,
  selectRecoveryCodes,
  selectStep,
  selectValue,
} from '../../machines/backoffice-sign-in/backoffice-sign-in.selectors';
import { selectSignedOutBecause } from '../../machines/backoffice-app/backoffice-app.selectors';
import { button } from '../../styled-system/recipes/button';
import { field } from '../../styled-system/recipes/field';
import { useBackoffice } from './app/context';
import type { BackofficeTextKey } from './i18n';
import { card, codes } from './theme';

type SignInRef = ActorRefFrom<typeof signInMachine>;

export function SignInPage(props: { signIn: SignInRef }) {
  const { signIn } = props;
  const { actor, t } = useBackoffice();
  const step = useSelector(signIn, selectStep);
  const error = useSelector(signIn, selectError);
  const because = useSelector(actor, selectSignedOutBecause);
  const styles = card();
  return (
    <main className={styles.root} data-testid="bo-sign-in">
      <h1 className={styles.title}>{step === 'enrol' ? t('signIn.enrolTitle') : step === 'recoveryCodes' ? t('signIn.recoveryTitle') : t('signIn.title')}</h1>
      {because && step === 'password' ? <p className={styles.body} role="status">{t(`signedOut.${because}` as BackofficeTextKey)}</p> : null}
      {step === 'password' ? <PasswordStep signIn={signIn} /> : null}
      {step === 'code' || step === 'enrol' ? <CodeStep signIn={signIn} enrol={step === 'enrol'} /> : null}
      {step === 'recoveryCodes' ? <RecoveryCodes signIn={signIn} /> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error === 'network' ? t('signIn.network') : error}
        </p>
      ) : null}
    </main>
  );
}

function TextInput(props: { signIn: SignInRef; name: 'username' | 'password' | 'code'; label: string; type?: string; autoComplete: string }) {
  const value = useSelector(props.signIn, selectValue(props.name));
  const styles = field();
  return (
    <label className={styles.root}>
      <span className={styles.label}>{props.label}</span>
      <input
        className={styles.input}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={value}
        onChange={(event) => props.signIn.send({ type: 'signIn.field.changed', field: props.name, value: event.target.value })}
      />
    </label>
  );
}

function PasswordStep({ signIn }: { signIn: SignInRef }) {
  const { t } = useBackoffice();
  const busy = useSelector(signIn, selectIsBusy);
  const canSubmit = useSelector(signIn, selectCanSubmitPassword);
  return (
    <form
      className={card().body}
      onSubmit={(event) => {
        event.preventDefault();
        signIn.send({ type: 'signIn.password.submitted' });
      }}
    >
      <TextInput signIn={signIn} name="username" label={t('signIn.username')} autoComplete="username" />
      <TextInput signIn={signIn} name="password" label={t('signIn.password')} type="password" autoComplete="current-password" />
      <button className={button({ block: true })} type="submit" disabled={!canSubmit} data-loading={busy || undefined}>
        {t('signIn.continue')}
      </button>
    </form>
  );
}

function CodeStep({ signIn, enrol }: { signIn: SignInRef; enrol: boolean }) {
  const { t } = useBackoffice();
  const busy = useSelector(signIn, selectIsBusy);
  const canSubmit = useSelector(signIn, selectCanSubmitCode);
  const enrolment = useSelector(signIn, selectEnrolment);
  const styles = card();
  return (
    <form
      className={styles.body}
      onSubmit={(event) => {
        event.preventDefault();
        signIn.send({ type: 'signIn.code.submitted' });
      }}
    >
      {enrol && enrolment ? (
        <>
          <p>{t('signIn.enrolHelp')}</p>
          <img src={enrolment.qrDataUrl} alt="otpauth QR" width={200} height={200} data-testid="bo-enrol-qr" />
          <p>
            {t('signIn.secret')}: <code data-testid="bo-enrol-secret">{enrolment.secret}</code>
          </p>
        </>
      ) : (
        <p>{t('signIn.codeHelp')}</p>
      )}
      <TextInput signIn={signIn} name="code" label={t('signIn.code')} autoComplete="one-time-code" />
      <button className={button({ block: true })} type="submit" disabled={!canSubmit} data-loading={busy || undefined}>
        {enrol ? t('signIn.confirm') : t('signIn.verify')}
      </button>
      <button className={button({ variant: 'ghost', palette: 'neutral', block: true })} type="button" onClick={() => signIn.send({ type: 'signIn.restarted' })}>
        {t('signIn.restart')}
      </button>
    </form>
  );
}

function RecoveryCodes({ signIn }: { signIn: SignInRef }) {
  const { t } = useBackoffice();
  const list = useSelector(signIn, selectRecoveryCodes);
  return (
    <div className={card().body}>
      <p>{t('signIn.recoveryHelp')}</p>
      <ul className={codes()} data-testid="bo-recovery-codes">
        {list.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button className={button({ block: true })} type="button" onClick={() => signIn.send({ type: 'signIn.recoveryCodes.acknowledged' })}>
        {t('signIn.recoveryDone')}
      </button>
    </div>
  );
}
