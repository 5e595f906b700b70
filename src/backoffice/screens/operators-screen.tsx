// Operators and roles (admins): every operator with role, state and second factor; add one; change a
// role; unlock; lock, remove or reset the second factor with a reason. The admin's own row offers nothing
// (the server refuses acting on oneself anyway).
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectOperator } from '../../../machines/backoffice-app/backoffice-app.selectors';
import { OPERATOR_ROLES, type OperatorRole, type OpsOperator, type ReasonedChange } from '../../../machines/backoffice-operators/backoffice-operators.actors';
import type { operatorsMachine } from '../../../machines/backoffice-operators/backoffice-operators.machine';
import {
  selectCanAct,
  selectCanConfirm,
  selectChosenName,
  selectDraft,
  selectHasFailed,
  selectIsBusy,
  selectIsCreating,
  selectItems,
  selectReason,
  selectReasonedChange,
  selectReasonTooShort,
} from '../../../machines/backoffice-operators/backoffice-operators.selectors';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { button } from '../../../styled-system/recipes/button';
import { dialog } from '../../../styled-system/recipes/dialog';
import { field } from '../../../styled-system/recipes/field';
import { useExitWatchdog } from '../../ui/exit-watchdog';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
import { DataTable } from '../data-table';
import { formatDateTime } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ReasonDialog } from '../reason-dialog';
import { badge, cellSelect, page, table, toolbar } from '../theme';

type OperatorsRef = ActorRefFrom<typeof operatorsMachine>;

const CHANGE_LABEL: Record<ReasonedChange, BackofficeTextKey> = { lock: 'operators.lock', remove: 'operators.remove', resetTotp: 'operators.resetTotp' };

export function OperatorsScreen() {
  return <ScreenFrame screen="operators">{(operators) => <OperatorsView operators={operators} />}</ScreenFrame>;
}

function OperatorsView({ operators }: { operators: OperatorsRef }) {
  const { t } = useBackoffice();
  return (
    <section className={page()} data-testid="bo-operators">
      <h1>{t('nav.operators')}</h1>
      <div className={toolbar()}>
        <button type="button" className={button({ size: 'sm' })} onClick={() => operators.send({ type: 'operators.create.opened' })}>
          {t('operators.create')}
        </button>
      </div>
      <p>{t('operators.signedOutNote')}</p>
      <OperatorTable operators={operators} />
      <ChangeDialog operators={operators} />
      <CreateDialog operators={operators} />
    </section>
  );
}

function OperatorTable({ operators }: { operators: OperatorsRef }) {
  const { actor, t, locale } = useBackoffice();
  const items = useSelector(operators, selectItems);
  const failed = useSelector(operators, selectHasFailed);
  const canAct = useSelector(operators, selectCanAct);
  const me = useSelector(actor, selectOperator);
  const styles = field();
  const columns = useMemo<ColumnDef<OpsOperator>[]>(
    () => [
      { id: 'username', header: t('operators.username'), cell: ({ row }) => row.original.username },
      {
        id: 'role',
        header: t('operators.role'),
        cell: ({ row }) => {
          const item = row.original;
          if (item.id === me?.id || item.state === 'removed') return item.role;
          return (
            <select
              className={`${styles.select} ${cellSelect()}`}
              aria-label={`${t('operators.role')} ${item.username}`}
              value={item.role}
              disabled={!canAct}
              onChange={(event) => operators.send({ type: 'operators.role.chosen', id: item.id, role: event.target.value as OperatorRole })}
            >
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          );
        },
      },
      {
        id: 'state',
        header: t('operators.state'),
        cell: ({ row }) => (
          <span className={badge({ tone: row.original.state === 'active' ? 'success' : row.original.state === 'locked' ? 'warning' : 'neutral' })}>
            {t(`operators.state.${row.original.state}` as BackofficeTextKey)}
          </span>
        ),
      },
      { id: 'totp', header: t('operators.totp'), cell: ({ row }) => (row.original.totpEnrolled ? t('operators.totpOn') : t('operators.totpOff')) },
      { id: 'login', header: t('operators.lastLogin'), cell: ({ row }) => (row.original.lastLoginAt ? formatDateTime(locale, row.original.lastLoginAt) : '') },
      {
        id: 'actions',
        header: t('queue.actions'),
        cell: ({ row }) => {
          const item = row.original;
          if (item.id === me?.id) return <span className={badge()}>{t('operators.you')}</span>;
          if (item.state === 'removed') return null;
          const open = (kind: ReasonedChange) => () => operators.send({ type: 'operators.change.opened', id: item.id, kind });
          return (
            <div className={toolbar()}>
              {item.state === 'active' ? (
                <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} disabled={!canAct} onClick={open('lock')}>
                  {t('operators.lock')}
                </button>
              ) : (
                <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={!canAct} onClick={() => operators.send({ type: 'operators.unlocked', id: item.id })}>
                  {t('operators.unlock')}
                </button>
              )}
              {item.totpEnrolled ? (
                <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={!canAct} onClick={open('resetTotp')}>
                  {t('operators.resetTotp')}
                </button>
              ) : null}
              <button type="button" className={button({ size: 'sm', variant: 'ghost', palette: 'danger' })} disabled={!canAct} onClick={open('remove')}>
                {t('operators.remove')}
              </button>
            </div>
          );
        },
      },
    ],
    [t, locale, me?.id, canAct, operators, styles.select],
  );
  if (failed) return <p className={table().empty}>{t('queue.failed')}</p>;
  return (
    <DataTable
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-operator-row"
      rowData={(row) => ({ 'data-username': row.username, 'data-state': row.state })}
      empty={t('players.empty')}
    />
  );
}

