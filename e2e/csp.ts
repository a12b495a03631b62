/**
 * Content-security policy watch for the journeys (docs/architecture.md "Browser protections"): the built app must run under the
 * server's policy without a single violation. Every page of a watched browser context reports each
 * `securitypolicyviolation` event (and Chromium's own "Content Security Policy" console errors);
 * `test` from this file watches the test's context and fails the test on any violation.
 *   import { expect, test } from './csp';
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** Starts collecting CSP violations in `context` (pages open now and later); returns the live list. */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`[csp] ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      const text = msg.text();
      if (text.startsWith('[csp]') || /Content.Security.Policy/i.test(text)) violations.push(`${page.url()}: ${text}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}

/** Playwright's `test` whose context is watched: a test with a CSP violation fails. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use(violations);
      expect(violations, 'content-security-policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
