// A player's protection tab in the back office: the limits as the player sees them (used, left, reset,
// a pending increase), the reality check and the cooling-off setting, every time-out and
// self-exclusion, and the history of changes; an operator with `protection:lift` proposes lifting the
// exclusion in force early (reason dialog; four-eyes through the approvals queue). Everything shown
// comes from the protection actor's selectors (machines/backoffice-protection).
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../../machines/backoffice-app/backoffice-app.selectors';
import type { OpsProtectionEvent, PlayerExclusion, PlayerLimit } from '../../../../machines/backoffice-protection/backoffice-protection.actors';
import type { protectionMachine } from '../../../../machines/backoffice-protection/backoffice-protection.machine';
import {
  selectActiveExclusion,
  selectCanLift,
  selectCoolingOffHours,
  selectExclusions,
  selectHasFailed,
  selectHistory,
  selectIsBusy,
  selectIsLifting,
  selectIsLoading,
  selectLimits,
  selectRealityCheckMinutes,
  selectReason,
  selectReasonTooShort,
} from '../../../../machines/backoffice-protection/backoffice-protection.selectors';
import { button } from '../../../../styled-system/recipes/button';
import { useBackoffice } from '../../app/context';
import { DataTable } from '../../data-table';
import { formatDateTime, formatTry } from '../../format';
import type { BackofficeTextKey } from '../../i18n';
import { ReasonDialog } from '../../reason-dialog';
import { badge, toolbar } from '../../theme';

type ProtectionRef = ActorRefFrom<typeof protectionMachine>;

export function PlayerProtection({ protection }: { protection: ProtectionRef }) {
  const { actor, t } = useBackoffice();
  const failed = useSelector(protection, selectHasFailed);
  const loading = useSelector(protection, selectIsLoading);
  const canLift = useSelector(protection, selectCanLift);
  const mayLift = useSelector(actor, selectCan('protection:lift'));
  const realityCheck = useSelector(protection, selectRealityCheckMinutes);
  const coolingOff = useSelector(protection, selectCoolingOffHours);
  return (
    <div data-testid="bo-protection" data-loading={loading || undefined}>
      <div className={toolbar()}>
        <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} data-loading={loading || undefined} onClick={() => protection.send({ type: 'protection.refreshed' })}>
          {failed ? t('protection.retry') : t('protection.refresh')}
        </button>
        {mayLift && canLift ? (
          <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} onClick={() => protection.send({ type: 'protection.lift.opened' })}>
            {t('protection.lift')}
          </button>
        ) : null}
      </div>
      {failed ? <p role="alert">{t('protection.loadFailed')}</p> : null}
      <p data-testid="bo-protection-settings">
        {t('protection.realityCheck', { value: realityCheck ? t('protection.minutes', { minutes: realityCheck }) : t('protection.off') })}
        {coolingOff !== null ? ` · ${t('protection.coolingOff', { hours: coolingOff })}` : null}
      </p>
      <h2>{t('protection.limits')}</h2>
      <Limits protection={protection} />
      <h2>{t('protection.exclusions')}</h2>
      <Exclusions protection={protection} />
      <h2>{t('protection.history')}</h2>
      <History protection={protection} />
      <LiftDialog protection={protection} />
    </div>
  );
}

