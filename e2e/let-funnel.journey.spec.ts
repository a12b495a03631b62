/**
 * The let funnel, end to end (docs/architecture.md "Viewings", "Letting", "One listing per home"): a landlord's
 * approved PREMIUM listing gets an open house of two seats from its status page; one seeker has booked the first (set
 * up through the API), two more sign in on the public page by the mailed link, write, and click "Book" for the last
 * seat at the same moment: one is booked, the other told the time is full, and the slot never holds more than its
 * capacity. The landlord marks the first seeker as the new tenant from their conversation and sends the editable
 * "udlejet" notice: the listing comes down, the two others get the notice in their threads and by mail, and the
 * booked one is told the viewing is cancelled. Then a second landlord lists the same flat; the admin finds it as "Mulig dublet", compares the two side
 * by side and rejects it with the prefilled link, which reaches the second landlord.
 */
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import { copenhagenClock, copenhagenToUtc, formatViewingTime } from '../packages/shared/src/viewings/time';
import { expect, test } from './csp';
import { createListing, queryE2eDatabase } from './fixtures';
import { graph, mailedLink, sentMail, signUpLandlord } from './mail-links';
import { ADMIN, apiToken, bearer, signInViaApi, uniqueEmail } from './support';

/** "Apollonvej 7, Drøsselbjerg, 4200 Slagelse" (its DAR unit id): a home no other journey lists. */
const HOME = { id: '0a3f50ac-e538-32b8-e044-0003ba298018', address: 'Apollonvej 7, Drøsselbjerg, 4200 Slagelse' };

type Seeker = { name: string; email: string; context: BrowserContext; page: Page };

/**
 * A seeker in a browser of their own: on the listing's public page they sign in as a seeker by the mailed link (named
 * after their e-mail, as a new seeker is) and write to the landlord, then scroll down to the viewing times.
 */
