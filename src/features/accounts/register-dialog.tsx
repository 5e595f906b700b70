// The Sign Up dialog of spec §2 with what follows it: the full or the fast form (the active-tab
// setting), the phone verification steps and the 'Congratulations!' celebration, all rendered from
// the registration machine the dialogs machine runs while this dialog is open.
import { useSelector } from '@xstate/react';
import { Field } from '@ark-ui/react/field';
import type { ActorRefFrom } from 'xstate';
import { selectIsDialogOpen, selectRegistrationRef } from '../../../machines/dialogs/dialogs.selectors';
import type { RegistrationField, registrationMachine } from '../../../machines/registration/registration.machine';
import type { phoneVerificationMachine } from '../../../machines/phone-verification/phone-verification.machine';
import {
  selectCanSendCode,
  selectCanVerify,
  selectCode,
  selectIsBusy as selectIsPhoneBusy,
  selectIsPhoneEditable,
  selectPhone,
  selectVariantStep,
} from '../../../machines/phone-verification/phone-verification.selectors';
import {
  selectCelebration,
  selectCountries,
  selectErrors,
  selectIsBusy,
  selectIsFullForm,
  selectIsTrialBonusOffered,
  selectPhoneVerificationRef,
  selectStepMessage,
  selectTrialBonusText,
  selectValues,
  selectView,
} from '../../../machines/registration/registration.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useDialogsSelector, useSend, useT } from '../../app/app-context';
import loginArt from '../../assets/login-art.svg';
import { useFieldErrorText } from '../../i18n/field-errors';
import type { TranslationKey } from '../../../common/i18n/keys';
import { SiteDialog } from '../../ui/dialog';
import { Logo } from '../../ui/logo';
import { TextField } from '../../ui/text-field';
import { MaskedField } from './masked-field';
import { PHONE_PATTERN, SMS_CODE_STEPS_PATTERN } from './masks';
import { centerColumn, checkboxRow, formStyle, mutedText, SubmitButton } from './submit-button';
import { DialogSwitchLink } from '../../layout/dialog-switch-link';

type Registration = ActorRefFrom<typeof registrationMachine>;

const isRegisterOpen = selectIsDialogOpen('register');

export function RegisterDialog() {
  const t = useT();
  const send = useSend();
  const open = useDialogsSelector(isRegisterOpen);
  const registration = useDialogsSelector(selectRegistrationRef);
  return (
    <SiteDialog
      open={open}
      onClose={() => send({ type: 'dialog.close' })}
      title={t('register.title')}
      closeLabel={t('dialog.close')}
      aside={<img src={loginArt} alt="" />}
    >
      <div className={css({ display: 'flex', justifyContent: 'center', mb: '4' })}>
        <Logo height={36} aria-hidden="true" />
      </div>
      {registration ? <RegistrationView registration={registration} /> : null}
    </SiteDialog>
  );
}

function RegistrationView({ registration }: { registration: Registration }) {
  const view = useSelector(registration, selectView);
  if (view === 'form') return <SignUpForm registration={registration} />;
  if (view === 'phone') return <PhoneVerificationSteps registration={registration} />;
  if (view === 'celebration') return <Celebration registration={registration} />;
  return null;
}

