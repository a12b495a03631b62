/**
 * The payment journeys, against the local provider (the embedded default):
 *  (a) a landlord picks PLUS on the status page from the list's Opgrader, pays with 4242 4242 4242 4242,
 *      an admin approves, the admin's /payments shows the payment captured and the receipt is mailed;
 *  (b) a declined card (4000 0000 0000 0002) leaves the tier unchanged with the error shown;
 *  (c) the landlord upgrades PLUS → PREMIUM with a discount code an admin made on /discounts and pays
 *      225 kr. minus the discount;
 *  (d) an admin refunds part of a payment from the admin panel; /payments shows the refunded amount
 *      and a credit note.
 * Each page reached is checked with axe (WCAG 2.1 A/AA), as e2e/accessibility.spec.ts does.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp';
import { createListing, setListingStatus } from './fixtures';
import { ADMIN, LANDLORD, apiToken, bearer, signInThroughForm } from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** No axe violation on the page as it is now (after the progress bars are gone). */
async function expectAccessible(page: Page, where: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe on ${where}`).toEqual([]);
}

/** Fills the local provider's card form and pays `price` ('375 kr.'). */
async function payWithCard(page: Page, card: string, price: string) {
  await page.getByLabel(/Kortnummer/).fill(card);
  await page.getByLabel(/Udløbsdato/).fill('12/30');
  await page.getByLabel(/Kontrolcifre/).fill('123');
  await page.getByLabel(/Navn på kortet/).fill('Lars Udlejer');
  await page.getByRole('button', { name: `Betal ${price}` }).click();
}

/** The tier marked 'Din annonce' in the pricing table (desktop: the column header holding the chip). */
const currentTier = (page: Page) => page.getByRole('columnheader').filter({ hasText: 'Din annonce' });

/** A PLUS payment made through the API by the demo landlord (updatePaymentInfo + confirmPaymentInfo). */
async function payPlusViaApi(request: APIRequestContext, uuid: string) {
  const token = await apiToken(request, LANDLORD);
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await request.post('/api/graph', { headers: bearer(token), data: { query, variables } });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const secret = (await gql('mutation($d: ID!) { updatePaymentInfo(amount: 37500, product: PLUS, dwelling: $d) }', { d: uuid }))
    .updatePaymentInfo as string;
  await gql('mutation($p: String!, $m: PaymentMetaInput) { confirmPaymentInfo(paymentId: $p, meta: $m) }', {
    p: secret.split('_secret_')[0],
    m: { card: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Lars Udlejer' },
  });
}

test('(a) a landlord pays PLUS with a test card; the admin approves and /payments shows it captured', async ({
  page,
  browser,
}) => {
  const { uuid, address } = await createListing(page.request, {
    addressQuery: 'Vestergade',
    addressIndex: 2,
    headline: `Betaling ${Date.now()}`,
  });

  await signInThroughForm(page, LANDLORD);
  await page.goto('/dwellings/');
  await page.locator(`a[href="/dwellings/${uuid}/status#pricing"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/dwellings/${uuid}/status#pricing$`));
  await expect(page).toHaveTitle(/– Udlejning$/);
  await expect(page.getByText('Beløbet trækkes først, når annoncen er godkendt')).toBeVisible();
  await expect(currentTier(page)).toContainText('Standard');
  await expect(page.getByTestId('payment-total')).toContainText('375 kr.');
  await expectAccessible(page, 'status page with the card form');

  await payWithCard(page, '4242 4242 4242 4242', '375 kr.');
  await expect(page.getByText('Betalingen er gennemført. Din annonce er nu Plus.')).toBeVisible();
  await expect(currentTier(page)).toContainText('Plus');

  // --- the admin approves in the preview; the card is captured
  // a context of its own (axe needs one made by browser.newContext)
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, ADMIN);
  await admin.goto(`/dwellings/${uuid}/preview`);
  await admin.getByRole('button', { name: 'Godkend/afvis' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Godkend', { exact: true }).check();
  await dialog.getByLabel(/Begrundelse/).fill('Alt ser fint ud');
  await dialog.getByRole('button', { name: 'Godkend' }).click();
  await expect(admin.getByText('Status opdateret')).toBeVisible();

  // --- needs the server part of the merge from here: payments, listings, receipts
  await admin.goto('/payments');
  await admin.getByLabel('Søg').fill(address);
  await admin.getByLabel('Søg').press('Enter');
  const row = admin.getByRole('row').filter({ hasText: address }).first();
  await expect(async () => {
    await admin.reload();
    await admin.getByLabel('Søg').fill(address);
    await admin.getByLabel('Søg').press('Enter');
    await expect(row).toContainText('Trukket', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('375 kr.');
  await expect(row.getByRole('button', { name: /Kvittering nr\./ })).toBeVisible();
  await expectAccessible(admin, '/payments');

  await row.getByRole('link', { name: /Slå betaling .* op/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /^Betaling / })).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: 'status' }).first()).toBeVisible();
  await expectAccessible(admin, '/payments/stripe/:paymentId');

  // the receipt was mailed (the dev outbox)
  await admin.goto('/outbox');
  await expect(
    admin
      .getByRole('row')
      .filter({ hasText: LANDLORD.email })
      .filter({ hasText: /Kvittering/i })
      .first(),
  ).toBeVisible({
    timeout: 20_000,
  });

  // the landlord downloads it from the list's row menu
  await page.goto('/dwellings/');
  await page
    .getByRole('button', { name: new RegExp(`Handlinger for ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Kvitteringer' }).click();
  const receipts = page.getByRole('dialog');
  const download = page.waitForEvent('download');
  await receipts
    .getByRole('button', { name: /Hent PDF: Kvittering nr\./ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^kvittering-\d+\.pdf$/);
  await adminContext.close();
});

test('(b) a declined card leaves the tier unchanged and shows the error', async ({ page }) => {
  const { uuid } = await createListing(page.request, {
    addressQuery: 'Vestergade',
    addressIndex: 3,
    headline: `Afvist ${Date.now()}`,
  });
  await signInThroughForm(page, LANDLORD);
  await page.goto(`/dwellings/${uuid}/status`);
  await expect(currentTier(page)).toContainText('Standard');
  await payWithCard(page, '4000 0000 0000 0002', '375 kr.');
  await expect(page.getByRole('alert').filter({ hasText: 'Betalingen blev afvist' })).toBeVisible();
  await expect(page.getByText(/Betalingen er gennemført/)).toHaveCount(0);
  await expect(currentTier(page)).toContainText('Standard');
  await page.reload();
  await expect(currentTier(page)).toContainText('Standard');
  const view = await page.request.get(`/api/dwellings/${uuid}/status-page`, {
    headers: bearer(await apiToken(page.request, LANDLORD)),
  });
  expect(((await view.json()) as { listingType: string }).listingType).toBe('STANDARD');
});

// --- (c) and (d) discounts, refunds and receipts

test('(c) the landlord upgrades PLUS → PREMIUM with a discount code and pays 225 kr. minus the discount', async ({
  page,
  browser,
}) => {
  const { uuid } = await createListing(page.request, {
    addressQuery: 'Vestergade',
    addressIndex: 4,
    headline: `Rabat ${Date.now()}`,
  });
  await payPlusViaApi(page.request, uuid);
  await setListingStatus(page.request, uuid, { status: 'APPROVED', reason: 'OK' });

  // --- the admin makes a 50 kr. code for PREMIUM on /discounts
  // a context of its own (axe needs one made by browser.newContext)
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, ADMIN);
  await admin.goto('/discounts');
  await expectAccessible(admin, '/discounts');
  await admin.getByRole('button', { name: 'Generér' }).click();
  const code = await admin.getByLabel(/^Kode/).inputValue();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await admin.getByLabel(/Fast rabat/).fill('50');
  await admin.getByRole('combobox', { name: /Annoncetype/ }).click();
  await admin.getByRole('option', { name: 'Premium annonce' }).click();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await admin.getByLabel(/^Startdato/).fill(day(-1));
  await admin.getByLabel(/^Slutdato/).fill(day(30));
  await admin.getByRole('button', { name: 'Opret' }).click();
  await expect(admin.getByText('Rabatkoden er oprettet')).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Alle rabatkoder' })).toContainText(code);
  await adminContext.close();

  // --- the landlord pays 225 − 50 = 175 kr.
  await signInThroughForm(page, LANDLORD);
  await page.goto(`/dwellings/${uuid}/status`);
  await expect(currentTier(page)).toContainText('Plus');
  await expect(page.getByTestId('payment-total')).toContainText('225 kr.');
  await page.getByLabel('Rabatkode').fill('FORKERT1');
  await page.getByRole('button', { name: 'Brug koden' }).click();
  await expect(page.getByText('Ugyldig kode')).toBeVisible();
  await page.getByLabel('Rabatkode').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Brug koden' }).click();
  await expect(page.getByTestId('payment-total')).toContainText('175 kr.');
  await payWithCard(page, '4242 4242 4242 4242', '175 kr.');
  await expect(page.getByText('Betalingen er gennemført. Din annonce er nu Premium annonce.')).toBeVisible();
  // approved already: captured at once
  const admin2 = await apiToken(page.request, ADMIN);
  const res = await page.request.post('/api/graph', {
    headers: bearer(admin2),
    data: { query: 'query($d: ID!) { listings(dwellingId: $d) { product amount status } }', variables: { d: uuid } },
  });
  const listings = ((await res.json()) as { data: { listings: { product: string; amount: number; status: string }[] } }).data
    .listings;
  expect(listings).toContainEqual({ product: 'PREMIUM', amount: 17_500, status: 'CAPTURED' });
});

test('(d) an admin refunds part of a payment; /payments shows the refunded amount and a credit note', async ({ page }) => {
  const { uuid, address } = await createListing(page.request, {
    addressQuery: 'Vestergade',
    addressIndex: 5,
    headline: `Refusion ${Date.now()}`,
  });
  await payPlusViaApi(page.request, uuid);
  await setListingStatus(page.request, uuid, { status: 'APPROVED', reason: 'OK' });

  await signInThroughForm(page, ADMIN);
  await page.goto(`/dwellings/${uuid}/preview`);
  const panel = page.getByRole('region', { name: 'Betalinger' });
  await expect(panel.getByText('Trukket')).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: /^Refunder / }).click();
  const dialog = page.getByRole('dialog', { name: 'Refunder betaling' });
  await dialog.getByRole('button', { name: 'Refunder' }).click();
  await expect(dialog.getByText('Der mangler data').first()).toBeVisible();
  await expectAccessible(page, 'refund dialog');
  await dialog.getByLabel(/Beløb/).fill('100');
  await dialog.getByLabel(/Begrundelse/).fill('Kulance');
  await dialog.getByRole('button', { name: 'Refunder' }).click();
  await expect(page.getByText('Refundering sendt')).toBeVisible();
  await expect(panel).toContainText('Refunderet 100 kr.');

  await panel.getByRole('button', { name: /^Send kvittering / }).click();
  await expect(page.getByText('Kvitteing sendt')).toBeVisible();

  await page.goto('/payments');
  await page.getByLabel('Søg').fill(address);
  await page.getByLabel('Søg').press('Enter');
  const row = page.getByRole('row').filter({ hasText: address }).first();
  await expect(row).toContainText('100 kr.');
  await expect(row.getByRole('button', { name: /Kreditnota nr\./ })).toBeVisible();
});
