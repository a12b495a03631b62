// Prints one closing line for the whole test run from the Vitest and Playwright JSON reports,
// and fails when the end-to-end suite did not run a single test.
import { existsSync, readFileSync } from 'node:fs';

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const unit = read('reports/vitest.json');
const e2e = read('reports/e2e.json');
if (!unit) throw new Error('no Vitest report (reports/vitest.json)');
if (!e2e) throw new Error('no Playwright report (reports/e2e.json)');
const e2ePassed = (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
const e2eFailed = e2e.stats.unexpected ?? 0;
if (e2ePassed + e2eFailed === 0) {
  console.error('the end-to-end tests did not run');
  process.exit(1);
}
const passed = unit.numPassedTests + e2ePassed;
const failed = unit.numFailedTests + e2eFailed;
const skipped = (unit.numPendingTests ?? 0) + (e2e.stats.skipped ?? 0);
console.log(`unit/API ${unit.numPassedTests}/${unit.numTotalTests}, end-to-end ${e2ePassed}/${e2ePassed + e2eFailed}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
