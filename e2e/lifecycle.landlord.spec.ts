/**
 * The landlord's lifecycle journey (doc 2 §2, §4, §8): on an approved listing the landlord
 * deactivates with the feedback survey, reactivates, extends and duplicates it from the list's
 * action menu, edits the copy; then a token holder extends it from the mailed status link without signing in.
 */
import { expect, test } from './csp';
import { createListing, mailedStatusPath, setListingExpiry } from './fixtures';
import { LANDLORD, apiToken, bearer, signInViaApi } from './support';

test('a landlord deactivates with the survey, reactivates, extends, duplicates and edits the copy; a token holder extends', async ({
  page,
  request,
  browser,
}) => {
  const headline = `Livscyklus ${Date.now()}`;
  // an approved listing of the demo landlord, and the status link mailed on approval
  const { uuid } = await createListing(request, { addressQuery: 'Vestergade', headline, approve: true });
  const statusPath = await mailedStatusPath(request, uuid);
  await signInViaApi(page, request, LANDLORD);
  await page.goto('/dwellings/');
  const row = page.getByRole('row').filter({ hasText: headline });
  const openMenu = () => row.getByRole('button', { name: /Handlinger for/ }).click();

  // deactivate with confirmation, then the survey
  await openMenu();
  await page.getByRole('menuitem', { name: 'Deaktiver' }).click();
  await page.getByRole('dialog', { name: 'Deaktiver annoncen?' }).getByRole('button', { name: 'Deaktiver' }).click();
  const survey = page.getByRole('dialog', { name: 'Hvordan gik det?' });
  await survey.getByRole('button', { name: 'Send' }).click();
  await expect(survey.getByText('Vælg en bedømmelse fra 1 til 5')).toBeVisible();
  // MUI Rating hides its radios; click the star (the radio's label)
  const starId = await survey.getByRole('radio', { name: '4 stjerner' }).getAttribute('id');
  await survey.locator(`label[for="${starId}"]`).click();
  await expect(survey.getByRole('radio', { name: '4 stjerner' })).toBeChecked();
  await survey.getByRole('radio', { name: 'Ja' }).check();
  await survey.getByLabel('Kommentar').fill('Udlejet via jer');
  await survey.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Tak for din feedback')).toBeVisible();
  await expect(survey).toBeHidden();
  await expect(row.getByText('Deaktiveret')).toBeVisible();

  // reactivate
  await openMenu();
  await page.getByRole('menuitem', { name: 'Aktiver' }).click();
  await page.getByRole('dialog', { name: 'Aktiver annoncen?' }).getByRole('button', { name: 'Aktiver' }).click();
  await expect(row.getByText('Godkendt')).toBeVisible();

  // extend: a listing approved today expires in 90 days, so Forlæng waits for its last 14 days (docs/architecture.md "Dwellings and moderation")
  await openMenu();
  const tooEarly = page.getByRole('menuitem', { name: /Forlæng/ });
  await expect(tooEarly).toBeDisabled();
  await expect(tooEarly).toContainText('Kan forlænges fra');
  await page.keyboard.press('Escape');
  await setListingExpiry(uuid, 10);
  await page.reload();
  await openMenu();
  await page.getByRole('menuitem', { name: 'Forlæng' }).click();
  await expect(page.getByText('Vi har noteret, at dit lejemål stadig er ledigt')).toBeVisible();

  // duplicate to another address, then the copy's form
  await openMenu();
  await page.getByRole('menuitem', { name: 'Dupliker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dupliker annoncen' });
  // a home no other journey lists: the demo landlord lists each home once (docs/architecture.md "One listing per home")
  await dialog.getByRole('combobox', { name: /Adresse/ }).fill('Kongens Nytorv 13');
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Dupliker' }).click();
  await expect(page).toHaveURL(/\/dwellings\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Annoncen er kopieret')).toBeVisible();

  // edit the copy (a draft): change the headline on the description step and save by moving on
  const copyUuid = page.url().split('/').pop()!;
  await page
    .getByRole('button', { name: /Beskrivelse/ })
    .first()
    .click();
  const edited = `${headline} (kopi)`;
  await page.getByLabel(/Overskrift/).fill(edited);
  await page.getByRole('button', { name: 'Næste' }).click();
  await expect(page.getByRole('checkbox', { name: /Jeg accepterer handelsbetingelserne/ })).toBeVisible();
  const copy = await request.get(`/api/dwellings/${copyUuid}`, { headers: bearer(await apiToken(request, LANDLORD)) });
  expect(((await copy.json()) as { headline: string }).headline).toBe(edited);

  // the mailed status link works without login (the extension above moved the expiry out of the window again)
  await setListingExpiry(uuid, 3);
  const anon = await browser.newContext();
  const holder = await anon.newPage();
  await holder.goto(statusPath);
  await expect(holder.getByRole('heading', { name: 'Status for annoncen' })).toBeVisible();
  await expect(holder.getByText(headline)).toBeVisible();
  await expect(holder.getByRole('table', { name: /opgrader din annonce/ })).toBeVisible();
  await holder.getByRole('button', { name: 'Forlæng annoncering' }).click();
  await expect(holder.getByText('Vi har noteret, at dit lejemål stadig er ledigt og er forlænget med 90 dage')).toBeVisible();
  await holder.goto(statusPath.replace(/token=[^&]+/, 'token=broken'));
  await expect(holder.getByText('Vi beklager meget. Enten mangler der en token eller også er den udløbet')).toBeVisible();
  await anon.close();
});
