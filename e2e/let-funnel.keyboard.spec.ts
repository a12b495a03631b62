/**
 * The let funnel by keyboard alone (docs/architecture.md "Accessibility", "Viewings", "Letting", "One listing per home";
 * WCAG 2.1.1 and 2.4.3): the landlord adds an open house on the status page, one seeker signs in by the mailed link and
 * books the last seat while another is told the time is full, the landlord marks the first booker as the new tenant
 * and sends the "udlejet" notice, and the admin filters "Kun mulige dubletter" and rejects the duplicate, all with
 * Tab, Shift+Tab, typing, Enter, Space, Escape and the arrow keys. After every action focus is asserted where reading
 * goes on; the outcomes themselves are the let-funnel journey's (let-funnel.journey.spec.ts).
 */
import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { copenhagenClock, copenhagenToUtc, formatViewingTime } from '../packages/shared/src/viewings/time';
import { expect, test } from './csp';
import { createListing } from './fixtures';
import { pickOption, tabTo, typeDate } from './keyboard';
import { graph, mailedLink, sentMail, signUpLandlord } from './mail-links';
import { ADMIN, apiToken, bearer, signInViaApi, uniqueEmail } from './support';

/** "Harken 15, Simmersted, 6500 Vojens" (its DAR unit id): a home no other journey lists. */
const HOME = { id: '0a3f50b8-0d34-32b8-e044-0003ba298018', address: 'Harken 15, Simmersted, 6500 Vojens' };

