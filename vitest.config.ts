import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Tests must pass in any order (docs/architecture.md "CI and tests" → "Test order"): CI, or any run with
// VITEST_SEED set, shuffles the order of the files and of the tests within each file, so every test builds
// its own data. The seed is printed, so a failing order replays with
//   VITEST_SEED=<seed> npm run test:unit      (or: npx vitest run <file> --sequence.shuffle --sequence.seed=<seed>)
const isCi = !!process.env.CI && process.env.CI !== 'false';
const shuffle = isCi || process.env.VITEST_SEED !== undefined;
const seed = Number(process.env.VITEST_SEED) || Math.floor(Math.random() * 1_000_000) + 1;
// the config is read by the runner only (workers get it resolved), so this prints once per run
if (shuffle && !process.env.VITEST_WORKER_ID) console.log(`vitest: shuffled order, seed ${seed} (replay: VITEST_SEED=${seed})`);

export default defineConfig({
  resolve: {
    // one graphql for everyone: Node loads graphql's CommonJS build for Pothos, yoga and graphql-armor
    // (as in the built server), Vite would pick its ESM build for our sources; two copies of graphql
    // refuse each other's types ("from another module or realm")
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // the cluster test runs on its own: npm run test:cluster (vitest.cluster.config.ts)
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**', 'apps/server/src/cluster/**'],
    projects: [
      // server and shared package: one module graph per worker, reused from file to file (isolate: false). Their
      // files import the whole server, which took over half of the run's time when every file imported it
      // anew (docs/architecture.md "CI time: where it goes, what was cut"); no file mocks a module, and what a file
      // changes it puts back, which the shuffled order checks
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      // the web app's component tests keep a fresh module graph per file: some mock modules (vi.mock)
      // (after the server's: a worker that went from one project to the other imported everything again)
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], sequence: { groupOrder: 1 } } },
    ],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/web/src/test/setup-i18n.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: shuffle ? { shuffle: { files: true, tests: true }, seed } : {},
    pool: 'forks',
    maxWorkers: 2,
  },
});