function SignUpForm({ registration }: { registration: Registration }) {
  const t = useT();
  const send = useSend();
  const errorText = useFieldErrorText();
  const values = useSelector(registration, selectValues);
  const errors = useSelector(registration, selectErrors);
  const full = useSelector(registration, selectIsFullForm);
  const countries = useSelector(registration, selectCountries);
  const offered = useSelector(registration, selectIsTrialBonusOffered);
  const amount = useSelector(registration, selectTrialBonusText);
  const busy = useSelector(registration, selectIsBusy);
  const styles = field();

  const change = <K extends RegistrationField>(fieldName: K, value: (typeof values)[K]) =>
    registration.send({ type: 'registration.field.changed', field: fieldName, value } as never);
  const leave = (fieldName: RegistrationField) => () => registration.send({ type: 'registration.field.left', field: fieldName });

  const text = (name: 'name' | 'surname' | 'username' | 'email' | 'password' | 'password2', label: TranslationKey, extra?: { type?: 'password' | 'email'; autoComplete?: string }) => (
    <TextField
      label={t(label)}
      name={name}
      required
      type={extra?.type ?? 'text'}
      autoComplete={extra?.autoComplete}
      value={values[name]}
      error={errorText(errors[name])}
      onValueChange={(value) => change(name, value)}
      onLeave={leave(name)}
    />
  );

  const birthError = errors.birthDateDay ?? errors.birthDateMonth ?? errors.birthDateYear ?? errors.birthDate;

  return (
    <form
      noValidate
      className={formStyle}
      data-form={full ? 'full' : 'fast'}
      onSubmit={(event) => {
        event.preventDefault();
        registration.send({ type: 'registration.submitted' });
      }}
    >
      {text('name', 'register.name', { autoComplete: 'given-name' })}
      {text('surname', 'register.surname', { autoComplete: 'family-name' })}
      {text('username', 'register.username', { autoComplete: 'username' })}
      {text('email', 'register.email', { type: 'email', autoComplete: 'email' })}
      {text('password', 'register.password', { type: 'password', autoComplete: 'new-password' })}
      {text('password2', 'register.password2', { type: 'password', autoComplete: 'new-password' })}
      <MaskedField
        label={t('register.phone')}
        name="phone"
        prefix="90"
        pattern={PHONE_PATTERN}
        required
        autoComplete="tel-national"
        value={values.phone}
        error={errorText(errors.phone)}
        onValueChange={(value) => change('phone', value)}
        onLeave={leave('phone')}
      />
      {full ? (
        <>
          <MaskedField
            label={t('register.personalNo')}
            name="PersonalNo"
            pattern="00000000000"
            required
            value={values.PersonalNo}
            error={errorText(errors.PersonalNo)}
            onValueChange={(value) => change('PersonalNo', value)}
        onLeave={leave('PersonalNo')}
          />
          <fieldset className={css({ border: 'none', p: '0', m: '0' })}>
            <legend className={styles.label}>{t('register.birthDate')}</legend>
            <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr 1.5fr', gap: '2' })}>
              {(
                [
                  ['birthDateDay', 'register.day', '00'],
                  ['birthDateMonth', 'register.month', '00'],
                  ['birthDateYear', 'register.year', '0000'],
                ] as const
              ).map(([name, label, pattern]) => (
                <MaskedField
                  key={name}
                  label={t(label)}
                  name={name}
                  pattern={pattern}
                  placeholder={t(label)}
                  required
                  value={values[name]}
                  onValueChange={(value) => change(name, value)}
                  onLeave={leave(name)}
                />
              ))}
            </div>
            {birthError ? (
              <p role="alert" className={styles.errorText} data-testid="birthdate-error">
                {errorText(birthError)}
              </p>
            ) : null}
          </fieldset>
          <Field.Root className={styles.root} invalid={Boolean(errors.country)} required>
            <Field.Label className={styles.label}>{t('register.country')}</Field.Label>
            <Field.Select
              className={styles.select}
              name="country"
              value={values.country === null ? '' : String(values.country)}
              onChange={(event) =>
                change('country', event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
              }
              onBlur={leave('country')}
            >
              <option value="">{t('register.selectCountry')}</option>
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </Field.Select>
            <Field.ErrorText className={styles.errorText}>{errorText(errors.country)}</Field.ErrorText>
          </Field.Root>
        </>
      ) : null}
      {offered ? (
        <label className={checkboxRow}>
          <input
            type="checkbox"
            name="trialBonus"
            checked={values.trialBonus}
            onChange={(event) => change('trialBonus', event.currentTarget.checked)}
          />
          <span>{t('register.trialBonus', { amount })}</span>
        </label>
      ) : null}
      <Checkbox
        name="termsAccepted"
        label={t('register.terms')}
        checked={values.termsAccepted}
        error={errorText(errors.termsAccepted)}
        onChange={(checked) => change('termsAccepted', checked)}
      />
      <Checkbox
        name="ageConfirmed"
        label={t('register.age')}
        checked={values.ageConfirmed}
        error={errorText(errors.ageConfirmed)}
        onChange={(checked) => change('ageConfirmed', checked)}
      />
      <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
      <p className={mutedText}>
        {t('register.alreadyMember')}{' '}
        <DialogSwitchLink dialog="login">{t('register.signInNow')}</DialogSwitchLink>
      </p>
    </form>
  );
}

function Checkbox(props: { name: string; label: string; checked: boolean; error?: string | undefined; onChange(checked: boolean): void }) {
  const styles = field();
  return (
    <div>
      <label className={checkboxRow}>
        <input
          type="checkbox"
          name={props.name}
          checked={props.checked}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        <span>{props.label}</span>
      </label>
      {props.error ? <p className={styles.errorText}>{props.error}</p> : null}
    </div>
  );
}

/** Steps 1 and 2 are the phone verification flow's, invoked by the registration while they show. */
function PhoneVerificationSteps({ registration }: { registration: Registration }) {
  const flow = useSelector(registration, selectPhoneVerificationRef);
  return flow ? <PhoneSteps registration={registration} flow={flow} /> : null;
}

function PhoneSteps({ registration, flow }: { registration: Registration; flow: ActorRefFrom<typeof phoneVerificationMachine> }) {
  const t = useT();
  const step = useSelector(flow, selectVariantStep) ?? 1;
  const phone = useSelector(flow, selectPhone);
  const code = useSelector(flow, selectCode);
  const editable = useSelector(flow, selectIsPhoneEditable);
  const canRequest = useSelector(flow, selectCanSendCode);
  const canSubmit = useSelector(flow, selectCanVerify);
  const busy = useSelector(flow, selectIsPhoneBusy);
  const message = useSelector(registration, selectStepMessage);
  const amount = useSelector(registration, selectTrialBonusText);

  return (
    <form
      noValidate
      className={formStyle}
      data-step={step}
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: step === 2 ? 'phone.code.submitted' : 'phone.code.requested' });
      }}
    >
      <h3 className={css({ fontWeight: 'semibold' })}>{t('register.verifyTitle')}</h3>
      <MaskedField
        label={step === 1 ? t('register.changePhone') : t('register.phone')}
        name="verifyPhone"
        prefix="90"
        pattern={PHONE_PATTERN}
        readOnly={!editable}
        value={phone}
        onValueChange={(value) => flow.send({ type: 'phone.number.changed', value })}
      />
      {step === 2 ? (
        <>
          <button
            type="button"
            className={button({ variant: 'link', size: 'sm' })}
            onClick={() => flow.send({ type: 'phone.number.changeRequested' })}
          >
            {t('register.changePhoneNumber')}
          </button>
          <MaskedField
            label={t('register.smsCode')}
            name="smsCode"
            pattern={SMS_CODE_STEPS_PATTERN}
            placeholder={t('register.codePlaceholder')}
            autoComplete="one-time-code"
            value={code}
            onValueChange={(value) => flow.send({ type: 'phone.code.changed', value })}
          />
          <p className={mutedText} data-testid="verify-message">
            {message === 'trialBonus' ? t('register.trialBonusText', { amount }) : t('register.noTrialBonusText')}
          </p>
        </>
      ) : null}
      <SubmitButton busy={busy} disabled={step === 2 ? !canSubmit : !canRequest}>
        {t('register.validate')}
      </SubmitButton>
      <button
        type="button"
        className={button({ variant: 'link', size: 'sm' })}
        onClick={() => registration.send({ type: 'registration.verification.skipped' })}
      >
        {t('register.skip')}
      </button>
    </form>
  );
}

function Celebration({ registration }: { registration: Registration }) {
  const t = useT();
  const variant = useSelector(registration, selectCelebration);
  const amount = useSelector(registration, selectTrialBonusText);
  const busy = useSelector(registration, selectIsBusy);
  return (
    <div className={centerColumn} data-celebration={variant ?? undefined}>
      <h3 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('celebration.title')}</h3>
      {variant === 'withBonus' ? (
        <>
          <p>{t('celebration.withBonus', { amount })}</p>
          <SubmitButton type="button" busy={busy} onClick={() => registration.send({ type: 'celebration.claimed' })}>
            {t('celebration.yes')}
          </SubmitButton>
        </>
      ) : (
        <>
          <p>{t('celebration.withoutBonus')}</p>
          <div className={css({ display: 'flex', gap: '3', width: 'full' })}>
            <button
              type="button"
              className={button({ size: 'lg', block: true })}
              onClick={() => registration.send({ type: 'celebration.depositChosen' })}
            >
              {t('celebration.deposit')}
            </button>
            <button
              type="button"
              className={button({ size: 'lg', block: true, variant: 'outline' })}
              onClick={() => registration.send({ type: 'celebration.liveChatChosen' })}
            >
              {t('celebration.liveChat')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
