// Per-layer TypeScript settings (docs/architecture.md, "Layers"): every source file belongs to its
// layer's tsconfig, the app's has the DOM and no Node types, the server's has Node and no DOM, so a
// planted `process` in app code and a planted `document` in server code fail to compile.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = join(root, '.tmp', 'tsconfigs-test');

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function parsed(name: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, name), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
  if (!config) throw new Error(`cannot read ${name}`);
  return config;
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const relativeNames = (config: ts.ParsedCommandLine) => new Set(config.fileNames.map((f) => relative(root, f).split('\\').join('/')));

/** The diagnostics of each planted file (name → text), compiled together with one layer's settings. */
function compile(configName: string, files: Record<string, string>): Record<string, string> {
  mkdirSync(scratch, { recursive: true });
  const paths = Object.entries(files).map(([name, text]) => {
    writeFileSync(join(scratch, name), text);
    return [name, join(scratch, name)] as const;
  });
  const program = ts.createProgram(paths.map(([, path]) => path), parsed(configName).options);
  return Object.fromEntries(
    paths.map(([name, path]) => [
      name,
      ts.getPreEmitDiagnostics(program, program.getSourceFile(path)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'),
    ]),
  );
}

describe('per-layer TypeScript settings', () => {
  it('the app config holds every app file (src, machines, common; not tests), the server config every server file', () => {
    const app = relativeNames(parsed('tsconfig.app.json'));
    const server = relativeNames(parsed('tsconfig.server.json'));
    const isTest = (f: string) => /\.test\.tsx?$/.test(f) || f.startsWith('machines/testing/');
    const appFiles = [...sources('src'), ...sources('machines'), ...sources('common')].filter((f) => !isTest(f));
    expect(appFiles.filter((f) => !app.has(f))).toEqual([]);
    expect([...app].filter((f) => isTest(f) || f.startsWith('server/') || f.startsWith('tests/'))).toEqual([]);
    const serverFiles = sources('server');
    expect(serverFiles.filter((f) => !server.has(f))).toEqual([]);
    expect([...server].filter((f) => f.startsWith('src/') || f.startsWith('machines/'))).toEqual([]);
    expect(sources('common').filter((f) => !server.has(f))).toEqual([]);
  });

  it('app code that uses Node (process) does not compile; the DOM does', () => {
    const result = compile('tsconfig.app.json', {
      'app-uses-node.ts': 'export const mode = process.env.NODE_ENV;\n',
      'app-uses-dom.ts': 'export const title = document.title;\n',
    });
    expect(result['app-uses-node.ts']).toMatch(/Cannot find name 'process'/);
    expect(result['app-uses-dom.ts']).toBe('');
  });

  it('server code that uses the DOM (document) does not compile; Node does', () => {
    const result = compile('tsconfig.server.json', {
      'server-uses-dom.ts': 'export const title = document.title;\n',
      'server-uses-node.ts': 'export const mode = process.env.NODE_ENV;\n',
    });
    expect(result['server-uses-dom.ts']).toMatch(/Cannot find name 'document'/);
    expect(result['server-uses-node.ts']).toBe('');
  });
});
