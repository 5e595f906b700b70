// Serves the images the project ships with its content (slider, promotions, categories, provider logos,
// flags, badges) at /media/ from server/assets/media, independent of whether the app was built, so
// the dev server's /media proxy and the API-only server both show them.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mediaUrlPrefix } from '../seed/media/images';

export const mediaRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../assets/media');

export interface MediaOptions {
  /** Defaults to server/assets/media. */
  root?: string;
}

export default fp<MediaOptions>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: options.root ?? mediaRoot,
      prefix: `${mediaUrlPrefix}/`,
      // The app's static plugin owns reply.sendFile; a second registration must not redecorate it.
      decorateReply: false,
      index: false,
      // File names are not content-hashed, so a day's caching lets an edited image appear soon enough.
      // @fastify/static 10 calls this with the Fastify reply (not a raw response).
      setHeaders(reply) {
        void reply.header('cache-control', 'public, max-age=86400');
      },
    });
  },
  { name: 'media', fastify: '5.x' },
);
