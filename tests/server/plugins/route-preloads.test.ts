// The chunks a deep link's document preloads (server/content/route-preloads.ts), read from a build
// manifest written here by hand in the shape Vite writes it. The expected lists follow TanStack Router's
// flat file naming: dots are path segments, `_x` a pathless layout, `$x` any one segment, a final `index`
// the parent's own path, a file that prefixes others their layout.
import { describe, expect, it } from 'vitest';
import { type BuildManifest, modulePreloadLinks, preloadedModules, RouteTable } from '../../../server/content/route-preloads';

const split = (name: string) => `src/routes/${name}.tsx?tsr-split=component`;
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-e.js', imports: ['_shared-s.js', '_boot-b.js'] },
  '_shared-s.js': { file: 'assets/shared-s.js' },
  '_boot-b.js': { file: 'assets/boot-b.js', imports: ['_shared-s.js'] },
  '_page-heading-h.js': { file: 'assets/page-heading-h.js', imports: ['_shared-s.js'] },
  '_section-page-p.js': { file: 'assets/section-page-p.js', imports: ['_shared-s.js', '_page-heading-h.js'] },
  '_sports-x.js': { file: 'assets/sports-x.js', imports: ['_boot-b.js'] },
  [split('index')]: { file: 'assets/routes-r.js', imports: ['_shared-s.js'] },
  [split('casino.slot')]: { file: 'assets/casino.slot-c.js', imports: ['_section-page-p.js', '_shared-s.js'] },
  [split('_player')]: { file: 'assets/_player-l.js', imports: ['_boot-b.js'] },
  [split('_player.dashboard')]: { file: 'assets/_player.dashboard-d.js' },
  [split('_player.dashboard.index')]: { file: 'assets/_player.dashboard.index-i.js', imports: ['_page-heading-h.js'] },
  [split('_player.dashboard.deposit')]: { file: 'assets/_player.dashboard.deposit-q.js' },
  [split('spor')]: { file: 'assets/spor-o.js' },
  [split('spor.index')]: { file: 'assets/spor.index-n.js', imports: ['_sports-x.js'] },
  [split('spor.lig.$leagueId')]: { file: 'assets/spor.lig._leagueId-g.js', imports: ['_sports-x.js'] },
  [split('spor.mac.$eventId')]: { file: 'assets/spor.mac._eventId-m.js', imports: ['_sports-x.js', '_page-heading-h.js'] },
  [split('spor.$sport')]: { file: 'assets/spor._sport-t.js' },
  'src/features/x.tsx': { file: 'assets/x-y.js' },
};
// What index.html preloads itself (Vite's start-up chunks).
const startUp = new Set(['/assets/shared-s.js', '/assets/boot-b.js']);

describe('route preloads', () => {
  const table = new RouteTable(manifest, startUp);

  it('preloads a leaf route with its own imports, minus the start-up chunks', () => {
    expect(table.resolve('/casino/slot')).toEqual({
      route: 'casino.slot',
      files: ['/assets/casino.slot-c.js', '/assets/section-page-p.js', '/assets/page-heading-h.js'],
    });
  });

  it('adds the layouts a route sits in, outermost first, pathless ones included', () => {
    expect(table.resolve('/dashboard')).toEqual({
      route: '_player.dashboard.index',
      files: ['/assets/_player-l.js', '/assets/_player.dashboard-d.js', '/assets/_player.dashboard.index-i.js', '/assets/page-heading-h.js'],
    });
    expect(table.resolve('/dashboard/deposit')?.files).toEqual([
      '/assets/_player-l.js',
      '/assets/_player.dashboard-d.js',
      '/assets/_player.dashboard.deposit-q.js',
    ]);
    expect(table.resolve('/spor/')?.files).toEqual(['/assets/spor-o.js', '/assets/spor.index-n.js', '/assets/sports-x.js']);
  });

  it('matches a parameter segment, a literal segment before a parameter, and gives every path of a route one key', () => {
    const first = table.resolve('/spor/mac/101');
    expect(first?.route).toBe('spor.mac.$eventId');
    expect(first?.files).toEqual(['/assets/spor-o.js', '/assets/spor.mac._eventId-m.js', '/assets/sports-x.js', '/assets/page-heading-h.js']);
    expect(table.resolve('/spor/mac/202')?.route).toBe('spor.mac.$eventId');
    expect(table.resolve('/spor/futbol')?.route).toBe('spor.$sport');
    expect(table.resolve('/spor/lig/7')?.route).toBe('spor.lig.$leagueId');
  });

  it('resolves no route for a path no split route serves, nor a layout alone', () => {
    expect(table.resolve('/nowhere')).toBeNull();
    expect(table.resolve('/casino/slot/extra')).toBeNull();
    expect(table.resolve('/spor/mac/1/2')).toBeNull();
    // `pages` is only the layout of `pages.$id`: /pages itself is not a split route.
    const pages = new RouteTable({ [split('pages')]: { file: 'assets/pages-a.js' }, [split('pages.$id')]: { file: 'assets/pages._id-b.js' } }, startUp);
    expect(pages.resolve('/pages')).toBeNull();
    expect(pages.resolve('/pages/3')?.files).toEqual(['/assets/pages-a.js', '/assets/pages._id-b.js']);
  });

  it("reads the template's own module preloads and writes links in the same form", () => {
    const template =
      '<head><link rel="modulepreload" crossorigin href="/assets/shared-s.js"><link rel="modulepreload" crossorigin href="/assets/boot-b.js"></head>';
    expect(preloadedModules(template)).toEqual(startUp);
    expect(modulePreloadLinks(['/assets/a.js', '/assets/b.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js">',
    );
  });
});
