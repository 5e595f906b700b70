// A page whose heading is its route's label: screens that later issues fill show their real title
// and breadcrumb meanwhile, and keep this header when their content arrives.
import { useMatches } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectSite } from '../../machines/app/app.selectors';
import { useAppActor, useT } from '../app/app-context';
import { PageHeading } from './page-heading';

export function RoutePage(props: { children?: ReactNode }) {
  const t = useT();
  const site = useSelector(useAppActor(), selectSite);
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1] });
  const crumb = leaf?.staticData.crumb;
  const badge = leaf?.staticData.badge;
  const title = !crumb
    ? ''
    : typeof crumb === 'function'
      ? crumb({ params: (leaf?.params ?? {}) as Record<string, string>, site, t })
      : t(crumb);
  return (
    <>
      <PageHeading title={title} badge={badge ? t(badge) : undefined} />
      {props.children}
    </>
  );
}
