/**
 * A private landlord's first week, on a 390 px phone in Danish (docs/architecture.md "Sign-in and mail links",
 * "Form drafts", "Fake time in journeys"): from `/` they sign up with a spaced phone number, list a flat with a
 * phone-sized photo (shrunk in the browser before upload), pay PLUS, and the admin approves it. The receipt opens
 * from its mail; the public page opens from the landlord's own link; a seeker signs in by mail and writes; the
 * landlord follows the new-message mail signed out, signs in, types a reply, and 61 minutes pass on the server's
 * clock: the session is renewed on the way and the reply goes out with nothing lost.
 */
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp';
import { setListingStatus } from './fixtures';
import { LinkOpener, mailedLink, signInToContinue } from './mail-links';
import {
  ADMIN,
  apiToken,
  bearer,
  fillEconomyStep,
  fillLeaseStep,
  giveConsentsAndCreate,
  signUpThroughForm,
  uniqueEmail,
} from './support';

test.use({ viewport: { width: 390, height: 844 }, locale: 'da-DK' });

/** A phone photo: 4000×3000 JPEG (≈ 10 MB), made of smooth noise so it compresses like a real one. */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [400, 300];
  const raw = Buffer.alloc(w * h * 3);
  let seed = 11;
  for (let i = 0; i < raw.length; i++) raw[i] = (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).resize(4000, 3000).jpeg({ quality: 98 }).toBuffer();
}

/** Moves the server's clock (POST /api/dev/clock) with a fresh admin login, signed on the clock as it is now. */
async function moveClock(request: APIRequestContext, body: { advanceSeconds: number } | { reset: true }) {
  const res = await request.post('/api/dev/clock', { headers: bearer(await apiToken(request, ADMIN)), data: body });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The login token the page holds. */
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('lltoken'));

