// Session history (spec §2 dashboard): device, IP, start and last seen of each session, the current
// one marked; "End session" on another active one asks for a confirmation first; refresh and
// paging. Driven by machines/session-history.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { sessionHistoryActors, type SessionRecord } from '../../../machines/session-history/session-history.actors';
import { sessionHistoryMachine } from '../../../machines/session-history/session-history.machine';
import {
  selectConfirming,
  selectEndingId,
  selectHasFailed,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectSessions,
} from '../../../machines/session-history/session-history.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useT } from '../../app/app-context';
import { SiteDialog } from '../../ui/dialog';
import { SpinnerIcon } from '../../ui/icons';
import { formatDateTime } from './dashboard-format';
import { card, Failed, facts, Loading, Pager, stack } from './dashboard-ui';
import { usePageActor, usePageLocale } from './use-page-actor';

type SessionHistoryRef = ActorRefFrom<typeof sessionHistoryMachine>;

export function SessionHistoryPage() {
  const t = useT();
  const actor = usePageActor(sessionHistoryMachine, sessionHistoryActors);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const sessions = useSelector(actor, selectSessions);
  const page = useSelector(actor, selectPage);
  const pages = useSelector(actor, selectPageCount);
  if (failed) return <Failed message={t('sessions.failed')} onRetry={() => actor.send({ type: 'sessions.retried' })} />;
  if (loading && sessions.length === 0) return <Loading />;
  return (
    <div className={stack} aria-busy={loading}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <p className={css({ color: 'fg.muted' })}>{t('sessions.intro')}</p>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          disabled={loading}
          onClick={() => actor.send({ type: 'sessions.refreshed' })}
        >
          {t('sessions.refresh')}
        </button>
      </div>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })} data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id}>
            <SessionCard session={session} actor={actor} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        label={t('sessions.paging')}
        previous={
          page > 1 ? (
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => actor.send({ type: 'sessions.paged', page: page - 1 })}>
              {t('financial.previous')}
            </button>
          ) : null
        }
        next={
          page < pages ? (
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => actor.send({ type: 'sessions.paged', page: page + 1 })}>
              {t('financial.next')}
            </button>
          ) : null
        }
      />
      <EndSessionConfirmation actor={actor} />
    </div>
  );
}

function SessionCard({ session, actor }: { session: SessionRecord; actor: SessionHistoryRef }) {
  const t = useT();
  const locale = usePageLocale();
  const canEnd = useSelector(actor, (snapshot) => snapshot.can({ type: 'session.end.requested', id: session.id }));
  const ending = useSelector(actor, selectEndingId) === session.id;
  const device = session.device ?? session.userAgent;
  const state = session.current ? 'current' : session.endedAt ? 'ended' : 'active';
  return (
    <article className={card} data-session-state={state} aria-label={device}>
      <header className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <strong>{device}</strong>
        {session.current ? (
          <span className={css({ color: 'success.text', fontSize: 'sm', fontWeight: 'semibold' })}>{t('sessions.current')}</span>
        ) : session.endedAt ? (
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('sessions.ended')}</span>
        ) : null}
      </header>
      <dl className={facts}>
        <div>
          <dt>{t('sessions.ip')}</dt>
          <dd>{session.ip}</dd>
        </div>
        <div>
          <dt>{t('sessions.started')}</dt>
          <dd>
            <time dateTime={session.createdAt}>{formatDateTime(session.createdAt, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('sessions.lastSeen')}</dt>
          <dd>
            <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt, locale)}</time>
          </dd>
        </div>
        {session.endedAt ? (
          <div>
            <dt>{t('sessions.endedAt')}</dt>
            <dd>
              <time dateTime={session.endedAt}>{formatDateTime(session.endedAt, locale)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {canEnd || ending ? (
        <div>
          <button
            type="button"
            className={button({ variant: 'outline', palette: 'danger', size: 'sm' })}
            disabled={ending}
            aria-busy={ending}
            data-loading={ending ? '' : undefined}
            onClick={() => actor.send({ type: 'session.end.requested', id: session.id })}
          >
            {ending ? <SpinnerIcon className={css({ animation: 'spin' })} /> : null}
            {t('sessions.end')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

function EndSessionConfirmation({ actor }: { actor: SessionHistoryRef }) {
  const t = useT();
  const locale = usePageLocale();
  const session = useSelector(actor, selectConfirming);
  return (
    <SiteDialog
      open={session !== null}
      onClose={() => actor.send({ type: 'session.end.cancelled' })}
      title={t('sessions.confirmTitle')}
      closeLabel={t('dialog.close')}
      size="small"
      footer={
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', width: 'full' })}>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'session.end.cancelled' })}>
            {t('sessions.cancel')}
          </button>
          <button type="button" className={button({ variant: 'solid', palette: 'danger' })} onClick={() => actor.send({ type: 'session.end.confirmed' })}>
            {t('sessions.confirm')}
          </button>
        </div>
      }
    >
      {session ? (
        <p>
          {t('sessions.confirmText', {
            device: session.device ?? session.userAgent,
            ip: session.ip,
            started: formatDateTime(session.createdAt, locale),
          })}
        </p>
      ) : null}
    </SiteDialog>
  );
}
