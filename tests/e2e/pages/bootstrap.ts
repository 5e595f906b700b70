// The server inlines the bootstrap answer into the document (server/content/document.ts), so start-up
// makes no /api/cms/grouped call. A test that stands in for that answer (a failure, another setting)
// first takes the inlined copy out of the documents, and the app then asks the API as under vite dev.
import type { Page } from '@playwright/test';

const inlinedBootstrap = /<script type="application\/json" id="bootstrap"[^>]*>[\s\S]*?<\/script>/;

/** Any address but the API's and files' (a last path segment with a dot): the app's documents. */
const documentPaths = /^https?:\/\/[^/]+\/(?!api\/)(?:[^?#]*\/)?[^?#/.]*(?:[?#].*)?$/i;

export async function bootstrapFromApi(page: Page): Promise<void> {
  await page.route(
    // A pattern, not a function: the browser matches it itself, so other requests (scripts, images, the
    // API) do not each wait for the test process to decide (see tests/e2e/model/model.ts holdRequest).
    documentPaths,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(inlinedBootstrap, '');
      await route.fulfill({
        status: response.status(),
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
        body: html,
      });
    },
  );
}