function Limits({ protection }: { protection: ProtectionRef }) {
  const { t, locale } = useBackoffice();
  const limits = useSelector(protection, selectLimits);
  const columns = useMemo<ColumnDef<PlayerLimit>[]>(() => {
    // A session limit is minutes; the others are TRY.
    const value = (limit: PlayerLimit, amount: number) => (limit.kind === 'session' ? t('protection.minutes', { minutes: amount }) : formatTry(locale, amount));
    return [
      { id: 'kind', header: t('protection.kind'), cell: ({ row }) => t(`protection.kind.${row.original.kind}` as BackofficeTextKey) },
      { id: 'period', header: t('protection.period'), cell: ({ row }) => (row.original.kind === 'session' ? '—' : t(`protection.period.${row.original.period}` as BackofficeTextKey)) },
      { id: 'amount', header: t('protection.amount'), cell: ({ row }) => value(row.original, row.original.amount) },
      { id: 'used', header: t('protection.used'), cell: ({ row }) => value(row.original, row.original.used) },
      { id: 'left', header: t('protection.left'), cell: ({ row }) => value(row.original, row.original.left) },
      { id: 'resets', header: t('protection.resetsAt'), cell: ({ row }) => (row.original.resetsAt ? formatDateTime(locale, row.original.resetsAt) : '—') },
      {
        id: 'pending',
        header: t('protection.pending'),
        cell: ({ row }) => {
          const pending = row.original.pending;
          if (!pending) return '—';
          const amount = pending.amount === null ? t('protection.removal') : value(row.original, pending.amount);
          return t('protection.pendingText', { amount, at: formatDateTime(locale, pending.confirmableAt) });
        },
      },
    ];
  }, [t, locale]);
  return <DataTable data={limits} columns={columns} rowId={(row) => `${row.kind}-${row.period}`} rowTestId="bo-protection-limit" empty={t('protection.noLimits')} />;
}

function Exclusions({ protection }: { protection: ProtectionRef }) {
  const { t, locale } = useBackoffice();
  const exclusions = useSelector(protection, selectExclusions);
  const active = useSelector(protection, selectActiveExclusion);
  const columns = useMemo<ColumnDef<PlayerExclusion>[]>(
    () => [
      { id: 'kind', header: t('protection.kind'), cell: ({ row }) => `${t(`protection.exclusionKind.${row.original.kind}` as BackofficeTextKey)} (${row.original.period})` },
      { id: 'started', header: t('protection.started'), cell: ({ row }) => formatDateTime(locale, row.original.startedAt) },
      { id: 'ends', header: t('protection.ends'), cell: ({ row }) => (row.original.endsAt ? formatDateTime(locale, row.original.endsAt) : t('protection.permanent')) },
      {
        id: 'state',
        header: t('queue.state'),
        cell: ({ row }) => {
          const inForce = active?.id === row.original.id;
          return (
            <span className={badge({ tone: inForce ? 'danger' : 'neutral' })} data-testid="bo-protection-exclusion-state">
              {inForce ? t('protection.inForce') : t('protection.over')}
              {row.original.liftedAt ? ` · ${t('protection.lifted')}` : null}
            </span>
          );
        },
      },
      { id: 'reason', header: t('protection.details'), cell: ({ row }) => row.original.liftReason ?? '' },
    ],
    [t, locale, active],
  );
  return <DataTable data={exclusions} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-protection-exclusion" empty={t('protection.noExclusions')} />;
}

function History({ protection }: { protection: ProtectionRef }) {
  const { t, locale } = useBackoffice();
  const history = useSelector(protection, selectHistory);
  const columns = useMemo<ColumnDef<OpsProtectionEvent>[]>(
    () => [
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.at) },
      { id: 'action', header: t('protection.action'), cell: ({ row }) => row.original.action },
      { id: 'actor', header: t('protection.actor'), cell: ({ row }) => t(`protection.actor.${row.original.actorKind}` as BackofficeTextKey) },
      { id: 'details', header: t('protection.details'), cell: ({ row }) => <code>{row.original.details}</code> },
    ],
    [t, locale],
  );
  return <DataTable data={history} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-protection-event" empty={t('protection.noHistory')} />;
}

function LiftDialog({ protection }: { protection: ProtectionRef }) {
  const { t } = useBackoffice();
  const open = useSelector(protection, selectIsLifting);
  const reason = useSelector(protection, selectReason);
  const tooShort = useSelector(protection, selectReasonTooShort);
  const busy = useSelector(protection, selectIsBusy);
  return (
    <ReasonDialog
      open={open}
      title={t('protection.liftTitle')}
      label={t('protection.liftHelp')}
      reason={reason}
      tooShort={tooShort}
      busy={busy}
      confirmLabel={t('protection.liftConfirm')}
      cancelLabel={t('queue.cancel')}
      onReason={(value) => protection.send({ type: 'protection.reason.changed', value })}
      onConfirm={() => protection.send({ type: 'protection.lift.confirmed' })}
      onCancel={() => protection.send({ type: 'protection.lift.cancelled' })}
    />
  );
}
