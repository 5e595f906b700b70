// Bonus grants on the bonuses screen (issue 16): a form that grants the same manual bonus to one player or
// to a segment (asking once more, with the segment's size), and the grants made so far, each cancellable
// with a reason while it is not cancelled. Its state is the backoffice-bonus-grants machine's.
import { type ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { OpsBonusGrant } from '../../../machines/backoffice-bonus-grants/backoffice-bonus-grants.actors';
import { requestOf, type GrantField, type bonusGrantsMachine } from '../../../machines/backoffice-bonus-grants/backoffice-bonus-grants.machine';
import {
  selectCanCancelGrant,
  selectCanGrant,
  selectCancelReason,
  selectCancellingGrant,
  selectGrantForm,
  selectGrantFormErrors,
  selectGrants,
  selectHaveGrantsFailed,
  selectIsConfirmingGrant,
  selectIsGrantsBusy,
  selectReach,
} from '../../../machines/backoffice-bonus-grants/backoffice-bonus-grants.selectors';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from '../data-table';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ReasonDialog } from '../reason-dialog';
import { ListState } from '../screen-frame';
import { badge, filterBar, stack, toolbar } from '../theme';
import { editorLayout } from './content-theme';

type GrantsRef = ActorRefFrom<typeof bonusGrantsMachine>;

export function BonusGrantsPanel({ grants }: { grants: GrantsRef }) {
  const { actor, t } = useBackoffice();
  const mayManage = useSelector(actor, selectCan('bonuses:manage'));
  return (
    <section className={stack()} data-testid="bo-bonus-grants">
      {mayManage ? (
        <>
          <h2>{t('grants.title')}</h2>
          <GrantForm grants={grants} />
          <ConfirmGrant grants={grants} />
          <CancelGrant grants={grants} />
        </>
      ) : null}
      <h2>{t('grants.list')}</h2>
      <GrantList grants={grants} mayManage={mayManage} />
    </section>
  );
}

const SEGMENT_FIELDS: Array<{ field: GrantField; type?: 'date'; inputMode?: 'numeric' }> = [
  { field: 'registeredFrom', type: 'date' },
  { field: 'registeredTo', type: 'date' },
  { field: 'depositedWithinDays', inputMode: 'numeric' },
];
const BONUS_FIELDS: Array<{ field: GrantField; inputMode?: 'decimal' | 'numeric' }> = [
  { field: 'amount', inputMode: 'decimal' },
  { field: 'wageringMultiplier', inputMode: 'numeric' },
  { field: 'validityDays', inputMode: 'numeric' },
];

function GrantForm({ grants }: { grants: GrantsRef }) {
  const { t } = useBackoffice();
  const form = useSelector(grants, selectGrantForm);
  const errors = useSelector(grants, selectGrantFormErrors);
  const canGrant = useSelector(grants, selectCanGrant);
  const busy = useSelector(grants, selectIsGrantsBusy);
  const layout = editorLayout();
  const styles = field();
  // A field left empty is not "to correct" until something was typed in the form.
  const touched = form.amount !== '' || form.reason !== '' || form.player !== '';
  const invalid = new Set(touched ? errors : []);
  const input = ({ field: name, type, inputMode }: { field: GrantField; type?: string; inputMode?: 'decimal' | 'numeric' }) => (
    <label key={name} className={styles.root}>
      <span className={styles.label}>{t(`grants.${name}` as BackofficeTextKey)}</span>
      <input
        className={styles.input}
        name={name}
        type={type ?? 'text'}
        inputMode={inputMode}
        aria-invalid={invalid.has(name) || undefined}
        value={form[name]}
        onChange={(event) => grants.send({ type: 'grants.field.changed', field: name, value: event.target.value })}
      />
    </label>
  );
  return (
    <form
      className={layout.form}
      data-testid="bo-grant-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        grants.send({ type: 'grants.submitted' });
      }}
    >
      <label className={styles.root}>
        <span className={styles.label}>{t('grants.target')}</span>
        <select className={styles.select} name="target" value={form.target} onChange={(event) => grants.send({ type: 'grants.target.chosen', target: event.target.value as 'player' | 'segment' })}>
          <option value="player">{t('grants.target.player')}</option>
          <option value="segment">{t('grants.target.segment')}</option>
        </select>
      </label>
      <div className={filterBar()}>{form.target === 'player' ? input({ field: 'player' }) : SEGMENT_FIELDS.map(input)}</div>
      <div className={filterBar()}>{BONUS_FIELDS.map(input)}</div>
      <label className={styles.root}>
        <span className={styles.label}>{t('grants.reason')}</span>
        <textarea
          className={styles.textarea}
          name="reason"
          maxLength={500}
          aria-invalid={invalid.has('reason') || undefined}
          value={form.reason}
          onChange={(event) => grants.send({ type: 'grants.field.changed', field: 'reason', value: event.target.value })}
        />
      </label>
      {invalid.size > 0 ? (
        <p className={layout.hint} role="status">
          {t('grants.invalid', { fields: [...invalid].map((name) => t(`grants.${name}` as BackofficeTextKey)).join(', ') })}
        </p>
      ) : null}
      <div className={toolbar()}>
        <button type="submit" className={button({ size: 'sm' })} disabled={!canGrant} data-loading={busy || undefined}>
          {t('grants.submit')}
        </button>
      </div>
    </form>
  );
}