test('the let funnel by keyboard alone: open house, booking, full, tenant and notice, duplicate rejected', async ({
  browser,
  page,
  request,
}) => {
  // ≈ 45 s alone on a quiet machine; every key press is a round trip to the browser, slow on a busy shared one
  test.setTimeout(240_000);
  const stamp = Date.now() % 100000;
  const admin = await apiToken(request, ADMIN);
  const contexts: BrowserContext[] = [];
  const ok = async (res: Promise<APIResponse>) => {
    const done = await res;
    expect(done.ok(), await done.text()).toBeTruthy();
  };

  // --- preconditions (API): a landlord of their own with an approved PREMIUM listing
  const landlord = await signUpLandlord(request, {
    firstname: 'Tove',
    lastname: `Tastatur${stamp}`,
    email: uniqueEmail('tove'),
    password: 'hemmelig123',
  });
  const listing = await createListing(request, {
    addressQuery: HOME.address,
    headline: `Tastaturhus ${stamp}`,
    approve: true,
    adminToken: admin,
    landlordToken: landlord.token,
    overrides: { location: { id: HOME.id } },
  });
  expect(listing.address).toBe(HOME.address);
  await graph(
    request,
    admin,
    'mutation U($id: ID!, $input: UpdateDwellingInput!) { updateDwelling(id: $id, input: $input) { listingType } }',
    { id: listing.uuid, input: { listingType: 'PREMIUM' } },
  );

  // --- the landlord adds an open house of two seats on the status page, three days ahead at 17:00
  const day = copenhagenClock(new Date(Date.now() + 3 * 86_400_000)).date;
  const time = formatViewingTime(copenhagenToUtc(day, '17:00')!, 30, 'da');
  await signInViaApi(page, request, landlord.creds);
  await page.goto(`/dwellings/${listing.uuid}/status`);
  const add = page.getByRole('button', { name: 'Tilføj fremvisning' });
  await expect(add).toBeVisible();
  await tabTo(page, add, { max: 60 });
  await page.keyboard.press('Enter');
  const slotDialog = page.getByRole('dialog', { name: 'Tilføj fremvisning' });
  await expect(slotDialog).toBeVisible();
  // the browser's own date field: digits fill a segment and move on to the next
  await tabTo(page, slotDialog.getByLabel(/^Dato/), { max: 3 });
  await typeDate(page, slotDialog.getByLabel(/^Dato/), day);
  await tabTo(page, slotDialog.getByLabel(/^Starttidspunkt/), { max: 5 });
  await page.keyboard.type('1700');
  await expect(slotDialog.getByLabel(/^Starttidspunkt/)).toHaveValue('17:00');
  const openHouse = slotDialog.getByLabel('Åbent hus');
  await tabTo(page, openHouse, { max: 4 });
  await page.keyboard.press('Space');
  await expect(openHouse).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(slotDialog.getByLabel(/^Antal pladser/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await tabTo(page, slotDialog.getByRole('button', { name: 'Opret fremvisning' }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fremvisningen er oprettet')).toBeVisible();
  await expect(slotDialog).toBeHidden();
  // focus is back on the button that opened the dialog
  await expect(add).toBeFocused();
  await expect(page.getByText('0 af 2 pladser booket')).toBeVisible();

  // --- Anna takes the first seat (API, as the journey's precondition)
  const [{ id: slotId }] = (
    (await (await request.get(`/api/dwellings/${listing.uuid}/viewings`, { headers: bearer(landlord.token) })).json()) as {
      results: { id: string }[];
    }
  ).results;
  const seekerApi = async (prefix: string, name: string) => {
    const email = uniqueEmail(prefix);
    const context = await browser.newContext();
    contexts.push(context);
    const api = context.request;
    await ok(api.post(`/api/public/dwellings/${listing.uuid}/contact`, { data: { name, email, text: 'Hej, må jeg se den?' } }));
    await ok(api.post('/api/public/seekers/sign-in', { data: { email, dwellingUuid: listing.uuid } }));
    const link = await mailedLink(request, admin, email, 'seeker-sign-in');
    await ok(api.post('/api/public/seekers/session', { data: { token: new URL(link.url).searchParams.get('seekerToken') } }));
    return { name, email, context };
  };
  const anna = await seekerApi('anna', `Anna Tast ${stamp}`);
  await ok(anna.context.request.post(`/api/public/viewings/${slotId}/bookings`));

  // Carl (signed in through the API) has the page open with one seat left; he books after Bo has taken it
  const carl = await seekerApi('carl', `Carl Tast ${stamp}`);
  const carlPage = await carl.context.newPage();
  await carlPage.goto(`/bolig/${listing.uuid}`);
  // the viewing times load once the section below the map scrolls into view
  await carlPage.getByRole('region', { name: 'Beliggenhed' }).scrollIntoViewIfNeeded();

  // --- Bo signs in on the public page by the mailed link, writes, and books the last seat, all by keyboard
  const bo = { email: uniqueEmail('bo') };
  const boName = bo.email.split('@')[0]!;
  const boContext = await browser.newContext();
  contexts.push(boContext);
  const boPage = await boContext.newPage();
  await boPage.goto(`/bolig/${listing.uuid}`);
  const signIn = boPage.getByRole('form', { name: 'Log ind som boligsøger' });
  await expect(signIn).toBeVisible();
  await tabTo(boPage, signIn.getByLabel('E-mail'), { max: 60 });
  await boPage.keyboard.type(bo.email);
  await tabTo(boPage, signIn.getByRole('button', { name: 'Send mig et link' }), { max: 3 });
  await boPage.keyboard.press('Enter');
  await expect(boPage.getByText('Tjek din e-mail: vi har sendt dig et link til at logge ind.')).toBeVisible();
  const link = await mailedLink(request, admin, bo.email, 'seeker-sign-in');
  await boPage.goto(link.path);
  await expect(boPage.getByText(`Logget ind som ${boName} (registreret bruger)`)).toBeVisible();
  const message = boPage.getByLabel('Din besked');
  await tabTo(boPage, message, { max: 60 });
  await boPage.keyboard.type('Hej! Jeg vil gerne se lejligheden til åbent hus.');
  await tabTo(boPage, boPage.getByRole('button', { name: 'Send besked' }), { max: 4 });
  await boPage.keyboard.press('Enter');
  await expect(boPage.getByText('Din besked er sendt. Udlejeren svarer dig på e-mail.')).toBeVisible();
  await expect(message).toHaveValue('');

  const viewings = (p: Page) => p.getByRole('region', { name: 'Book en fremvisning' });
  const bookButton = (p: Page) => viewings(p).getByRole('button', { name: `Book fremvisningen ${time}` });
  await expect(viewings(carlPage)).toContainText('1 ledig plads');
  await tabTo(boPage, bookButton(boPage), { max: 30 });
  await boPage.keyboard.press('Enter');
  const booked = viewings(boPage)
    .getByRole('status')
    .filter({ hasText: `Du er booket til ${time}.` });
  await expect(booked).toBeVisible();
  // the booking has focus, so reading goes on from the outcome
  await expect(booked).toBeFocused();

  // Carl presses "Book" on the seat Bo just took: he is told, and the refusal has focus
  await tabTo(carlPage, bookButton(carlPage), { max: 80 });
  await carlPage.keyboard.press('Enter');
  const full = viewings(carlPage)
    .getByRole('alert')
    .filter({ hasText: 'Tiden blev fuldt booket, før du nåede det. Vælg en anden tid.' });
  await expect(full).toBeFocused();
  await expect(viewings(carlPage)).toContainText('Fuldt booket');

  // --- the landlord: Beskeder → Anna's conversation → "Marker som ny lejer", rating by the arrow keys
  const messagesLink = page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: /Beskeder/ });
  await tabTo(page, messagesLink, { back: true, max: 80 });
  await page.keyboard.press('Enter');
  const inboxHeading = page.getByRole('heading', { level: 1, name: 'Beskeder' });
  await expect(inboxHeading).toBeFocused();
  const annaLink = page.getByRole('link', { name: `Åbn samtalen med ${anna.name}` });
  await tabTo(page, annaLink, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Samtale med ${anna.name}` })).toBeFocused();
  const mark = page.getByRole('button', { name: 'Marker som ny lejer' });
  await tabTo(page, mark, { max: 40 });
  await page.keyboard.press('Enter');
  const letDialog = page.getByRole('dialog', { name: `Marker ${anna.name} som ny lejer` });
  await expect(letDialog).toBeVisible();

  // Escape closes the dialog and gives focus back to the button
  await page.keyboard.press('Escape');
  await expect(letDialog).toBeHidden();
  await expect(mark).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(letDialog).toBeVisible();

  // the stars are a radio group: Tab enters it, the arrow keys choose
  await page.keyboard.press('Tab');
  await expect(letDialog.locator('input[type="radio"]:focus')).toHaveCount(1);
  for (let i = 0; i < 5 && !(await letDialog.getByRole('radio', { name: '5 stjerner' }).isChecked()); i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(letDialog.getByRole('radio', { name: '5 stjerner' })).toBeChecked();
  await tabTo(page, letDialog.getByRole('button', { name: 'Marker som lejer' }), { max: 5 });
  await page.keyboard.press('Enter');

  // the notice: its text has focus, the signature is typed at its end, "Send beskeden" by Tab and Enter
  const noticeDialog = page.getByRole('dialog', { name: 'Giv de andre boligsøgende besked' });
  await expect(noticeDialog).toContainText('Der er 2 andre åbne samtaler om boligen.');
  const notice = noticeDialog.getByRole('textbox', { name: 'Besked' });
  await expect(notice).toBeFocused();
  const signature = `Venlig hilsen Tove ${stamp}`;
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` ${signature}`);
  await expect(notice).toHaveValue(new RegExp(`Held og lykke med boligsøgningen\\. ${signature}$`));
  await tabTo(page, noticeDialog.getByRole('button', { name: 'Send beskeden' }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Beskeden er sendt til 2 boligsøgende')).toBeVisible();
  await expect(noticeDialog).toBeHidden();
  // the button is gone: focus is on the outcome, not <body>
  await expect(page.getByRole('alert').filter({ hasText: `Boligen er udlejet til ${anna.name}` })).toBeFocused();
  for (const email of [bo.email, carl.email]) {
    await sentMail(request, admin, email, 'thread-reply', { containing: signature, timeout: 20_000 });
  }

  // --- a second landlord lists the same home (API); the admin filters and rejects it by keyboard
  const second = await signUpLandlord(request, {
    firstname: 'Otto',
    lastname: `Dobbelt${stamp}`,
    email: uniqueEmail('otto'),
    password: 'hemmelig123',
  });
  const duplicate = await createListing(request, {
    addressQuery: HOME.address,
    headline: `Samme hus ${stamp}`,
    landlordToken: second.token,
    overrides: { location: { id: HOME.id } },
  });
  const adminContext = await browser.newContext();
  contexts.push(adminContext);
  await adminContext.addInitScript((t) => window.localStorage.setItem('lltoken', t), admin);
  const moderator = await adminContext.newPage();
  await moderator.goto('/dwellings/');
  await expect(moderator.getByRole('heading', { name: 'Boliger' })).toBeVisible();
  const filter = moderator.getByRole('combobox', { name: 'Filtrer Mulig dublet' });
  await tabTo(moderator, filter, { max: 60 });
  await moderator.keyboard.press('ArrowDown');
  await expect(moderator.getByRole('listbox')).toBeVisible();
  await pickOption(moderator, /^Kun mulige dubletter$/);
  await expect(moderator).toHaveURL(/duplicate=true/);
  await expect(moderator.getByRole('listbox')).toBeHidden();
  await expect(filter).toBeFocused();
  const row = moderator
    .getByRole('table', { name: 'Boliger' })
    .getByRole('row')
    .filter({ hasText: `Samme hus ${stamp}` });
  const own = row.getByRole('link', { name: HOME.address, exact: true }).first();
  await tabTo(moderator, own, { max: 60 });
  await moderator.keyboard.press('Enter');
  await expect(moderator).toHaveURL(new RegExp(`/dwellings/${duplicate.uuid}/preview$`));
  await expect(moderator.getByRole('heading', { level: 1 })).toBeFocused();
  const moderate = moderator.getByRole('button', { name: 'Godkend/afvis' });
  await tabTo(moderator, moderate, { max: 10 });
  await moderator.keyboard.press('Enter');
  const moderation = moderator.getByRole('dialog', { name: 'Godkend eller afvis annoncen' });
  await expect(moderation).toBeVisible();
  // the decision is a radio group: Tab reaches the checked "Godkend", ArrowRight moves to "Afvis"
  await tabTo(moderator, moderation.getByLabel('Godkend', { exact: true }), { max: 10 });
  await moderator.keyboard.press('ArrowRight');
  await expect(moderation.getByLabel('Afvis', { exact: true })).toBeChecked();
  const publicLink = `${new URL(moderator.url()).origin}/bolig/${listing.uuid}`;
  await expect(moderation.getByLabel(/Begrundelse/)).toHaveValue(`Boligen er allerede annonceret: ${publicLink}`);
  await tabTo(moderator, moderation.getByRole('button', { name: 'Afvis' }), { max: 6 });
  await moderator.keyboard.press('Enter');
  await expect(moderator.getByText('Status opdateret')).toBeVisible();
  await expect(moderation).toBeHidden();
  // focus is back on the bar's button (a rejected listing may still be approved, so the button stays)
  await expect(moderate).toBeFocused();
  const rejected = await request.get(`/api/dwellings/${duplicate.uuid}`, { headers: bearer(second.token) });
  expect(((await rejected.json()) as { status: string }).status).toBe('REJECTED');

  await Promise.all(contexts.map((c) => c.close()));
});
