// Route /: the home page, built from the bootstrap data: the active slider's banners and the casino
// categories. Also where logout lands.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectSite } from '../../machines/app/app.selectors';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { useAppActor, useT } from '../app/app-context';
import { JackpotCards, JackpotCarousel } from '../features/jackpots';
import { HomeBanners } from './-components/home-banners';
import { HomeCategories } from './-components/home-categories';

export const Route = createFileRoute('/')({
  staticData: { crumb: 'nav.home' },
  component: HomePage,
});

function HomePage() {
  const t = useT();
  const site = useSelector(useAppActor(), selectSite);
  if (!site) return null;
  return (
    <>
      <h1 className={css({ srOnly: true })}>{t('nav.home')}</h1>
      <HomeBanners site={site} label={t('home.banners')} />
      <JackpotCarousel />
      <JackpotCards />
      <HomeCategories site={site} title={t('home.categories')} />
      {/* Issue 17: our own sportsbook. */}
      <p className={css({ mt: '6', display: 'flex', justifyContent: 'center' })}>
        <Link to="/spor" className={button({ variant: 'outline', size: 'lg' })} data-testid="home-sportsbook">
          {t('sportsbook.title')}
        </Link>
      </p>
    </>
  );
}
