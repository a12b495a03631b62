// `npm run build -w @udlejning/server`: bundles src/main.ts into dist/main.js (ES module, Node 20) with
// esbuild. npm packages stay external (loaded from node_modules at run time); the workspace package
// @udlejning/shared (TypeScript source) is bundled in. Run-time folders (drizzle/, data/addresses,
// ../web/dist) are found from apps/server (src/platform/paths.ts), so dist/ needs nothing copied.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Marks every bare import external except the workspace packages (@udlejning/*). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@udlejning/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds dist/main.js; returns the output file's path. */
export async function buildServer({ quiet = false } = {}) {
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  const started = performance.now();
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/main.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: quiet ? 'warning' : 'info',
    plugins: [externalPackages],
  });
  if (!quiet) console.log(`server built in ${Math.round(performance.now() - started)} ms`);
  return path.join(root, 'dist', 'main.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
