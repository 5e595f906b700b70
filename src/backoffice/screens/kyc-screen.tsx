// The KYC review queue (compliance): documents in one status, oldest first; "View" opens the document
// beside the player's name and birth date (the file comes through the audited download, never a public
// address), with approve, or reject with a reason the player sees.
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { KycDocumentStatus, OpsKycDocument } from '../../../machines/backoffice-kyc/backoffice-kyc.actors';
import type { kycQueueMachine } from '../../../machines/backoffice-kyc/backoffice-kyc.machine';
import {
  selectCanApprove,
  selectCanReject,
  selectChosen,
  selectFile,
  selectHasFailed,
  selectIsBusy,
  selectIsFileLoading,
  selectIsLoading,
  selectIsRejecting,
  selectIsViewing,
  selectItems,
  selectReason,
  selectReasonTooShort,
  selectStatus,
} from '../../../machines/backoffice-kyc/backoffice-kyc.selectors';
import { selectCan, selectMaySee, selectScreen } from '../../../machines/backoffice-app/backoffice-app.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { DataTable } from '../data-table';
import { formatDateTime } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ReasonDialog } from '../reason-dialog';
import { badge, page, table, toolbar } from '../theme';
import { Forbidden } from './queue-screen';

type KycRef = ActorRefFrom<typeof kycQueueMachine>;

const STATUSES: KycDocumentStatus[] = ['pending', 'approved', 'rejected', 'expired'];
const TONE = { pending: 'warning', approved: 'success', rejected: 'danger', expired: 'neutral' } as const;

const viewer = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
  gap: '4',
  p: '4',
  bg: 'bg.surface',
  borderRadius: 'md',
  borderWidth: 'thin',
  borderColor: 'border.default',
});
const preview = css({ maxWidth: 'full', maxHeight: '[70vh]', objectFit: 'contain', borderRadius: 'sm', bg: 'bg.muted' });

export function KycScreen() {
  const { actor, t } = useBackoffice();
  const maySee = useSelector(actor, selectMaySee('kyc'));
  const kyc = useSelector(actor, selectScreen('kyc'));
  if (!maySee) return <Forbidden />;
  if (!kyc) return null;
  return (
    <section className={page()} data-testid="bo-kyc">
      <h1>{t('nav.kyc')}</h1>
      <Toolbar kyc={kyc} />
      <Documents kyc={kyc} />
      <Viewer kyc={kyc} />
      <RejectDialog kyc={kyc} />
    </section>
  );
}

function Toolbar({ kyc }: { kyc: KycRef }) {
  const { t } = useBackoffice();
  const loading = useSelector(kyc, selectIsLoading);
  const status = useSelector(kyc, selectStatus);
  const styles = field();
  return (
    <div className={toolbar()}>
      <label className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <span className={styles.label}>{t('kyc.status')}</span>
        <select
          className={styles.select}
          name="status"
          value={status}
          onChange={(event) => kyc.send({ type: 'kyc.status.changed', status: event.target.value as KycDocumentStatus })}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`kyc.status.${value}` as BackofficeTextKey)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })} data-loading={loading || undefined} onClick={() => kyc.send({ type: 'kyc.refreshed' })}>
        {t('queue.refresh')}
      </button>
    </div>
  );
}

function Documents({ kyc }: { kyc: KycRef }) {
  const { t, locale } = useBackoffice();
  const items = useSelector(kyc, selectItems);
  const failed = useSelector(kyc, selectHasFailed);
  const viewing = useSelector(kyc, selectIsViewing);
  const columns = useMemo<ColumnDef<OpsKycDocument>[]>(
    () => [
      { id: 'id', header: t('queue.id'), cell: ({ row }) => row.original.id },
      { id: 'player', header: t('queue.player'), cell: ({ row }) => row.original.player.username },
      { id: 'name', header: t('kyc.fullName'), cell: ({ row }) => `${row.original.player.name} ${row.original.player.surname}` },
      { id: 'kind', header: t('kyc.kind'), cell: ({ row }) => t(`kyc.kind.${row.original.kind}` as BackofficeTextKey) },
      {
        id: 'status',
        header: t('kyc.status'),
        cell: ({ row }) => <span className={badge({ tone: TONE[row.original.status] })}>{t(`kyc.status.${row.original.status}` as BackofficeTextKey)}</span>,
      },
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.uploadedAt) },
      {
        id: 'actions',
        header: t('queue.actions'),
        cell: ({ row }) => (
          <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={viewing} onClick={() => kyc.send({ type: 'kyc.document.opened', id: row.original.id })}>
            {t('kyc.view')}
          </button>
        ),
      },
    ],
    [t, locale, viewing, kyc],
  );
  if (failed) return <p className={table().empty}>{t('queue.failed')}</p>;
  return (
    <DataTable
      data={items}
      columns={columns}
      rowId={(row) => String(row.id)}
      rowTestId="bo-kyc-row"
      rowData={(row) => ({ 'data-id': String(row.id), 'data-player': row.player.username, 'data-kind': row.kind, 'data-status': row.status })}
      empty={t('kyc.empty')}
    />
  );
}

