// The recall of a studio round's result as text and simple visuals: the slot's reels (and free spins),
// the roulette pocket, the blackjack hands, the crash point; used by the game history and the
// verification page.
import type { components } from '../../api/schema.gen';
import { css } from '../../../styled-system/css';

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
  '&[data-symbol=W]': { bg: 'accent.subtle', color: 'accent.text' },
  '&[data-symbol=S]': { bg: 'info.subtle', color: 'info.text' },
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

export function RoundOutcome({ outcome }: { outcome: Outcome }) {
  switch (outcome.game) {
    case 'slot':
      return (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="outcome-slot">
          {[outcome.base, ...outcome.freeSpins].map((spin, index) => (
            <figure key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <figcaption className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {spin.kind === 'base' ? 'Spin' : `Free spin ${index}`} · ×{spin.multiplier} · {spin.winUnits}
              </figcaption>
              <div className={reels} role="img" aria-label={spin.grid.map((reel) => reel.join(' ')).join(' | ')}>
                {spin.grid.map((reel, r) => (
                  <div key={r} className={css({ display: 'grid', gap: '1' })}>
                    {reel.map((cell, c) => (
                      <span key={c} className={symbol} data-symbol={cell}>
                        {cell}
                      </span>
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
          <span>{outcome.color}</span>
        </div>
      );
    case 'blackjack':
      return (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="outcome-blackjack">
          <div className={row}>
            <strong>Dealer</strong>
            {outcome.dealer.map((code, index) => (
              <Card key={index} code={code} />
            ))}
            {outcome.dealerTotal !== null ? <span>= {outcome.dealerTotal}</span> : null}
          </div>
          {outcome.hands.map((hand, index) => (
            <div key={index} className={row}>
              <strong>#{index + 1}</strong>
              {hand.cards.map((code, c) => (
                <Card key={c} code={code} />
              ))}
              <span>
                = {hand.total}
                {hand.result ? ` · ${hand.result}` : ''}
              </span>
            </div>
          ))}
        </div>
      );
    case 'crash':
      return (
        <p data-testid="outcome-crash">
          #{outcome.roundNumber} · {outcome.crashPoint !== null ? `×${outcome.crashPoint.toFixed(2)}` : '…'}
          {outcome.cashedOutAt !== null ? ` · cash out ×${outcome.cashedOutAt.toFixed(2)}` : ''}
        </p>
      );
  }
}
