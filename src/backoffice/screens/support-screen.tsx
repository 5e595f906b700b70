// Support chat (issue 16): the queue of one view on the left, the chosen conversation in the middle
// (claim, reply, hand over, close), the player's page summary on the right with a link to their page.
// Every line is plain text, rendered as text.
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectScreen } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { SupportView } from '../../../machines/backoffice-support/backoffice-support.actors';
import type { supportMachine } from '../../../machines/backoffice-support/backoffice-support.machine';
import {
  selectCanClaim,
  selectCanClose,
  selectCanReply,
  selectCanTransfer,
  selectColleagues,
  selectConversation,
  selectDraft,
  selectHasFailed,
  selectIsBusy,
  selectIsLoaded,
  selectItems,
  selectPlayer,
  selectSelectedId,
  selectTransferTo,
  selectView,
} from '../../../machines/backoffice-support/backoffice-support.selectors';
import { button } from '../../../styled-system/recipes/button';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ListState, ScreenFrame } from '../screen-frame';
import { badge, page, supportDesk, toolbar } from '../theme';

type SupportRef = ActorRefFrom<typeof supportMachine>;
const VIEWS: SupportView[] = ['open', 'mine', 'assigned', 'closed'];
const TONE = { open: 'warning', assigned: 'success', closed: 'neutral' } as const;

export function SupportScreen() {
  return <ScreenFrame screen="support">{(support) => <SupportView support={support} />}</ScreenFrame>;
}

function SupportView({ support }: { support: SupportRef }) {
  const { t } = useBackoffice();
  const view = useSelector(support, selectView);
  const styles = supportDesk();
  return (
    <section className={page()} data-testid="bo-support">
      <h1>{t('support.title')}</h1>
      <div className={toolbar()} role="tablist">
        {VIEWS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={view === value}
            className={button({ size: 'sm', variant: view === value ? 'solid' : 'outline' })}
            onClick={() => support.send({ type: 'support.view.changed', view: value })}
          >
            {t(`support.view.${value}`)}
          </button>
        ))}
      </div>
      <div className={styles.grid}>
        <Queue support={support} />
        <Conversation support={support} />
        <PlayerSummary support={support} />
      </div>
    </section>
  );
}

function Queue({ support }: { support: SupportRef }) {
  const { t, locale } = useBackoffice();
  const items = useSelector(support, selectItems);
  const selectedId = useSelector(support, selectSelectedId);
  const loaded = useSelector(support, selectIsLoaded);
  const failed = useSelector(support, selectHasFailed);
  const styles = supportDesk();
  return (
    <nav className={styles.column} aria-label={t('support.title')} data-testid="bo-support-queue">
      <ListState failed={failed} loaded={loaded} empty={items.length === 0} failedText="support.failed" emptyText="support.empty" onRetry={() => support.send({ type: 'support.refreshed' })}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            className={styles.item}
            data-selected={item.id === selectedId || undefined}
            data-testid="bo-support-item"
            onClick={() => support.send({ type: 'support.conversation.selected', id: item.id })}
          >
            <strong>{item.player.username}</strong>
            <span className={styles.meta}>
              <span className={badge({ tone: TONE[item.status] })}>{t(`support.status.${item.status}`)}</span> {item.operator?.username ?? ''} · {formatDateTime(locale, item.lastMessageAt)}
            </span>
            {item.lastMessage ? <span className={styles.meta}>{item.lastMessage}</span> : null}
          </button>
        ))}
      </ListState>
    </nav>
  );
}

