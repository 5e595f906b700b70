// Bonus campaigns (issue 16): the deposit bonus and cashback campaigns with their figures, whether each is
// open now and how many players joined and used it; a campaign (or a new one) opens its form (amounts in
// TRY, odds as decimals, the window in Turkish time); ending one asks once more.
import { type ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { OpsCampaign } from '../../../machines/backoffice-campaigns/backoffice-campaigns.actors';
import type { DraftField, campaignsMachine } from '../../../machines/backoffice-campaigns/backoffice-campaigns.machine';
import {
  selectCampaignDraft,
  selectCampaigns,
  selectCanSaveCampaign,
  selectDraftErrors,
  selectEnding,
  selectHasCampaignsFailed,
  selectIsCampaignsBusy,
  selectIsEditingCampaign,
  selectGrantsRef,
} from '../../../machines/backoffice-campaigns/backoffice-campaigns.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from '../data-table';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ListState, ScreenFrame } from '../screen-frame';
import { badge, filterBar, page, toolbar } from '../theme';
import { BonusGrantsPanel } from './bonus-grants-panel';
import { editorLayout } from './content-theme';

type CampaignsRef = ActorRefFrom<typeof campaignsMachine>;

export function CampaignsScreen() {
  return <ScreenFrame screen="bonuses">{(campaigns) => <Campaigns campaigns={campaigns} />}</ScreenFrame>;
}

function Campaigns({ campaigns }: { campaigns: CampaignsRef }) {
  const { t } = useBackoffice();
  const editing = useSelector(campaigns, selectIsEditingCampaign);
  const grants = useSelector(campaigns, selectGrantsRef);
  return (
    <section className={page()} data-testid="bo-campaigns">
      <h1>{t('campaigns.title')}</h1>
      {editing ? <CampaignForm campaigns={campaigns} /> : <CampaignList campaigns={campaigns} />}
      <EndDialog campaigns={campaigns} />
      {grants && !editing ? <BonusGrantsPanel grants={grants} /> : null}
    </section>
  );
}

function CampaignList({ campaigns }: { campaigns: CampaignsRef }) {
  const { actor, t, locale } = useBackoffice();
  const mayManage = useSelector(actor, selectCan('bonuses:manage'));
  const list = useSelector(campaigns, selectCampaigns);
  const failed = useSelector(campaigns, selectHasCampaignsFailed);
  const columns = useMemo<ColumnDef<OpsCampaign>[]>(
    () => [
      {
        id: 'code',
        header: t('campaigns.code'),
        cell: ({ row }) =>
          mayManage ? (
            <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={() => campaigns.send({ type: 'campaigns.opened', id: row.original.id })}>
              {row.original.code}
            </button>
          ) : (
            row.original.code
          ),
      },
      { id: 'kind', header: t('campaigns.kind'), cell: ({ row }) => t(`campaigns.kind.${row.original.kind}` as BackofficeTextKey) },
      { id: 'figures', header: t('campaigns.percent'), cell: ({ row }) => `%${row.original.percent} · ${formatTry(locale, row.original.cap)} · ×${row.original.wageringMultiplier}` },
      {
        id: 'window',
        header: t('campaigns.window'),
        cell: ({ row }) => `${formatDateTime(locale, row.original.startsAt)} – ${row.original.endsAt ? formatDateTime(locale, row.original.endsAt) : '∞'}`,
      },
      { id: 'players', header: t('campaigns.players'), cell: ({ row }) => `${row.original.joined} / ${row.original.used}` },
      {
        id: 'state',
        header: '',
        cell: ({ row }) => (
          <div className={toolbar()}>
            <span className={badge({ tone: row.original.open ? 'success' : 'neutral' })}>{t(row.original.open ? 'campaigns.open' : 'campaigns.closed')}</span>
            {mayManage && (row.original.open || row.original.endsAt === null) ? (
              <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} onClick={() => campaigns.send({ type: 'campaigns.end.asked', id: row.original.id })}>
                {t('campaigns.end')}
              </button>
            ) : null}
          </div>
        ),
      },
    ],
    [t, locale, mayManage, campaigns],
  );
  return (
    <>
      {mayManage ? (
        <div>
          <button type="button" className={button({ size: 'sm' })} onClick={() => campaigns.send({ type: 'campaigns.created' })}>
            {t('campaigns.new')}
          </button>
        </div>
      ) : null}
      <ListState failed={failed} loaded={list !== null} empty={false} failedText="campaigns.failed" emptyText="campaigns.empty" onRetry={() => campaigns.send({ type: 'campaigns.retried' })}>
        <DataTable data={list ?? []} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-campaign-row" rowData={(row) => ({ 'data-code': row.code })} empty={t('campaigns.empty')} />
      </ListState>
    </>
  );
}

