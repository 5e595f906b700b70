// Writes the generated images into server/assets/media (node --import tsx server/seed/media/write.ts);
// the server serves that folder at /media/ (server/content/media.ts), Vite's dev server proxies it.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateMedia } from './images';

export const mediaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../assets/media');

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

export async function writeMedia(dir = mediaDir): Promise<number> {
  const files = generateMedia();
  const wanted = new Set(files.map((file) => file.path));
  // Files no longer generated would otherwise linger and ship.
  for (const existing of await listFiles(dir)) {
    if (!wanted.has(relative(dir, existing).split('\\').join('/'))) await rm(existing);
  }
  for (const file of files) {
    const target = join(dir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
  return files.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeMedia()
    .then((count) => console.log(`wrote ${count} images to ${mediaDir}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
