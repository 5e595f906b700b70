// Route /pages/: Contents: the list of content pages.
import { createFileRoute } from '@tanstack/react-router';
import { ContentPageList } from '../features/content/content-pages';

export const Route = createFileRoute('/pages/')({
  staticData: { crumb: 'nav.pages' },
  component: ContentPageList,
});
