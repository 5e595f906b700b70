// The promotions screen (spec §2): cards from GET /cms/promotions; a card opens the detail dialog
// with the main image (type 2 preferred), the title and the sanitised HTML description. A promotion tied
// to a bonus campaign also shows its Join / Claim button (../bonus-offers; guests get the login dialog).
import { useSelector } from '@xstate/react';
import { createContentMachine } from '../../../machines/cms-content/cms-content.machine';
import { selectContent, selectHasFailed, selectOpenId } from '../../../machines/cms-content/cms-content.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { unwrap } from '../../../common/contract/client';
import type { components } from '../../../common/contract/schema.gen';
import { useSessionSelector, useT } from '../../app/app-context';
import { selectIsPlayer } from '../../../machines/session/session.selectors';
import { OfferButton, type OffersRef, useOffersActor } from '../bonus-offers/bonus-offers';
import { RoutePage } from '../../layout/route-page';
import { SiteDialog } from '../../ui/dialog';
import { ContentFailed, ContentLoading } from '../content/content-status';
import { SafeHtml } from '../content/safe-html';
import { useContent } from '../content/use-content';

type Promotion = components['schemas']['Promotion'];

const promotionsMachine = createContentMachine<Promotion[]>();

/** Spec §3: the type 2 image is the main one; any image otherwise. */
export const mainImage = (promotion: Promotion) =>
  (promotion.images.find((image) => image.type === 2) ?? promotion.images[0])?.url ?? null;

export function PromotionsPage() {
  // Logging in turns the guest's offers actor into a player's: the screen starts afresh.
  const signedIn = useSessionSelector(selectIsPlayer);
  return <PromotionsScreen key={signedIn ? 'player' : 'guest'} signedIn={signedIn} />;
}

function PromotionsScreen({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const offers: OffersRef = useOffersActor(signedIn);
  const actor = useContent('promotions', promotionsMachine, async (api) => unwrap(await api.GET('/cms/promotions')).data);
  const promotions = useSelector(actor, selectContent);
  const failed = useSelector(actor, selectHasFailed);
  const openId = useSelector(actor, selectOpenId);
  const open = promotions?.find((promotion) => promotion.id === openId) ?? null;

  return (
    <RoutePage>
      {failed ? (
        <ContentFailed onRetry={() => actor.send({ type: 'content.retried' })} />
      ) : !promotions ? (
        <ContentLoading />
      ) : promotions.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t('promotions.empty')}</p>
      ) : (
        <ul
          data-testid="promotion-list"
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            gap: '5',
            listStyle: 'none',
          })}
        >
          {promotions.map((promotion) => {
            const image = mainImage(promotion);
            return (
              <li
                key={promotion.id}
                className={css({ bg: 'bg.surface', borderRadius: 'lg', overflow: 'hidden', display: 'flex', flexDirection: 'column' })}
              >
                {image ? (
                  <img
                    src={image}
                    alt=""
                    loading="lazy"
                    className={css({ width: 'full', aspectRatio: 'banner', objectFit: 'cover' })}
                  />
                ) : null}
                <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '3', flex: '1' })}>
                  <h2 className={css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg' })}>{promotion.title}</h2>
                  <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: 'auto' })}>
                    {promotion.campaign ? <OfferButton actor={offers} campaignId={promotion.campaign.id} size="sm" /> : null}
                    <button
                      type="button"
                      className={button({ variant: 'outline', size: 'sm' })}
                      onClick={() => actor.send({ type: 'detail.opened', id: promotion.id })}
                      aria-label={`${t('promotions.details')}: ${promotion.title}`}
                    >
                      {t('promotions.details')}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <SiteDialog
        open={open !== null}
        onClose={() => actor.send({ type: 'detail.closed' })}
        title={open?.title ?? ''}
        closeLabel={t('dialog.close')}
      >
        {open ? (
          <div data-testid="promotion-detail" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {mainImage(open) ? (
              <img src={mainImage(open) ?? ''} alt="" className={css({ width: 'full', borderRadius: 'md' })} />
            ) : null}
            <SafeHtml html={open.description} />
          </div>
        ) : null}
      </SiteDialog>
    </RoutePage>
  );
}
