// Bonuses (spec §2 dashboard): the trial bonus offer with its claim (or the way to verify the phone
// first), the bonus campaigns on offer (join, claim a due cashback: ../bonus-offers) and the player's bonuses: amount, wagering progress as an ARIA progress bar, expiry and
// status. Driven by machines/bonuses, which loads again when the session says the phone got verified.
import { useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import type { ActorRefFrom } from 'xstate';
import { bonusesActors, type PlayerBonus } from '../../../machines/bonuses/bonuses.actors';
import { bonusesMachine } from '../../../machines/bonuses/bonuses.machine';
import {
  isActiveBonus,
  selectBonuses,
  selectCanClaim,
  selectHasFailed,
  selectHasLoaded,
  selectIsClaiming,
  selectIsLoading,
  selectTrialOffer,
  wageringPercent,
} from '../../../machines/bonuses/bonuses.selectors';
import { formatKurus, kurusFromTry } from '../../../machines/shared/money';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useSend, useT } from '../../app/app-context';
import type { TranslationKey } from '../../../common/i18n/keys';
import { SpinnerIcon } from '../../ui/icons';
import { BonusOffersSection } from '../bonus-offers/bonus-offers';
import { card, Failed, facts, Loading, stack } from './dashboard-ui';
import { formatDateTime } from './dashboard-format';
import { usePageActor, usePageLocale } from './use-page-actor';

type BonusesRef = ActorRefFrom<typeof bonusesMachine>;

export function BonusesPage() {
  const t = useT();
  const actor = usePageActor(bonusesMachine, bonusesActors);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const bonuses = useSelector(actor, selectBonuses);
  const loaded = useSelector(actor, selectHasLoaded);
  if (failed) return <Failed message={t('bonuses.failed')} onRetry={() => actor.send({ type: 'bonuses.retried' })} />;
  // Only the first load shows the loading line: a reload (after a claim) keeps the screen and its offers.
  if (!loaded) return <Loading />;
  return (
    <div className={stack} aria-busy={loading}>
      <TrialOffer actor={actor} />
      {/* A join or a claim may add a bonus: the list reloads. */}
      <BonusOffersSection onClaimed={() => actor.send({ type: 'bonuses.refreshed' })} />
      <section aria-labelledby="bonuses-list-title" className={stack}>
        <h2 id="bonuses-list-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {t('bonuses.listTitle')}
        </h2>
        {bonuses.length === 0 ? (
          <p>{t('bonuses.empty')}</p>
        ) : (
          <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', mobile: 'repeat(2, minmax(0, 1fr))' }, gap: '4', listStyle: 'none' })} data-testid="bonuses">
            {bonuses.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function TrialOffer({ actor }: { actor: BonusesRef }) {
  const t = useT();
  const send = useSend();
  const offer = useSelector(actor, selectTrialOffer);
  const canClaim = useSelector(actor, selectCanClaim);
  const claiming = useSelector(actor, selectIsClaiming);
  if (offer.kind === 'none') return null;
  const amount = formatKurus(offer.amount);
  return (
    <section className={card} aria-labelledby="trial-offer-title" data-testid="trial-bonus-offer">
      <h2 id="trial-offer-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('bonuses.trialTitle')}
      </h2>
      {offer.kind === 'claimable' ? (
        <>
          <p>{t('bonuses.trialClaimable', { amount })}</p>
          <button
            type="button"
            className={button({ variant: 'solid' })}
            disabled={!canClaim && !claiming}
            aria-busy={claiming}
            data-loading={claiming ? '' : undefined}
            onClick={() => actor.send({ type: 'trialBonus.claimed' })}
          >
            {claiming ? <SpinnerIcon className={css({ animation: 'spin' })} /> : null}
            {t('bonuses.claim')}
          </button>
        </>
      ) : (
        <>
          <p>{t('bonuses.trialNeedsPhone', { amount })}</p>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => send({ type: 'dialog.open', dialog: 'phoneVerification' })}
          >
            {t('bonuses.verifyPhone')}
          </button>
        </>
      )}
    </section>
  );
}

const bar = css({
  height: '2',
  width: 'full',
  borderRadius: 'full',
  bg: 'bg.muted',
  overflow: 'hidden',
  '& > span': { display: 'block', height: 'full', width: '[var(--progress)]', bg: 'accent.solid', borderRadius: 'full' },
});

function BonusCard({ bonus }: { bonus: PlayerBonus }) {
  const t = useT();
  const locale = usePageLocale();
  const percent = wageringPercent(bonus);
  const wagered = formatKurus(kurusFromTry(bonus.wagered));
  const required = formatKurus(kurusFromTry(bonus.wagerRequired));
  const labelId = `bonus-${bonus.id}-progress`;
  return (
    <article className={card} data-status={bonus.status} aria-labelledby={`bonus-${bonus.id}-name`}>
      <header className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline' })}>
        <h3 id={`bonus-${bonus.id}-name`} className={css({ fontWeight: 'semibold' })}>
          {bonus.name}
        </h3>
        <span className={css({ fontSize: 'sm', color: isActiveBonus(bonus) ? 'success.text' : 'fg.muted' })}>
          {t(`bonuses.status.${bonus.status}` as TranslationKey)}
        </span>
      </header>
      <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{formatKurus(kurusFromTry(bonus.amount))}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <span id={labelId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('bonuses.wagering', { wagered, required })}
        </span>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('bonuses.progressText', { percent, wagered, required })}
          className={bar}
          style={{ '--progress': `${percent}%` } as CSSProperties}
        >
          <span />
        </div>
      </div>
      <dl className={facts}>
        <div>
          <dt>{t('bonuses.expires')}</dt>
          <dd>{bonus.expiresAt ? <time dateTime={bonus.expiresAt}>{formatDateTime(bonus.expiresAt, locale)}</time> : '—'}</dd>
        </div>
        <div>
          <dt>{t('bonuses.granted')}</dt>
          <dd>
            <time dateTime={bonus.createdAt}>{formatDateTime(bonus.createdAt, locale)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
