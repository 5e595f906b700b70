// Notifications: a system message to one player or to all; sending to all asks once more.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectMaySee, selectScreen } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { Audience, notifyMachine } from '../../../machines/backoffice-notify/backoffice-notify.machine';
import { selectCanSend, selectForm, selectIsBusy, selectIsConfirming } from '../../../machines/backoffice-notify/backoffice-notify.selectors';
import { button, dialog, field } from '../../../styled-system/recipes';
import { useExitWatchdog } from '../../ui/exit-watchdog';
import { useBackoffice } from '../app/context';
import { page, stack } from '../theme';
import { Forbidden } from './queue-screen';

type NotifyRef = ActorRefFrom<typeof notifyMachine>;
const AUDIENCES: Audience[] = ['player', 'all'];

export function NotificationsScreen() {
  const { actor, t } = useBackoffice();
  const maySee = useSelector(actor, selectMaySee('notifications'));
  const notify = useSelector(actor, selectScreen('notifications'));
  if (!maySee) return <Forbidden />;
  if (!notify) return null;
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
  const styles = dialog({ size: 'small' });
  const parts = useExitWatchdog(open);
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(details) => (details.open ? undefined : notify.send({ type: 'notify.cancelled' }))}>
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.content}>
            <div className={styles.main}>
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{t('notify.confirmTitle')}</Dialog.Title>
              </div>
              <div className={styles.body}>
                <Dialog.Description className={styles.description}>{t('notify.confirmBody')}</Dialog.Description>
              </div>
              <div className={styles.footer}>
                <button type="button" className={button({ variant: 'ghost', palette: 'neutral' })} onClick={() => notify.send({ type: 'notify.cancelled' })}>
                  {t('queue.cancel')}
                </button>
                <button type="button" className={button()} onClick={() => notify.send({ type: 'notify.confirmed' })}>
                  {t('notify.send')}
                </button>
              </div>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
