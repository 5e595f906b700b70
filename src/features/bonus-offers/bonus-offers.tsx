// Bonus offers (issue 13.10), driven by machines/bonus-offers: the actor a page runs (a guest's press opens
// the login dialog; the page re-keys it after login), the Join / Claim button a promotion or an offer card
// shows, and the bonuses page's list of offers with what each gives and its terms.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type BonusOffer, bonusOffersActors } from '../../../machines/bonus-offers/bonus-offers.actors';
import { bonusOffersMachine } from '../../../machines/bonus-offers/bonus-offers.machine';
import { selectClaimingId, selectHasFailed, selectIsLoading, selectOfferButton, selectOffers } from '../../../machines/bonus-offers/bonus-offers.selectors';
import { formatKurus } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useSend, useT } from '../../app/app-context';
import { SpinnerIcon } from '../../ui/icons';
import { card, Failed, stack } from '../dashboard/dashboard-ui';
import { formatDateTime } from '../dashboard/dashboard-format';
import { usePageActor, usePageLocale } from '../dashboard/use-page-actor';

export type OffersRef = ActorRefFrom<typeof bonusOffersMachine>;

/**
 * Runs the offers machine for a page. `onClaimed` is told after a successful join or claim (the bonuses
 * page reloads its list). Re-key the calling component on login so a guest's actor becomes a player's.
 */
export function useOffersActor(signedIn: boolean, onClaimed: () => void = () => {}): OffersRef {
  const send = useSend();
  const machine = bonusOffersMachine.provide({
    actions: {
      'ask to log in': () => send({ type: 'dialog.open', dialog: 'login' }),
      'announce claim': () => onClaimed(),
    },
  });
  return usePageActor(machine, bonusOffersActors, { signedIn }) as OffersRef;
}

/** The button of one campaign: Join, Claim ₺x, or a disabled Joined / Used. */
export function OfferButton({ actor, campaignId, size }: { actor: OffersRef; campaignId: number; size?: 'sm' | 'md' }) {
  const t = useT();
  const selectButton = useMemo(() => selectOfferButton(campaignId), [campaignId]);
  const state = useSelector(actor, selectButton);
  const claiming = useSelector(actor, selectClaimingId) === campaignId;
  const label =
    state.kind === 'claim'
      ? t('offers.claim', { amount: formatKurus(state.amount) })
      : state.kind === 'joined'
        ? t('offers.joined')
        : state.kind === 'used'
          ? t('offers.used')
          : t('offers.join');
  const actionable = state.kind === 'join' || state.kind === 'claim';
  return (
    <button
      type="button"
      className={button({ variant: actionable ? 'solid' : 'outline', size: size ?? 'md' })}
      disabled={!actionable || claiming}
      aria-busy={claiming || state.kind === 'loading'}
      data-loading={claiming ? '' : undefined}
      data-state={state.kind}
      data-testid="offer-button"
      onClick={() => actor.send({ type: 'offer.claimed', campaignId })}
    >
      {claiming ? <SpinnerIcon className={css({ animation: 'spin' })} /> : null}
      {label}
    </button>
  );
}

/** The bonuses page's offers: each with what it gives, its terms and its button. */
export function BonusOffersSection({ onClaimed }: { onClaimed(): void }) {
  const t = useT();
  const actor = useOffersActor(true, onClaimed);
  const offers = useSelector(actor, selectOffers);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  if (failed) return <Failed message={t('offers.failed')} onRetry={() => actor.send({ type: 'offers.retried' })} />;
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="bonus-offers-title" className={stack} aria-busy={loading} data-testid="bonus-offers">
      <h2 id="bonus-offers-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('offers.title')}
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', mobile: 'repeat(2, minmax(0, 1fr))' }, gap: '4', listStyle: 'none' })}>
        {offers.map((offer) => (
          <li key={offer.campaignId}>
            <OfferCard actor={actor} offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OfferCard({ actor, offer }: { actor: OffersRef; offer: BonusOffer }) {
  const t = useT();
  const locale = usePageLocale();
  const titleId = `offer-${offer.campaignId}-title`;
  const note =
    offer.status === 'used' ? t('offers.note.used') : offer.status === 'joined' ? t(offer.kind === 'deposit' ? 'offers.note.deposit' : 'offers.note.cashback') : null;
  return (
    <article className={card} aria-labelledby={titleId} data-testid="bonus-offer" data-kind={offer.kind} data-status={offer.status}>
      <h3 id={titleId} className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
        {offer.title}
      </h3>
      <p className={css({ fontWeight: 'medium' })}>{offer.summary}</p>
      <details>
        <summary className={css({ cursor: 'pointer', fontSize: 'sm', color: 'fg.muted' })}>{t('offers.terms')}</summary>
        <ul className={css({ mt: '2', pl: '5', listStyleType: 'disc', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', color: 'fg.muted' })}>
          {offer.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </details>
      {note ? <p className={css({ fontSize: 'sm', color: 'success.text' })}>{note}</p> : null}
      {offer.nextClaimAt ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('offers.nextClaim', { date: formatDateTime(offer.nextClaimAt, locale) })}
        </p>
      ) : null}
      <div>
        <OfferButton actor={actor} campaignId={offer.campaignId} />
      </div>
    </article>
  );
}
