// /dashboard/game-history (issue 6): every round with game, bet, win, balance before and after and
// time (day.month.year hour:minute), paged; a row opens the recall of the round's result, and a studio
// round links to its verification on the fairness page. The game history machine holds it all.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { gameHistoryActors } from '../../../machines/game-history/game-history.actors';
import { gameHistoryMachine, isStudioRound } from '../../../machines/game-history/game-history.machine';
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectOpenRoundId,
  selectPage,
  selectPageCount,
  selectRecall,
  selectRecalledRound,
  selectRounds,
} from '../../../machines/game-history/game-history.selectors';
import { formatKurus, kurusFromTry } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useApi, useT } from '../../app/app-context';
import { RoundOutcome } from './round-outcome';
import { useSystemActor } from '../../app/use-system-actor';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export const formatTime = (iso: string) => dateFormat.format(new Date(iso));
const money = (amount: number) => formatKurus(kurusFromTry(amount));

const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'start', py: '2', px: '3', borderBottomWidth: 'thin', borderColor: 'border.muted' },
  '& th': { color: 'fg.muted', fontWeight: 'medium' },
  '& tr[aria-selected=true] td': { bg: 'accent.subtle' },
  mobileDown: {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', py: '2', borderBottomWidth: 'thin', borderColor: 'border.muted' },
    '& td': { display: 'flex', justifyContent: 'space-between', gap: '3', borderBottomStyle: 'none', py: '1' },
    '& td::before': { content: 'attr(data-label)', color: 'fg.muted' },
  },
});
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  mt: '4',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
});
const mono = css({ fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-all' });

export function GameHistoryPage() {
  const t = useT();
  const api = useApi();
  const logic = useMemo(() => gameHistoryMachine.provide({ actors: gameHistoryActors(api) }), [api]);
  const actor = useSystemActor('gameHistory', logic);
  const rounds = useSelector(actor, selectRounds);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const empty = useSelector(actor, selectIsEmpty);
  const page = useSelector(actor, selectPage);
  const pages = useSelector(actor, selectPageCount);
  const openId = useSelector(actor, selectOpenRoundId);
  const recall = useSelector(actor, selectRecall);
  const round = useSelector(actor, selectRecalledRound);

  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="game-history">
      {failed ? (
        <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <p>{t('history.failed')}</p>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => actor.send({ type: 'history.retry' })}>
            {t('history.retry')}
          </button>
        </div>
      ) : null}
      {loading ? <p role="status">{t('common.loading')}</p> : null}
      {empty ? <p>{t('history.empty')}</p> : null}
      {rounds.length > 0 ? (
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t('history.game')}</th>
              <th scope="col">{t('history.bet')}</th>
              <th scope="col">{t('history.win')}</th>
              <th scope="col">{t('history.balanceBefore')}</th>
              <th scope="col">{t('history.balanceAfter')}</th>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">
                <span className={css({ srOnly: true })}>{t('history.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((item) => (
              <tr key={item.roundId} aria-selected={item.roundId === openId} data-testid="history-row">
                <td data-label={t('history.game')}>{item.gameName}</td>
                <td data-label={t('history.bet')}>{money(item.bet)}</td>
                <td data-label={t('history.win')}>{money(item.win)}</td>
                <td data-label={t('history.balanceBefore')}>{money(item.balanceBefore)}</td>
                <td data-label={t('history.balanceAfter')}>{money(item.balanceAfter)}</td>
                <td data-label={t('history.time')}>{formatTime(item.startedAt)}</td>
                <td data-label={t('history.status')}>{t(`history.status.${item.status}`)}</td>
                <td data-label="">
                  <span className={css({ display: 'inline-flex', gap: '2' })}>
                    <button
                      type="button"
                      className={button({ variant: 'outline', size: 'sm' })}
                      onClick={() => actor.send({ type: 'history.round.opened', roundId: item.roundId })}
                    >
                      {t('history.details')}
                    </button>
                    {isStudioRound(item.roundId) ? (
                      <Link to="/casino/fairness" search={{ round: item.roundId }} className={button({ variant: 'ghost', size: 'sm' })}>
                        {t('history.verify')}
                      </Link>
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <nav className={css({ display: 'flex', gap: '3', alignItems: 'center' })} aria-label={t('history.page', { page, pages })}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={page <= 1}
            onClick={() => actor.send({ type: 'history.page.changed', page: page - 1 })}
          >
            {t('history.previous')}
          </button>
          <span>{t('history.page', { page, pages })}</span>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={page >= pages}
            onClick={() => actor.send({ type: 'history.page.changed', page: page + 1 })}
          >
            {t('history.next')}
          </button>
        </nav>
      ) : null}
      {recall !== 'closed' ? (
        <section className={panel} aria-labelledby="round-recall-title" data-testid="round-recall">
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
            <h2 id="round-recall-title" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
              {t('history.recall')}
            </h2>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actor.send({ type: 'history.round.closed' })}>
              {t('history.close')}
            </button>
          </div>
          {recall === 'loading' ? <p role="status">{t('common.loading')}</p> : null}
          {recall === 'failed' ? <p role="alert">{t('history.recallFailed')}</p> : null}
          {recall === 'unavailable' ? <p>{t('history.notStudio')}</p> : null}
          {recall === 'shown' && round ? (
            <>
              <p>
                {formatTime(round.startedAt)} · {t('history.bet')} {money(round.bet)} · {t('history.win')} {money(round.win)}
                {round.jackpots.length > 0 ? ` · ${t('history.jackpot')} ${money(round.jackpots.reduce((sum, j) => sum + j.amount, 0))}` : ''}
              </p>
              {round.outcome ? <RoundOutcome outcome={round.outcome} /> : null}
              <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm' })}>
                <dt>{t('fairness.serverSeedHash')}</dt>
                <dd className={mono}>{round.fairness.serverSeedHash}</dd>
                <dt>{t('fairness.serverSeed')}</dt>
                <dd className={mono}>{round.fairness.serverSeed ?? '—'}</dd>
                <dt>{t('fairness.clientSeed')}</dt>
                <dd className={mono}>{round.fairness.clientSeed}</dd>
                <dt>{t('fairness.nonce')}</dt>
                <dd className={mono}>{round.fairness.nonce}</dd>
              </dl>
              <Link to="/casino/fairness" search={{ round: round.roundId }} className={button({ variant: 'outline', size: 'sm' })}>
                {t('history.verify')}
              </Link>
            </>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
