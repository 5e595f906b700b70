// The bootstrap the server inlines into the document (server/content/document.ts) read back by the
// app (src/app/inlined-bootstrap.ts) in a real DOM: hostile text survives exactly, the element is used
// once, and only for the app's language.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../machines/testing/fixtures';
import { renderDocument } from '../../../server/content/document';
import { inlinedBootstrapReader } from '../../../src/app/inlined-bootstrap';

const template = '<!doctype html><html><head><title>Casino</title></head><body><div id="root"></div></body></html>';
const hostile = '</script><script>window.hacked = true</script><!-- & \u2028 \u2029 $& $1';
const bootstrap = {
  ...bootstrapFixture,
  translationList: [...bootstrapFixture.translationList, { key: 'hostile', value: hostile }],
};

/** The document as the browser's parser builds it. */
function page(locale: 'tr' | 'en'): Document {
  return new DOMParser().parseFromString(renderDocument(template, bootstrap, { locale, home: true }), 'text/html');
}

describe('inlined bootstrap', () => {
  it('reads back exactly what the server put in, hostile text included, and no other element appears', () => {
    const doc = page('tr');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.body.children).toHaveLength(2);
    const take = inlinedBootstrapReader(doc, () => 'tr');
    expect(take()).toEqual(bootstrap);
  });

  it('is taken once: a start-up retry asks the API', () => {
    const doc = page('tr');
    const take = inlinedBootstrapReader(doc, () => 'tr');
    expect(take()).not.toBeNull();
    expect(take()).toBeNull();
    expect(doc.getElementById('bootstrap')).toBeNull();
  });

  it('is not used for another language than the app’s', () => {
    expect(inlinedBootstrapReader(page('tr'), () => 'en')()).toBeNull();
  });

  it('is absent under the vite dev server (plain index.html)', () => {
    const doc = new DOMParser().parseFromString(template, 'text/html');
    expect(inlinedBootstrapReader(doc, () => 'tr')()).toBeNull();
  });
});
