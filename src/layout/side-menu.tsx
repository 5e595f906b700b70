// The left side menu (spec §2): the groups of menu-items.ts, collapsible sub-groups, the language
// select and the Follow Me links. Docked from 1100 px; below that a drawer opened from the header,
// which closes when an item is chosen.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectAreSettingsLinksApplied, selectSite } from '../../machines/app/app.selectors';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { select } from '../../styled-system/recipes/select';
import { sideMenu } from '../../styled-system/recipes/side-menu';
import { useAppActor, useSend, useT } from '../app/app-context';
import { useHasBeenIdle, useHasInteracted } from '../app/idle';

/** panda.config.ts's `menu` breakpoint: from here the side menu is docked, so on show. */
const DOCKED = '(min-width: 1100px)';
import { ChevronDownIcon, InstagramIcon, TelegramIcon, TwitterIcon } from '../ui/icons';
import { type MenuItem, menuGroups, socialLinks } from './menu-items';

const LanguageSelect = lazy(() => import('./language-select'));

const socialIcons = { 'social-telegram': TelegramIcon, 'social-twitter': TwitterIcon, 'social-instagram': InstagramIcon };

function MenuEntry({ item }: { item: MenuItem }) {
  const t = useT();
  const send = useSend();
  const site = useSelector(useAppActor(), selectSite);
  const styles = sideMenu();
  const chosen = () => send({ type: 'menu.item.chosen' });
  const Icon = item.icon;
  const content = (
    <>
      <Icon className={styles.itemIcon} />
      <span>{t(item.title)}</span>
      {item.badge ? <span className={styles.badge}>{t(item.badge)}</span> : null}
    </>
  );

  if (item.kind === 'route') {
    return (
      <li>
        <Link
          to={item.to}
          params={item.params as never}
          className={styles.item}
          activeOptions={{ exact: true }}
          onClick={chosen}
        >
          {content}
        </Link>
      </li>
    );
  }
  if (item.kind === 'search') {
    // The section route runs the search in `q` (the casino's search).
    return (
      <li>
        <Link to={item.to} search={{ q: item.query } as never} className={styles.item} onClick={chosen}>
          {content}
        </Link>
      </li>
    );
  }
  if (item.kind === 'setting') {
    const url = site?.appSettings[item.settingKey];
    if (!url) return null;
    return (
      <li>
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.item} onClick={chosen}>
          {content}
          <span className={css({ srOnly: true })}>{t('menu.opensInNewTab')}</span>
        </a>
      </li>
    );
  }
  // A native disclosure: collapsible without any script, keyboard and screen readers included.
  return (
    <li>
      <details className={styles.sub}>
        <summary className={cx(styles.item, styles.subTrigger)}>
          {content}
          <ChevronDownIcon data-part="chevron" />
        </summary>
        <ul className={styles.subList}>
          {item.children.map((child) => (
            <MenuEntry key={child.id} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Holds the select's place (same label and height) until its code loads after the first paint. */
function LanguageSelectPlaceholder() {
  const t = useT();
  const styles = select();
  return (
    <div className={styles.root} aria-hidden="true">
      <span className={styles.label}>{t('menu.language')}</span>
      {/* Spec §2: the placeholder "Select Language" shows until the select itself arrives. */}
      <span className={styles.trigger}>
        <span className={styles.valueText}>{t('menu.selectLanguage')}</span>
      </span>
    </div>
  );
}

export function SideMenuContent() {
  const t = useT();
  const idle = useHasBeenIdle();
  const interacted = useHasInteracted();
  // Docked on a wide screen the language select is on show and loads at the first idle moment; below that
  // (the phone's drawer, a hidden dock) it waits for the visitor's first interaction.
  const showSelect = interacted || (idle && window.matchMedia(DOCKED).matches);
  const app = useAppActor();
  const site = useSelector(app, selectSite);
  // Spec §9: the settings' links are applied a second after start-up.
  const linksApplied = useSelector(app, selectAreSettingsLinksApplied);
  const styles = sideMenu();
  const social = (linksApplied ? socialLinks : [])
    .map((link) => ({ ...link, url: site?.settings[link.key] }))
    .filter((link): link is typeof link & { url: string } => Boolean(link.url));

  return (
    <nav className={styles.nav} aria-label={t('menu.title')}>
      {menuGroups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`menu-group-${group.id}`}>
          <h2 id={`menu-group-${group.id}`} className={styles.groupTitle}>
            {t(group.title)}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <MenuEntry key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
      <div className={styles.section}>
        {showSelect ? (
          <Suspense fallback={<LanguageSelectPlaceholder />}>
            <LanguageSelect />
          </Suspense>
        ) : (
          <LanguageSelectPlaceholder />
        )}
      </div>
      {social.length > 0 ? (
        <section className={styles.section} aria-labelledby="menu-follow-me">
          <h2 id="menu-follow-me" className={styles.groupTitle}>
            {t('menu.followMe')}
          </h2>
          <div className={styles.social}>
            {social.map((link) => {
              const Icon = socialIcons[link.key];
              return (
                <a
                  key={link.key}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(link.title)} ${t('menu.opensInNewTab')}`}
                  title={t(link.title)}
                  className={button({ variant: 'outline', palette: 'neutral', size: 'icon' })}
                >
                  <Icon />
                </a>
              );
            })}
          </div>
        </section>
      ) : null}
    </nav>
  );
}

/** The menu docked beside the page from 1100 px. */
export function SideMenuDock() {
  return (
    <aside className={sideMenu().dock} data-testid="side-menu-dock">
      <SideMenuContent />
    </aside>
  );
}
