// The player's identity verification page (dashboard): the tier reached and what each tier still needs,
// the upload form (document type, file; refused before sending when not an image or PDF up to 10 MB;
// progress while it uploads; the server's refusal shown by the form), and the uploaded documents with
// their statuses and a rejection's reason. Driven by machines/kyc-verification.
import { Field } from '@ark-ui/react/field';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type KycDocumentKind, kycVerificationActors, type Verification } from '../../../machines/kyc-verification/kyc-verification.actors';
import { kycVerificationMachine } from '../../../machines/kyc-verification/kyc-verification.machine';
import {
  selectCanUpload,
  selectDocuments,
  selectFileProblem,
  selectHasFailed,
  selectIsLoading,
  selectIsUploading,
  selectKind,
  selectProgressPercent,
  selectUploadError,
  selectVerification,
} from '../../../machines/kyc-verification/kyc-verification.selectors';
import type { TranslationKey } from '../../../common/i18n/keys';
import { formatTry } from '../../../common/money-format';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useT } from '../../app/app-context';
import { formatDateTime } from '../dashboard/dashboard-format';
import { card, Failed, Loading, stack } from '../dashboard/dashboard-ui';
import { usePageActor, usePageLocale } from '../dashboard/use-page-actor';

type VerificationRef = ActorRefFrom<typeof kycVerificationMachine>;

const KINDS: KycDocumentKind[] = ['idCardFront', 'idCardBack', 'passportFront', 'passportBack', 'proofOfAddress'];

const statusColor = {
  approved: 'success.text',
  pending: 'warning.text',
  rejected: 'danger.text',
  expired: 'fg.muted',
} as const;

const checkList = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' });
const checkRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  '&[data-met="true"] [data-mark]': { color: 'success.text' },
  '&[data-met="false"] [data-mark]': { color: 'danger.text' },
});
const badge = css({ fontWeight: 'semibold', fontSize: 'sm' });

export function VerificationPage() {
  const t = useT();
  const actor = usePageActor(kycVerificationMachine, kycVerificationActors);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const verification = useSelector(actor, selectVerification);
  if (failed) return <Failed message={t('verification.failed')} onRetry={() => actor.send({ type: 'verification.retried' })} />;
  if (loading || !verification) return <Loading />;
  return (
    <div className={stack} data-testid="verification">
      <p className={css({ color: 'fg.muted' })}>{t('verification.intro')}</p>
      <Tiers verification={verification} />
      <UploadForm actor={actor} />
      <Documents actor={actor} />
    </div>
  );
}

function Check({ label, met }: { label: string; met: boolean }) {
  const t = useT();
  return (
    <li className={checkRow} data-met={met}>
      <span>{label}</span>
      <span data-mark className={badge}>
        {met ? t('verification.met') : t('verification.missing')}
      </span>
    </li>
  );
}

function Tiers({ verification }: { verification: Verification }) {
  const t = useT();
  const locale = usePageLocale();
  const { basic, full, withdrawal } = verification;
  return (
    <section className={card} aria-labelledby="verification-tier" data-testid="verification-tier" data-tier={verification.tier}>
      <h2 id="verification-tier" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('verification.tier')}: {t(`verification.tier.${verification.tier}` as TranslationKey)}
      </h2>
      <p data-testid="verification-withdrawal">
        {withdrawal.allowed
          ? withdrawal.upTo === null
            ? t('verification.withdrawAllowed')
            : t('verification.withdrawAllowedUpTo', { amount: formatTry(withdrawal.upTo, locale) })
          : t('verification.withdrawNeedsFull')}
      </p>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', mobile: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })}>
        <div>
          <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{t('verification.basicTitle')}</h3>
          <ul className={checkList}>
            <Check label={t('verification.check.name')} met={basic.name} />
            <Check label={t('verification.check.birthDate')} met={basic.birthDate} />
            <Check label={t('verification.check.personalNo')} met={basic.personalNo} />
            <Check label={t('verification.check.adult')} met={basic.adult} />
            <Check label={t('verification.check.phoneVerified')} met={basic.phoneVerified} />
          </ul>
        </div>
        <div>
          <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{t('verification.fullTitle')}</h3>
          <ul className={checkList}>
            <li className={checkRow} data-testid="requirement-identity" data-status={full.identity}>
              <span>{t('verification.check.identity')}</span>
              <span className={badge}>
                <StatusText status={full.identity} />
              </span>
            </li>
            <li className={checkRow} data-testid="requirement-address" data-status={full.address}>
              <span>{t('verification.check.address')}</span>
              <span className={badge}>
                <StatusText status={full.address} />
              </span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}

