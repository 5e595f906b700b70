// The link to the "Responsible gaming" page shown in the footer and on the deposit page.
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { useT } from '../../app/app-context';

export function ResponsibleGamingLink() {
  const t = useT();
  return (
    <Link to="/dashboard/responsible-gaming" data-testid="responsible-gaming-link" className={css({ color: 'fg.muted', fontSize: 'sm', _hover: { color: 'fg.link' } })}>
      {t('nav.responsible')}
    </Link>
  );
}
