// The footer (spec §2): the content links of category id 2 (translated titles, to /pages/{id}), the
// scroll-to-top button, two WhatsApp and two Telegram support links (new tab), the licence badge,
// the 16 provider logos (hidden on extra-small screens), the creator logo link, the licence and
// operator statement and the copyright line. Links and images come from the site settings.
import { Link } from '@tanstack/react-router';
import { ResponsibleGamingLink } from '../features/responsible-gaming/responsible-gaming-link';
import { useSelector } from '@xstate/react';
import { selectAreSettingsLinksApplied, selectSite } from '../../machines/app/app.selectors';
import { selectFooterLinks } from '../../machines/startup/startup.selectors';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { useAppActor, useT } from '../app/app-context';
import { providerLogos, providerLogoUrl, supportLinks } from '../features/shell/provider-logos';
import { ArrowUpIcon, TelegramIcon } from '../ui/icons';

const heading = css({ fontSize: 'sm', fontWeight: 'bold', color: 'fg.default', mb: '2' });
const small = css({ fontSize: 'xs', color: 'fg.muted', lineHeight: 'relaxed' });

export function SiteFooter() {
  const t = useT();
  const app = useAppActor();
  const site = useSelector(app, selectSite);
  // Spec §9: the settings' links are applied a second after start-up.
  const linksApplied = useSelector(app, selectAreSettingsLinksApplied);
  if (!site) return null;
  const links = selectFooterLinks(site);
  const settings = site.settings;
  const support = linksApplied ? supportLinks(settings) : [];
  // Texts the server owns (not app keys): shown only when the server sends them.
  const copyright = site.translations['footer.copyright'] ?? '© 2024';
  const licenseStatement = site.translations['footer.licenseStatement'];
  const responsible = site.translations['footer.responsibleGaming'];
  const licenseImage = settings['license-image-url'];
  const adultsImage = settings['adults-only-image-url'];
  const creatorImage = settings['creator-image-url'];

  return (
    <footer
      data-testid="site-footer"
      className={css({ mt: '12', borderTopWidth: 'thin', borderTopStyle: 'solid', borderColor: 'border.muted', bg: 'bg.surface' })}
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
        <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '6', flexWrap: 'wrap' })}>
          <nav aria-label={t('footer.links')}>
            <h2 className={heading}>{t('footer.links')}</h2>
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', columnGap: '6', listStyle: 'none' })}>
              {links.map((link) => (
                <li key={link.id}>
                  <Link to="/pages/$id" params={{ id: String(link.id) }} className={css({ color: 'fg.muted', fontSize: 'sm', _hover: { color: 'fg.link' } })}>
                    {link.title}
                  </Link>
                </li>
              ))}
              <li>
                <ResponsibleGamingLink />
              </li>
            </ul>
          </nav>
          {support.length > 0 ? (
            <nav aria-label={t('footer.support')} data-testid="footer-support">
              <h2 className={heading}>{t('footer.support')}</h2>
              <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
                {support.map((link) => (
                  <li key={`${link.kind}-${link.n}`}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })}
                    >
                      {link.kind === 'telegram' ? <TelegramIcon /> : null}
                      {t(link.kind === 'whatsapp' ? 'footer.whatsapp' : 'footer.telegram', { n: link.n })}
                      <span className={css({ srOnly: true })}>{t('footer.newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
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

        <section aria-label={t('footer.providers')} data-testid="footer-providers" className={css({ hideBelow: 'xs' })}>
          <h2 className={heading}>{t('footer.providers')}</h2>
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'repeat(4, 1fr)', md: 'repeat(8, 1fr)' },
              gap: '3',
              listStyle: 'none',
            })}
          >
            {providerLogos.map((logo) => (
              <li key={logo.slug}>
                <img src={providerLogoUrl(logo.slug)} alt={logo.name} loading="lazy" width={120} height={40} className={css({ width: 'full', height: 'auto' })} />
              </li>
            ))}
          </ul>
        </section>

        <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
          {licenseImage ? (
            settings['license-url'] ? (
              <a href={settings['license-url']} target="_blank" rel="noopener noreferrer" data-testid="footer-license">
                <img src={licenseImage} alt={`${t('footer.license')} ${t('footer.newTab')}`} width={64} height={64} loading="lazy" />
              </a>
            ) : (
              <img src={licenseImage} alt={t('footer.license')} width={64} height={64} loading="lazy" data-testid="footer-license" />
            )
          ) : null}
          {adultsImage ? <img src={adultsImage} alt={t('footer.adultsOnly')} width={48} height={48} loading="lazy" /> : null}
          {creatorImage && settings['creator-url'] ? (
            <a href={settings['creator-url']} target="_blank" rel="noopener noreferrer" data-testid="footer-creator" className={css({ ml: 'auto' })}>
              <img src={creatorImage} alt={`${t('footer.creator')} ${t('footer.newTab')}`} height={32} width={120} loading="lazy" />
            </a>
          ) : null}
        </div>
        {licenseStatement ? <p className={small} data-testid="footer-license-statement">{licenseStatement}</p> : null}
        {responsible ? <p className={small}>{responsible}</p> : null}
        <p className={css({ fontSize: 'xs', color: 'fg.subtle' })} data-testid="footer-copyright">
          {copyright}
        </p>
      </div>
    </footer>
  );
}
