/**
 * The walking-skeleton journey: a new landlord signs up, creates a listing on
 * a real address picked from the autocomplete, sees it pending; the seeded admin approves it; the
 * landlord then sees it approved and active.
 */
import { expect, test } from './csp';
import { ADMIN, fillEconomyStep, fillLeaseStep, giveConsentsAndCreate, signUpThroughForm, uniqueEmail } from './support';

test('a new landlord lists a dwelling on a real address and an admin approves it', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'hemmelig123';
  const headline = `Lys lejlighed ${Date.now() % 100000}`;

  // --- sign up
  await page.goto('/signup');
  await expect(page).toHaveTitle(/Udlejning/);
  await signUpThroughForm(page, { firstname: 'Karen', lastname: 'Jensen', phone: '+4520304050', email, password });

  // --- step 1: the lease, on a real address from the autocomplete
  await fillLeaseStep(page);

  // the first save created the draft and moved the URL to /dwellings/{uuid}
  await expect(page).toHaveURL(/\/dwellings\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').pop()!;

  // --- step 2: economy
  await fillEconomyStep(page);

  // --- step 3: images (optional)
  await expect(page.getByRole('button', { name: /Upload billeder/ })).toBeVisible();
  await page.getByRole('button', { name: 'Næste' }).click();

  // --- step 4: description; contact is prefilled from the account
  await page.getByLabel(/Overskrift/).fill(headline);
  await page
    .getByLabel(/^Beskrivelse/)
    .fill('Dejlig lys lejlighed på 82 m² tæt på indkøb og offentlig transport. Nyt køkken og badeværelse, altan mod syd.');
  await expect(page.getByLabel(/Kontaktperson/)).toHaveValue('Karen Jensen');
  await page.getByRole('button', { name: 'Næste' }).click();

  // --- step 5: consents, then create
  await giveConsentsAndCreate(page);

  await expect(page).toHaveURL(new RegExp(`/dwellings/${uuid}/status\\?from=createDwelling$`));
  await expect(page.getByText('Annoncen er oprettet')).toBeVisible();
  await expect(page.getByText('Din annonce afventer nu godkendelse')).toBeVisible();

  // the landlord's list shows it pending review
  await page.goto('/dwellings/');
  const ownRow = page.getByRole('row', { name: /Ridehusgade 49, 2\. th/ });
  await expect(ownRow).toContainText('Afventer godkendelse');

  // --- sign out, sign in as the admin
  await page.getByRole('button', { name: 'Log ud' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Log ud|Bekræft|Ja/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // --- the admin finds it on the Draft tab and approves it
  await page.goto('/dwellings/');
  await expect(page.getByRole('tab', { name: 'Kladde' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('row', { name: /Ridehusgade 49, 2\. th/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/dwellings/${uuid}/preview$`));
  await expect(page.getByRole('heading', { name: headline })).toBeVisible();
  await page.getByRole('button', { name: 'Godkend/afvis' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Godkend', { exact: true }).check();
  await dialog.getByLabel(/Begrundelse/).fill('Alt ser fint ud');
  await dialog.getByRole('button', { name: 'Godkend' }).click();
  await expect(page.getByText('Status opdateret')).toBeVisible();
  await expect(page.getByText('Godkendt').first()).toBeVisible();

  // --- the landlord sees it approved and active
  const login = await page.request.post('/api/auth', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  await page.evaluate((t) => window.localStorage.setItem('lltoken', t), token);
  await page.goto(`/dwellings/${uuid}/preview`);
  await expect(page.getByText('Godkendt').first()).toBeVisible();
  await expect(page.getByText('Aktiv', { exact: true })).toBeVisible();
  await page.goto('/dwellings/');
  await expect(page.getByRole('row', { name: /Ridehusgade 49, 2\. th/ })).toContainText('Godkendt');
});
