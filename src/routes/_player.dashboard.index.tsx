// Route /dashboard: my account, with a tile for each dashboard screen (spec §2) and logout.
import { createFileRoute, Link } from '@tanstack/react-router';
import { css, cx } from '../../styled-system/css';
import { useSend, useT } from '../app/app-context';
import type { DialogName } from '../../machines/dialogs/dialogs.machine';
import type { TranslationKey } from '../../common/i18n/keys';
import { PageHeading } from '../layout/page-heading';
import { DepositLimitInvite } from '../features/responsible-gaming/deposit-limit-invite';
import { LogoutIcon } from '../ui/icons';

export const Route = createFileRoute('/_player/dashboard/')({
  staticData: { crumb: 'nav.dashboard' },
  component: Dashboard,
});

const tiles = [
  { to: '/dashboard/deposit', label: 'nav.deposit' },
  { to: '/dashboard/withdraw', label: 'nav.withdraw' },
  { to: '/dashboard/game-history', label: 'nav.gameHistory' },
  { to: '/dashboard/bets', label: 'nav.myBets' },
  { to: '/dashboard/bonuses', label: 'nav.bonuses' },
  { to: '/dashboard/financial-activities', label: 'nav.financialActivities' },
  { to: '/dashboard/session-history', label: 'nav.sessionHistory' },
  { to: '/dashboard/account', label: 'nav.account' },
  { to: '/dashboard/verification', label: 'nav.verification' },
  { to: '/dashboard/responsible-gaming', label: 'nav.responsible' },
] as const satisfies ReadonlyArray<{ to: string; label: TranslationKey }>;

// Spec §2: these two tiles open dialogs instead of routes. The SMS phone verification tile opens the
// `sms` flag's dialog (spec §4's variant: step 1 phone, step 2 code, 'Congratulations!'); the account
// page's phone row opens the four-page `phoneVerification` dialog.
const dialogTiles = [
  { dialog: 'password', label: 'password.title' },
  { dialog: 'sms', label: 'phone.title' },
] as const satisfies ReadonlyArray<{ dialog: DialogName; label: TranslationKey }>;

const tileClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '24',
  p: '4',
  borderRadius: 'lg',
  bg: 'bg.raised',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.muted',
  fontWeight: 'semibold',
  textAlign: 'center',
  cursor: 'pointer',
  _hover: { borderColor: 'accent.border', boxShadow: 'glow' },
});

function Dashboard() {
  const t = useT();
  const send = useSend();
  return (
    <>
      <PageHeading title={t('nav.dashboard')} />
      {/* Issue 19: the invitation to set a deposit limit where a new player lands after sign-up (docs/protection.md). */}
      <DepositLimitInvite />
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: '4',
          listStyle: 'none',
        })}
      >
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className={tileClass}>
              {t(tile.label)}
            </Link>
          </li>
        ))}
        {dialogTiles.map((tile) => (
          <li key={tile.dialog}>
            <button
              type="button"
              className={cx(tileClass, css({ width: 'full' }))}
              onClick={() => send({ type: 'dialog.open', dialog: tile.dialog })}
            >
              {t(tile.label)}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cx(tileClass, css({ gap: '2', width: 'full', color: 'danger.text' }))}
            onClick={() => send({ type: 'logout.requested' })}
          >
            <LogoutIcon className={css({ width: 'iconLg', height: 'iconLg', flexShrink: '0' })} />
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </>
  );
}
