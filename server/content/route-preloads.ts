// Which chunks a navigation's route needs, from the build's manifest (dist/.vite/manifest.json), so the
// document can preload them beside the start-up chunks. Without this a deep link (/casino/slot,
// /dashboard, /spor) fetched its route's chunks only once the start-up code had run and the router had
// matched the path: one more round trip before the page's content could even be asked for.
//
// Route files follow TanStack Router's flat naming (src/routes): dots separate path segments, a segment
// starting with `_` is a pathless layout, `$name` matches any one segment, a final `index` is the parent's
// own path, and a file that prefixes others (`spor` for `spor.index`) is their layout. The router plugin
// splits each file's component into a chunk keyed `src/routes/<file>.tsx?tsr-split=…`.

/** One chunk of Vite's build manifest (only what is read here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export interface RouteChunks {
  /** The route a path resolves to (its leaf file's name), a stable key for caching its document. */
  route: string;
  /** Asset URLs (/assets/…js) to preload, the route's layouts first, without those already in `skip`. */
  files: string[];
}

const ROUTE_KEY = /^src\/routes\/([^/]+)\.tsx\?tsr-split=/;

export class RouteTable {
  /** Every split route that a path can resolve to, with its chunks worked out once, when the table is built. */
  private readonly leaves: Array<{ pattern: string[]; chunks: RouteChunks }> = [];

  /** `skip`: chunk files every document already preloads (the start-up chunks in index.html). */
  constructor(manifest: BuildManifest, skip: ReadonlySet<string>) {
    /** Route file name → its manifest keys. */
    const keys = new Map<string, string[]>();
    for (const key of Object.keys(manifest)) {
      const name = ROUTE_KEY.exec(key)?.[1];
      if (!name || name.startsWith('__')) continue;
      const list = keys.get(name) ?? [];
      list.push(key);
      keys.set(name, list);
    }
    const names = [...keys.keys()];
    for (const name of names) {
      // A layout (a prefix of another file) is preloaded with the leaf it wraps, never matched alone.
      if (names.some((other) => other.startsWith(`${name}.`))) continue;
      const pattern = name.split('.').filter((part) => !part.startsWith('_'));
      if (pattern.at(-1) === 'index') pattern.pop();
      // The leaf's layouts, outermost first, then the leaf; each chunk with its imports, depth first.
      const chain = names.filter((other) => name === other || name.startsWith(`${other}.`)).sort((x, y) => x.length - y.length);
      const files: string[] = [];
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        const chunk = manifest[key];
        if (!chunk) return;
        const url = `/${chunk.file}`;
        if (!skip.has(url) && !files.includes(url)) files.push(url);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const layer of chain) for (const key of keys.get(layer) ?? []) visit(key);
      this.leaves.push({ pattern, chunks: { route: name, files } });
    }
    // A literal segment wins over a parameter (/spor/lig/x before a `$sport` catch of the same depth).
    this.leaves.sort((x, y) => paramCount(x.pattern) - paramCount(y.pattern));
  }

  /** The chunks of the route `pathname` resolves to, or null when it is none of the split routes. */
  resolve(pathname: string): RouteChunks | null {
    const segments = pathname.split('/').filter(Boolean);
    return this.leaves.find(({ pattern }) => matches(pattern, segments))?.chunks ?? null;
  }
}

const paramCount = (pattern: string[]) => pattern.filter((part) => part.startsWith('$')).length;

function matches(pattern: string[], segments: string[]): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, index) => part.startsWith('$') || part === segments[index]);
}

/** The module preloads a template already carries (Vite's, for the entry's start-up chunks). */
export function preloadedModules(template: string): Set<string> {
  return new Set([...template.matchAll(/<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g)].map((match) => match[1]!));
}

/** `<link rel="modulepreload">` elements for the given asset URLs (they are the build's own file names). */
export function modulePreloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
}
