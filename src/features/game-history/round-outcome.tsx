// The recall of a studio round's result as text and simple visuals: the slot's reels (and free spins)
// drawn with the game's own symbol art and named for screen readers, the roulette pocket, the blackjack
// hands, the crash point; every word in the page's language (issue 13 point 8). Used by the game
// history and the verification page.
import { slotSymbol } from '../../../common/slot-symbols';
import type { components } from '../../../common/contract/schema.gen';
import { css } from '../../../styled-system/css';
import { useOutcomeLocale, useOutcomeText } from './outcome-texts';

type Outcome = components['schemas']['StudioOutcome'];

const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** Card codes 0..51: suit = floor(code / 13) (spades, hearts, diamonds, clubs), rank = code % 13 + 1. */
export function cardText(code: number | null): string {
  if (code === null) return '🂠';
  return `${RANKS[code % 13]}${SUITS[Math.floor(code / 13)]}`;
}

const cardStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '10',
  height: '14',
  px: '1',
  borderRadius: 'md',
  bg: 'white',
  color: 'black',
  fontWeight: 'bold',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  '&[data-red]': { color: 'danger.solid' },
});

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const reels = css({ display: 'inline-grid', gridAutoFlow: 'column', gap: '1', fontFamily: 'mono', fontWeight: 'bold' });
const symbol = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '9',
  height: '9',
  borderRadius: 'sm',
  bg: 'bg.muted',
  fontSize: 'lg',
  lineHeight: 'none',
  // The game page's colours: gold wild, violet scatter, each gem its own, the card ranks plain.
  '&[data-symbol=W]': { bg: 'accent.subtle', color: 'accent.text' },
  '&[data-symbol=S]': { bg: 'info.subtle', color: 'info.text' },
  '&[data-symbol=D]': { color: 'info.text' },
  '&[data-symbol=R]': { color: 'danger.text' },
  '&[data-symbol=E]': { color: 'success.text' },
  '&[data-symbol=P]': { color: 'info.text' },
  '&[data-symbol=T]': { fontSize: 'sm' },
});
const pocket = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '12',
  height: '12',
  borderRadius: 'full',
  fontWeight: 'bold',
  fontSize: 'lg',
  color: 'white',
  '&[data-color=red]': { bg: 'danger.solid' },
  '&[data-color=black]': { bg: 'black' },
  '&[data-color=green]': { bg: 'success.solid' },
});

function Card({ code }: { code: number | null }) {
  const red = code !== null && (Math.floor(code / 13) === 1 || Math.floor(code / 13) === 2);
  return (
    <span className={cardStyle} data-red={red ? '' : undefined}>
      {cardText(code)}
    </span>
  );
}

function SlotSymbol({ code }: { code: string }) {
  const art = slotSymbol(code, useOutcomeLocale());
  return (
    <span className={symbol} data-symbol={code} role="img" aria-label={art.name} title={art.name}>
      {art.glyph}
    </span>
  );
}

export function RoundOutcome({ outcome }: { outcome: Outcome }) {
  const t = useOutcomeText();
  switch (outcome.game) {
    case 'slot':
      return (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="outcome-slot">
          {[outcome.base, ...outcome.freeSpins].map((spin, index) => (
            <figure key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <figcaption className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {spin.kind === 'base' ? t('outcome.spin') : t('outcome.freeSpin', { n: index })} ·{' '}
                {t('outcome.multiplier', { value: spin.multiplier })} · {t('outcome.units', { units: spin.winUnits })}
              </figcaption>
              <div className={reels} role="group" aria-label={t('outcome.reels')}>
                {spin.grid.map((reel, r) => (
                  <div key={r} className={css({ display: 'grid', gap: '1' })} role="group" aria-label={t('outcome.reel', { n: r + 1 })}>
                    {reel.map((cell, c) => (
                      <SlotSymbol key={c} code={cell} />
                    ))}
                  </div>
                ))}
              </div>
            </figure>
          ))}
        </div>
      );
    case 'roulette':
      return (
        <div className={row} data-testid="outcome-roulette">
          <span className={pocket} data-color={outcome.color}>
            {outcome.pocket}
          </span>
          <span>{t(`outcome.${outcome.color}`)}</span>
        </div>
      );
    case 'blackjack':
      return (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="outcome-blackjack">
          <div className={row}>
            <strong>{t('outcome.dealer')}</strong>
            {outcome.dealer.map((code, index) => (
              <Card key={index} code={code} />
            ))}
            {outcome.dealerTotal !== null ? <span>= {outcome.dealerTotal}</span> : null}
          </div>
          {outcome.hands.map((hand, index) => (
            <div key={index} className={row}>
              <strong>{t('outcome.hand', { n: index + 1 })}</strong>
              {hand.cards.map((code, c) => (
                <Card key={c} code={code} />
              ))}
              <span>
                = {hand.total}
                {hand.result ? ` · ${t(`outcome.result.${hand.result}`)}` : ''}
              </span>
            </div>
          ))}
        </div>
      );
    case 'crash':
      return (
        <p data-testid="outcome-crash">
          {t('outcome.round', { n: outcome.roundNumber })} ·{' '}
          {outcome.crashPoint !== null ? t('outcome.crashedAt', { value: outcome.crashPoint.toFixed(2) }) : t('outcome.running')}
          {outcome.cashedOutAt !== null ? ` · ${t('outcome.cashedOut', { value: outcome.cashedOutAt.toFixed(2) })}` : ''}
        </p>
      );
    case 'tombala':
      return (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })} data-testid="outcome-tombala">
          <p>{t('outcome.tombalaGame', { n: outcome.gameId, balls: outcome.balls.length })}</p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{outcome.balls.join(' · ')}</p>
          {outcome.tickets.map((ticket) => (
            <p key={ticket.ticketNo}>{t('outcome.tombalaTicket', { n: ticket.ticketNo, prize: ticket.prize === null ? '—' : ticket.prize.toFixed(2) })}</p>
          ))}
        </div>
      );
    case 'keno':
      return (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })} data-testid="outcome-keno">
          <p>
            {t('outcome.kenoDraw', { n: outcome.drawNo ?? '—', total: outcome.total ?? '—' })}
            {outcome.bet?.kind === 'spots' ? ` · ${t('outcome.kenoHits', { hits: `${outcome.hits.length}/${outcome.bet.numbers?.length ?? 0}` })}` : ''}
            {outcome.multiplier !== null ? ` · ${t('outcome.multiplier', { value: outcome.multiplier.toFixed(2) })}` : ''}
          </p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{outcome.balls.join(' · ')}</p>
        </div>
      );
  }
}
