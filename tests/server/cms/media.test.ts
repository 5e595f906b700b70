// The /media/ route serves the generated images with an SVG content type and answers 404 for others.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import media from '../../../server/content/media';
import { generateMedia } from '../../../server/seed/media/images';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

describe('media plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(media);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves every generated image as SVG', async () => {
    for (const file of generateMedia()) {
      const response = await app.inject({ method: 'GET', url: `/media/${file.path}` });
      expect(response.statusCode, file.path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toBe(file.content);
    }
  });

  it('answers 404 for a missing file and refuses to leave the folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/media/nope.svg' })).statusCode).toBe(404);
    const escape = await app.inject({ method: 'GET', url: '/media/../../seed/index.ts' });
    expect(escape.statusCode).not.toBe(200);
    const encoded = await app.inject({ method: 'GET', url: '/media/%2e%2e/%2e%2e/seed/index.ts' });
    expect(encoded.statusCode).not.toBe(200);
  });
});

describeEachTarget('the app on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves /media/ without a built app (the images the bootstrap names)', async () => {
    const response = await t.request({ method: 'GET', url: '/media/flags/tr.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
