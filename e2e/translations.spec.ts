/**
 * Translations: every page, logged out, as a landlord and as an admin, with listings in
 * several states, the preview, the status page, the admin pages and their dialogs open, in English
 * and in Danish. An English page fails on any word only the Danish catalogue uses, a Danish page
 * on any word only the English one uses (packages/shared/src/i18n/words.ts). Checked: the visible
 * text, the page title and every aria-label, title, placeholder and alt. User data (anything the
 * API answered with: names, addresses, headlines, mails) and ALL-CAPS codes are not checked.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp';
import { languageOnlyWords } from '../packages/shared/src/i18n/words';
import { createListing, mailedStatusPath, setListingStatus, type ListingStatus } from './fixtures';
import { ADMIN, LANDLORD, apiToken, bearer } from './support';

type Lang = 'da' | 'en';
const FORBIDDEN: Record<Lang, Set<string>> = { da: languageOnlyWords('en'), en: languageOnlyWords('da') };
// neutral user data: no word of either language, so it never hides a slip
const DESCRIPTION =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';

type Listings = { draft: string; pending: string; approved: string; deactivated: string; rejected: string; statusPath: string };
let listings: Listings | undefined;

/** The demo landlord's listings in five states (created once), and the mailed status link of the approved one. */
async function seedListings(request: APIRequestContext): Promise<Listings> {
  if (listings) return listings;
  const landlord = await apiToken(request, LANDLORD);
  const admin = await apiToken(request, ADMIN);
  const create = async (n: number, finish: boolean) =>
    (
      await createListing(request, {
        addressQuery: 'ridehusgade 49 odense',
        addressIndex: n,
        headline: `Lorem ${n}`,
        rooms: 3,
        area: 82,
        rentKr: 8500,
        overrides: {
          available: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
          description: DESCRIPTION,
          contact: { name: 'Lorem Ipsum', email: 'lorem@example.dk', phone: '+4512345678', link: null },
          finish,
        },
        landlordToken: landlord,
      })
    ).uuid;
  const setStatus = (uuid: string, status: ListingStatus) => setListingStatus(request, uuid, { status, reason: 'Lorem' }, admin);
  const draft = await create(1, false);
  const pending = await create(2, true);
  const approved = await create(3, true);
  await setStatus(approved, 'APPROVED');
  const deactivated = await create(4, true);
  await setStatus(deactivated, 'APPROVED');
  expect(
    (await request.post(`/api/dwellings/${deactivated}/activation`, { headers: bearer(landlord), data: { active: false } })).ok(),
  ).toBeTruthy();
  const rejected = await create(5, true);
  await setStatus(rejected, 'REJECTED');
  const statusPath = await mailedStatusPath(request, approved, admin);
  // feedback for /feedback
  await request.post(`/api/feedbacks?${new URL(statusPath, 'http://localhost').searchParams.toString()}`, {
    data: { dwellingId: approved, rating: 4, leasedByAB: 'NO', comment: 'Lorem ipsum' },
  });
  listings = { draft, pending, approved, deactivated, rejected, statusPath };
  return listings;
}

/** Opens the app in `lang` (signed in with `token` if given) and records every word the API answered with. */
async function openApp(page: Page, lang: Lang, token?: string) {
  // no internet here: map tiles fail at once (the preview shows its schematic map) instead of
  // hanging, so the page's network goes quiet
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('internetdisconnected'));
  await page.addInitScript(
    ([l, t]) => {
      window.localStorage.setItem('language', l);
      if (t) window.localStorage.setItem('lltoken', t);
    },
    [lang, token ?? ''] as const,
  );
  const data = new Set<string>();
  const collect = (v: unknown): void => {
    if (typeof v === 'string') for (const w of v.toLowerCase().split(/[^\p{L}]+/u)) data.add(w);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.ok() && (res.headers()['content-type'] ?? '').includes('json'))
      pending.push(res.json().then(collect, () => undefined));
  });
  return async function check(where: string) {
    // settled: no request for 500 ms; a page that never gets there (a stray long request) is read after 20 s
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await Promise.all(pending);
    const texts = await page.evaluate(() => {
      const parts = [document.body.innerText, document.title];
      for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')))
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) parts.push(el.getAttribute(a) ?? '');
      return parts;
    });
    const found = new Set<string>();
    for (const text of texts)
      for (const raw of text.split(/[^\p{L}]+/u)) {
        const w = raw.toLowerCase();
        if (w.length < 3 || raw === raw.toUpperCase() || data.has(w)) continue;
        if (FORBIDDEN[lang].has(w)) found.add(raw);
      }
    expect([...found], `${lang} page ${where} shows words of the other language`).toEqual([]);
  };
}

/** Opens each of `paths` in turn and checks it with `check` (from openApp). */
async function checkPages(page: Page, check: (where: string) => Promise<void>, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await check(path);
  }
}

