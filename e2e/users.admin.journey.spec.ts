/**
 * User administration end to end (doc 1 §2 Users, §6): an admin signed in through the
 * form finds a new landlord by name on /users/, opens the row, changes the type to BUSINESS, resets
 * the password and signs in as that user with the shown password, schedules the deletion and
 * reactivates the account.
 */
import { expect, test } from './csp';
import { ADMIN, signInThroughForm, uniqueEmail } from './support';

test('an admin finds a user, changes the type, resets the password, schedules deletion and reactivates', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('bruger');
  const lastname = `Admintest${Date.now()}`;
  const signup = await request.post('/api/users', {
    data: { type: 'PERSONAL', firstname: 'Signe', lastname, phone: '+4522334455', email, password: 'start1234' },
  });
  expect(signup.status()).toBe(201);

  await signInThroughForm(page, ADMIN);
  await page.goto('/users/');
  await expect(page.getByRole('heading', { level: 1, name: 'Brugere' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Søg' }).fill(lastname);
  const row = page.getByRole('row', { name: new RegExp(lastname) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Vis detaljer for Signe ${lastname}` }).click();
  await expect(page.getByRole('tab', { name: 'Boliger' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Ingen boliger')).toBeVisible();
  await page.getByRole('tab', { name: 'Profil' }).click();
  await expect(page.getByText(email).first()).toBeVisible();

  // --- type → BUSINESS
  await page.getByRole('combobox', { name: 'Skift type' }).click();
  await page.getByRole('option', { name: 'Erhverv' }).click();
  await expect(page.getByText('Typen er nu Erhverv')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Erhverv' })).toBeVisible();

  // --- reset password: shown once; the user signs in with it
  await page.getByRole('button', { name: 'Nulstil adgangskode' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Nulstil' }).click();
  const shown = page.getByTestId('new-password');
  await expect(shown).toHaveText(/^[A-Za-z0-9]{14}$/);
  const password = (await shown.textContent())!.trim();
  await page.getByRole('button', { name: 'Luk' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signInThroughForm(userPage, { email, password });
  await userPage.goto('/profile');
  await expect(userPage.getByText('Erhverv').first()).toBeVisible();
  await userContext.close();

  // --- schedule deletion (the date is shown), then reactivate
  await page.getByRole('button', { name: 'Planlæg sletning' }).click();
  await expect(page.getByRole('dialog')).toContainText('30 dage');
  await page.getByRole('dialog').getByRole('button', { name: 'Planlæg sletning' }).click();
  await expect(page.getByText(/^Kontoen slettes \d/)).toBeVisible();
  await expect(row.getByText(/^Slettes \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Genaktiver' }).click();
  await expect(page.getByRole('dialog')).toContainText(/Den planlagte sletning \d/);
  await page.getByRole('dialog').getByRole('button', { name: 'Genaktiver' }).click();
  await expect(page.getByText('Kontoen er genaktiveret')).toBeVisible();
  await expect(row.getByText(/^Slettes \d/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Planlæg sletning' })).toBeVisible();
});
