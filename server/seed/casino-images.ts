// The generated images of the casino seed (game tiles, our studio's category icons), joined into the
// project's generated media by ./media/images.ts so `npm run media`-style regeneration writes them too.
import { providerSeeds, studioCategoryImagePath, studioCategorySeeds, studioGameSeeds, demoGameSeeds, gameImage } from './casino-data';
import { gameTileSvg, studioCategorySvg } from './casino-media';

export interface CasinoMediaFile {
  path: string;
  content: string;
}

export function casinoMediaFiles(): CasinoMediaFile[] {
  const providerName = (code: string) => providerSeeds.find((p) => p.code === code)!.name;
  const files: CasinoMediaFile[] = [];
  for (const game of [...studioGameSeeds, ...demoGameSeeds]) {
    const path = gameImage(game);
    files.push({ path, content: gameTileSvg({ path, name: game.name, provider: providerName(game.provider), glyph: game.glyph, key: `${game.provider}:${game.code}` }) });
  }
  for (const category of studioCategorySeeds) {
    files.push({ path: studioCategoryImagePath(category.slug), content: studioCategorySvg(category.slug, category.glyph) });
  }
  return files;
}
