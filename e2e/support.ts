/**
 * Helpers for the browser journeys: sign in through the API (faster than the form, per STYLE.md),
 * sign up and sign in through the forms, fill the create form's first step and read mails from the
 * dev outbox. Listings made through the API are in fixtures.ts.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@udlejning.dk', password: 'admin1234' };
export const LANDLORD = { email: 'udlejer@udlejning.dk', password: 'udlejer1234' };

export type Credentials = { email: string; password: string };

/** Logs in with POST /api/auth (which must succeed) and returns the bearer token. */
export async function apiToken(request: APIRequestContext, creds: Credentials): Promise<string> {
  const res = await request.post('/api/auth', { data: creds });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/** The Authorization header for `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in with POST /api/auth and stores the token under lltoken before the app loads. */
export async function signInViaApi(page: Page, request: APIRequestContext, creds: Credentials) {
  const token = await apiToken(request, creds);
  await page.addInitScript((t) => window.localStorage.setItem('lltoken', t), token);
  return token;
}

/** A unique e-mail address for a new account. */
export function uniqueEmail(prefix = 'landlord'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.dk`;
}

/**
 * Signs in as a newcomer does: the root URL's form. Ends on /dashboard (doc 1 §2: a logged-in user
 * at / is sent there).
 */
export async function signInThroughForm(page: Page, creds: { email: string; password: string }) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
  await page.getByLabel('E-mail').fill(creds.email);
  await page.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Fills the signup form (the page is on /signup) as a private landlord who accepts the terms,
 * submits it and waits for the create form, where a new account lands.
 */
export async function signUpThroughForm(
  page: Page,
  account: { firstname: string; lastname: string; phone: string; email: string; password: string },
) {
  await page.getByLabel('Privat udlejer').check();
  await page.getByLabel('Fornavn').fill(account.firstname);
  await page.getByLabel('Efternavn').fill(account.lastname);
  await page.getByLabel('Telefon').fill(account.phone);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(account.password);
  await page.getByLabel('Gentag adgangskode').fill(account.password);
  await page.getByLabel('Jeg accepterer vilkårene og betingelserne').check();
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page).toHaveURL(/\/dwellings\/create$/);
}

/**
 * Fills step 1 of the create form (the page is on it) with the unit Ridehusgade 49, `unit` (default 2. th), 5000
 * Odense C picked from the autocomplete, an apartment of 3 rooms and 82 m², then presses 'Næste'. A landlord lists a
 * home once (one listing per home): a second form of the same landlord takes another unit.
 */
export async function fillLeaseStep(page: Page, { unit = '2. th' }: { unit?: string } = {}) {
  await page.getByRole('combobox', { name: /Adresse/ }).fill('ridehusgade 49 odense');
  await page.getByRole('option', { name: `Ridehusgade 49, ${unit}, 5000 Odense C` }).click();
  await page.getByRole('combobox', { name: /Boligtype/ }).click();
  await page.getByRole('option', { name: 'Lejlighed', exact: true }).click();
  await page.getByLabel(/Antal værelser/).fill('3');
  await page.getByLabel(/Boligareal/).fill('82');
  await page.getByRole('button', { name: 'Næste' }).click();
}

/** Fills step 2 of the create form (the page is on it): rent and prepaid rent 8.500 kr., deposit 25.500 kr.; presses 'Næste'. */
export async function fillEconomyStep(page: Page) {
  await page.getByLabel(/Månedlig husleje/).fill('8.500');
  await page.getByLabel(/Forudbetalt leje/).fill('8.500');
  await page.getByLabel(/^Depositum/).fill('25.500');
  await page.getByRole('button', { name: 'Næste' }).click();
}

/** Gives the three consents of step 5 (the page is on it) and presses 'Opret annonce'. */
export async function giveConsentsAndCreate(page: Page) {
  await page.getByLabel(/Jeg bekræfter, at jeg har ret til at udleje boligen/).check();
  await page.getByLabel(/Jeg accepterer handelsbetingelserne/).check();
  await page.getByLabel(/Jeg har rettighederne til de billeder/).check();
  await page.getByRole('button', { name: 'Opret annonce' }).click();
}

/**
 * Reads the newest mail to `to` whose subject matches, on the admin's /outbox page (the dev mail
 * transport), once the mail job has sent it (state "Sendt"; the request only queues it, docs/architecture.md "Jobs and mail"),
 * and returns the first link in it. `admin` is a page already signed in as an admin.
 */
export async function mailedLink(admin: Page, to: string, subject: string | RegExp): Promise<string> {
  await admin.goto('/outbox');
  const row = admin.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).filter({ hasText: 'Sendt' }).first();
  // a reset mail is written by a job after the request: reload until it is there and sent
  await expect(async () => {
    if (!(await row.isVisible())) {
      await admin.reload();
      await expect(row).toBeVisible({ timeout: 2000 });
    }
  }).toPass({ timeout: 20_000 });
  await row.getByRole('button').first().click();
  const link = admin.getByRole('link', { name: /^http/ }).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}