function Conversation({ support }: { support: SupportRef }) {
  const { t, locale } = useBackoffice();
  const conversation = useSelector(support, selectConversation);
  const draft = useSelector(support, selectDraft);
  const colleagues = useSelector(support, selectColleagues);
  const transferTo = useSelector(support, selectTransferTo);
  const busy = useSelector(support, selectIsBusy);
  const canClaim = useSelector(support, selectCanClaim);
  const canReply = useSelector(support, selectCanReply);
  const canTransfer = useSelector(support, selectCanTransfer);
  const canClose = useSelector(support, selectCanClose);
  const styles = supportDesk();
  const fields = field();
  if (!conversation) return <div className={styles.column}>{t('support.pick')}</div>;
  return (
    <div className={styles.column} data-testid="bo-support-conversation" data-status={conversation.status}>
      <div className={toolbar()}>
        <strong>{conversation.player.username}</strong>
        <span className={badge({ tone: TONE[conversation.status] })} data-testid="bo-support-status">
          {t(`support.status.${conversation.status}`)}
        </span>
        {conversation.operator ? (
          <span className={styles.meta} data-testid="bo-support-operator">
            {t('support.operator')}: {conversation.operator.username}
          </span>
        ) : null}
      </div>
      <ol className={styles.lines} aria-live="polite" data-testid="bo-support-lines">
        {conversation.messages.map((message) => (
          <li key={message.id} className={styles.line} data-author={message.author}>
            <span className={styles.meta}>
              {message.author === 'operator' ? message.operator : t(`support.author.${message.author}` as BackofficeTextKey)} · {formatDateTime(locale, message.createdAt)}
            </span>
            <div className={styles.body}>{message.body}</div>
          </li>
        ))}
      </ol>
      <div className={toolbar()}>
        <button type="button" className={button({ size: 'sm' })} disabled={!canClaim || busy} onClick={() => support.send({ type: 'support.claimed' })}>
          {t('support.claim')}
        </button>
        <button type="button" className={button({ size: 'sm', variant: 'outline' })} disabled={!canClose || busy} onClick={() => support.send({ type: 'support.closed' })}>
          {t('support.close')}
        </button>
      </div>
      {conversation.status === 'assigned' ? (
        <>
          <form
            className={styles.row}
            onSubmit={(event) => {
              event.preventDefault();
              support.send({ type: 'support.replied' });
            }}
          >
            <label className={fields.root} style={{ flex: 1 }}>
              <span className={fields.label}>{t('support.replyPlaceholder')}</span>
              <textarea className={fields.textarea} name="reply" value={draft} maxLength={1000} onChange={(event) => support.send({ type: 'support.draft.changed', text: event.target.value })} />
            </label>
            <button type="submit" className={button({ size: 'sm' })} disabled={!canReply || busy}>
              {t('support.reply')}
            </button>
          </form>
          <div className={styles.row}>
            <label className={fields.root}>
              <span className={fields.label}>{t('support.transferTo')}</span>
              <select className={fields.select} name="transferTo" value={transferTo} onChange={(event) => support.send({ type: 'support.transfer.chosen', operatorId: event.target.value })}>
                <option value="">—</option>
                {colleagues.map((colleague) => (
                  <option key={colleague.id} value={colleague.id}>
                    {colleague.username}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={button({ size: 'sm', variant: 'outline' })} disabled={!canTransfer || busy} onClick={() => support.send({ type: 'support.transferred' })}>
              {t('support.transfer')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}

function PlayerSummary({ support }: { support: SupportRef }) {
  const { t, locale, actor } = useBackoffice();
  const navigate = useNavigate();
  const conversation = useSelector(support, selectConversation);
  const player = useSelector(support, selectPlayer);
  const styles = supportDesk();
  if (!conversation) return null;
  const openPlayerPage = () => {
    // The players screen opens this player's page (its actor exists once the screen was opened).
    actor.send({ type: 'screen.opened', screen: 'players' });
    selectScreen('players')(actor.getSnapshot())?.send({ type: 'players.opened', id: conversation.player.id });
    void navigate({ to: '/backoffice/players' as never });
  };
  return (
    <aside className={styles.column} data-testid="bo-support-player">
      <strong>
        {t('support.player')}: {conversation.player.username} ({conversation.player.usercode})
      </strong>
      {player ? (
        <dl className={styles.summary}>
          <dt>{t('support.playerStatus')}</dt>
          <dd>{player.status}</dd>
          <dt>{t('support.balance')}</dt>
          <dd>
            {formatTry(locale, player.cash)} / {formatTry(locale, player.bonus)}
          </dd>
          <dt>{t('support.phone')}</dt>
          <dd>{player.phoneVerified ? t('support.yes') : t('support.no')}</dd>
          <dt>{t('support.registered')}</dt>
          <dd>{formatDateTime(locale, player.createdAt)}</dd>
          <dt>{t('support.lastLogin')}</dt>
          <dd>{player.lastLoginAt ? formatDateTime(locale, player.lastLoginAt) : '—'}</dd>
        </dl>
      ) : null}
      <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={openPlayerPage} data-testid="bo-support-player-page">
        {t('support.playerPage')}
      </button>
    </aside>
  );
}
