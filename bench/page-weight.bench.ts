/**
 * Page weight and Lighthouse scores of the built web app (docs/performance-history.md "Lighthouse"). Run: `npm run bench:pages`.
 *
 * 1. Builds the web app only when `apps/web/dist/index.html` is missing (`npm run build` first to measure
 *    a change), then starts the production server as `npm start` does (`tsx apps/server/src/main.ts`,
 *    demo accounts seeded) on a scratch database: PostgreSQL `udlejning_bench_pages_<port>` on 127.0.0.1:5432
 *    when reachable, else PGlite in a temporary folder. Port: BENCH_PORT (default 3390).
 * 2. Gives the demo landlord two dwellings through the API (the demo admin approves the first, so it has
 *    a public page), then loads in Chromium (playwright-core, Debian's /usr/bin/chromium), each in a fresh
 *    context (cold HTTP cache): the sign-in page `/`; the landlord list `/dwellings/` after signing in
 *    through the form; the create form `/dwellings/create`; the approved listing's public page
 *    `/bolig/<uuid>`. For each it sums what went over the wire (CDP `Network.loadingFinished`
 *    encodedDataLength: headers and compressed bodies, API calls included) and prints files, transferred KB
 *    and the uncompressed size of the JavaScript, against the targets 200 / 260 / 330 / 230 KB (the public
 *    page at this desktop width, where its contact forms are in view and load; on a phone they load when
 *    scrolled to, docs/architecture.md "Front-end loading").
 *    BENCH_VERBOSE=1 also lists every response with its transferred size.
 * 3. Runs Lighthouse (mobile preset, simulated throttling) BENCH_LIGHTHOUSE_RUNS times (default 3; a run
 *    that fails to trace is run again) on `/`, on `/bolig/<uuid>` and, signed in through the token under
 *    `lltoken` in local storage, on `/dwellings/`; prints the median run's performance, accessibility, best-practices
 *    and SEO scores (targets ≥ 90, 100, 100, 100) and the failed audits. BENCH_LIGHTHOUSE=0 skips this step;
 *    BENCH_LIGHTHOUSE_PAGES=public (or signIn, list, comma-separated) runs it on those pages only.
 * The scores depend on the machine's load: measure on an otherwise idle machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium';
import { createScratchDatabase } from './lib/scratch-database.mjs';
import { calibratedCpuMultiplier, lighthouseScores, medianOf, type LighthouseScores } from './lib/lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BASE = `http://127.0.0.1:${PORT}`;
/** Per port, so two checkouts can measure at the same time. */
const DB_NAME = `udlejning_bench_pages_${PORT}`;
const LANDLORD = { email: 'udlejer@udlejning.dk', password: 'udlejer1234' };
const ADMIN = { email: 'admin@udlejning.dk', password: 'admin1234' };
const TOKEN_KEY = 'lltoken';
/**
 * Transferred-KB budgets of the first pages with React 19 (docs/architecture.md "React in production"); the public
 * listing's since its data came in its HTML and its first render needed only `core` (285 → ≈ 210 KB).
 */
const TARGETS = { signIn: 200, list: 260, create: 330, publicListing: 230 } as const;

type PageWeight = { files: number; transferredKb: number; jsKb: number; jsFiles: number; list: string[] };

/** Starts `tsx apps/server/src/main.ts` (what `npm start` runs after the build) and waits for /api/health. */
async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not answer /api/health within 120 s');
}

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Two finished listings of the demo landlord, so the list has rows; the demo admin approves the first
 * (active, with a public page). Returns the landlord's token and the approved listing's uuid.
 */
