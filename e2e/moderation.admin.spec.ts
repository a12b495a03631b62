/**
 * The admin moderation journey (issue 5, "Done when"): on a landlord's pending listing the admin
 * rejects with a reason, requests proof of ownership, confirms it was received, approves, then
 * reads the activity log, adds a note and finds the listing's entries on /activity.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp';
import { createListing } from './fixtures';
import { ADMIN, LANDLORD, apiToken, bearer, signInViaApi } from './support';

/** A submitted (PENDING_REVIEW) listing of the demo landlord, created through the API as a draft, then finished. */
async function pendingListing(request: APIRequestContext, headline: string): Promise<string> {
  const token = await apiToken(request, LANDLORD);
  const { uuid } = await createListing(request, {
    addressQuery: 'ridehusgade 49 odense',
    headline,
    rooms: 3,
    area: 82,
    rentKr: 8500,
    overrides: {
      description: 'Dejlig lys lejlighed på 82 m² tæt på indkøb og offentlig transport. Nyt køkken og badeværelse, altan mod syd.',
      contact: undefined,
      finish: undefined,
    },
    landlordToken: token,
  });
  const finished = await request.post(`/api/dwellings/${uuid}`, { headers: bearer(token), data: { finish: true } });
  expect(finished.ok()).toBeTruthy();
  return uuid;
}

test('an admin rejects, requests ownership, confirms it, approves and annotates the log', async ({ page, request }) => {
  const headline = `Moderation ${Date.now() % 100000}`;
  const uuid = await pendingListing(request, headline);
  await signInViaApi(page, request, ADMIN);
  await page.goto(`/dwellings/${uuid}/preview`);
  await expect(page.getByRole('heading', { name: headline })).toBeVisible();
  await expect(page.getByText('Afventer godkendelse').first()).toBeVisible();

  // --- reject with a reason: the dialog closes and the status changes
  await page.getByRole('button', { name: 'Godkend/afvis' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Afvis', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Afvis' }).click();
  await expect(dialog.getByText('Du mangler at udfylde feltet')).toBeVisible(); // the reason is required
  await dialog.getByLabel(/Begrundelse/).fill('Vi mangler dokumentation');
  await dialog.getByRole('button', { name: 'Afvis' }).click();
  await expect(page.getByText('Status opdateret')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Afvist').first()).toBeVisible();

  // --- request ownership (the secondary actions sit in the 'Flere handlinger' menu)
  const more = page.getByRole('button', { name: 'Flere handlinger' });
  await more.click();
  await page.getByRole('menuitem', { name: 'Anmod om ejerskab' }).click();
  await expect(page.getByText('Anmodning sendt')).toBeVisible();
  await expect(page.getByText('Dokumentation anmodet').first()).toBeVisible();
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Anmod om ejerskab' })).toBeHidden();

  // --- ownership received, after a confirmation: back in review
  await page.getByRole('menuitem', { name: 'Ejerskab modtaget' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Er dokumentationen for ejerskab modtaget?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Bekræft' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Afventer godkendelse').first()).toBeVisible();
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Ejerskab modtaget' })).toBeHidden();
  await page.keyboard.press('Escape');

  // --- approve with a reason (approval mail on)
  await page.getByRole('button', { name: 'Godkend/afvis' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Godkend', { exact: true }).check();
  await dialog.getByLabel(/Begrundelse/).fill('Ejerskab dokumenteret');
  await dialog.getByLabel('Send godkendelsesmail').check();
  await dialog.getByRole('button', { name: 'Godkend' }).click();
  await expect(page.getByText('Status opdateret')).toBeVisible();
  await expect(page.getByText('Godkendt').first()).toBeVisible();

  // --- the log: every step is there; add a note
  await more.click();
  await page.getByRole('menuitem', { name: 'Log', exact: true }).click();
  const log = page.getByRole('dialog', { name: 'Aktivitetslog' });
  const entries = log.getByRole('list', { name: 'Aktivitetslog' });
  await expect(entries.getByText('Godkendt', { exact: true })).toBeVisible();
  await expect(entries.getByText('Ejerskab dokumenteret')).toBeVisible();
  await expect(entries.getByText('Dokumentation for ejerskab anmodet')).toBeVisible();
  await expect(entries.getByText('Afvist', { exact: true })).toBeVisible();
  await expect(entries.getByText('Vi mangler dokumentation')).toBeVisible();
  await log.getByRole('button', { name: 'Tilføj kommentar' }).click();
  await expect(log.getByText('Du mangler at udfylde feltet')).toBeVisible();
  await log.getByLabel(/Kommentar/).fill('Talt med udlejeren i telefonen');
  await log.getByRole('button', { name: 'Tilføj kommentar' }).click();
  await expect(entries.getByText('Talt med udlejeren i telefonen')).toBeVisible();
  await log.getByRole('button', { name: 'Luk' }).click();

  // --- the user panel and the owner lookup
  await expect(page.getByRole('heading', { name: 'Brugerens info' })).toBeVisible();
  await expect(page.getByText('Ikke konfigureret: ejeropslag, telefonopslag')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se BBR-oplysninger' })).toHaveAttribute('href', /bbr\.dk/);

  // --- the /activity page, filtered to this listing and to notes
  await page.goto(`/activity?target=${uuid}`);
  const table = page.getByRole('table', { name: 'Aktivitet' });
  await expect(table.getByText('Talt med udlejeren i telefonen')).toBeVisible();
  await expect(table.getByRole('row', { name: /Afvist/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Dokumentation for ejerskab anmodet/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Handling' }).click();
  await page.getByRole('option', { name: 'Note' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
});