function Viewer({ kyc }: { kyc: KycRef }) {
  const { actor, t, locale } = useBackoffice();
  const document = useSelector(kyc, selectChosen);
  const file = useSelector(kyc, selectFile);
  const fileLoading = useSelector(kyc, selectIsFileLoading);
  const busy = useSelector(kyc, selectIsBusy);
  const canApprove = useSelector(kyc, selectCanApprove);
  const canReject = useSelector(kyc, selectCanReject);
  const mayDecide = useSelector(actor, selectCan('kyc:decide'));
  if (!document) return null;
  return (
    <section className={viewer} data-testid="bo-kyc-viewer" data-id={document.id} aria-label={t('kyc.viewTitle', { id: document.id })}>
      <div>
        {fileLoading ? (
          <p role="status">{t('kyc.fileLoading')}</p>
        ) : !file ? (
          <p>{t('kyc.fileMissing')}</p>
        ) : file.contentType === 'application/pdf' ? (
          <a href={file.url} target="_blank" rel="noreferrer" className={button({ variant: 'outline', size: 'sm' })} data-testid="bo-kyc-file">
            {t('kyc.openPdf')}
          </a>
        ) : (
          <img src={file.url} alt={`${t(`kyc.kind.${document.kind}` as BackofficeTextKey)} · ${document.fileName}`} className={preview} data-testid="bo-kyc-file" />
        )}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 className={css({ fontWeight: 'bold' })}>{t('kyc.viewTitle', { id: document.id })}</h2>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', fontSize: 'sm', '& dt': { color: 'fg.muted' } })}>
          <dt>{t('queue.player')}</dt>
          <dd>{document.player.username}</dd>
          <dt>{t('kyc.fullName')}</dt>
          <dd>
            {document.player.name} {document.player.surname}
          </dd>
          <dt>{t('kyc.birthDate')}</dt>
          <dd>{document.player.birthDate ?? '—'}</dd>
          <dt>{t('kyc.kind')}</dt>
          <dd>{t(`kyc.kind.${document.kind}` as BackofficeTextKey)}</dd>
          <dt>{t('kyc.file')}</dt>
          <dd className={css({ overflowWrap: 'anywhere' })}>{document.fileName}</dd>
          <dt>{t('queue.created')}</dt>
          <dd>{formatDateTime(locale, document.uploadedAt)}</dd>
          {document.reviewedBy ? (
            <>
              <dt>{t('kyc.reviewedBy')}</dt>
              <dd>{document.reviewedBy}</dd>
            </>
          ) : null}
          {document.rejectionReason ? (
            <>
              <dt>{t('kyc.reason')}</dt>
              <dd>{document.rejectionReason}</dd>
            </>
          ) : null}
        </dl>
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t('kyc.auditNote')}</p>
        <div className={toolbar()}>
          {mayDecide && document.status === 'pending' ? (
            <>
              <button type="button" className={button({ size: 'sm', palette: 'success' })} disabled={!canApprove} data-loading={busy || undefined} onClick={() => kyc.send({ type: 'kyc.approved' })}>
                {t('queue.approve')}
              </button>
              <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} disabled={!canReject} onClick={() => kyc.send({ type: 'kyc.reject.opened' })}>
                {t('queue.reject')}
              </button>
            </>
          ) : null}
          <button type="button" className={button({ size: 'sm', variant: 'ghost', palette: 'neutral' })} onClick={() => kyc.send({ type: 'kyc.document.closed' })}>
            {t('queue.close')}
          </button>
        </div>
      </div>
    </section>
  );
}

function RejectDialog({ kyc }: { kyc: KycRef }) {
  const { t } = useBackoffice();
  const open = useSelector(kyc, selectIsRejecting);
  const reason = useSelector(kyc, selectReason);
  const tooShort = useSelector(kyc, selectReasonTooShort);
  const busy = useSelector(kyc, selectIsBusy);
  return (
    <ReasonDialog
      open={open}
      title={t('kyc.rejectTitle')}
      label={t('kyc.rejectHelp')}
      reason={reason}
      tooShort={tooShort}
      busy={busy}
      confirmLabel={t('queue.reject')}
      cancelLabel={t('queue.cancel')}
      onReason={(value) => kyc.send({ type: 'kyc.reason.changed', value })}
      onConfirm={() => kyc.send({ type: 'kyc.reject.confirmed' })}
      onCancel={() => kyc.send({ type: 'kyc.reject.cancelled' })}
    />
  );
}
