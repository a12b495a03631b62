/**
 * The landlord on a phone (docs/architecture.md "Web app: shared pieces and layout"), 390 × 844: the list is cards with address, rent, status and
 * tier and a working row menu; the preview reads photo, headline and price, facts, then the map (the
 * schematic fallback here: no tiles offline) with a decimal comma; the create flow keeps 'Opret
 * bolig' and its menu highlight after the first save, and leaving a changed step through the menu
 * asks first.
 */
import { expect, test } from './csp';
import { createListing } from './fixtures';
import { LANDLORD, fillLeaseStep, signInViaApi } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the list is cards, the preview reads top to bottom, and the create flow guards its changes', async ({
  page,
  request,
}) => {
  const headline = `Telefon ${Date.now()}`;
  // an approved listing of the demo landlord on a Ridehusgade unit address
  const { uuid, address } = await createListing(request, {
    addressQuery: 'Ridehusgade 49',
    headline,
    rooms: 3,
    area: 82,
    rentKr: 8500,
    overrides: { facilities: ['ELEVATOR'] },
    approve: true,
  });
  await signInViaApi(page, request, LANDLORD);

  // --- the list: cards, no table, nothing off-screen
  await page.goto('/dwellings/');
  const list = page.getByRole('list', { name: 'Mine boliger' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = list.getByRole('listitem').filter({ hasText: headline });
  await expect(card.getByRole('link', { name: address, exact: true })).toBeVisible();
  await expect(card).toContainText('8.500 kr.');
  await expect(card).toContainText('Godkendt');
  await expect(card).toContainText('Standard');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // the row menu works from the card
  await card.getByRole('button', { name: `Handlinger for ${address}` }).click();
  await page.getByRole('menuitem', { name: 'Gennemse' }).click();
  await expect(page).toHaveURL(new RegExp(`/dwellings/${uuid}/preview$`));

  // --- the preview: photo, headline and price, facts, then the map
  const top = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!.y;
  const photo = page.getByText('Ingen billeder');
  const title = page.getByRole('heading', { name: headline });
  const price = page.getByText('8.500 kr. pr. md.');
  const facts = page.getByRole('table', { name: 'Økonomi' });
  const map = page.getByRole('region', { name: 'Kort', exact: true });
  await expect(map).toBeVisible();
  expect(await top(photo)).toBeLessThan(await top(title));
  expect(await top(title)).toBeLessThan(await top(price));
  expect(await top(price)).toBeLessThan(await top(facts));
  expect(await top(facts)).toBeLessThan(await top(map));
  await expect(page.getByRole('heading', { name: 'Faciliteter' })).toBeVisible();
  // offline the tiles fail and the schematic map stands in; coordinates have a decimal comma
  await expect(map.getByText(/Skematisk kort/)).toBeVisible({ timeout: 20_000 });
  await expect(map.getByText(/\d+,\d{5}° N, \d+,\d{5}° E/)).toBeVisible();

  // --- the create flow keeps its title and menu highlight after the first save
  await page.goto('/dwellings/create');
  // the demo landlord's keyboard journey created Ridehusgade 49, 2. th already (one listing per home)
  await fillLeaseStep(page, { unit: '2. tv' });
  await expect(page).toHaveURL(/\/dwellings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opret bolig');
  await page.getByRole('button', { name: 'Åbn menuen' }).click();
  await expect(page.getByRole('link', { name: 'Opret bolig' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');

  // a changed step asks before the menu takes the user away
  await page.getByLabel(/Månedlig husleje/).fill('9.000');
  await page.getByRole('button', { name: 'Åbn menuen' }).click();
  await page.getByRole('link', { name: 'Mine boliger' }).click();
  const ask = page.getByRole('dialog', { name: 'Forlad siden uden at gemme?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Bliv på siden' }).click();
  await expect(page).toHaveURL(/\/dwellings\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(/Månedlig husleje/)).toHaveValue('9.000');

  await page.getByRole('button', { name: 'Åbn menuen' }).click();
  await page.getByRole('link', { name: 'Mine boliger' }).click();
  await page.getByRole('dialog', { name: 'Forlad siden uden at gemme?' }).getByRole('button', { name: 'Forlad siden' }).click();
  await expect(page).toHaveURL(/\/dwellings\/$/);
});
