// Notifications: a system message to one player or to all; sending to all asks once more.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Audience, notifyMachine } from '../../../machines/backoffice-notify/backoffice-notify.machine';
import { selectCanSend, selectForm, selectIsBusy, selectIsConfirming } from '../../../machines/backoffice-notify/backoffice-notify.selectors';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { ConfirmDialog } from '../confirm-dialog';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
import { page, stack } from '../theme';

type NotifyRef = ActorRefFrom<typeof notifyMachine>;
const AUDIENCES: Audience[] = ['player', 'all'];

export function NotificationsScreen() {
  return <ScreenFrame screen="notifications">{(notify) => <NotificationsView notify={notify} />}</ScreenFrame>;
}

function NotificationsView({ notify }: { notify: NotifyRef }) {
  const { t } = useBackoffice();
  return (
    <section className={page()} data-testid="bo-notifications">
      <h1>{t('nav.notifications')}</h1>
      <MessageForm notify={notify} />
      <ConfirmAll notify={notify} />
    </section>
  );
}

function MessageForm({ notify }: { notify: NotifyRef }) {
  const { t } = useBackoffice();
  const form = useSelector(notify, selectForm);
  const canSend = useSelector(notify, selectCanSend);
  const busy = useSelector(notify, selectIsBusy);
  const styles = field();
  const change = (name: 'player' | 'title' | 'note') => (event: { target: { value: string } }) => notify.send({ type: 'notify.field.changed', field: name, value: event.target.value });
  return (
    <form
      className={stack()}
      onSubmit={(event) => {
        event.preventDefault();
        notify.send({ type: 'notify.submitted' });
      }}
    >
      <label className={styles.root}>
        <span className={styles.label}>{t('notify.audience')}</span>
        <select className={styles.select} name="audience" value={form.audience} onChange={(event) => notify.send({ type: 'notify.audience.chosen', audience: event.target.value as Audience })}>
          {AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {t(`notify.audience.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {form.audience === 'player' ? (
        <label className={styles.root}>
          <span className={styles.label}>{t('notify.player')}</span>
          <input className={styles.input} name="player" value={form.player} onChange={change('player')} />
        </label>
      ) : null}
      <label className={styles.root}>
        <span className={styles.label}>{t('players.messageTitle')}</span>
        <input className={styles.input} name="title" value={form.title} maxLength={200} onChange={change('title')} />
      </label>
      <label className={styles.root}>
        <span className={styles.label}>{t('players.messageText')}</span>
        <textarea className={styles.textarea} name="note" value={form.note} maxLength={2000} onChange={change('note')} />
      </label>
      <div>
        <button type="submit" className={button()} disabled={!canSend} data-loading={busy || undefined}>
          {t('notify.send')}
        </button>
      </div>
    </form>
  );
}

function ConfirmAll({ notify }: { notify: NotifyRef }) {
  const { t } = useBackoffice();
  const open = useSelector(notify, selectIsConfirming);
  return (
    <ConfirmDialog
      open={open}
      title={t('notify.confirmTitle')}
      body={t('notify.confirmBody')}
      confirmLabel={t('notify.send')}
      cancelLabel={t('queue.cancel')}
      onConfirm={() => notify.send({ type: 'notify.confirmed' })}
      onCancel={() => notify.send({ type: 'notify.cancelled' })}
    />
  );
}