function ChangeDialog({ operators }: { operators: OperatorsRef }) {
  const { t } = useBackoffice();
  const kind = useSelector(operators, selectReasonedChange);
  const name = useSelector(operators, selectChosenName);
  const reason = useSelector(operators, selectReason);
  const tooShort = useSelector(operators, selectReasonTooShort);
  const busy = useSelector(operators, selectIsBusy);
  const label = kind ? t(CHANGE_LABEL[kind]) : '';
  return (
    <ReasonDialog
      open={kind !== null}
      title={`${label}: ${name}`}
      label={t('players.reason')}
      reason={reason}
      tooShort={tooShort}
      busy={busy}
      confirmLabel={label}
      cancelLabel={t('queue.cancel')}
      onReason={(value) => operators.send({ type: 'operators.reason.changed', value })}
      onConfirm={() => operators.send({ type: 'operators.dialog.confirmed' })}
      onCancel={() => operators.send({ type: 'operators.dialog.cancelled' })}
    />
  );
}

function CreateDialog({ operators }: { operators: OperatorsRef }) {
  const { t } = useBackoffice();
  const open = useSelector(operators, selectIsCreating);
  const draft = useSelector(operators, selectDraft);
  const canConfirm = useSelector(operators, selectCanConfirm);
  const busy = useSelector(operators, selectIsBusy);
  const styles = dialog({ size: 'small' });
  const fieldStyles = field();
  const parts = useExitWatchdog(open);
  const change = (name: 'username' | 'password' | 'role') => (event: { target: { value: string } }) =>
    operators.send({ type: 'operators.draft.changed', field: name, value: event.target.value });
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : operators.send({ type: 'operators.dialog.cancelled' }))}>
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.content}>
            <form
              className={styles.main}
              onSubmit={(event) => {
                event.preventDefault();
                operators.send({ type: 'operators.dialog.confirmed' });
              }}
            >
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{t('operators.create')}</Dialog.Title>
              </div>
              <div className={styles.body}>
                <label className={fieldStyles.root}>
                  <span className={fieldStyles.label}>{t('operators.username')}</span>
                  <input className={fieldStyles.input} name="username" autoComplete="off" value={draft.username} onChange={change('username')} />
                </label>
                <label className={fieldStyles.root}>
                  <span className={fieldStyles.label}>{t('operators.password')}</span>
                  <input className={fieldStyles.input} name="password" type="password" autoComplete="new-password" value={draft.password} onChange={change('password')} />
                </label>
                <label className={fieldStyles.root}>
                  <span className={fieldStyles.label}>{t('operators.role')}</span>
                  <select className={fieldStyles.select} name="role" value={draft.role} onChange={change('role')}>
                    {OPERATOR_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <div className={styles.footer}>
                <button type="button" className={button({ variant: 'ghost', palette: 'neutral' })} onClick={() => operators.send({ type: 'operators.dialog.cancelled' })}>
                  {t('queue.cancel')}
                </button>
                <button type="submit" className={button()} disabled={!canConfirm} data-loading={busy || undefined}>
                  {t('operators.create')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
