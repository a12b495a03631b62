import { defineConfig } from 'vitest/config';

// `npm run test:cluster` (README "Reference deployment"): two built server instances behind nginx, one
// file on its own (it starts child processes on fixed ports, CLUSTER_PORT_BASE..+2); `npm test` leaves it out
export default defineConfig({
  test: {
    include: ['apps/server/src/cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
