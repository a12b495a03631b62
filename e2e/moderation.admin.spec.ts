/**
 * The admin moderation journey: on a landlord's pending listing the admin
 * rejects with a reason, requests proof of ownership, confirms it was received, approves, then
 * reads the activity log (its diffs readable: kroner, Danish dates, labels, thumbnails),
 * adds a note and finds the listing's entries on /activity.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp';
import { createListing } from './fixtures';
import { ADMIN, LANDLORD, apiToken, bearer, signInViaApi } from './support';

// a 1×1 PNG: the image the landlord adds when submitting
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A submitted (PENDING_REVIEW) listing of the demo landlord, created through the API as a draft at
 * 8.500 kr., then finished with the rent raised to 9.200 kr. and an image added. Returns its uuid
 * and the image's file name.
 */
async function pendingListing(request: APIRequestContext, headline: string): Promise<{ uuid: string; image: string }> {
  const token = await apiToken(request, LANDLORD);
  const { uuid } = await createListing(request, {
    // a home no other landlord of the journeys lists, so the listing is not flagged "Mulig dublet" (whose reject reason
    // would start prefilled; docs/architecture.md "One listing per home")
    addressQuery: 'Kongens Nytorv 1',
    headline,
    rooms: 3,
    area: 82,
    rentKr: 8500,
    overrides: {
      description:
        'Dejlig lys lejlighed på 82 m² tæt på indkøb og offentlig transport. Nyt køkken og badeværelse, altan mod syd.',
      contact: undefined,
      finish: undefined,
    },
    landlordToken: token,
  });
  const upload = await request.post('/api/dwellings/upload', {
    headers: bearer(token),
    multipart: { files: { name: 'stue.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBeTruthy();
  const image = ((await upload.json()) as { results: { filename: string }[] }).results[0].filename;
  const economy = { rent: 920000, prepaid: 850000, deposit: 2550000, inclusive: false, utilities: [] };
  const finished = await request.post(`/api/dwellings/${uuid}`, {
    headers: bearer(token),
    data: { finish: true, economy, images: [image] },
  });
  expect(finished.ok(), await finished.text()).toBeTruthy();
  return { uuid, image };
}

/** A whole-text match, for one diff line. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('an admin rejects, requests ownership, confirms it, approves and annotates the log', async ({ page, request }) => {
  // a long journey: 1.2–1.6 min on a 2-core machine under load (load average ~16), over the default 90 s
  test.setTimeout(180_000);
  const headline = `Moderation ${Date.now() % 100000}`;
  const { uuid, image } = await pendingListing(request, headline);
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
  /** The entry (a top-level item of the log) that shows `text`. */
  const entry = (text: string | RegExp) => entries.locator(':scope > li').filter({ hasText: text });
  /** A diff line of `item`, matched on its whole text ("label: before → after"). */
  const change = (item: ReturnType<typeof entry>, text: string | RegExp) =>
    item.getByRole('listitem').filter({ hasText: typeof text === 'string' ? exactly(text) : text });
  const approved = entry('Ejerskab dokumenteret');
  await expect(approved).toContainText('Godkendt');
  await expect(change(approved, 'Status: Afventer godkendelse → Godkendt')).toBeVisible();
  // the approval time in Danish format, Copenhagen time
  await expect(change(approved, /^Godkendt: – → \d{2}\.\d{2}\.\d{4}, \d{2}\.\d{2}$/)).toBeVisible();
  const requested = entry('Dokumentation for ejerskab anmodet');
  await expect(change(requested, 'Status: Afvist → Dokumentation anmodet')).toBeVisible();
  const rejected = entry('Vi mangler dokumentation');
  await expect(rejected).toContainText('Afvist');
  await expect(change(rejected, 'Status: Afventer godkendelse → Afvist')).toBeVisible();
  // the submission: the rent in kroner (stored in øre), the new image as a thumbnail, not its file name
  const submitted = entry('Kladde → Afventer godkendelse');
  await expect(change(submitted, 'Økonomi › Månedlig husleje: 8.500 kr. → 9.200 kr.')).toBeVisible();
  const thumbnail = submitted.getByRole('img', { name: `Billede ${image}` });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', `/api/dwellings/images/${encodeURIComponent(image)}?size=thumb`);
  // the thumbnail really loads (lazy images load once in view)
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(submitted.getByText(image)).toHaveCount(0);
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
  /** The row whose action cell reads `action`. */
  const row = (action: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: action, exact: true }) });
  await expect(row('Afvist')).toBeVisible();
  await expect(row('Afvist')).toContainText('Status: Afventer godkendelse → Afvist');
  await expect(row('Dokumentation for ejerskab anmodet')).toBeVisible();
  await page.getByRole('combobox', { name: 'Handling' }).click();
  await page.getByRole('option', { name: 'Note' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
});
