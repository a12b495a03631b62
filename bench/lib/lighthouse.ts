/**
 * Lighthouse runs of bench:pages (bench/page-weight.bench.ts, docs/performance-history.md "Lighthouse"): the mobile
 * preset in a Chromium started by chrome-launcher, with the performance, accessibility, best-practices and SEO
 * scores, the failed audits and where the main thread's time goes; a run that fails to trace is run once more.
 */
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

/** A signed-in session kept in local storage (`key` = `value`), written on the audited origin before the run. */
export type Session = { key: string; value: string };

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Failed audits of best practices and SEO, with their offending elements or URLs. */
  otherFailures: string[];
  metrics: string;
  a11yFailures: string[];
  benchmarkIndex: number;
  diagnostics: string[];
};

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

/**
 * Lighthouse's CPU slowdown is relative to the host: its default 4× is meant to turn a high-end desktop
 * (benchmarkIndex 1500–2000, Lighthouse docs/throttling.md "device classes") into a mid-tier phone, i.e. a
 * throttled index of about 1750 / 4 ≈ 440. On a slower host the same 4× emulates a much slower phone, and
 * Lighthouse itself warns below an index of 1000 ("calibrating an appropriate CPU slowdown multiplier").
 * This is the multiplier that puts this host at that same mid-tier phone: index / 437.5, at least 1, at most 4.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  return Math.min(4, Math.max(1, Math.round((benchmarkIndex / 437.5) * 10) / 10));
}

/** A Lighthouse run that produced no score; `code` is Lighthouse's runtimeError code. */
class LighthouseRunError extends Error {
  constructor(readonly code: string) {
    super(`Lighthouse run failed: ${code}`);
  }
}

/** runLighthouse, once more when a run fails to produce a score (an intermittent trace failure, not the page's score). */
export async function lighthouseScores(
  url: string,
  session: Session | null,
  cpuSlowdownMultiplier?: number,
): Promise<LighthouseScores> {
  try {
    return await runLighthouse(url, session, cpuSlowdownMultiplier);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    console.log(`    (${error.message}; running it again)`);
    return runLighthouse(url, session, cpuSlowdownMultiplier);
  }
}

/**
 * Lighthouse (default config = mobile preset) on `url`, in a Chromium started by chrome-launcher.
 * `cpuSlowdownMultiplier` overrides the preset's 4× (see calibratedCpuMultiplier). Throws LighthouseRunError
 * when the run produced no score.
 */
async function runLighthouse(url: string, session: Session | null, cpuSlowdownMultiplier?: number): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (session) {
      // the app keeps its session in local storage: write it on a same-origin page that loads no
      // script (so the HTTP cache stays cold), and keep storage for the audit (disableStorageReset)
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${new URL(url).origin}/robots.txt`);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [session.key, session.value] as const);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: session !== null,
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    // Lighthouse now and then fails to trace a run (e.g. NO_FCP, no score): say so, so the caller can run it again
    if (result.lhr.runtimeError || result.lhr.categories.performance?.score == null)
      throw new LighthouseRunError(result.lhr.runtimeError?.code ?? 'NO_SCORE');
    const { categories, audits } = result.lhr;
    const failuresOf = (category: keyof typeof categories) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          // the offending elements (or URLs, messages), so the failure can be found in the code
          const details = audits[ref.id]?.details as
            { items?: { node?: { snippet?: string }; url?: string; description?: string }[] } | undefined;
          const nodes = (details?.items ?? []).map((item) => item.node?.snippet ?? item.url ?? item.description).filter(Boolean);
          return `${ref.id}: ${audits[ref.id]?.title ?? ''}${nodes.length ? `\n      ${nodes.slice(0, 5).join('\n      ')}` : ''}`;
        });
    const a11yFailures = failuresOf('accessibility');
    // where the main thread's time goes: the breakdown by kind and the scripts that cost most
    type Items = { items?: Record<string, unknown>[] } | undefined;
    const breakdown = ((audits['mainthread-work-breakdown']?.details as Items)?.items ?? [])
      .map((i) => `${String(i.groupLabel)} ${Math.round(Number(i.duration))} ms`)
      .join(', ');
    const scripts = ((audits['bootup-time']?.details as Items)?.items ?? [])
      .slice(0, 4)
      .map((i) => `${String(i.url).replace(/^.*\//, '')} ${Math.round(Number(i.total))} ms`)
      .join(', ');
    const longTasks = ((audits['long-tasks']?.details as Items)?.items ?? [])
      .map((i) => `${Math.round(Number(i.duration))}`)
      .join(' ');
    // the LCP element and its phases (time to first byte, load delay, load time, render delay)
    const lcpDetails = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: Record<string, unknown>[] }[] } | undefined;
    const [lcpElement, lcpPhases] = lcpDetails?.items ?? [];
    const lcpNode = (lcpElement?.items?.[0]?.node as { snippet?: string } | undefined)?.snippet ?? '?';
    const phases = (lcpPhases?.items ?? []).map((i) => `${String(i.phase)} ${Math.round(Number(i.timing))} ms`).join(', ');
    return {
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      diagnostics: [
        `LCP element ${lcpNode.slice(0, 120)}: ${phases}`,
        `main thread (×${cpuSlowdownMultiplier ?? 4} simulated): ${breakdown}`,
        `scripts: ${scripts}`,
        `long tasks ms: ${longTasks}`,
      ],
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      otherFailures: [...failuresOf('best-practices'), ...failuresOf('seo')],
      metrics: Object.entries(METRICS)
        .map(([name, id]) => `${name} ${audits[id]?.displayValue ?? '?'}`)
        .join(', '),
      a11yFailures,
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` runs of `run`; the one with the median performance score, with every run's score in `allScores`. */
export async function medianOf(
  runs: number,
  run: () => Promise<LighthouseScores>,
): Promise<LighthouseScores & { allScores: number[] }> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, allScores: results.map((r) => r.performance) };
}
