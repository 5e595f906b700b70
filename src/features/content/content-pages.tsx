// Content pages (spec §2): /pages lists every published page by category (GET /cms/pages);
// /pages/{id} shows one page's sanitised HTML (GET /cms/page/{id}; About Us is /pages/3).
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { createContentMachine } from '../../../machines/cms-content/cms-content.machine';
import { selectContent, selectHasFailed } from '../../../machines/cms-content/cms-content.selectors';
import { css } from '../../../styled-system/css';
import { unwrap } from '../../../common/contract/client';
import type { components } from '../../../common/contract/schema.gen';
import { useT } from '../../app/app-context';
import { RoutePage } from '../../layout/route-page';
import { ContentFailed, ContentLoading } from './content-status';
import { SafeHtml } from './safe-html';
import { useContent } from './use-content';

type Schemas = components['schemas'];

const pageListMachine = createContentMachine<Schemas['ContentCategory'][]>();
const pageMachine = createContentMachine<Schemas['ContentPage']>();

export function ContentPageList() {
  const t = useT();
  const actor = useContent('pageList', pageListMachine, async (api) => unwrap(await api.GET('/cms/pages')).data);
  const categories = useSelector(actor, selectContent);
  const failed = useSelector(actor, selectHasFailed);
  return (
    <RoutePage>
      {failed ? (
        <ContentFailed onRetry={() => actor.send({ type: 'content.retried' })} />
      ) : !categories ? (
        <ContentLoading />
      ) : categories.length === 0 ? (
        <p>{t('content.empty')}</p>
      ) : (
        <div data-testid="content-page-list" className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
          {categories.map((category) => (
            <section key={category.id} aria-labelledby={`content-category-${category.id}`}>
              <h2 id={`content-category-${category.id}`} className={css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', mb: '3' })}>
                {category.name}
              </h2>
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' })}>
                {category.content.map((page) => (
                  <li key={page.id}>
                    <Link to="/pages/$id" params={{ id: String(page.id) }} className={css({ color: 'fg.link', _hover: { textDecoration: 'underline' } })}>
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </RoutePage>
  );
}

export function ContentPage(props: { id: number }) {
  // Keyed by id so following a footer link from one page to another loads the new page.
  return <ContentPageBody key={props.id} id={props.id} />;
}

function ContentPageBody(props: { id: number }) {
  const actor = useContent('contentPage', pageMachine, async (api) =>
    unwrap(await api.GET('/cms/page/{id}', { params: { path: { id: props.id } } })).data,
  );
  const page = useSelector(actor, selectContent);
  const failed = useSelector(actor, selectHasFailed);
  return (
    <RoutePage>
      {failed ? (
        <ContentFailed onRetry={() => actor.send({ type: 'content.retried' })} />
      ) : !page ? (
        <ContentLoading />
      ) : (
        <article className={css({ maxWidth: '3xl' })}>
          <SafeHtml html={page.html} testId="content-page-body" />
        </article>
      )}
    </RoutePage>
  );
}