test('first week: signup on a phone, a listing with a photo, PLUS paid and approved, the mails followed, a seeker answered across a renewed session', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const links = new LinkOpener(browser);
  const email = uniqueEmail('foerste-uge');
  const password = 'hemmelig123';
  const headline = `Første uge ${Date.now() % 100000}`;

  // --- day 1: from the root URL to the signup form; the phone number as people write it
  await page.goto('/');
  await page.getByRole('link', { name: 'Opret en konto' }).click();
  await signUpThroughForm(page, { firstname: 'Freja', lastname: 'Førsteuge', phone: '+45 22 33 44 55', email, password });

  // --- the listing: a real address, the economy, a phone photo, the description with the prefilled phone
  await fillLeaseStep(page);
  await expect(page).toHaveURL(/\/dwellings\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').pop()!;
  await fillEconomyStep(page);

  const photo = await phonePhoto();
  const chooser = page.waitForEvent('filechooser');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/dwellings/upload') && r.ok());
  await page.getByRole('button', { name: /Upload billeder/ }).click();
  await (await chooser).setFiles({ name: 'stue.jpg', mimeType: 'image/jpeg', buffer: photo });
  const stored = ((await (await uploaded).json()) as { results: { size: number }[] }).results[0]!;
  // shrunk in the browser before it went up (longest side ≤ 2,560 px): far fewer bytes than the camera's file
  expect(stored.size).toBeLessThan(photo.length / 2);
  await expect(page.getByText('Forsidebillede')).toBeVisible();
  await page.getByRole('button', { name: 'Næste' }).click();

  await page.getByLabel(/Overskrift/).fill(headline);
  await page
    .getByLabel(/^Beskrivelse/)
    .fill('Lys treværelses lejlighed på 82 m² midt i Odense, tæt på indkøb og tog. Nyt køkken, altan mod syd og cykelkælder.');
  // the spaced number from the signup is prefilled and accepted, shown grouped
  await expect(page.getByLabel(/^Telefon/)).toHaveValue('+45 22 33 44 55');
  await page.getByRole('button', { name: 'Næste' }).click();
  await giveConsentsAndCreate(page);
  await expect(page).toHaveURL(new RegExp(`/dwellings/${uuid}/status\\?from=createDwelling$`));

  // --- PLUS, paid by card: reserved now, charged when the admin approves
  await page.goto(`/dwellings/${uuid}/status#pricing`);
  await expect(page.getByTestId('payment-total')).toContainText('375 kr.');
  await page.getByLabel(/Kortnummer/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Udløbsdato/).fill('12/30');
  await page.getByLabel(/Kontrolcifre/).fill('123');
  await page.getByLabel(/Navn på kortet/).fill('Freja Førsteuge');
  await page.getByRole('button', { name: 'Betal 375 kr.' }).click();
  await expect(page.getByText('Betalingen er gennemført. Din annonce er nu Plus.')).toBeVisible();
  await expect(page.getByText(/375 kr\. er reserveret på dit kort til Plus/)).toBeVisible();

  // --- the admin approves (the moderation screens have journeys of their own): the card is charged, a receipt mailed
  const admin = await apiToken(request, ADMIN);
  await setListingStatus(request, uuid, { status: 'APPROVED', reason: 'Fin annonce' }, admin);

  // --- the receipt, from its mail, in a browser where the landlord is signed out
  const receipt = await mailedLink(request, admin, email, 'payment-receipt');
  const receiptPage = await links.signedOut(receipt.url);
  await signInToContinue(receiptPage, { email, password }, receipt.path);
  await expect(receiptPage.getByRole('heading', { level: 1, name: /^Kvittering nr\. \d+$/ })).toBeVisible();
  await expect(receiptPage.getByRole('link', { name: 'Hent PDF' })).toBeVisible();

  // --- the landlord's own link to the public page (the status page), opened by a seeker on another phone
  await page.goto(`/dwellings/${uuid}/status`);
  const publicHref = await page.getByRole('link', { name: 'Se annoncen' }).first().getAttribute('href');
  expect(publicHref).toMatch(new RegExp(`/bolig/${uuid}$`));
  const seekerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'da-DK' });
  const seeker = await seekerContext.newPage();
  await seeker.goto(new URL(publicHref!, page.url()).pathname);
  await expect(seeker.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  // what the move costs (deposit 25.500 + prepaid 8.500 + the first month 8.500), and no internal tier wording
  await expect(seeker.getByText('Indflytningspris', { exact: true }).first().locator('..')).toContainText('42.500 kr.');
  await expect(seeker.getByText('Plus', { exact: true })).toHaveCount(0);

  // --- the seeker signs in by mail (PLUS: registered seekers may write, doc 2 §1) and writes
  const seekerEmail = uniqueEmail('soeger');
  // on a phone the contact panel is below the photo and the facts: the seeker scrolls to it, and its forms load
  await seeker.getByRole('heading', { name: 'Skriv til udlejeren' }).scrollIntoViewIfNeeded();
  await seeker.getByRole('form', { name: 'Log ind som boligsøger' }).getByLabel('E-mail').fill(seekerEmail);
  await seeker.getByRole('button', { name: 'Send mig et link' }).click();
  const signInMail = await mailedLink(request, admin, seekerEmail, 'seeker-sign-in');
  await seeker.goto(signInMail.path);
  await expect(seeker.getByText('Du er nu logget ind')).toBeVisible();
  await seeker.getByRole('heading', { name: 'Skriv til udlejeren' }).scrollIntoViewIfNeeded();
  const question = `Er lejligheden ledig fra 1. januar? ${Date.now() % 100000}`;
  await seeker.getByLabel('Din besked').fill(question);
  await seeker.getByRole('button', { name: 'Send besked' }).click();
  await expect(seeker.getByText('Din besked er sendt. Udlejeren svarer dig på e-mail.')).toBeVisible();
  await seekerContext.close();

  // --- the landlord follows the new-message mail, signed out on the phone, and lands in the conversation
  const newMessage = await mailedLink(request, admin, email, 'thread-new-message', { containing: question });
  await page.evaluate(() => window.localStorage.removeItem('lltoken'));
  await page.goto(newMessage.path);
  await signInToContinue(page, { email, password }, newMessage.path);
  await expect(page.getByText(question)).toBeVisible();
  const signedInWith = await storedToken(page);

  // --- a reply typed, and 61 minutes pass on the server's clock: the session is renewed on the way, nothing is lost
  const reply = 'Ja, den er ledig fra 1. januar. Skal vi aftale en fremvisning på lørdag?';
  const replyBox = page.getByRole('textbox', { name: 'Dit svar' });
  await replyBox.fill(reply);
  try {
    await moveClock(request, { advanceSeconds: 41 * 60 });
    // the thread view's next read, 19 minutes before the token ends, brings a fresh token
    await expect.poll(() => storedToken(page), { timeout: 60_000, intervals: [1000] }).not.toBe(signedInWith);
    await moveClock(request, { advanceSeconds: 20 * 60 });
    // the token the landlord signed in with has run out by now
    const withOld = await request.get('/api/users/me', { headers: bearer(signedInWith!) });
    expect(withOld.status()).toBe(401);
    await expect(replyBox).toHaveValue(reply);
    await page.getByRole('button', { name: 'Send svar' }).click();
    await expect(page.getByText(reply).last()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${newMessage.path}$`));
    // the seeker got the reply by mail
    await mailedLink(request, await apiToken(request, ADMIN), seekerEmail, 'thread-reply', { containing: 'fremvisning' });
  } finally {
    await moveClock(request, { reset: true });
  }
  await links.closeAll();
});
