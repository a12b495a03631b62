/**
 * Accounts end to end through the UI (doc 1 §3–§8): signup, the verification link from
 * the dev outbox, forgot password, reset through the mailed link, profile change (a new e-mail asks for the
 * password and tells the old address, docs/architecture.md "Runtime and build") and password change (the session stays signed in).
 * The admin reads the mails on /outbox in a second browser, signed in through the form too.
 */
import { expect, test } from './csp';
import { ADMIN, signInThroughForm, signUpThroughForm, uniqueEmail, mailedLink } from './support';

test('a landlord signs up, verifies, resets a forgotten password, edits the profile and changes the password', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('konto');
  const newEmail = uniqueEmail('ny-konto');
  const first = 'hemmelig123';
  const second = 'nyadgang456';
  const third = 'tredje789x';

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, ADMIN);

  // --- signup from the root URL's link
  await page.goto('/');
  await page.getByRole('link', { name: 'Opret en konto' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await signUpThroughForm(page, { firstname: 'Mette', lastname: 'Holm', phone: '+4521222324', email, password: first });

  // --- unverified until the mailed link is followed
  await page.goto('/profile');
  await expect(page.getByText(/Din e-mailadresse er ikke bekræftet endnu/)).toBeVisible();
  const verifyLink = await mailedLink(admin, email, 'Bekræft din e-mailadresse');
  expect(verifyLink).toMatch(/\/verify-email\?token=/);
  await page.goto(verifyLink);
  await expect(page.getByText('Tak! Din e-mailadresse er bekræftet.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('E-mailadressen er bekræftet')).toBeVisible();

  // --- sign out, forget the password, reset it through the mailed link
  await page.getByRole('button', { name: 'Kontomenu' }).click();
  await page.getByRole('menuitem', { name: 'Log ud' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log ud' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(/Hvis adressen er kendt, har vi sendt en mail/)).toBeVisible();

  const resetLink = await mailedLink(admin, email, 'Nulstil din adgangskode');
  expect(resetLink).toMatch(/\/reset-password\?token=/);
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Vælg ny adgangskode' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(second);
  await page.getByLabel('Gentag adgangskode').fill(second);
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  // a successful reset signs the user in
  await expect(page).toHaveURL(/\/dwellings\/?$/);

  // the old password no longer works, the new one does
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(first);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page.getByText('Forkert e-mail eller adgangskode')).toBeVisible();
  await signInThroughForm(page, { email, password: second });

  // --- profile change, kept after a reload; a new e-mail asks for the password
  await page.getByRole('button', { name: 'Kontomenu' }).click();
  await page.getByRole('menuitem', { name: 'Min konto' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Fornavn').fill('Mette-Marie');
  await page.getByLabel('Telefon').fill('+4540414243');
  await expect(page.getByLabel('Din adgangskode')).toHaveCount(0);
  await page.getByLabel('E-mail').fill(newEmail);
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByLabel('Din adgangskode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Skriv din nuværende adgangskode')).toBeVisible();
  await page.getByLabel('Din adgangskode').fill('forkert-kode1');
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Skriv din nuværende adgangskode' }).first()).toBeVisible();
  await page.getByLabel('Din adgangskode').fill(second);
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText('Dine oplysninger er gemt')).toBeVisible();
  await expect(page.getByLabel('Din adgangskode')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Fornavn')).toHaveValue('Mette-Marie');
  // shown grouped, stored in E.164 (docs/architecture.md "Phone numbers")
  await expect(page.getByLabel('Telefon')).toHaveValue('+45 40 41 42 43');
  await expect(page.getByLabel('E-mail')).toHaveValue(newEmail);
  // the old address is told, with the way back if it was not the owner
  expect(await mailedLink(admin, email, 'Din e-mailadresse er ændret')).toMatch(/\/undo-email-change\?token=/);

  // --- password change: a wrong current password is refused, the right one changes it
  await page.getByLabel('Nuværende adgangskode').fill('forkert-kode1');
  await page.getByLabel('Ny adgangskode', { exact: true }).fill(third);
  await page.getByLabel('Gentag ny adgangskode').fill(third);
  await page.getByRole('button', { name: 'Skift adgangskode' }).click();
  await expect(page.getByText('Skriv din nuværende adgangskode').first()).toBeVisible();
  await expect(page.getByText('Din adgangskode er ændret')).toHaveCount(0);
  await page.getByLabel('Nuværende adgangskode').fill(second);
  await page.getByLabel('Ny adgangskode', { exact: true }).fill(third);
  await page.getByLabel('Gentag ny adgangskode').fill(third);
  await page.getByRole('button', { name: 'Skift adgangskode' }).click();
  await expect(page.getByText('Din adgangskode er ændret')).toBeVisible();
  // this session stays signed in with its fresh token
  await page.reload();
  await expect(page.getByLabel('Fornavn')).toHaveValue('Mette-Marie');

  // signing in again takes the new password and the new address
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughForm(page, { email: newEmail, password: third });
  await expect(page.getByRole('heading', { name: 'Hej Mette-Marie' })).toBeVisible();
  await adminContext.close();
});