function ConfirmGrant({ grants }: { grants: GrantsRef }) {
  const { t, locale } = useBackoffice();
  const open = useSelector(grants, selectIsConfirmingGrant);
  const reach = useSelector(grants, selectReach);
  const form = useSelector(grants, selectGrantForm);
  const busy = useSelector(grants, selectIsGrantsBusy);
  const request = open ? requestOf(form) : null;
  const amount = request ? formatTry(locale, request.amount) : '';
  return (
    <ConfirmDialog
      open={open}
      title={form.target === 'player' ? t('grants.confirmPlayer', { player: form.player.trim(), amount }) : t('grants.confirmSegment', { count: reach ?? 0, amount })}
      body={request ? t('grants.confirmHelp', { multiplier: request.wageringMultiplier, days: request.validityDays }) : ''}
      confirmLabel={t('grants.submit')}
      cancelLabel={t('grants.back')}
      busy={busy}
      onConfirm={() => grants.send({ type: 'grants.confirmed' })}
      onCancel={() => grants.send({ type: 'grants.dismissed' })}
    />
  );
}

function CancelGrant({ grants }: { grants: GrantsRef }) {
  const { t } = useBackoffice();
  const cancelling = useSelector(grants, selectCancellingGrant);
  const reason = useSelector(grants, selectCancelReason);
  const canCancel = useSelector(grants, selectCanCancelGrant);
  const busy = useSelector(grants, selectIsGrantsBusy);
  return (
    <ReasonDialog
      open={cancelling !== null}
      title={t('grants.cancelTitle')}
      label={t('grants.cancelReason')}
      reason={reason}
      tooShort={!canCancel}
      busy={busy}
      confirmLabel={t('grants.cancel')}
      cancelLabel={t('grants.back')}
      onReason={(value) => grants.send({ type: 'grants.cancel.reason.changed', value })}
      onConfirm={() => grants.send({ type: 'grants.cancel.confirmed' })}
      onCancel={() => grants.send({ type: 'grants.dismissed' })}
    />
  );
}

function GrantList({ grants, mayManage }: { grants: GrantsRef; mayManage: boolean }) {
  const { t, locale } = useBackoffice();
  const list = useSelector(grants, selectGrants);
  const failed = useSelector(grants, selectHaveGrantsFailed);
  const columns = useMemo<ColumnDef<OpsBonusGrant>[]>(
    () => [
      { id: 'when', header: t('grants.col.when'), cell: ({ row }) => formatDateTime(locale, row.original.createdAt) },
      {
        id: 'to',
        header: t('grants.col.to'),
        cell: ({ row }) => {
          const g = row.original;
          if (g.target === 'player') return g.username ?? g.playerId;
          const rules = [
            g.segment?.registeredFrom || g.segment?.registeredTo ? `${g.segment?.registeredFrom ?? '…'} – ${g.segment?.registeredTo ?? '…'}` : null,
            g.segment?.depositedWithinDays ? `≤ ${g.segment.depositedWithinDays} d` : null,
          ].filter(Boolean);
          return rules.length ? rules.join(' · ') : t('grants.segmentAll');
        },
      },
      { id: 'amount', header: t('grants.col.amount'), cell: ({ row }) => `${formatTry(locale, row.original.amount)} · ×${row.original.wageringMultiplier}` },
      { id: 'players', header: t('grants.col.players'), cell: ({ row }) => `${row.original.players} / ${row.original.active}` },
      { id: 'by', header: t('grants.col.by'), cell: ({ row }) => row.original.grantedBy },
      {
        id: 'state',
        header: '',
        cell: ({ row }) =>
          row.original.cancelledAt ? (
            <span className={badge({ tone: 'neutral' })}>{t('grants.cancelled')}</span>
          ) : mayManage ? (
            <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} onClick={() => grants.send({ type: 'grants.cancel.asked', id: row.original.id })}>
              {t('grants.cancel')}
            </button>
          ) : null,
      },
    ],
    [t, locale, mayManage, grants],
  );
  return (
    <ListState failed={failed} loaded={list !== null} empty={false} failedText="grants.failed" emptyText="grants.empty" onRetry={() => grants.send({ type: 'grants.retried' })}>
      <DataTable data={list ?? []} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-grant-row" rowData={(row) => ({ 'data-id': String(row.id) })} empty={t('grants.empty')} />
    </ListState>
  );
}
