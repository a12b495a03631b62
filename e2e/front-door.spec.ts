/**
 * The front door (doc 1 §2), as a newcomer meets it: the root URL of a server started
 * the way the README says, the sign-in form, a reload on a deep link, and signing out.
 */
import { expect, test } from './csp';
import { LANDLORD, signInThroughForm } from './support';

test('a newcomer opens the root URL, signs in through the form, reloads a deep link and signs out', async ({ page }) => {
  // the root URL, with and without a query string, is the sign-in page
  const root = await page.goto('/?utm_source=README');
  expect(root?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opret en konto' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Glemt adgangskode?' })).toHaveAttribute('href', '/forgot-password');

  // the logged-out account menu of doc 1 §2 is there, and works, on the sign-in page
  await page.getByRole('button', { name: 'Kontomenu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ny udlejer' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInThroughForm(page, LANDLORD);
  await expect(page.getByRole('heading', { name: /^Hej / })).toBeVisible();

  // a signed-in user at / goes to the dashboard
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  // deep link through the side menu, then a reload: still signed in, still there
  await page.getByRole('link', { name: 'Mine boliger' }).first().click();
  await expect(page).toHaveURL(/\/dwellings\/?$/);
  await expect(page.getByRole('heading', { name: 'Mine boliger' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/dwellings\/?$/);
  await expect(page.getByRole('heading', { name: 'Mine boliger' })).toBeVisible();

  // sign out from the account menu, confirm, and land on the root URL's form
  await page.getByRole('button', { name: 'Kontomenu' }).click();
  await page.getByRole('menuitem', { name: 'Log ud' }).click();
  await expect(page.getByText('Er du sikker på, at du vil logge ud?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Log ud' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();

  // logged out, a deep link goes to the front door, which remembers it and returns there after signing in
  // (docs/architecture.md "Sign-in and mail links")
  await page.goto('/dwellings/');
  await expect(page).toHaveURL(/\/\?next=%2Fdwellings%2F$/);
  await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Log ind for at fortsætte til siden, du åbnede.');
  await page.getByLabel('E-mail').fill(LANDLORD.email);
  await page.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(LANDLORD.password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page).toHaveURL(/\/dwellings\/$/);
  await expect(page.getByRole('heading', { name: 'Mine boliger' })).toBeVisible();
});

test('the logged-out account menu is on the signup, forgot-password and reset pages', async ({ page }) => {
  for (const [url, heading] of [
    ['/signup', 'Ny udlejer'],
    ['/forgot-password', 'Glemt adgangskode'],
    ['/reset-password?token=x', 'Vælg ny adgangskode'],
  ] as const) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'Kontomenu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Ny udlejer' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('menuitem', { name: 'Log ind' })).toHaveAttribute('href', '/');
    await page.keyboard.press('Escape');
  }
});

test('files: robots.txt is real, a missing asset is 404 and a missing API route a JSON 404', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent');
  expect((await request.get('/assets/missing-file.js')).status()).toBe(404);
  expect((await request.get('/assets/')).status()).toBe(404);
  const api = await request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe('NOT_FOUND');
});
