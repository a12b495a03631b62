/**
 * The seekers and statistics journey: the landlord picks a dwelling in /boligsoegerlisten/, sees up to 10 fitting
 * seekers (the demo seekers the server seeds) and opens a profile; /statistics shows the counts
 * recorded for a listing (clicks, unique clicks, contact-success, contact-forbidden, messages,
 * shares) and opens its per-day chart with the tier-value line. A new landlord per run, so no other
 * journey's listings share the rows.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createListing, setListingStatus } from './fixtures';
import { sendPublicEvents } from './statistics-fixtures';
import { uniqueEmail } from './support';

/** Signs up a new landlord through the API and stores the token before the app loads. */
async function newLandlord(page: Page, request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users', {
    data: {
      type: 'PERSONAL',
      firstname: 'Sofie',
      lastname: 'Søgeliste',
      phone: '+4522334455',
      email: uniqueEmail('seekers'),
      password: 'hemmelig123',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => window.localStorage.setItem('lltoken', t), token);
  return token;
}

test('the landlord picks a dwelling in the seeker list, sees up to 10 fitting seekers and opens a profile', async ({
  page,
  request,
}) => {
  const token = await newLandlord(page, request);
  const first = await createListing(request, {
    addressQuery: 'Holmens Kanal',
    headline: 'Lejlighed ved Holmens Kanal',
    rentKr: 12_000,
    rooms: 3,
    area: 90,
    approve: true,
    landlordToken: token,
  });
  const second = await createListing(request, {
    addressQuery: 'Odense',
    headline: 'Lejlighed i Odense',
    rentKr: 8_000,
    rooms: 2,
    area: 60,
    approve: true,
    landlordToken: token,
  });

  await page.goto('/boligsoegerlisten/');
  await expect(page.getByRole('heading', { level: 1, name: 'Boligsøgerlisten' })).toBeVisible();
  await expect(page).toHaveTitle('Boligsøgerlisten – Udlejning');
  const table = page.getByRole('table', { name: 'Boligsøgere der passer til boligen' });
  // the first dwelling is chosen; the landlord picks the other one
  await expect(page.getByRole('combobox', { name: 'Bolig' })).toHaveText(first.address);
  await page.getByRole('combobox', { name: 'Bolig' }).click();
  await page.getByRole('option', { name: second.address }).click();
  await expect(page.getByRole('combobox', { name: 'Bolig' })).toHaveText(second.address);

  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const count = (await rows.count()) - 1;
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  // ranked: the fit never rises down the list
  const scores = (await table.getByRole('cell', { name: /^Egnethed \d+ procent$/ }).allTextContents()).map((s) =>
    parseInt(s, 10),
  );
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // every listed seeker wants Odense's area (or did not say where)
  const firstName =
    (await table
      .getByRole('button', { name: /^Åbn profilen for / })
      .first()
      .textContent()) ?? '';
  const firstEmail = (await rows.nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  expect(firstEmail).toMatch(/@/);

  await table.getByRole('button', { name: `Åbn profilen for ${firstName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Boligsøger' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(firstName, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: firstEmail })).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Profilbillede af ${firstName}` })).toBeVisible();
  for (const label of ['Fødselsdag', 'Type', 'Årsag til flytning', 'Beskæftigelse', 'Foretrukket sprog', 'Husleje højst'])
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Ryger: /)).toBeVisible();
  await expect(dialog.getByText(/^Husdyr: /)).toBeVisible();
  await expect(dialog.getByText(/^Registreret i RKI: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Luk' }).click();
  await expect(dialog).toBeHidden();
});

test('a landlord without active dwellings is told so', async ({ page, request }) => {
  await newLandlord(page, request);
  await page.goto('/boligsoegerlisten/');
  await expect(page.getByRole('heading', { name: 'Ingen aktive boliger' })).toBeVisible();
  await page.goto('/statistics');
  await expect(page.getByText('Ingen boliger med statistik')).toBeVisible();
});

test('/statistics shows the counts recorded for a listing and opens its chart', async ({ page, request }) => {
  const token = await newLandlord(page, request);
  const premium = await createListing(request, {
    addressQuery: 'Dragør',
    headline: 'Hus i Dragør',
    approve: true,
    landlordToken: token,
  });
  const rejected = await createListing(request, { addressQuery: 'Greve', headline: 'Lejlighed i Greve', landlordToken: token });
  await setListingStatus(request, rejected.uuid, { status: 'REJECTED', reason: 'Mangler billeder' });
  // 7 clicks by 3 visitors, 2 contacts let through (PAYING seekers' messages from the marketplace: 2 messages),
  // 1 refused (a visitor on a STANDARD listing), 1 share
  await sendPublicEvents(request, premium.uuid, {
    clicksByVisitor: [3, 2, 2],
    marketplaceMessages: 2,
    visitorContacts: 1,
    shares: 1,
  });

  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  await expect(page).toHaveTitle('Statistik – Udlejning');
  const table = page.getByRole('table', { name: 'Statistik pr. bolig' });
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Vis graf for ${premium.address}` }) });
  // address, messages, unique clicks, total clicks, success, forbidden, facebook, listed on
  await expect(row.getByRole('cell')).toHaveText([
    `${premium.address}Godkendt og aktiv`,
    '2',
    '3',
    '7',
    '2',
    '1',
    '1',
    'Standard',
  ]);
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('button', { name: `Vis graf for ${rejected.address}` }) }),
  ).toContainText('Afvist');

  // sortable: total clicks ascending puts the rejected listing (0 clicks) first
  await table.getByRole('button', { name: 'Klik i alt' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(rejected.address);

  await row.getByRole('button', { name: `Vis graf for ${premium.address}` }).click();
  const dialog = page.getByRole('dialog', { name: `Statistik for ${premium.address}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('I alt – klik: 7, kontakter: 2, beskeder: 2')).toBeVisible();
  await expect(dialog.getByText('Som Standard er annoncen gratis og gav 2 kontakter.')).toBeVisible();
  await expect(dialog.locator('svg').first()).toBeVisible();
});
