// The session expiry warning (issue 12.11): opened by the session machine a minute before the server
// ends an idle session. "Stay signed in" (or closing the dialog, which is activity too) asks for
// keepAlive; "Log out" logs out. The machine closes it when the session is extended or has ended.
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { selectExpiresAt, selectIsExtending } from '../../../machines/session/session.selectors';
import { useSend, useSessionSelector, useT } from '../../app/app-context';
import { SiteDialog } from '../../ui/dialog';

const timeFormats = {
  tr: new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' }),
  en: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }),
};

export default function SessionExpiryDialog(props: { locale: 'tr' | 'en' }) {
  const t = useT();
  const send = useSend();
  const expiresAt = useSessionSelector(selectExpiresAt);
  const extending = useSessionSelector(selectIsExtending);
  const time = expiresAt ? timeFormats[props.locale].format(new Date(expiresAt)) : '';
  return (
    <SiteDialog
      open
      onClose={() => send({ type: 'session.keepAlive.requested' })}
      title={t('session.warning.title')}
      closeLabel={t('dialog.close')}
      size="small"
      closeOnInteractOutside={false}
      footer={
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', width: 'full' })}>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => send({ type: 'logout.requested' })}>
            {t('session.warning.logout')}
          </button>
          <button
            type="button"
            className={button({ variant: 'solid' })}
            disabled={extending}
            data-testid="session-stay"
            onClick={() => send({ type: 'session.keepAlive.requested' })}
          >
            {t('session.warning.stay')}
          </button>
        </div>
      }
    >
      <p data-testid="session-expiry-text">{t('session.warning.body', { time })}</p>
    </SiteDialog>
  );
}
