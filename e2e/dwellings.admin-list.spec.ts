/**
 * The admin list journey (doc 2 §2 Admin list): an admin filters the list by
 * tab, a column filter (rent range, typed and debounced) and a sort, reloads and sees the same
 * view, kept in the URL hash.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp';
import { createListing } from './fixtures';
import { ADMIN, signInViaApi } from './support';

/** A listing of the demo landlord at `rentKr`, approved when asked. */
const listing = (request: APIRequestContext, opts: { rentKr: number; approve: boolean; index: number }) =>
  createListing(request, {
    addressQuery: 'Vestergade',
    addressIndex: opts.index,
    headline: `Adminliste ${opts.rentKr}`,
    rentKr: opts.rentKr,
    approve: opts.approve,
  });

test('an admin filters the dwellings list by tab, rent and sort, reloads and sees the same view', async ({ page, request }) => {
  // rents no other journey uses: 7.111, 7.222 and 7.333 kr. (the last stays pending)
  await listing(request, { rentKr: 7111, approve: true, index: 0 });
  await listing(request, { rentKr: 7222, approve: true, index: 1 });
  await listing(request, { rentKr: 7333, approve: false, index: 2 });
  await signInViaApi(page, request, ADMIN);

  await page.goto('/dwellings/');
  await expect(page.getByRole('heading', { name: 'Boliger' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Kladde' })).toHaveAttribute('aria-selected', 'true');

  // tab
  await page.getByRole('tab', { name: 'Godkendt' }).click();
  await expect(page).toHaveURL(/#.*tab=APPROVED/);

  // column filter: rent range in kr., applied after the 900 ms debounce
  await page.getByRole('textbox', { name: /Husleje fra/ }).fill('7111');
  await page.getByRole('textbox', { name: /Husleje til/ }).fill('7333');
  await expect(page).toHaveURL(/rentMin=711100/);
  await expect(page).toHaveURL(/rentMax=733300/);
  const table = page.getByRole('table', { name: 'Boliger' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);

  // sort: Husleje, first click descending
  await table.getByRole('button', { name: 'Husleje' }).click();
  await expect(page).toHaveURL(/sort=RENT/);
  await expect(rows.nth(0)).toContainText('Adminliste 7222');
  await expect(rows.nth(1)).toContainText('Adminliste 7111');
  // then ascending
  await table.getByRole('button', { name: 'Husleje' }).click();
  await expect(page).toHaveURL(/dir=ASC/);
  await expect(rows.nth(0)).toContainText('Adminliste 7111');
  const hash = new URL(page.url()).hash;

  // reload: the same tab, filters, sort and rows
  await page.reload();
  expect(new URL(page.url()).hash).toBe(hash);
  await expect(page.getByRole('tab', { name: 'Godkendt' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: /Husleje fra/ })).toHaveValue('7111');
  await expect(page.getByRole('textbox', { name: /Husleje til/ })).toHaveValue('7333');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Adminliste 7111');
  await expect(rows.nth(1)).toContainText('Adminliste 7222');
  await expect(table.getByRole('columnheader', { name: /Husleje/ }).first()).toHaveAttribute('aria-sort', 'ascending');

  // the pending one is on the Draft tab with the same filter
  await page.getByRole('tab', { name: 'Kladde' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('Adminliste 7333');
});
