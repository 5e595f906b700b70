// The app's HTML document for a browser navigation: the built index.html with the bootstrap answer
// (cms/grouped, the API's own envelope) inlined for the request's language, so start-up needs no round
// trip, a preload of the home banner's first image, so the largest paint does not wait for the scripts,
// and the stylesheet inlined, so the first paint needs the document alone. Pure string work: the static
// plugin caches and compresses what this returns.
import type { SchemaBootstrap } from '../../common/contract/schema.gen';
import type { Locale } from '../i18n';
import { ok } from '../lib/envelope';

/**
 * The template with its stylesheets (Vite's `<link rel="stylesheet" href="/assets/…css">`) inlined as
 * <style> elements, read through `read` (the asset's path under the build's root). The first paint then
 * waits for the document alone rather than for CSS sharing the connection with the app's scripts. A
 * stylesheet that cannot be read, or that could close the element, keeps its link.
 *
 * Each inlined sheet keeps its link, `disabled`: browsers neither fetch nor apply such a link, and Vite's
 * preload helper, which loads a route chunk's stylesheets unless the page has a stylesheet link to them,
 * finds it. Without it every route's first import fetched the same sheet again at the highest priority
 * and re-applied it to the whole page.
 */
export function inlineStylesheets(template: string, read: (assetPath: string) => string | null): string {
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g, (link, href: string) => {
    const css = read(href);
    return css === null || /<\/style/i.test(css)
      ? link
      : `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** The id of the inlined bootstrap's element; src/app/inlined-bootstrap.ts reads it. */
export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';

/**
 * JSON that is safe inside a <script> element: `<` (so no `</script>` or `<!--` can appear), `>` and
 * `&` become \u escapes, as do U+2028/2029. All of them occur only inside JSON strings, where the
 * escape decodes to the same character, so JSON.parse gives back exactly the original value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Preloads of the active slider's first slide, one per source of its <picture> (home-banners.tsx:
 * index 0 below 768 px, 1 from 768 px, 2 from 1920 px), so each screen fetches only the image it shows.
 */
export function bannerPreloads(bootstrap: SchemaBootstrap): string {
  const first = bootstrap.slider.find((slider) => slider.slug === bootstrap.activeSlider)?.items[0];
  if (!first) return '';
  const [small, medium, large] = first.images;
  const sources: Array<{ url: string; media: string }> = [];
  if (small) sources.push({ url: small.url, media: medium ? '(max-width: 767px)' : large ? '(max-width: 1919px)' : '' });
  if (medium) sources.push({ url: medium.url, media: large ? '(min-width: 768px) and (max-width: 1919px)' : '(min-width: 768px)' });
  if (large) sources.push({ url: large.url, media: '(min-width: 1920px)' });
  return sources
    .map(
      ({ url, media }) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}"${media ? ` media="${media}"` : ''} data-banner-preload>`,
    )
    .join('');
}

/** The static shell's banner placeholder (index.html), where the home page's first slide goes. */
export const SHELL_BANNER = '<div class="boot-banner"></div>';

/**
 * The first slide's picture inside the static shell's banner placeholder (the same sources as the
 * preloads), so the page's largest paint is the document's own and waits for no script. React's banner
 * later replaces it with the same image at the same size, which is not a larger paint.
 */
export function shellBanner(bootstrap: SchemaBootstrap): string {
  const first = bootstrap.slider.find((slider) => slider.slug === bootstrap.activeSlider)?.items[0];
  const [small, medium, large] = first?.images ?? [];
  if (!small) return SHELL_BANNER;
  const sources = [
    large ? `<source media="(min-width: 1920px)" srcset="${escapeAttribute(large.url)}">` : '',
    medium ? `<source media="(min-width: 768px)" srcset="${escapeAttribute(medium.url)}">` : '',
  ].join('');
  return `<div class="boot-banner"><picture>${sources}<img src="${escapeAttribute(small.url)}" alt="" width="1040" height="600" fetchpriority="high"></picture></div>`;
}

/**
 * The template with the bootstrap inlined (tagged with its language) and, for the home page, the banner
 * preload and the first slide in the static shell (other pages show no banner). `modules`: the preload
 * links of the requested route's chunks (route-preloads.ts), for a page other than home.
 */
export function renderDocument(
  template: string,
  bootstrap: SchemaBootstrap,
  options: { locale: Locale; home: boolean; modules?: string },
): string {
  const script = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}" data-locale="${options.locale}">${scriptSafeJson(ok(bootstrap))}</script>`;
  const preloads = options.home ? bannerPreloads(bootstrap) : (options.modules ?? '');
  // Function replacers: a `$` in the content must not be read as a replacement pattern.
  return template
    .replace(SHELL_BANNER, () => (options.home ? shellBanner(bootstrap) : SHELL_BANNER))
    .replace('</head>', () => `${preloads}</head>`)
    .replace('</body>', () => `${script}</body>`);
}
