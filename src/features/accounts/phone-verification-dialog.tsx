// The account phone verification dialogs of spec §2, both rendered from the phone verification
// machine: the four-page dialog (NotVerified, Verified, Update, VerificationCode; the badge, Send
// Code, Verify, Update Number and the resend countdown) and its steps variant (step 1 phone, step 2
// code with mask 00-00-00 and 'Change Phone Number', then 'Congratulations!' and Close).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectIsDialogOpen, selectPhoneVerificationRef } from '../../../machines/dialogs/dialogs.selectors';
import type { phoneVerificationMachine } from '../../../machines/phone-verification/phone-verification.machine';
import {
  selectCanCancelUpdate,
  selectCanResend,
  selectCanSendCode,
  selectCanUpdate,
  selectCanVerify,
  selectCode,
  selectIsBusy,
  selectIsCountingDown,
  selectIsPhoneEditable,
  selectIsReplacingVerified,
  selectIsVerified,
  selectPage,
  selectPhone,
  selectSecondsLeft,
} from '../../../machines/phone-verification/phone-verification.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useDialogsSelector, useSend, useT } from '../../app/app-context';
import { SiteDialog } from '../../ui/dialog';
import { SpinnerIcon } from '../../ui/icons';
import { CheckCircleIcon } from './check-circle-icon';
import { MaskedField } from './masked-field';
import { PHONE_PATTERN, SMS_CODE_PAGES_PATTERN, SMS_CODE_STEPS_PATTERN } from './masks';
import { centerColumn, formStyle, mutedText, SubmitButton } from './submit-button';

type PhoneVerification = ActorRefFrom<typeof phoneVerificationMachine>;

export function PhoneVerificationDialog() {
  return <PhoneDialog dialog="phoneVerification" />;
}

export function SmsVerificationDialog() {
  return <PhoneDialog dialog="sms" />;
}

const isOpen = { phoneVerification: selectIsDialogOpen('phoneVerification'), sms: selectIsDialogOpen('sms') };

function PhoneDialog({ dialog }: { dialog: 'phoneVerification' | 'sms' }) {
  const t = useT();
  const send = useSend();
  const open = useDialogsSelector(isOpen[dialog]);
  const flow = useDialogsSelector(selectPhoneVerificationRef);
  return (
    <SiteDialog open={open} onClose={() => send({ type: 'dialog.close' })} title={t('phone.title')} closeLabel={t('dialog.close')}>
      {open && flow ? <PhonePages flow={flow} /> : null}
    </SiteDialog>
  );
}

