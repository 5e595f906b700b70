// The start-up popup (spec §2, §4): its images (each a link when it has one), title and sanitised HTML
// in a card at the bottom corner of the home page; closing it flags this content as seen (the popup
// machine). It is non-modal on purpose: an announcement should not block a visitor who came to play
// (docs/decisions.md), and it steps aside whenever one of the site's dialogs opens.
import { selectIsPopupOpen, selectPopup } from '../../../machines/popup/popup.selectors';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { usePopupSelector, useSend, useT } from '../../app/app-context';
import { CloseIcon } from '../../ui/icons';
import { SafeHtml } from '../content/safe-html';

export default function PopupDialog() {
  const t = useT();
  const send = useSend();
  const open = usePopupSelector(selectIsPopupOpen, false);
  const popup = usePopupSelector(selectPopup, null);
  if (!popup || !open) return null;
  const title = popup.title || t('popup.label');
  const close = () => send({ type: 'popup.closed' });
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="startup-popup-title"
      data-testid="startup-popup"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      className={css({
        position: 'fixed',
        zIndex: 'overlay',
        right: { base: '3', mobile: '6' },
        left: { base: '3', sm: '[auto]' },
        bottom: { base: '20', mobile: '6' },
        width: { sm: '[20rem]' },
        maxHeight: '[70vh]',
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        bg: 'bg.raised',
        borderWidth: 'thin',
        borderStyle: 'solid',
        borderColor: 'border.muted',
        borderRadius: 'lg',
        boxShadow: 'lg',
        animation: 'scaleIn',
        _motionReduce: { animation: '[none]' },
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <h2 id="startup-popup-title" className={css({ flex: '1', fontFamily: 'heading', fontWeight: 'bold' })}>
          {title}
        </h2>
        <button
          type="button"
          className={cx(button({ variant: 'ghost', palette: 'neutral', size: 'icon' }))}
          aria-label={t('popup.close')}
          title={t('popup.close')}
          onClick={close}
        >
          <CloseIcon />
        </button>
      </div>
      {popup.images.map((image) => {
        const img = (
          // At most 12rem tall (contained, not cropped): on a phone the full-width card's image would
          // otherwise paint larger than the home banner and become the page's largest paint (issue 15).
          <img
            src={image.url}
            alt={title}
            className={css({ width: 'full', height: 'auto', maxHeight: '[12rem]', objectFit: 'contain', borderRadius: 'md', display: 'block' })}
          />
        );
        return image.link ? (
          <a key={image.url} href={image.link} onClick={close}>
            {img}
          </a>
        ) : (
          <div key={image.url}>{img}</div>
        );
      })}
      {popup.html ? <SafeHtml html={popup.html} className={css({ fontSize: 'sm', color: 'fg.muted' })} /> : null}
    </section>
  );
}
