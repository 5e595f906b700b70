// The tombala page (issue 21): a room's shared game rendered from machines/studio-tombala — the rooms,
// the sales countdown, the balls drawn (the last one large), the prizes and their winning tickets, the
// player's cards with the drawn numbers daubed automatically, and the purchase of tickets.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { studioTombalaActors } from '../../../../machines/studio-tombala/studio-tombala.actors';
import { studioTombalaMachine } from '../../../../machines/studio-tombala/studio-tombala.machine';
import {
  selectCanBuy,
  selectCards,
  selectCount,
  selectError,
  selectGame,
  selectIsBuying,
  selectLastBall,
  selectRooms,
} from '../../../../machines/studio-tombala/studio-tombala.selectors';
import { css } from '../../../../styled-system/css';
import { defineTexts, translator } from '../../i18n';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';
import { Ball, Daub } from './tombala-art';

const texts = defineTexts({
  tr: {
    sales: 'Bilet satışı: {seconds} sn',
    closed: 'Satış kapandı, çekiliş başlıyor',
    drawing: 'Çekiliş sürüyor: {count}. top',
    finished: 'Oyun bitti',
    buy: '{count} bilet al ({amount})',
    tickets: 'Biletlerim',
    noTickets: 'Bu oyunda biletiniz yok',
    cinko: 'Çinko',
    ikinci: 'İkinci çinko',
    tombala: 'Tombala',
    pending: 'Satış bitince belli olur',
    winners: 'Kazanan biletler: {list}',
    ticket: 'Bilet {no}',
    won: 'Kazanç: {amount}',
    count: 'Bilet sayısı',
    sold: '{count} bilet satıldı',
    rooms: 'Salonlar',
  },
  en: {
    sales: 'Ticket sales: {seconds} s',
    closed: 'Sales closed, the draw is starting',
    drawing: 'Drawing: ball {count}',
    finished: 'Game over',
    buy: 'Buy {count} tickets ({amount})',
    tickets: 'My tickets',
    noTickets: 'You have no tickets in this game',
    cinko: 'First line',
    ikinci: 'Second line',
    tombala: 'Full house',
    pending: 'Known when sales close',
    winners: 'Winning tickets: {list}',
    ticket: 'Ticket {no}',
    won: 'Won: {amount}',
    count: 'Tickets',
    sold: '{count} tickets sold',
    rooms: 'Rooms',
  },
});

const styles = {
  stage: css({ display: 'grid', gap: '3', p: { base: '2', mobile: '4' }, overflowY: 'auto', height: 'full', alignContent: 'start' }),
  rooms: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  room: css({ px: '3', py: '1', borderRadius: 'md', borderWidth: 'thin', borderStyle: 'solid', borderColor: 'border.muted', cursor: 'pointer', bg: 'transparent' }),
  roomActive: css({ borderColor: 'fg.default', fontWeight: 'bold' }),
  draw: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  balls: css({ display: 'flex', gap: '1', flexWrap: 'wrap', maxWidth: 'full' }),
  status: css({ fontWeight: 'bold' }),
  prizes: css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2', fontSize: 'sm' }),
  prize: css({ p: '2', borderRadius: 'md', bg: 'bg.raised' }),
  buy: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  cards: css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', mobile: 'repeat(auto-fill, minmax(18rem, 1fr))' } }),
  card: css({ borderRadius: 'md', p: '2', bg: '[#fff8e6]', color: '[#2b1d0e]' }),
  grid: css({ display: 'grid', gridTemplateColumns: 'repeat(9, 1fr)', gap: '[1px]', bg: '[#c9a86a]' }),
  cell: css({ position: 'relative', aspectRatio: 'square', display: 'grid', placeItems: 'center', bg: '[#fff8e6]', fontWeight: 'bold', fontSize: 'sm' }),
  empty: css({ bg: '[#e8d6ad]' }),
};

export default function TombalaPage({ api, token, lang, shell, money }: StudioGameProps) {
  const logic = useMemo(() => studioTombalaMachine.provide({ actors: studioTombalaActors(api) }), [api]);
  const actor = useStudioGame(shell, logic, { token, newRequestId: () => crypto.randomUUID() });
  if (!actor) return null;
  return <Room actor={actor} lang={lang} money={money} />;
}

