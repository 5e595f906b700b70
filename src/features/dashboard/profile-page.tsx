// Personal information (spec §2 dashboard): what the server holds about the player, TC number
// masked by the server; identity data read-only, the e-mail editable here, the phone (with its
// verification state) and the password changed through their dialogs. Driven by machines/profile;
// a phone verified or changed in its dialog reloads the screen.
import { Field } from '@ark-ui/react/field';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type Profile, profileActors } from '../../../machines/profile/profile.actors';
import { profileMachine } from '../../../machines/profile/profile.machine';
import {
  selectCanSaveEmail,
  selectEmailDraft,
  selectEmailError,
  selectHasFailed,
  selectIsEditingEmail,
  selectIsLoading,
  selectIsSaving,
  selectProfile,
} from '../../../machines/profile/profile.selectors';
import { selectIsSmsVerified, selectPhone } from '../../../machines/session/session.selectors';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useSend, useSessionSelector, useT } from '../../app/app-context';
import { useFieldErrorText } from '../../i18n/field-errors';
import { SpinnerIcon } from '../../ui/icons';
import { formatDateTime, formatDay } from './dashboard-format';
import { card, Failed, facts, Loading, stack } from './dashboard-ui';
import { usePageActor, usePageLocale } from './use-page-actor';

type ProfileRef = ActorRefFrom<typeof profileMachine>;

export function ProfilePage() {
  const verified = useSessionSelector(selectIsSmsVerified);
  const phone = useSessionSelector(selectPhone);
  return <ProfileScreen key={`${phone ?? ''}:${verified}`} />;
}

function ProfileScreen() {
  const t = useT();
  const actor = usePageActor(profileMachine, profileActors);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const profile = useSelector(actor, selectProfile);
  if (failed) return <Failed message={t('profile.failed')} onRetry={() => actor.send({ type: 'profile.retried' })} />;
  if (loading || !profile) return <Loading />;
  return (
    <div className={stack}>
      <Identity profile={profile} />
      <Contact profile={profile} actor={actor} />
      <Security />
    </div>
  );
}

function Identity({ profile }: { profile: Profile }) {
  const t = useT();
  const locale = usePageLocale();
  return (
    <section className={card} aria-labelledby="profile-identity">
      <h2 id="profile-identity" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('profile.identity')}
      </h2>
      <dl className={facts} data-testid="profile-identity">
        <div>
          <dt>{t('profile.username')}</dt>
          <dd>{profile.username}</dd>
        </div>
        <div>
          <dt>{t('profile.usercode')}</dt>
          <dd>{profile.usercode}</dd>
        </div>
        <div>
          <dt>{t('profile.name')}</dt>
          <dd>
            {profile.name} {profile.surname}
          </dd>
        </div>
        <div>
          <dt>{t('profile.personalNo')}</dt>
          <dd data-testid="profile-personal-no">{profile.personalNo ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.birthDate')}</dt>
          <dd>{profile.birthDate ? formatDay(profile.birthDate, locale) : '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.country')}</dt>
          <dd>{profile.country?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.currency')}</dt>
          <dd>{profile.currency}</dd>
        </div>
        <div>
          <dt>{t('profile.memberSince')}</dt>
          <dd>
            <time dateTime={profile.createdAt}>{formatDateTime(profile.createdAt, locale)}</time>
          </dd>
        </div>
      </dl>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('profile.identityNote')}</p>
    </section>
  );
}

function Contact({ profile, actor }: { profile: Profile; actor: ProfileRef }) {
  const t = useT();
  const send = useSend();
  const editing = useSelector(actor, selectIsEditingEmail);
  return (
    <section className={card} aria-labelledby="profile-contact">
      <h2 id="profile-contact" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('profile.contact')}
      </h2>
      <dl className={facts}>
        <div>
          <dt>{t('profile.phone')}</dt>
          <dd className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <span data-testid="profile-phone">{profile.phone ? `+90 ${profile.phone}` : '—'}</span>
            <span
              data-testid="profile-phone-state"
              data-verified={profile.smsVerified ? '' : undefined}
              className={css({ fontSize: 'sm', fontWeight: 'semibold', color: profile.smsVerified ? 'success.text' : 'warning.text' })}
            >
              {profile.smsVerified ? t('profile.verified') : t('profile.notVerified')}
            </span>
          </dd>
        </div>
        {editing ? null : (
          <div>
            <dt>{t('profile.email')}</dt>
            <dd data-testid="profile-email">{profile.email}</dd>
          </div>
        )}
      </dl>
      {editing ? <EmailForm actor={actor} /> : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => send({ type: 'dialog.open', dialog: 'phoneVerification' })}
        >
          {profile.smsVerified ? t('profile.changePhone') : t('profile.verifyPhone')}
        </button>
        {editing ? null : (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => actor.send({ type: 'profile.email.edited' })}>
            {t('profile.editEmail')}
          </button>
        )}
      </div>
    </section>
  );
}

function EmailForm({ actor }: { actor: ProfileRef }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const email = useSelector(actor, selectEmailDraft);
  const error = useSelector(actor, selectEmailError);
  const canSave = useSelector(actor, selectCanSaveEmail);
  const saving = useSelector(actor, selectIsSaving);
  const styles = field();
  return (
    <form
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxWidth: '[400px]' })}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'profile.email.saved' });
      }}
    >
      <Field.Root className={styles.root} invalid={error !== undefined} disabled={saving}>
        <Field.Label className={styles.label}>{t('profile.email')}</Field.Label>
        <Field.Input
          className={styles.input}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => actor.send({ type: 'profile.email.changed', value: event.currentTarget.value })}
        />
        <Field.ErrorText className={styles.errorText}>{errorText(error)}</Field.ErrorText>
      </Field.Root>
      <div className={css({ display: 'flex', gap: '3' })}>
        <button
          type="submit"
          className={button({ variant: 'solid', size: 'sm' })}
          disabled={!canSave || saving}
          aria-busy={saving}
          data-loading={saving ? '' : undefined}
        >
          {saving ? <SpinnerIcon className={css({ animation: 'spin' })} /> : null}
          {t('profile.save')}
        </button>
        <button
          type="button"
          className={cx(button({ variant: 'ghost', size: 'sm' }))}
          disabled={saving}
          onClick={() => actor.send({ type: 'profile.email.cancelled' })}
        >
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}

function Security() {
  const t = useT();
  const send = useSend();
  return (
    <section className={card} aria-labelledby="profile-security">
      <h2 id="profile-security" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('profile.security')}
      </h2>
      <div>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'dialog.open', dialog: 'password' })}>
          {t('password.title')}
        </button>
      </div>
    </section>
  );
}