const TEXT_FIELDS: Array<{ field: DraftField; type?: 'datetime-local'; inputMode?: 'decimal' | 'numeric' }> = [
  { field: 'code' },
  { field: 'percent', inputMode: 'numeric' },
  { field: 'cap', inputMode: 'decimal' },
  { field: 'minDeposit', inputMode: 'decimal' },
  { field: 'wageringMultiplier', inputMode: 'numeric' },
  { field: 'minOdds', inputMode: 'decimal' },
  { field: 'bonusValidityHours', inputMode: 'numeric' },
  { field: 'periodDays', inputMode: 'numeric' },
  { field: 'weightProfile' },
  { field: 'promotionId', inputMode: 'numeric' },
  { field: 'startsAt', type: 'datetime-local' },
  { field: 'endsAt', type: 'datetime-local' },
];

function CampaignForm({ campaigns }: { campaigns: CampaignsRef }) {
  const { t } = useBackoffice();
  const draft = useSelector(campaigns, selectCampaignDraft);
  const errors = useSelector(campaigns, selectDraftErrors);
  const canSave = useSelector(campaigns, selectCanSaveCampaign);
  const busy = useSelector(campaigns, selectIsCampaignsBusy);
  const layout = editorLayout();
  const styles = field();
  if (!draft) return null;
  const invalid = new Set(errors.split(' ').filter(Boolean));
  return (
    <form
      className={layout.form}
      data-testid="bo-campaign-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        campaigns.send({ type: 'campaigns.saved' });
      }}
    >
      <label className={styles.root}>
        <span className={styles.label}>{t('campaigns.kind')}</span>
        <select className={styles.input} name="kind" value={draft.kind} onChange={(event) => campaigns.send({ type: 'campaigns.kind.changed', value: event.target.value as 'deposit' | 'cashback' })}>
          <option value="deposit">{t('campaigns.kind.deposit')}</option>
          <option value="cashback">{t('campaigns.kind.cashback')}</option>
        </select>
      </label>
      <div className={filterBar()}>
        {TEXT_FIELDS.map(({ field: name, type, inputMode }) => (
          <label key={name} className={styles.root}>
            <span className={styles.label}>{t(`campaigns.${name}` as BackofficeTextKey)}</span>
            <input
              className={styles.input}
              name={name}
              type={type ?? 'text'}
              inputMode={inputMode}
              aria-invalid={invalid.has(name) || undefined}
              value={draft[name]}
              onChange={(event) => campaigns.send({ type: 'campaigns.field.changed', field: name, value: event.target.value })}
            />
          </label>
        ))}
      </div>
      <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
        <input type="checkbox" name="enabled" checked={draft.enabled} onChange={(event) => campaigns.send({ type: 'campaigns.enabled.changed', value: event.target.checked })} />
        {t('campaigns.enabled')}
      </label>
      {invalid.size > 0 ? (
        <p className={layout.hint} role="status">
          {t('campaigns.invalid', { fields: [...invalid].map((name) => t(`campaigns.${name}` as BackofficeTextKey)).join(', ') })}
        </p>
      ) : null}
      <div className={toolbar()}>
        <button type="submit" className={button({ size: 'sm' })} disabled={!canSave} data-loading={busy || undefined}>
          {t('content.save')}
        </button>
        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => campaigns.send({ type: 'campaigns.closed' })}>
          {t('content.cancel')}
        </button>
      </div>
    </form>
  );
}

function EndDialog({ campaigns }: { campaigns: CampaignsRef }) {
  const { t } = useBackoffice();
  const ending = useSelector(campaigns, selectEnding);
  const busy = useSelector(campaigns, selectIsCampaignsBusy);
  return (
    <ConfirmDialog
      open={ending !== null}
      title={t('campaigns.endTitle', { code: ending?.code ?? '' })}
      body={t('campaigns.endHelp')}
      confirmLabel={t('campaigns.end')}
      cancelLabel={t('content.cancel')}
      busy={busy}
      onConfirm={() => campaigns.send({ type: 'campaigns.end.confirmed' })}
      onCancel={() => campaigns.send({ type: 'campaigns.end.cancelled' })}
    />
  );
}
