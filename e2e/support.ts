/**
 * Helpers for the browser journeys: sign in through the API (faster than the form, per STYLE.md)
 * and read mails from the dev outbox.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@udlejning.dk', password: 'admin1234' };
export const LANDLORD = { email: 'udlejer@udlejning.dk', password: 'udlejer1234' };

/** Logs in with POST /api/auth and stores the token under lltoken before the app loads. */
export async function signInViaApi(page: Page, request: APIRequestContext, creds: { email: string; password: string }) {
  const res = await request.post('/api/auth', { data: creds });
  expect(res.ok()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
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
 * Reads the newest mail to `to` whose subject matches, on the admin's /outbox page (the dev mail
 * adapter), and returns the first link in it. `admin` is a page already signed in as an admin.
 */
export async function mailedLink(admin: Page, to: string, subject: string | RegExp): Promise<string> {
  await admin.goto('/outbox');
  const row = admin.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button').first().click();
  const link = admin.getByRole('link', { name: /^http/ }).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}
