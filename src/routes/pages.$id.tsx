// Route /pages/{id}: a content page, the target of the footer links (About Us is /pages/3). Its label
// is the page's title from the bootstrap's content categories.
import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../features/content/content-pages';
import type { CrumbContext } from '../router';

const pageTitle = ({ params, site, t }: CrumbContext) => {
  const id = Number(params.id);
  const link = site?.bootstrap.category.flatMap((category) => category.content).find((page) => page.id === id);
  return link?.title ?? t('nav.page');
};

export const Route = createFileRoute('/pages/$id')({
  staticData: { crumb: pageTitle },
  component: ContentPageRoute,
});

function ContentPageRoute() {
  const { id } = Route.useParams();
  return <ContentPage id={Number(id)} />;
}
