// The footer: the content links of category id 2 from the bootstrap (spec §2), a back-to-top
// button and the copyright line the server provides.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectSite } from '../../machines/app/app.selectors';
import { selectFooterLinks } from '../../machines/startup/startup.selectors';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { useAppActor, useT } from '../app/app-context';
import { ArrowUpIcon } from '../ui/icons';

export function SiteFooter() {
  const t = useT();
  const site = useSelector(useAppActor(), selectSite);
  if (!site) return null;
  const links = selectFooterLinks(site);
  // Texts the server owns (not app keys): shown only when the server sends them.
  const copyright = site.translations['footer.copyright'];

  return (
    <footer
      data-testid="site-footer"
      className={css({
        mt: '12',
        borderTopWidth: 'thin',
        borderTopStyle: 'solid',
        borderColor: 'border.muted',
        bg: 'bg.surface',
      })}
    >
      <div
        className={css({
          maxWidth: 'page',
          mx: 'auto',
          px: { base: '4', mobile: '6' },
          pt: '8',
          // Under 900 px the bottom bar covers the last 4rem of the page.
          pb: { base: '24', mobile: '8' },
          display: 'flex',
          flexDirection: 'column',
          gap: '6',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4' })}>
          <nav aria-label={t('footer.links')}>
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', columnGap: '6', listStyle: 'none' })}>
              {links.map((link) => (
                <li key={link.id}>
                  <Link
                    to="/pages/$id"
                    params={{ id: String(link.id) }}
                    className={css({ color: 'fg.muted', fontSize: 'sm', _hover: { color: 'fg.link' } })}
                  >
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            className={button({ variant: 'outline', palette: 'neutral', size: 'icon' })}
            aria-label={t('footer.scrollTop')}
            title={t('footer.scrollTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <ArrowUpIcon />
          </button>
        </div>
        {copyright ? <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{copyright}</p> : null}
      </div>
    </footer>
  );
}
