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
