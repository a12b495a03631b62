/**
 * Privacy rights end to end (GDPR art. 15, 17, 20): a landlord downloads their data from
 * My Account (the zip's data.json holds the profile) and asks for the account to be deleted with
 * the password; the page shows the date, and the admin's user table shows the scheduled deletion.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { readFileSync } from 'node:fs';
import { expect, test } from './csp';
import { ADMIN, apiToken, bearer, signInThroughForm, uniqueEmail } from './support';

test('a landlord downloads their data and requests deletion', async ({ page, request }) => {
  const email = uniqueEmail('privat');
  const password = 'mine-data-1';
  const signup = await request.post('/api/users', {
    data: { type: 'PERSONAL', firstname: 'Pia', lastname: 'Privat', phone: '+4522110099', email, password },
  });
  expect(signup.status()).toBe(201);

  await signInThroughForm(page, { email, password });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Dine data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Hent mine data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^udlejning-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const data = JSON.parse(strFromU8(files['data.json'])) as {
    profile: { email: string; firstname: string };
    dwellings: unknown[];
  };
  expect(data.profile).toMatchObject({ email, firstname: 'Pia' });
  expect(data.dwellings).toEqual([]);

  // --- deletion: a wrong password is refused, the right one schedules it
  await page.getByRole('button', { name: 'Slet min konto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adgangskode').fill('forkert');
  await dialog.getByRole('button', { name: 'Slet min konto' }).click();
  await expect(dialog.getByText('Skriv din nuværende adgangskode')).toBeVisible();
  await dialog.getByLabel('Adgangskode').fill(password);
  await dialog.getByRole('button', { name: 'Slet min konto' }).click();
  await expect(page.getByText(/^Din konto slettes \d/)).toBeVisible();

  const admin = await apiToken(request, ADMIN);
  const res = await request.post('/api/graph', {
    headers: bearer(admin),
    data: {
      query: 'query($q: String) { userConnection(query: $q) { edges { node { email expireAt } } } }',
      variables: { q: email },
    },
  });
  const edges = (
    (await res.json()) as { data: { userConnection: { edges: { node: { email: string; expireAt: string | null } }[] } } }
  ).data.userConnection.edges;
  expect(edges).toHaveLength(1);
  expect(new Date(edges[0].node.expireAt!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
});
