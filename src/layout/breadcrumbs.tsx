// Breadcrumbs from the route labels (spec §2): a trail of labelled links separated by '/', the last
// item highlighted and marked as the current page.
import { Link, useMatches } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { selectSite } from '../../machines/app/app.selectors';
import { breadcrumb } from '../../styled-system/recipes/breadcrumb';
import { useAppActor, useT } from '../app/app-context';
import type { Crumb } from '../router';

export function Breadcrumbs() {
  const t = useT();
  const site = useSelector(useAppActor(), selectSite);
  const matches = useMatches();
  const styles = breadcrumb();

  const label = (crumb: Crumb, params: Record<string, string>) =>
    typeof crumb === 'function' ? crumb({ params, site, t }) : t(crumb);

  // Layout routes share their child's path; the last label for a path wins.
  const trail: Array<{ pathname: string; text: string }> = [];
  for (const match of matches) {
    const crumb = match.staticData.crumb;
    if (!crumb) continue;
    const pathname = match.pathname.replace(/\/$/, '') || '/';
    const text = label(crumb, match.params as Record<string, string>);
    const last = trail[trail.length - 1];
    if (last && last.pathname === pathname) last.text = text;
    else trail.push({ pathname, text });
  }

  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.root}>
      <ol className={styles.list}>
        {trail.map((item, index) => {
          const isLast = index === trail.length - 1;
          return (
            <Fragment key={item.pathname}>
              {index > 0 ? (
                <li className={styles.separator} aria-hidden="true">
                  /
                </li>
              ) : null}
              <li className={styles.item}>
                {isLast ? (
                  <span className={styles.current} aria-current="page">
                    {item.text}
                  </span>
                ) : (
                  <Link to={item.pathname} className={styles.link} activeOptions={{ exact: true }}>
                    {item.text}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
