/**
 * The web app runs React 19 itself, in production, in the component tests and in the e2e journeys
 * (docs/architecture.md "React in production"): no bundler alias may put a React-compatible replacement
 * runtime (Preact, Inferno, Nerv, …) behind React's name, and no workspace may depend on one. The built
 * bundle's side of this is e2e/react-runtime.spec.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfigFromFile, type Alias, type AliasOptions, type ConfigEnv } from 'vite';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The specifiers under which React's runtime is imported (by our code, MUI, react-router, …). */
const REACT_SPECIFIERS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react/compiler-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-dom/test-utils',
];
/** Package names of React-compatible replacement runtimes. */
const REPLACEMENT_RUNTIME = /^(preact|preact-.+|@preact\/.+|inferno|inferno-.+|nervjs|@nerv\/.+|react-lite|anujs)$/;
const REPLACEMENT_IN_TEXT = /preact|inferno|nervjs|react-lite|anujs/i;

const aliasList = (alias: AliasOptions | undefined): Alias[] =>
  !alias ? [] : Array.isArray(alias) ? alias : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));

/** Whether a Vite/Vitest alias entry would rewrite `specifier` (Vite: exact or `find/…` for strings). */
const aliasApplies = ({ find }: Alias, specifier: string) =>
  typeof find === 'string' ? specifier === find || specifier.startsWith(`${find}/`) : find.test(specifier);

async function resolvedAliases(configFile: string, env: ConfigEnv): Promise<Alias[]> {
  const loaded = await loadConfigFromFile(env, path.join(ROOT, configFile), ROOT, 'silent');
  if (!loaded) throw new Error(`${configFile} did not load`);
  return aliasList(loaded.config.resolve?.alias);
}

type Manifest = Partial<
  Record<'dependencies' | 'devDependencies' | 'peerDependencies' | 'optionalDependencies', Record<string, string>>
> & {
  overrides?: Record<string, unknown>;
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

/** The root manifest and every workspace's (packages/*, apps/*). */
function manifests(): [string, Manifest][] {
  const workspaces = ['packages', 'apps'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${dir}/${entry.name}/package.json`),
  );
  return ['package.json', ...workspaces].map((file) => [file, readJson<Manifest>(file)]);
}

describe('React runs as itself (docs/architecture.md "React in production")', () => {
  const environments: [string, ConfigEnv][] = [
    ['apps/web/vite.config.ts', { command: 'build', mode: 'production' }],
    ['apps/web/vite.config.ts', { command: 'serve', mode: 'development' }],
    ['vitest.config.ts', { command: 'serve', mode: 'test' }],
  ];

  it.each(environments)(
    '%s (%o) aliases none of React’s entry points, and nothing to a replacement runtime',
    async (file, env) => {
      const aliases = await resolvedAliases(file, env);
      const rewritten = REACT_SPECIFIERS.filter((specifier) => aliases.some((alias) => aliasApplies(alias, specifier)));
      expect(rewritten).toEqual([]);
      const replacements = aliases.map((alias) => String(alias.replacement)).filter((to) => REPLACEMENT_IN_TEXT.test(to));
      expect(replacements).toEqual([]);
    },
  );

  it('no workspace depends on a replacement runtime, or maps a React package to one', () => {
    const offending = manifests().flatMap(([file, manifest]) => [
      ...(['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const).flatMap((field) =>
        Object.entries(manifest[field] ?? {})
          .filter(([name, version]) => REPLACEMENT_RUNTIME.test(name) || REPLACEMENT_IN_TEXT.test(version))
          .map(([name, version]) => `${file} ${field} ${name}@${version}`),
      ),
      ...(REPLACEMENT_IN_TEXT.test(JSON.stringify(manifest.overrides ?? {})) ? [`${file} overrides`] : []),
    ]);
    expect(offending).toEqual([]);
  });

  it('the lockfile installs no replacement runtime, and react and react-dom are React 19', () => {
    const lock = readJson<{ packages: Record<string, { name?: string; version?: string }> }>('package-lock.json');
    const installed = Object.entries(lock.packages).filter(([key]) => key.includes('node_modules/'));
    const replacements = installed
      .filter(
        ([key, entry]) =>
          REPLACEMENT_RUNTIME.test(key.replace(/^.*node_modules\//, '')) || REPLACEMENT_RUNTIME.test(entry.name ?? ''),
      )
      .map(([key]) => key);
    expect(replacements).toEqual([]);
    for (const name of ['react', 'react-dom']) {
      const copies = installed.filter(([key]) => key.endsWith(`node_modules/${name}`));
      expect(copies.length).toBeGreaterThan(0);
      for (const [key, entry] of copies) {
        expect({ key, name: entry.name ?? name, major: entry.version?.split('.')[0] }).toEqual({ key, name, major: '19' });
      }
    }
  });
});