async function seedDwellings(): Promise<{ token: string; publicUuid: string }> {
  const { token } = await api<{ token: string }>('POST', '/api/auth', null, LANDLORD);
  const reply = await api<{ id: string }[] | { results: { id: string }[] }>('GET', '/api/addresses?q=Vestergade', token);
  const suggestions = Array.isArray(reply) ? reply : reply.results;
  const uuids: string[] = [];
  for (const [i, rentKr] of [8500, 11200].entries()) {
    const rent = rentKr * 100;
    const created = await api<{ uuid: string }>('POST', '/api/dwellings', token, {
      type: { dwelling: 'APARTMENT', tenant: null },
      size: { rooms: 2 + i, area: 60 + 20 * i, additional: [] },
      location: { id: suggestions[i % suggestions.length]!.id },
      economy: {
        rent,
        prepaid: rent,
        deposit: rent * 3,
        inclusive: false,
        utilities: [
          { key: 'WATER', value: 25_000 },
          { key: 'HEAT', value: 65_000 },
        ],
      },
      // the public page's lease terms and facilities (its sections as a landlord fills them in)
      timeframe: { type: 'RANGE', date: null, min: 12, max: 49 },
      terms: [{ key: 'PETS', value: 'unknown', comment: null }],
      facilities: ['BALCONY', 'ELEVATOR', 'WASHING_MACHINE'],
      headline: `Lys lejlighed nr. ${i + 1}`,
      description: 'En hyggelig lejlighed tæt på indkøb, skole og offentlig transport, med nyt badeværelse. '.repeat(2),
      contact: { name: 'Lars Udlejer', email: LANDLORD.email, phone: '+4512345678', link: null },
      consents: ['TERMS_OF_AGREEMENT', 'TERMS_OF_SERVICE', 'COPYRIGHT'].map((key) => ({ key, value: true })),
      finish: true,
    });
    uuids.push(created.uuid);
  }
  const admin = await api<{ token: string }>('POST', '/api/auth', null, ADMIN);
  await api('POST', `/api/dwellings/${uuids[0]!}/status`, admin.token, { status: 'APPROVED', reason: 'OK' });
  return { token, publicUuid: uuids[0]! };
}

/**
 * Counts every response the page receives from now on (CDP Network domain). `stop()` returns the
 * totals; `transferredKb` is bytes on the wire (headers + encoded body), `jsKb` the decoded JavaScript.
 */
async function recordNetwork(page: Page): Promise<{ stop: () => PageWeight }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  const decoded = new Map<string, number>();
  let files = 0;
  let transferred = 0;
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url.replace(BASE, ''));
  });
  cdp.on('Network.dataReceived', (e) => decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength));
  const finished: string[] = [];
  cdp.on('Network.loadingFinished', (e) => {
    files += 1;
    transferred += e.encodedDataLength;
    sizes.set(e.requestId, e.encodedDataLength);
    finished.push(e.requestId);
  });
  return {
    stop: () => {
      const js = finished.filter((id) => types.get(id) === 'Script');
      const jsBytes = js.reduce((sum, id) => sum + (decoded.get(id) ?? 0), 0);
      const list = finished.map((id) => `${((sizes.get(id) ?? 0) / 1024).toFixed(1).padStart(7)} KB  ${urls.get(id) ?? id}`);
      return { files, transferredKb: transferred / 1024, jsKb: jsBytes / 1024, jsFiles: js.length, list };
    },
  };
}

/** Waits until the page has made no request for `quietMs` (lazy chunks and API calls included). */
async function settle(page: Page, quietMs = 1500) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
}

async function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: 'da-DK', viewport: { width: 1280, height: 800 } });
}