for (const lang of ['da', 'en'] as const) {
  test.describe(`in ${lang === 'da' ? 'Danish' : 'English'}`, () => {
    test('logged-out pages speak one language', async ({ page, request }) => {
      const { statusPath, approved } = await seedListings(request);
      const check = await openApp(page, lang);
      await checkPages(page, check, [
        '/',
        '/signup',
        '/forgot-password',
        '/reset-password?token=broken',
        '/undo-email-change?token=broken',
        '/verify-email?token=broken',
        statusPath,
        '/dwellings/00000000-0000-4000-8000-000000000000/status?token=broken',
        // a listing's public page (docs/architecture.md "Messages and the public listing page")
        `/bolig/${approved}`,
        '/bolig/00000000-0000-4000-8000-000000000000',
      ]);
      // the sign-in form's failure message
      await page.goto('/');
      await page.locator('input[type="email"]').fill('nobody@example.dk');
      await page.locator('input[type="password"]').fill('wrong-password');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toBeVisible();
      await check('/ (wrong password)');
    });

    test('landlord pages and dialogs speak one language', async ({ page, request }) => {
      const l = await seedListings(request);
      const check = await openApp(page, lang, await apiToken(request, LANDLORD));
      const paths = [
        '/dashboard',
        '/dwellings/',
        `/dwellings/${l.draft}`,
        `/dwellings/${l.pending}/preview`,
        `/dwellings/${l.approved}/preview`,
        `/dwellings/${l.deactivated}/preview`,
        `/dwellings/${l.rejected}`,
        `/dwellings/${l.approved}/status`,
        '/profile',
        '/organizations',
        '/messages/',
        '/viewings',
        '/boligsoegerlisten/',
        '/statistics',
        '/no-such-page',
      ];
      await checkPages(page, check, paths);
      // the create form (its dates are the browser's own date inputs) and the validation messages of the first step
      await page.goto('/dwellings/create');
      await check('/dwellings/create');
      await expect(page.getByLabel(lang === 'da' ? 'Ledig fra' : 'Vacant from')).toHaveAttribute('type', 'date');
      await page.getByRole('button', { name: lang === 'da' ? 'Næste' : 'Next', exact: true }).click();
      await check('/dwellings/create (errors)');
      // the list's row menu and the account menu
      await page.goto('/dwellings/');
      await page
        .getByRole('button', { name: lang === 'da' ? /Handlinger for/ : /Actions for/ })
        .first()
        .click();
      await check('/dwellings/ (row menu)');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'da' ? 'Kontomenu' : 'Account menu' }).click();
      await check('/dwellings/ (account menu)');
      await page.keyboard.press('Escape');
      // the seeker profile dialog and the statistics chart dialog (docs/architecture.md "Statistics")
      await page.goto('/boligsoegerlisten/');
      await page
        .getByRole('button', { name: lang === 'da' ? /^Åbn profilen for / : /^Open the profile of / })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
      await check('/boligsoegerlisten/ (seeker profile)');
      await page.goto('/statistics');
      await page
        .getByRole('button', { name: lang === 'da' ? /^Vis graf for / : /^Show chart for / })
        .first()
        .click();
      await expect(page.getByRole('dialog').locator('svg').first()).toBeVisible();
      await check('/statistics (chart)');
    });

    test('admin pages and dialogs speak one language', async ({ page, request }) => {
      const l = await seedListings(request);
      const check = await openApp(page, lang, await apiToken(request, ADMIN));
      await checkPages(page, check, [
        '/dwellings/',
        '/dwellings/#tab=ALL',
        '/dwellings/#tab=DEACTIVATED',
        `/dwellings/${l.approved}`,
        `/dwellings/${l.deactivated}/preview`,
        '/users/',
        '/activity/',
        '/feedback/',
        '/discounts/',
        '/payments/',
        '/outbox',
        '/statistics',
        '/boligsoegerlisten/',
      ]);
      // the admin list's date filter, opened
      await page.goto('/dwellings/#tab=ALL');
      await page.getByRole('button', { name: lang === 'da' ? 'Kolonner' : 'Columns' }).click();
      await check('/dwellings/ (columns)');
      await page.keyboard.press('Escape');
      // the preview's admin bar, the activity log and the moderation dialog
      await page.goto(`/dwellings/${l.pending}/preview`);
      await check('preview (admin)');
      // the secondary actions sit in the 'Flere handlinger' menu
      await page.getByRole('button', { name: lang === 'da' ? 'Flere handlinger' : 'More actions' }).click();
      await check('preview (more actions)');
      await page.getByRole('menuitem', { name: 'Log', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('preview (activity log)');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'da' ? 'Godkend/afvis' : 'Approve/reject' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('preview (moderation dialog)');
    });
  });
}
