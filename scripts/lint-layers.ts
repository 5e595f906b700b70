// The layer rule (docs/architecture.md, "Layers"): fails on an import that crosses a boundary
// (npm run lint:layers; tests/unit/contract/layers.test.ts runs it in npm test).
//   common/   the contract, its generated types and schemas, the form validator, pure rules: imports
//             only common/
//   machines/ imports machines/ and common/
//   src/      imports src/, machines/ and common/ (and Panda's generated styled-system/)
//   server/   imports server/ and common/
// Tests (tests/, and *.test.ts(x) next to a machine), scripts/, bench/ and root config files may
// import anything. Every form of import counts: static, `import type`, `export … from`, dynamic
// import() and require().
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export type Layer = 'common' | 'machines' | 'src' | 'server';

/** The top folders each layer may import from (packages from node_modules are not checked). */
export const allowedImports: Record<Layer, readonly string[]> = {
  common: ['common'],
  machines: ['machines', 'common'],
  // styled-system/ is Panda's output for the app (npm run prepare), generated from panda.config.ts.
  src: ['src', 'machines', 'common', 'styled-system'],
  server: ['server', 'common'],
};

const layers = Object.keys(allowedImports) as Layer[];
const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const testFile = /\.test\.(ts|tsx)$/;

export interface LayerViolation {
  /** The importing file, relative to the root, with forward slashes. */
  file: string;
  line: number;
  specifier: string;
  from: Layer;
  /** The imported file's top folder (a layer, or tests/, scripts/, …). */
  to: string;
}

/** The layer a root-relative path belongs to; undefined for tests, scripts and everything else. */
export function layerOf(path: string): Layer | undefined {
  const top = path.split('/')[0] as Layer;
  if (!layers.includes(top)) return undefined;
  if (testFile.test(path)) return undefined;
  return top;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (sourceFile.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

const toPosix = (path: string) => path.split(sep).join('/');

/** Every cross-boundary import under root's layer folders. */
export function findLayerViolations(root: string): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const layer of layers) {
    let files: string[];
    try {
      files = [...walk(join(root, layer))];
    } catch {
      continue; // a root without this layer
    }
    for (const path of files) {
      const file = toPosix(relative(root, path));
      const from = layerOf(file);
      if (!from) continue;
      const text = readFileSync(path, 'utf8');
      // preProcessFile lists static imports, `import type`, re-exports, import() and require().
      const { importedFiles } = ts.preProcessFile(text, true, true);
      for (const imported of importedFiles) {
        const specifier = imported.fileName;
        if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue; // a package
        const target = toPosix(relative(root, resolve(dirname(path), specifier)));
        const to = target.split('/')[0];
        if (target.startsWith('..')) continue; // outside the project
        // Importing tests, scripts or root files from a layer is a boundary crossing too.
        if (!allowedImports[from].includes(to)) {
          const line = ts.getLineAndCharacterOfPosition(ts.createSourceFile(file, text, ts.ScriptTarget.Latest), imported.pos).line + 1;
          violations.push({ file, line, specifier, from, to });
        }
      }
    }
  }
  return violations;
}

export function formatViolation(v: LayerViolation): string {
  return `${v.file}:${v.line}: ${v.from}/ may not import ${v.specifier} (${v.to}/); ${v.from}/ imports only ${allowedImports[v.from].join(', ')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const violations = findLayerViolations(root);
  for (const violation of violations) console.error(formatViolation(violation));
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) across the layer boundaries (docs/architecture.md, "Layers")`);
    process.exit(1);
  }
  console.log('layers: no import crosses a boundary');
}