async function signInThroughForm(page: Page) {
  await page.getByLabel('E-mail').fill(LANDLORD.email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(LANDLORD.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.waitForURL(/\/dashboard/);
}

async function measureWeights(browser: Browser, publicUuid: string): Promise<Record<keyof typeof TARGETS, PageWeight>> {
  // sign-in page, cold
  const signInContext = await freshContext(browser);
  const signInPage = await signInContext.newPage();
  const signInRecorder = await recordNetwork(signInPage);
  await signInPage.goto(`${BASE}/`);
  await signInPage.getByRole('button', { name: 'Log ind' }).waitFor();
  await settle(signInPage);
  const signIn = signInRecorder.stop();
  // sign in through the form, then take the session into fresh contexts (cold cache, same login)
  await signInThroughForm(signInPage);
  const session = await signInContext.storageState();
  await signInContext.close();

  const measure = async (url: string, ready: (page: Page) => Promise<unknown>, signedIn = true) => {
    const context = await browser.newContext({
      locale: 'da-DK',
      viewport: { width: 1280, height: 800 },
      ...(signedIn ? { storageState: session } : {}),
    });
    const page = await context.newPage();
    const recorder = await recordNetwork(page);
    await page.goto(`${BASE}${url}`);
    await ready(page);
    await settle(page);
    const weight = recorder.stop();
    await context.close();
    return weight;
  };
  const list = await measure('/dwellings/', (page) => page.getByText('Lys lejlighed nr. 2').first().waitFor());
  const create = await measure('/dwellings/create', (page) => page.getByRole('combobox').first().waitFor());
  const publicListing = await measure(
    `/bolig/${publicUuid}`,
    (page) => page.getByRole('heading', { name: 'Lys lejlighed nr. 1' }).waitFor(),
    false,
  );
  return { signIn, list, create, publicListing };
}

/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS, default 3): one run's score moves by ±3 on the same build. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

const runsLabel = (s: { allScores: number[] }) => (s.allScores.length > 1 ? `, median of ${s.allScores.join('/')}` : '');

const kb = (n: number) => n.toFixed(1).padStart(8);
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    console.log('apps/web/dist missing: building the web app');
    const build = spawnSync('npm', ['run', 'build', '-w', '@udlejning/web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-bench-pages-'));
  const databaseUrl = await createScratchDatabase(DB_NAME);
  console.log(`server on ${BASE}, database ${databaseUrl ?? `PGlite in ${dataDir}`}`);
  const server = await startServer(dataDir, databaseUrl);
  try {
    const { token, publicUuid } = await seedDwellings();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const weights = await measureWeights(browser, publicUuid).finally(() => browser.close());

    console.log('\npage weight, cold cache (transferred = headers + compressed bodies, API calls included)');
    console.log('page                 files  transferred KB  target   JS files  JS KB (uncompressed)');
    const rows = [
      ['sign-in /', weights.signIn, TARGETS.signIn],
      ['list /dwellings/', weights.list, TARGETS.list],
      ['create form', weights.create, TARGETS.create],
      ['public /bolig/…', weights.publicListing, TARGETS.publicListing],
    ] as const;
    for (const [name, w, target] of rows) {
      const budget = `≤ ${target} ${verdict(w.transferredKb <= target).padEnd(5)}`;
      console.log(
        `${name.padEnd(20)} ${String(w.files).padStart(5)}  ${kb(w.transferredKb)}        ${budget} ${String(w.jsFiles).padStart(5)}  ${kb(w.jsKb)}`,
      );
      if (process.env.BENCH_VERBOSE === '1') for (const line of w.list) console.log(`    ${line}`);
    }

    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      console.log('\nLighthouse, mobile preset (targets: performance ≥ 90, accessibility, best practices and SEO 100)');
      // BENCH_LIGHTHOUSE_PAGES=public (or signIn, list; comma-separated) runs Lighthouse on those pages only
      const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
      const pages = (
        [
          ['signIn', 'sign-in /', `${BASE}/`, null],
          ['list', 'list /dwellings/', `${BASE}/dwellings/`, { key: TOKEN_KEY, value: token }],
          ['public', 'public /bolig/…', `${BASE}/bolig/${publicUuid}`, null],
        ] as const
      ).filter(([key]) => !only || only.includes(key));
      const print = (name: string, label: string, s: LighthouseScores) => {
        console.log(
          `${name.padEnd(20)} ${label.padEnd(22)} performance ${String(s.performance).padStart(3)} ${verdict(s.performance >= 90).padEnd(5)} accessibility ${String(s.accessibility).padStart(3)} ${verdict(s.accessibility === 100).padEnd(5)} best practices ${String(s.bestPractices).padStart(3)} ${verdict(s.bestPractices === 100).padEnd(5)} SEO ${String(s.seo).padStart(3)} ${verdict(s.seo === 100)}`,
        );
        console.log(`    ${s.metrics}; this machine's Lighthouse benchmarkIndex ${s.benchmarkIndex}`);
        for (const line of s.diagnostics) console.log(`    ${line}`);
        for (const failure of s.a11yFailures) console.log(`    accessibility: ${failure}`);
        for (const failure of s.otherFailures) console.log(`    best practices/SEO: ${failure}`);
      };
      for (const [, name, url, session] of pages) {
        const preset = await medianOf(LIGHTHOUSE_RUNS, () => lighthouseScores(url, session));
        print(name, `preset CPU ×4${runsLabel(preset)}`, preset);
        // the preset's 4× assumes a high-end desktop host; on a slower one it emulates a slower phone than
        // the mid-tier phone the preset means: measure again with the multiplier calibrated for this host
        const multiplier = calibratedCpuMultiplier(preset.benchmarkIndex);
        if (multiplier < 4) {
          const calibrated = await medianOf(LIGHTHOUSE_RUNS, () => lighthouseScores(url, session, multiplier));
          print(name, `calibrated CPU ×${multiplier}${runsLabel(calibrated)}`, calibrated);
        }
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
