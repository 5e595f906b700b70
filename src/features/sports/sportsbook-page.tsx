// A sportsbook screen (/spor/fcg, /spor/betco, /livespor/fcg, /livespor/betco): the operator's
// configured sportsbook in a frame with the player's token; guests are asked to log in; where the
// operator configured none, the page says so plainly. The section indexes are our own book (issue 17).
import { selectIsPlayer } from '../../../machines/session/session.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useSend, useSessionSelector, useT } from '../../app/app-context';
import { RoutePage } from '../../layout/route-page';
import { type SportsbookId, sportsbookUrl } from './sportsbook';

const notice = css({
  bg: 'bg.surface',
  borderRadius: 'lg',
  p: '6',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '4',
});

export function SportsbookPage(props: { book: SportsbookId; live: boolean }) {
  const t = useT();
  const send = useSend();
  const isPlayer = useSessionSelector(selectIsPlayer);
  const url = useSessionSelector((snapshot) => sportsbookUrl(snapshot.context.auth, props.book, props.live));
  const name = t(props.book === 'fcg' ? 'nav.fcg' : 'nav.betco');
  return (
    <RoutePage>
      {!isPlayer ? (
        <div className={notice} data-testid="sportsbook-login">
          <p>{t('sports.loginFirst')}</p>
          <button type="button" className={button({ variant: 'solid' })} onClick={() => send({ type: 'dialog.open', dialog: 'login' })}>
            {t('header.login')}
          </button>
        </div>
      ) : url ? (
        <iframe
          src={url}
          title={t('sports.frameTitle', { name })}
          data-testid="sportsbook-frame"
          className={css({ width: 'full', height: '[80vh]', border: 'none', borderRadius: 'lg', bg: 'bg.surface' })}
          allow="fullscreen"
        />
      ) : (
        <p className={notice} role="status" data-testid="sportsbook-missing">
          {t('sports.notConfigured')}
        </p>
      )}
    </RoutePage>
  );
}