function StatusText({ status }: { status: keyof typeof statusColor }) {
  const t = useT();
  return <span className={css({ color: statusColor[status] })}>{t(`verification.status.${status}` as TranslationKey)}</span>;
}

function UploadForm({ actor }: { actor: VerificationRef }) {
  const t = useT();
  const kind = useSelector(actor, selectKind);
  const problem = useSelector(actor, selectFileProblem);
  const serverError = useSelector(actor, selectUploadError);
  const uploading = useSelector(actor, selectIsUploading);
  const percent = useSelector(actor, selectProgressPercent);
  const canUpload = useSelector(actor, selectCanUpload);
  const styles = field();
  const error = problem ? t(`verification.fileProblem.${problem}` as TranslationKey) : serverError;
  return (
    <section className={card} aria-labelledby="verification-upload">
      <h2 id="verification-upload" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('verification.uploadTitle')}
      </h2>
      <form
        data-testid="verification-upload"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxWidth: '[480px]' })}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'verification.upload.submitted' });
        }}
      >
        <Field.Root className={styles.root} disabled={uploading}>
          <Field.Label className={styles.label}>{t('verification.kindLabel')}</Field.Label>
          <Field.Select
            className={styles.select}
            name="kind"
            value={kind}
            onChange={(event) => actor.send({ type: 'verification.kind.changed', kind: event.currentTarget.value as KycDocumentKind })}
          >
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`verification.kind.${value}` as TranslationKey)}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root className={styles.root} invalid={error !== null} disabled={uploading}>
          <Field.Label className={styles.label}>{t('verification.fileLabel')}</Field.Label>
          <Field.Input
            className={styles.input}
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) actor.send({ type: 'verification.file.chosen', file });
            }}
          />
          <Field.HelperText className={styles.helperText}>{t('verification.fileHint')}</Field.HelperText>
          <Field.ErrorText className={styles.errorText} data-testid="verification-upload-error">
            {error}
          </Field.ErrorText>
        </Field.Root>
        {percent !== null ? (
          <div role="status" data-testid="verification-progress">
            <progress max={100} value={percent} className={css({ width: 'full' })} aria-label={t('verification.uploading', { percent })} />
            <span>{t('verification.uploading', { percent })}</span>
          </div>
        ) : null}
        <div>
          <button type="submit" className={button({ variant: 'solid', size: 'sm' })} disabled={!canUpload} aria-busy={uploading}>
            {t('verification.upload')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Documents({ actor }: { actor: VerificationRef }) {
  const t = useT();
  const locale = usePageLocale();
  const documents = useSelector(actor, selectDocuments);
  return (
    <section className={card} aria-labelledby="verification-documents">
      <h2 id="verification-documents" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('verification.documentsTitle')}
      </h2>
      {documents.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t('verification.noDocuments')}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })} data-testid="verification-documents">
          {documents.map((document) => (
            <li
              key={document.id}
              data-id={document.id}
              data-kind={document.kind}
              data-status={document.status}
              className={css({ display: 'flex', flexDirection: 'column', gap: '1', pb: '3', borderBottomWidth: 'thin', borderColor: 'border.muted' })}
            >
              <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
                <span className={css({ fontWeight: 'medium' })}>{t(`verification.kind.${document.kind}` as TranslationKey)}</span>
                <span className={badge}>
                  <StatusText status={document.status} />
                </span>
              </div>
              <span className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                {document.fileName} · {t('verification.uploadedAt')}: {formatDateTime(document.uploadedAt, locale)}
              </span>
              {document.rejectionReason ? (
                <span data-testid="verification-rejection" className={css({ fontSize: 'sm', color: 'danger.text' })}>
                  {t('verification.reason')}: {document.rejectionReason}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