async function seekerSignsInAndWrites(
  browser: Browser,
  request: APIRequestContext,
  admin: string,
  uuid: string,
  prefix: string,
): Promise<Seeker> {
  const email = uniqueEmail(prefix);
  const name = email.split('@')[0]!;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/bolig/${uuid}`);
  await expect(page.getByText('Alle kan skrive til udlejeren af denne annonce.')).toBeVisible();
  await page.getByRole('form', { name: 'Log ind som boligsøger' }).getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send mig et link' }).click();
  await expect(page.getByText('Tjek din e-mail: vi har sendt dig et link til at logge ind.')).toBeVisible();
  const link = await mailedLink(request, admin, email, 'seeker-sign-in');
  await page.goto(link.path);
  await expect(page.getByText('Du er nu logget ind')).toBeVisible();
  await expect(page.getByText(`Logget ind som ${name} (registreret bruger)`)).toBeVisible();
  await page.getByLabel('Din besked').fill('Hej! Jeg vil gerne se lejligheden til åbent hus.');
  await page.getByRole('button', { name: 'Send besked' }).click();
  await expect(page.getByText('Din besked er sendt. Udlejeren svarer dig på e-mail.')).toBeVisible();
  // the sent text leaves the field (it would otherwise stay as a draft)
  await expect(page.getByLabel('Din besked')).toHaveValue('');
  // the viewing times sit below the place on the map, and load once the seeker scrolls down to them
  await page.getByRole('region', { name: 'Beliggenhed' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Book en fremvisning' })).toBeVisible();
  return { name, email, context, page };
}

/**
 * The seeker who took the first seat (a precondition, through the API the public page uses): wrote to the landlord as
 * a visitor, signed in by the mailed link (the session cookie in a context of their own) and booked slot `slotId`.
 */
async function seekerBookedThroughApi(
  browser: Browser,
  request: APIRequestContext,
  admin: string,
  uuid: string,
  slotId: string,
  name: string,
): Promise<{ name: string; email: string }> {
  const email = uniqueEmail('anna');
  const context = await browser.newContext();
  const api = context.request;
  const ok = async (res: Promise<APIResponse>) => {
    const done = await res;
    expect(done.ok(), await done.text()).toBeTruthy();
  };
  await ok(
    api.post(`/api/public/dwellings/${uuid}/contact`, { data: { name, email, text: 'Hej, må jeg komme og se lejligheden?' } }),
  );
  await ok(api.post('/api/public/seekers/sign-in', { data: { email, dwellingUuid: uuid } }));
  const link = await mailedLink(request, admin, email, 'seeker-sign-in');
  await ok(api.post('/api/public/seekers/session', { data: { token: new URL(link.url).searchParams.get('seekerToken') } }));
  await ok(api.post(`/api/public/viewings/${slotId}/bookings`));
  await context.close();
  return { name, email };
}

test('the let funnel: an open house, the last seat booked twice at once, the tenant marked, the notice sent, a duplicate rejected', async ({
  browser,
  page,
  request,
}) => {
  // ≈ 40 s alone; two browsers at once on a shared 2-core machine can take twice that
  test.setTimeout(150_000);
  const stamp = Date.now() % 100000;
  const admin = await apiToken(request, ADMIN);

  // --- a landlord of their own with an approved PREMIUM listing (API: the preconditions)
  const landlord = await signUpLandlord(request, {
    firstname: 'Lise',
    lastname: `Udlejer${stamp}`,
    email: uniqueEmail('lise'),
    password: 'hemmelig123',
  });
  const headline = `Åbent hus ${stamp}`;
  const listing = await createListing(request, {
    addressQuery: HOME.address,
    headline,
    approve: true,
    adminToken: admin,
    landlordToken: landlord.token,
    overrides: { location: { id: HOME.id } },
  });
  expect(listing.address).toBe(HOME.address);
  const premium = await graph<{ updateDwelling: { listingType: string } }>(
    request,
    admin,
    'mutation U($id: ID!, $input: UpdateDwellingInput!) { updateDwelling(id: $id, input: $input) { listingType } }',
    { id: listing.uuid, input: { listingType: 'PREMIUM' } },
  );
  expect(premium.updateDwelling.listingType).toBe('PREMIUM');

  // --- the landlord opens an open house of two seats on the status page, three days ahead at 17:00 Copenhagen time
  const day = copenhagenClock(new Date(Date.now() + 3 * 86_400_000)).date;
  const time = formatViewingTime(copenhagenToUtc(day, '17:00')!, 30, 'da');
  await signInViaApi(page, request, landlord.creds);
  await page.goto(`/dwellings/${listing.uuid}/status`);
  const add = page.getByRole('button', { name: 'Tilføj fremvisning' });
  await add.click();
  const slotDialog = page.getByRole('dialog', { name: 'Tilføj fremvisning' });
  await slotDialog.getByLabel(/^Dato/).fill(day);
  await slotDialog.getByLabel(/^Starttidspunkt/).fill('17:00');
  await slotDialog.getByLabel('Åbent hus').check();
  await slotDialog.getByLabel(/^Antal pladser/).fill('2');
  await slotDialog.getByRole('button', { name: 'Opret fremvisning' }).click();
  await expect(page.getByText('Fremvisningen er oprettet')).toBeVisible();
  await expect(slotDialog).toBeHidden();
  // the dialog gives focus back to the button that opened it
  await expect(add).toBeFocused();
  await expect(page.getByText(time)).toBeVisible();
  await expect(page.getByText('0 af 2 pladser booket')).toBeVisible();

  // --- Anna has taken the first seat (the precondition): one is left
  const [{ id: slotId }] = (
    (await (await request.get(`/api/dwellings/${listing.uuid}/viewings`, { headers: bearer(landlord.token) })).json()) as {
      results: { id: string }[];
    }
  ).results;
  const anna = await seekerBookedThroughApi(browser, request, admin, listing.uuid, slotId, `Anna Andersen ${stamp}`);

  // --- two seekers sign in on the public page and write to the landlord, each in a browser of their own
  const [bo, carl] = await Promise.all(
    ['bo', 'carl'].map((prefix) => seekerSignsInAndWrites(browser, request, admin, listing.uuid, prefix)),
  );
  const viewings = (s: Seeker) => s.page.getByRole('region', { name: 'Book en fremvisning' });
  const bookButton = (s: Seeker) => viewings(s).getByRole('button', { name: `Book fremvisningen ${time}` });
  const booked = (s: Seeker) =>
    viewings(s)
      .getByRole('status')
      .filter({ hasText: `Du er booket til ${time}.` });
  const full = (s: Seeker) =>
    viewings(s).getByRole('alert').filter({ hasText: 'Tiden blev fuldt booket, før du nåede det. Vælg en anden tid.' });

  // Bo and Carl see the last seat and click "Book" at the same moment
  for (const s of [bo, carl]) {
    await expect(viewings(s)).toContainText('1 ledig plads');
  }
  await Promise.all([bo, carl].map((s) => bookButton(s).click()));
  for (const s of [bo, carl]) await expect(booked(s).or(full(s))).toBeVisible();
  const outcomes = await Promise.all([bo, carl].map(async (s) => ((await booked(s).isVisible()) ? 'booked' : 'full')));
  expect([...outcomes].sort()).toEqual(['booked', 'full']);
  const [winner, loser] = outcomes[0] === 'booked' ? [bo, carl] : [carl, bo];
  // the one too late reads the refusal (it has focus) and sees the time full, with nothing left to book
  await expect(full(loser)).toBeFocused();
  await expect(viewings(loser)).toContainText('Fuldt booket');
  await expect(bookButton(loser)).toHaveCount(0);

  // the seats never exceed the capacity: two of two, and exactly Anna's and the winner's bookings
  const [slot] = await queryE2eDatabase<{ capacity: number; booked: number; bookings: string[] }>(
    `SELECT s.capacity, s.booked,
            array(SELECT k.email FROM viewing_bookings b JOIN seekers k ON k.id = b.seeker_id
                  WHERE b.slot_id = s.id AND b.state = 'BOOKED' ORDER BY k.email) AS bookings
       FROM viewing_slots s JOIN dwellings d ON d.id = s.dwelling_id WHERE d.uuid = $1`,
    [listing.uuid],
  );
  expect(slot).toEqual({ capacity: 2, booked: 2, bookings: [anna.email, winner.email].sort() });

  // --- the landlord opens Anna's conversation and marks her as the new tenant
  await page
    .getByRole('navigation', { name: 'Hovedmenu' })
    .getByRole('link', { name: /Beskeder/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beskeder' })).toBeVisible();
  await page.getByRole('link', { name: `Åbn samtalen med ${anna.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Samtale med ${anna.name}` })).toBeVisible();
  await expect(page.getByText(`Fremvisning booket: ${time}`)).toBeVisible();
  await page.getByRole('button', { name: 'Marker som ny lejer' }).click();
  const letDialog = page.getByRole('dialog', { name: `Marker ${anna.name} som ny lejer` });
  // MUI Rating hides its radios; click the star (the radio's label)
  const star = letDialog.getByRole('radio', { name: '5 stjerner' });
  await letDialog.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  await expect(star).toBeChecked();
  await letDialog.getByRole('button', { name: 'Marker som lejer' }).click();

  // the notice to the two other open conversations: prefilled with the address, edited, sent
  const noticeDialog = page.getByRole('dialog', { name: 'Giv de andre boligsøgende besked' });
  await expect(noticeDialog.getByText(`Boligen er udlejet til ${anna.name}`)).toBeVisible();
  await expect(noticeDialog).toContainText('Der er 2 andre åbne samtaler om boligen.');
  const notice = noticeDialog.getByRole('textbox', { name: 'Besked' });
  await expect(notice).toBeFocused();
  await expect(notice).toHaveValue(
    `Tak for din interesse for boligen på ${HOME.address}. Boligen er nu udlejet, så den er desværre ikke længere ledig. Held og lykke med boligsøgningen.`,
  );
  const signature = `Venlig hilsen Lise ${stamp}`;
  // the end of the text (End alone goes to the end of the wrapped line)
  await notice.press('Control+End');
  await notice.pressSequentially(` ${signature}`);
  await noticeDialog.getByRole('button', { name: 'Send beskeden' }).click();
  await expect(page.getByText('Beskeden er sendt til 2 boligsøgende')).toBeVisible();
  await expect(noticeDialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `Boligen er udlejet til ${anna.name}` })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Marker som ny lejer' })).toHaveCount(0);

  // the listing is down: inactive for its landlord, gone from the public page
  const view = await request.get(`/api/dwellings/${listing.uuid}`, { headers: bearer(landlord.token) });
  expect(((await view.json()) as { active: boolean }).active).toBe(false);
  await loser.page.reload();
  await expect(loser.page.getByRole('heading', { name: 'Annoncen findes ikke' })).toBeVisible();

  // the two others got the notice in their conversations and by mail; Anna did not
  for (const s of [winner, loser]) {
    const mail = await sentMail(request, admin, s.email, 'thread-reply', { containing: signature, timeout: 20_000 });
    expect(mail.subject).toBe('Udlejeren har svaret dig');
    expect(mail.text).toContain(HOME.address);
  }
  const texts = await queryE2eDatabase<{ email: string; texts: string[] }>(
    `SELECT k.email, array(SELECT m.text FROM messages m WHERE m.thread_id = t.id ORDER BY m.id) AS texts
       FROM threads t JOIN seekers k ON k.id = t.seeker_id JOIN dwellings d ON d.id = t.dwelling_id WHERE d.uuid = $1`,
    [listing.uuid],
  );
  const noticeOf = (email: string) => texts.find((t) => t.email === email)!.texts.filter((x) => x.includes(signature));
  expect(noticeOf(anna.email)).toHaveLength(0);
  expect(noticeOf(winner.email)).toHaveLength(1);
  expect(noticeOf(loser.email)).toHaveLength(1);

  // the winner's booked viewing is cancelled, and they were told: the mail, and the line in their conversation
  const cancelled = await sentMail(request, admin, winner.email, 'viewing-cancelled', {
    containing: 'er ikke længere aktiv',
    timeout: 20_000,
  });
  expect(cancelled.subject).toBe(`Fremvisningen er aflyst: ${time}`);
  await page.getByRole('link', { name: 'Tilbage til beskeder' }).click();
  await page.getByRole('link', { name: `Åbn samtalen med ${winner.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Samtale med ${winner.name}` })).toBeVisible();
  await expect(page.getByText(`Fremvisning aflyst: ${time}`)).toBeVisible();
  await expect(page.getByText(signature)).toBeVisible();
  const [after] = await queryE2eDatabase<{ cancelled: boolean; booked: number }>(
    `SELECT s.cancelled_at IS NOT NULL AS cancelled, s.booked FROM viewing_slots s JOIN dwellings d ON d.id = s.dwelling_id
      WHERE d.uuid = $1`,
    [listing.uuid],
  );
  expect(after.cancelled).toBe(true);
  await Promise.all([bo, carl].map((s) => s.context.close()));

  // --- a second landlord lists the same flat (API) and submits it
  const second = await signUpLandlord(request, {
    firstname: 'Ole',
    lastname: `Dobbelt${stamp}`,
    email: uniqueEmail('ole'),
    password: 'hemmelig123',
  });
  const secondHeadline = `Samme lejlighed ${stamp}`;
  const duplicate = await createListing(request, {
    addressQuery: HOME.address,
    headline: secondHeadline,
    landlordToken: second.token,
    overrides: { location: { id: HOME.id } },
  });
  expect(duplicate.address).toBe(HOME.address);

  // --- the admin finds it as "Mulig dublet" in the list, compares the two and rejects it with the prefilled link
  const adminContext = await browser.newContext();
  await adminContext.addInitScript((t) => window.localStorage.setItem('lltoken', t), admin);
  const moderator = await adminContext.newPage();
  await moderator.goto('/dwellings/');
  await expect(moderator.getByRole('heading', { name: 'Boliger' })).toBeVisible();
  await moderator.getByRole('combobox', { name: 'Filtrer Mulig dublet' }).click();
  await moderator.getByRole('option', { name: 'Kun mulige dubletter' }).click();
  await expect(moderator).toHaveURL(/duplicate=true/);
  const row = moderator.getByRole('table', { name: 'Boliger' }).getByRole('row').filter({ hasText: secondHeadline });
  await expect(
    row.getByRole('link', { name: /^Mulig dublet|En anden udlejer har en annonce på samme adresse/ }),
  ).toHaveAccessibleName(`En anden udlejer har en annonce på samme adresse: ${HOME.address} (Lise Udlejer${stamp})`);
  // the address twice: the row's own (first column) and the other listing's in the "Mulig dublet" column
  const addresses = row.getByRole('link', { name: HOME.address, exact: true });
  await expect(addresses).toHaveCount(2);
  await expect(addresses.nth(1)).toHaveAttribute('href', `/dwellings/${listing.uuid}/preview`);
  await expect(row).toContainText(`Lise Udlejer${stamp} · Godkendt`);
  await addresses.nth(0).click();
  await expect(moderator).toHaveURL(new RegExp(`/dwellings/${duplicate.uuid}/preview$`));
  await moderator.getByRole('button', { name: 'Godkend/afvis' }).click();
  const moderation = moderator.getByRole('dialog', { name: 'Godkend eller afvis annoncen' });
  const comparison = moderation.getByTestId('duplicate-comparison');
  await expect(comparison).toContainText('Mulig dublet');
  await expect(comparison.getByRole('region', { name: 'Denne annonce' })).toContainText(
    `Ole Dobbelt${stamp} (${second.creds.email})`,
  );
  const theirs = comparison.getByRole('region', { name: 'Den anden annonce' });
  await expect(theirs).toContainText(`Lise Udlejer${stamp} (${landlord.creds.email})`);
  await expect(theirs.getByRole('link', { name: `Åbn den anden annonce: ${HOME.address}` })).toHaveAttribute(
    'href',
    `/dwellings/${listing.uuid}/preview`,
  );
  await moderation.getByLabel('Afvis', { exact: true }).check();
  const reason = moderation.getByLabel(/Begrundelse/);
  // the reason goes to the second landlord, so it links the public page, not the admin preview
  const link = `${new URL(page.url()).origin}/bolig/${listing.uuid}`;
  await expect(reason).toHaveValue(`Boligen er allerede annonceret: ${link}`);
  await moderation.getByRole('button', { name: 'Afvis' }).click();
  await expect(moderator.getByText('Status opdateret')).toBeVisible();
  await expect(moderation).toBeHidden();
  await adminContext.close();

  // --- the rejection reached the second landlord: the status, and the mail with the reason and its link
  const rejected = await request.get(`/api/dwellings/${duplicate.uuid}`, { headers: bearer(second.token) });
  expect(((await rejected.json()) as { status: string }).status).toBe('REJECTED');
  const mail = await sentMail(request, admin, second.creds.email, 'dwelling-rejected', { containing: link, timeout: 20_000 });
  expect(mail.text).toContain(`Boligen er allerede annonceret: ${link}`);
});
