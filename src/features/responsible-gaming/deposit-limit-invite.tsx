// The invitation to set a deposit limit (issue 19: at sign-up and at the first deposit, skippable), on
// the dashboard home, where a new player lands after sign-up, and on the deposit page: shown while the
// player has no deposit limit and has not put it off on this visit.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectLimits } from '../../../machines/responsible-gaming/responsible-gaming.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useT } from '../../app/app-context';
import { card } from '../dashboard/dashboard-ui';
import { useResponsibleActor } from './use-responsible-actor';

export function DepositLimitInvite() {
  const t = useT();
  const actor = useResponsibleActor();
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const hasDepositLimit = useSelector(actor, (s) => selectLimits(s).some((limit) => limit.kind === 'deposit'));
  const skipped = useSelector(actor, (s) => s.context.inviteSkipped);
  if (!ready || hasDepositLimit || skipped) return null;
  return (
    <aside className={card} data-testid="deposit-limit-invite" aria-labelledby="rg-invite">
      <strong id="rg-invite">{t('responsible.inviteTitle')}</strong>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('responsible.inviteText')}</p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Link to="/dashboard/responsible-gaming" className={button({ variant: 'solid', size: 'sm' })}>
          {t('responsible.inviteTitle')}
        </Link>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actor.send({ type: 'invite.skipped' })}>
          {t('responsible.inviteSkip')}
        </button>
      </div>
    </aside>
  );
}
