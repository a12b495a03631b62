import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 3300);
// one fresh database per run (docs/architecture.md "CI and tests"): set here, in the runner, before the web server and the
// workers start, so e2e/start-server.mjs creates it and e2e/fixtures.ts reaches the same one
process.env.E2E_DATABASE_NAME ??= `udlejning_e2e_${port}_${Date.now().toString(36)}`;

/** The page-by-page accessibility scans (docs/architecture.md "Accessibility"). */
const AXE_SCANS = /accessibility\.spec\.ts$/;

/** End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server. */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // the journeys run one at a time (project 'journeys'); the axe scans two at a time after them
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // the journeys share the demo accounts and their lists: one at a time, in file order
    { name: 'journeys', testIgnore: AXE_SCANS, workers: 1 },
    // the four axe scans (≈ 40 pages each, about half of the e2e time) read only what their own fixture created:
    // two side by side once the journeys are done (a failed journey leaves them out; the run is red either way)
    { name: 'axe', testMatch: AXE_SCANS, dependencies: ['journeys'], fullyParallel: true },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM first, so e2e/start-server.mjs stops the server and drops this run's database
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