function Room({ actor, lang, money }: { actor: NonNullable<ReturnType<typeof useStudioGame<typeof studioTombalaMachine>>>; lang: StudioGameProps['lang']; money: StudioGameProps['money'] }) {
  const t = translator(texts, lang);
  const rooms = useSelector(actor, selectRooms);
  const game = useSelector(actor, selectGame);
  const cards = useSelector(actor, selectCards);
  const count = useSelector(actor, selectCount);
  const canBuy = useSelector(actor, selectCanBuy);
  const buying = useSelector(actor, selectIsBuying);
  const error = useSelector(actor, selectError);
  const last = useSelector(actor, selectLastBall);
  // The countdown's display clock (the server's times decide; this only redraws the seconds).
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!game) return null;
  const offset = new Date(game.now).getTime() - Date.now();
  const seconds = Math.max(0, Math.ceil((new Date(game.salesEndAt).getTime() - (clock + offset)) / 1000));
  const status =
    game.phase === 'selling'
      ? seconds > 0
        ? t('sales', { seconds })
        : t('closed')
      : game.phase === 'drawing'
        ? t('drawing', { count: game.balls.length })
        : t('finished');
  const price = Math.round(game.ticketPrice * 100);
  return (
    <div className={styles.stage} data-testid="tombala" data-phase={game.phase} data-game={game.gameId}>
      <nav className={styles.rooms} aria-label={t('rooms')}>
        {rooms.map((room) => (
          <button
            key={room.roomId}
            type="button"
            className={`${styles.room} ${room.roomId === game.roomId ? styles.roomActive : ''}`}
            aria-pressed={room.roomId === game.roomId}
            onClick={() => actor.send({ type: 'room.selected', roomId: room.roomId })}
          >
            {room.name} · {money(Math.round(room.ticketPrice * 100))}
          </button>
        ))}
      </nav>
      <div className={styles.draw}>
        {last !== null ? <Ball number={last} size={72} /> : null}
        <div>
          <div className={styles.status} role="status" data-testid="tombala-status">
            {status}
          </div>
          <div>{t('sold', { count: game.ticketsSold })}</div>
        </div>
      </div>
      <div className={styles.balls} data-testid="tombala-balls" data-balls={game.balls.join(',')}>
        {game.balls.map((ball) => (
          <Ball key={ball} number={ball} size={30} />
        ))}
      </div>
      <div className={styles.prizes}>
        {game.prizes.map((prize) => (
          <div key={prize.prize} className={styles.prize} data-prize={prize.prize}>
            <div className={styles.status}>{t(prize.prize)}</div>
            <div>{prize.amount === null ? t('pending') : money(Math.round(prize.amount * 100))}</div>
            {prize.winners.length > 0 ? <div>{t('winners', { list: prize.winners.join(', ') })}</div> : null}
          </div>
        ))}
      </div>
      {game.phase === 'selling' ? (
        <div className={styles.buy}>
          <label>
            {t('count')}{' '}
            <input
              type="number"
              min={1}
              max={24}
              value={count}
              data-testid="tombala-count"
              onChange={(event) => actor.send({ type: 'count.changed', count: Number(event.target.value) || 1 })}
            />
          </label>
          <button type="button" disabled={!canBuy || buying} data-testid="tombala-buy" onClick={() => actor.send({ type: 'buy' })}>
            {t('buy', { count, amount: money(price * count) })}
          </button>
        </div>
      ) : null}
      {error ? <div role="alert">{error}</div> : null}
      <h2>{t('tickets')}</h2>
      {cards.length === 0 ? <p>{t('noTickets')}</p> : null}
      <div className={styles.cards}>
        {cards.map((ticket) => (
          <div key={ticket.ticketNo} className={styles.card} data-ticket={ticket.ticketNo} data-rows={ticket.rowsDone}>
            <div>
              {t('ticket', { no: ticket.ticketNo })}
              {ticket.prize !== null && ticket.prize > 0 ? ` · ${t('won', { amount: money(Math.round(ticket.prize * 100)) })}` : ''}
            </div>
            <div className={styles.grid}>
              {ticket.cells.flat().map((cell, i) =>
                cell.number === 0 ? (
                  <div key={i} className={`${styles.cell} ${styles.empty}`} />
                ) : (
                  <div key={i} className={styles.cell} data-daubed={cell.daubed}>
                    {cell.daubed ? <Daub /> : null}
                    <span style={{ position: 'relative' }}>{cell.number}</span>
                  </div>
                ),
              )}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