function PhonePages({ flow }: { flow: PhoneVerification }) {
  const t = useT();
  const page = useSelector(flow, selectPage);
  const phone = useSelector(flow, selectPhone);
  const code = useSelector(flow, selectCode);
  const editable = useSelector(flow, selectIsPhoneEditable);
  const verified = useSelector(flow, selectIsVerified);
  const canSend = useSelector(flow, selectCanSendCode);
  const canVerify = useSelector(flow, selectCanVerify);
  const busy = useSelector(flow, selectIsBusy);
  const canUpdate = useSelector(flow, selectCanUpdate);
  const canCancelUpdate = useSelector(flow, selectCanCancelUpdate);
  const replacing = useSelector(flow, selectIsReplacingVerified);

  if (page === 'congratulations') {
    return (
      <div className={centerColumn} data-page={page}>
        <CheckCircleIcon className={css({ width: '16', height: '16', color: 'success.text' })} />
        <h3 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('phone.congratulations')}</h3>
        <p>{t('phone.success')}</p>
        <SubmitButton type="button" busy={false} onClick={() => flow.send({ type: 'phone.closed' })}>
          {t('dialog.close')}
        </SubmitButton>
      </div>
    );
  }

  const codePage = page === 'verificationCode' || page === 'codeStep';
  const phoneField = (
    <MaskedField
      label={t('phone.number')}
      name="phone"
      prefix="90"
      pattern={PHONE_PATTERN}
      readOnly={!editable}
      value={phone}
      onValueChange={(value) => flow.send({ type: 'phone.number.changed', value })}
    />
  );

  return (
    <form
      noValidate
      className={formStyle}
      data-page={page}
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: codePage ? 'phone.code.submitted' : 'phone.code.requested' });
      }}
    >
      {page === 'phoneStep' || page === 'codeStep' ? null : (
        <span
          className={css({
            alignSelf: 'flex-start',
            px: '2',
            py: '1',
            borderRadius: 'full',
            fontSize: 'xs',
            fontWeight: 'semibold',
            colorPalette: verified ? 'success' : 'warning',
            bg: 'colorPalette.subtle',
            color: 'colorPalette.text',
          })}
          data-testid="phone-badge"
          data-verified={verified ? '' : undefined}
        >
          {verified ? t('phone.verified') : t('phone.notVerified')}
        </span>
      )}
      {phoneField}
      {page === 'codeStep' ? (
        <button
          type="button"
          className={button({ variant: 'link', size: 'sm' })}
          onClick={() => flow.send({ type: 'phone.number.changeRequested' })}
        >
          {t('phone.changePhoneNumber')}
        </button>
      ) : null}
      {codePage ? (
        <MaskedField
          label={t('phone.smsCode')}
          name="smsCode"
          pattern={page === 'codeStep' ? SMS_CODE_STEPS_PATTERN : SMS_CODE_PAGES_PATTERN}
          placeholder={t('phone.codePlaceholder')}
          autoComplete="one-time-code"
          value={code}
          onValueChange={(value) => flow.send({ type: 'phone.code.changed', value })}
        />
      ) : null}
      {page === 'verificationCode' ? <Resend flow={flow} /> : null}
      {page === 'verified' ? null : codePage ? (
        <SubmitButton busy={busy} disabled={!canVerify}>
          {t('phone.verify')}
        </SubmitButton>
      ) : (
        <SubmitButton busy={busy} disabled={!canSend}>
          {t('phone.sendCode')}
        </SubmitButton>
      )}
      {replacing ? (
        <p className={mutedText} data-testid="phone-change-hint">
          {t('phone.changeHint')}
        </p>
      ) : null}
      {canUpdate ? (
        <button
          type="button"
          className={button({ variant: page === 'verified' ? 'solid' : 'outline', size: 'lg', block: true })}
          onClick={() => flow.send({ type: 'phone.update.requested' })}
        >
          {page === 'verified' ? t('phone.changePhone') : t('phone.updateNumber')}
        </button>
      ) : null}
      {canCancelUpdate ? (
        <button
          type="button"
          className={button({ variant: 'ghost', palette: 'neutral', size: 'lg', block: true })}
          onClick={() => flow.send({ type: 'phone.update.cancelled' })}
        >
          {t('phone.keepCurrent')}
        </button>
      ) : null}
      {busy ? (
        <p role="status" className={mutedText}>
          <SpinnerIcon className={css({ animation: 'spin', display: 'inline' })} /> {t('common.loading')}
        </p>
      ) : null}
    </form>
  );
}

function Resend({ flow }: { flow: PhoneVerification }) {
  const t = useT();
  const counting = useSelector(flow, selectIsCountingDown);
  const canResend = useSelector(flow, selectCanResend);
  const seconds = useSelector(flow, selectSecondsLeft);
  if (counting) return <p className={mutedText}>{t('phone.resendIn', { seconds })}</p>;
  if (!canResend) return null;
  return (
    <p className={mutedText}>
      {t('phone.noCode')}{' '}
      <button
        type="button"
        className={button({ variant: 'link', size: 'sm' })}
        onClick={() => flow.send({ type: 'phone.code.resendRequested' })}
      >
        {t('phone.resend')}
      </button>
    </p>
  );
}
