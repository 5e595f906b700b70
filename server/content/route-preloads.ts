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
  /** Route file name → its manifest keys. */
  private readonly keys = new Map<string, string[]>();
  private readonly leaves: Array<{ name: string; pattern: string[] }> = [];

  /** `skip`: chunk files every document already preloads (the start-up chunks in index.html). */
  constructor(
    private readonly manifest: BuildManifest,
    private readonly skip: ReadonlySet<string>,
  ) {
    for (const key of Object.keys(manifest)) {
      const name = ROUTE_KEY.exec(key)?.[1];
      if (!name || name.startsWith('__')) continue;
      const list = this.keys.get(name) ?? [];
      list.push(key);
      this.keys.set(name, list);
    }
    const names = [...this.keys.keys()];
    for (const name of names) {
      // A layout (a prefix of another file) is preloaded with the leaf it wraps, never matched alone.
      if (names.some((other) => other.startsWith(`${name}.`))) continue;
      const parts = name.split('.').filter((part) => !part.startsWith('_'));
      if (parts.at(-1) === 'index') parts.pop();
      this.leaves.push({ name, pattern: parts });
    }
    // A literal segment wins over a parameter (/spor/lig/x before a `$sport` catch of the same depth).
    this.leaves.sort((a, b) => paramCount(a.pattern) - paramCount(b.pattern));
  }

  /** The chunks of the route `pathname` resolves to, or null when it is none of the split routes. */
  resolve(pathname: string): RouteChunks | null {
    const segments = pathname.split('/').filter(Boolean);
    const leaf = this.leaves.find(({ pattern }) => matches(pattern, segments));
    if (!leaf) return null;
    const chain = [...this.keys.keys()]
      .filter((name) => leaf.name === name || leaf.name.startsWith(`${name}.`))
      .sort((a, b) => a.length - b.length);
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      const url = `/${chunk.file}`;
      if (!this.skip.has(url) && !files.includes(url)) files.push(url);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const name of chain) for (const key of this.keys.get(name) ?? []) visit(key);
    return { route: leaf.name, files };
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
