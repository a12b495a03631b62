/**
 * The built app runs React 19 itself (docs/architecture.md "React in production"), not a React-compatible
 * replacement runtime behind React's name: the JavaScript the server sends for the sign-in page carries
 * React's element symbol, and React DOM is what rendered the page. The configuration's side of this is
 * apps/web/src/react-runtime.test.ts.
 */
import { expect, test } from './csp';

test('the sign-in page is served and rendered by React 19, with no Preact in its JavaScript', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text());
  });
  const html = await (await page.goto('/'))!.text();
  await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();

  // the entry chunk and the chunks index.html names beside it are among what the browser fetched
  const named = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  expect(named.length).toBeGreaterThan(0);
  expect([...scripts.keys()]).toEqual(expect.arrayContaining(named));

  const javascript = (await Promise.all(scripts.values())).join('\n');
  // React 19's elements are tagged Symbol.for('react.transitional.element'); Preact's compat layer has no such symbol
  expect(javascript.includes('react.transitional.element'), 'React 19 element symbol in the served JavaScript').toBe(true);
  expect(/.{0,60}preact.{0,60}/i.exec(javascript)?.[0] ?? null, 'Preact in the served JavaScript').toBeNull();
  // React DOM marks the container it rendered into (createRoot)
  const reactRoot = await page
    .locator('#root')
    .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
  expect(reactRoot).toBe(true);
});
