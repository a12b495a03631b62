/**
 * WCAG 1.4.10 and 1.4.3 where axe does not look (docs/architecture.md "Accessibility"): /payments
 * reflows at 320 px without sideways scrolling, and a locked listing's greyed legend keeps 4.5:1.
 */
import { expect, test, type Page } from '@playwright/test';
import { createListing, setListingStatus } from './fixtures';
import { ADMIN, LANDLORD, apiToken, signInViaApi } from './support';

/** The page scrolls sideways when its content is wider than the viewport. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('/payments reflows at 320 px: no horizontal scroll', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInViaApi(page, request, ADMIN);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalinger' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test("a locked listing's greyed legend keeps 4.5:1 contrast", async ({ page, request }) => {
  const landlord = await apiToken(request, LANDLORD);
  const admin = await apiToken(request, ADMIN);
  const { uuid } = await createListing(request, {
    addressQuery: 'Vestergade',
    addressIndex: 5,
    headline: `Låst ${Date.now()}`,
    landlordToken: landlord,
  });
  await setListingStatus(request, uuid, { status: 'APPROVED', reason: 'OK' }, admin);
  await signInViaApi(page, request, LANDLORD);
  await page.goto(`/dwellings/${uuid}`);
  await expect(page.getByText('Annoncen er godkendt og kan derfor ikke rettes.', { exact: false })).toBeVisible();
  const legend = page.locator('legend', { hasText: 'Samtykker' });
  await expect(legend).toBeVisible();
  const ratio = await legend.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    // the first opaque background behind the legend
    let bg = [255, 255, 255];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length >= 3 && (c[3] ?? 1) > 0) {
        bg = c.slice(0, 3);
        break;
      }
    }
    const fg = rgb(getComputedStyle(el).color);
    const alpha = fg[3] ?? 1;
    const blended = fg.slice(0, 3).map((v, i) => v * alpha + bg[i] * (1 - alpha));
    const [hi, lo] = [luminance(blended), luminance(bg)].sort((a, b) => b - a);
    return (hi + 0.05) / (lo + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
