import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // one graphql for everyone: Node loads graphql's CommonJS build for Pothos, yoga and graphql-armor
    // (as in the built server), Vite would pick its ESM build for our sources; two copies of graphql
    // refuse each other's types ("from another module or realm")
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/web/src/test/setup-i18n.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
