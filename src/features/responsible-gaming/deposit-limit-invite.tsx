// The invitation to set a deposit limit on the deposit page (issue 19: at the first deposit, skippable):
// shown while the player has no deposit limit, with the limit form of the responsible gaming machine.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectLimits } from '../../../machines/responsible-gaming/responsible-gaming.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
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
