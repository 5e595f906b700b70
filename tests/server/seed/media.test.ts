// The generated images: the committed files in server/assets/media are what the generator makes, each is a
// well-formed SVG, and every image URL the seed stores points at one of them.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../server/seed';
import { generateMedia, mediaUrlPrefix, providerLogos } from '../../../server/seed/media/images';
import { mediaDir } from '../../../server/seed/media/write';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

const files = generateMedia();

// jsdom ships no types of its own (and @types/jsdom is not installed); its XML parser is all we need.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

describe('generated media', () => {
  it('matches the committed files (regenerate with node --import tsx server/seed/media/write.ts)', async () => {
    for (const file of files) {
      const committed = await readFile(join(mediaDir, file.path), 'utf8').catch(() => null);
      expect(committed, file.path).toBe(file.content);
    }
  });

  it('are well-formed SVG documents with a title', () => {
    const parser = new new JSDOM('').window.DOMParser();
    for (const file of files) {
      const doc = parser.parseFromString(file.content, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), file.path).toHaveLength(0);
      expect(doc.documentElement.nodeName, file.path).toBe('svg');
      expect(doc.querySelector('title')?.textContent?.trim(), file.path).toBeTruthy();
    }
  });

  it('include the 16 provider logos of the footer', () => {
    expect(providerLogos).toHaveLength(16);
    for (const logo of providerLogos) expect(files.some((f) => f.path === `providers/${logo.slug}.svg`)).toBe(true);
  });
});

describe('image URLs stored by the seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seed({ db: database.db, demo: true });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('all name a generated file', async () => {
    const result = await database.db.execute(sql`
      select flag_url as url from languages
      union all select image_url from slider_items
      union all select image_url_md from slider_items
      union all select image_url_lg from slider_items
      union all select image_url from casino_categories
      union all select url from popup_images
      union all select url from promotion_images
      union all select value from site_options where key like '%-image-url'`);
    const urls = (result as unknown as { rows: { url: string | null }[] }).rows
      .map((row) => row.url)
      .filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(30);
    const generated = new Set(files.map((file) => `${mediaUrlPrefix}/${file.path}`));
    for (const url of urls) expect(generated.has(url), url).toBe(true);
  });
});
