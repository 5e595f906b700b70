// The built-in support chat panel (issue 16): a guest is asked to log in (with the site's support link
// beside it when one is set); a player sees the conversation, writes, and support's answers arrive live.
// Every line is plain text, rendered as text (never as markup).
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  selectCanSend,
  selectDraft,
  selectError,
  selectHasFailed,
  selectIsGuest,
  selectIsLoading,
  selectIsSending,
  selectMessages,
  selectStatus,
  selectSupportLink,
} from '../../../machines/support-chat/support-chat.selectors';
import { button } from '../../../styled-system/recipes/button';
import { supportChat } from '../../../styled-system/recipes/support-chat';
import { useT } from '../../app/app-context';
import { CloseIcon } from '../../ui/icons';
import type { SupportChatRef } from './hooks';

export default function SupportChatPanel({ chat }: { chat: SupportChatRef }) {
  const t = useT();
  const styles = supportChat();
  const guest = useSelector(chat, selectIsGuest);
  const loading = useSelector(chat, selectIsLoading);
  const failed = useSelector(chat, selectHasFailed);
  const sending = useSelector(chat, selectIsSending);
  const messages = useSelector(chat, selectMessages);
  const draft = useSelector(chat, selectDraft);
  const status = useSelector(chat, selectStatus);
  const error = useSelector(chat, selectError);
  const link = useSelector(chat, selectSupportLink);
  const canSend = useSelector(chat, selectCanSend);
  const list = useRef<HTMLOListElement>(null);
  // Keeps the newest line in view (a DOM detail, not state).
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);

  return (
    <section className={styles.panel} role="dialog" aria-label={t('supportChat.title')} data-testid="support-chat">
      <header className={styles.head}>
        <h2 className={styles.title}>{t('supportChat.title')}</h2>
        <button
          type="button"
          className={button({ variant: 'ghost', palette: 'neutral', size: 'icon' })}
          aria-label={t('supportChat.close')}
          onClick={() => chat.send({ type: 'supportChat.close' })}
        >
          <CloseIcon />
        </button>
      </header>
      {guest ? (
        <div className={styles.note}>
          <p>{t('supportChat.guest')}</p>
          <button type="button" className={button({ palette: 'accent' })} onClick={() => chat.send({ type: 'supportChat.login' })}>
            {t('supportChat.login')}
          </button>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {t('supportChat.otherChannel')}
            </a>
          ) : null}
        </div>
      ) : failed ? (
        <div className={styles.note}>
          <p>{error ?? t('supportChat.loadFailed')}</p>
          <button type="button" className={button({ palette: 'neutral' })} onClick={() => chat.send({ type: 'supportChat.retry' })}>
            {t('supportChat.retry')}
          </button>
        </div>
      ) : (
        <>
          <ol className={styles.list} ref={list} aria-live="polite" aria-busy={loading} data-testid="support-chat-lines">
            {!loading && messages.length === 0 ? <li className={styles.note}>{t('supportChat.empty')}</li> : null}
            {messages.map((message) => (
              <li key={message.id} className={styles.line} data-author={message.author} data-testid="support-chat-line">
                {message.author === 'system' ? null : (
                  <span className={styles.author}>{message.author === 'player' ? t('supportChat.you') : t('supportChat.agent')}</span>
                )}
                <span className={styles.body}>{message.body}</span>
              </li>
            ))}
            {status === 'open' ? <li className={styles.note}>{t('supportChat.waiting')}</li> : null}
            {status === 'closed' ? <li className={styles.note}>{t('supportChat.closed')}</li> : null}
          </ol>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              chat.send({ type: 'supportChat.sent' });
            }}
          >
            <textarea
              className={styles.input}
              value={draft}
              maxLength={1000}
              rows={2}
              placeholder={t('supportChat.placeholder')}
              aria-label={t('supportChat.placeholder')}
              onChange={(event) => chat.send({ type: 'supportChat.draft.changed', text: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  chat.send({ type: 'supportChat.sent' });
                }
              }}
            />
            <button type="submit" className={button({ palette: 'accent' })} disabled={!canSend || sending}>
              {t('supportChat.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
