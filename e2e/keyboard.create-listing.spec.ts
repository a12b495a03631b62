/**
 * Keyboard only (docs/architecture.md "Accessibility", WCAG 2.1.1 and 2.4.3): a signed-in landlord creates a listing from the
 * address field to submission with Tab, Shift+Tab, typing, Enter, Space and the arrow keys; no
 * clicks. After every step change keyboard focus is on the new step's heading, so the next Tab
 * starts inside the step.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp';
import sharp from 'sharp';
import { ADMIN, apiToken, bearer, LANDLORD, signInViaApi } from './support';

// a 1×1 PNG for the image step
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A phone-sized photo: 4000×3000 JPEG of fine noise at quality 96, ≈ 10 MB (docs/notes-photos.md). */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [2000, 1500];
  const raw = Buffer.alloc(w * h * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) raw[i] = (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(4000, 3000)
    .jpeg({ quality: 96 })
    .toBuffer();
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return i;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  return max;
}

/** Moves the active option of an open listbox with ArrowDown until it is `name`, then picks it with Enter. */
async function pickOption(page: Page, name: string | RegExp) {
  for (let i = 0; i < 15; i++) {
    const active = page.locator('[role="option"].Mui-focused, [role="option"].Mui-focusVisible');
    if ((await active.count()) > 0 && (await active.first().textContent())?.match(name)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

test('a landlord creates a listing with the keyboard alone', async ({ page, request }) => {
  await signInViaApi(page, request, LANDLORD);
  const headline = `Tastatur ${Date.now() % 100000}`;
  await page.goto('/dwellings/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Opret bolig' })).toBeVisible();
  await expect(page).toHaveTitle('Opret bolig – Udlejning');

  // the first Tab reaches the skip link, which jumps past the top bar and the menu
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Gå til indhold' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name });
  const next = page.getByRole('button', { name: 'Næste' });

  // --- step 1: the address from the autocomplete, dwelling type, rooms and area
  const address = page.getByRole('combobox', { name: /Adresse/ });
  expect(await tabTo(page, address)).toBeLessThan(12);
  await page.keyboard.type('ridehusgade 49 odense');
  await expect(page.getByRole('option', { name: /Ridehusgade 49, 2\. th, 5000 Odense C/ })).toBeVisible();
  await pickOption(page, /Ridehusgade 49, 2\. th, 5000 Odense C/);
  await expect(address).toHaveValue(/Ridehusgade 49, 2\. th, 5000 Odense C/);

  const type = page.getByRole('combobox', { name: /Boligtype/ });
  await tabTo(page, type);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await pickOption(page, /^Lejlighed$/);
  await expect(type).toHaveText(/Lejlighed/);
  await expect(type).toBeFocused();

  await tabTo(page, page.getByLabel(/Antal værelser/));
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Boligareal/)).toBeFocused();
  await page.keyboard.type('82');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // --- step 2: economy; focus is on its heading
  await expect(page).toHaveURL(/\/dwellings\/[0-9a-f-]{36}$/);
  await expect(stepHeading('Økonomi')).toBeFocused();
  await tabTo(page, page.getByLabel(/Månedlig husleje/));
  await page.keyboard.type('8500');
  await tabTo(page, page.getByLabel(/Forudbetalt leje/));
  await page.keyboard.type('8500');
  await tabTo(page, page.getByLabel(/^Depositum/));
  await page.keyboard.type('25500');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // --- step 3: images; Enter on "Upload billeder" opens the file chooser
  await expect(stepHeading('Billeder')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Upload billeder' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'stue.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Billede 1' })).toBeVisible();

  // a phone photo is shrunk in the browser (longest side ≤ 2560 px) before it goes up (docs/architecture.md "Images")
  const photo = await phonePhoto();
  await tabTo(page, page.getByRole('button', { name: 'Upload billeder' }), { back: true });
  const photoChooser = page.waitForEvent('filechooser');
  const isUpload = (url: string) => url.endsWith('/api/dwellings/upload');
  // the waits start now and span the shrinking and the upload (each measured below): generous for a busy machine
  const timeout = 60_000;
  const sending = page.waitForRequest((r) => isUpload(r.url()), { timeout });
  const uploaded = page.waitForResponse((r) => isUpload(r.url()) && r.ok(), { timeout });
  const shrinker = page.waitForEvent('worker', { predicate: (w) => w.url().includes('shrink.worker'), timeout });
  await page.keyboard.press('Enter');
  await (await photoChooser).setFiles({ name: 'stue.jpg', mimeType: 'image/jpeg', buffer: photo });
  const chosenAt = Date.now();
  // off the main thread, in our own worker file (the page's CSP has no blob: workers)
  await shrinker;
  await sending;
  const shrinkMs = Date.now() - chosenAt;
  const reply = (await (await uploaded).json()) as { results: { filename: string; size: number }[] };
  const uploadMs = Date.now() - chosenAt - shrinkMs;
  const stored = reply.results[0]!;
  const raw = await request.get(`/api/dwellings/images/${stored.filename}?size=raw`, {
    headers: bearer(await apiToken(request, ADMIN)),
  });
  const sent = await sharp(await raw.body()).metadata();
  expect(Math.max(sent.width ?? 0, sent.height ?? 0)).toBeLessThanOrEqual(2560);
  expect(sent.width).toBeGreaterThan(2000);
  expect(stored.size).toBeLessThan(photo.length);
  test.info().annotations.push({
    type: 'photo shrink',
    description: `${photo.length} B 4000×3000 → ${stored.size} B ${sent.width}×${sent.height}; shrink ${shrinkMs} ms, upload ${uploadMs} ms`,
  });
  await expect(page.getByRole('img', { name: 'Billede 2' })).toBeVisible();

  // the photo becomes the cover with the keyboard: Space on its handle, ArrowLeft, Space (dnd-kit's keyboard sensor)
  await tabTo(page, page.getByRole('button', { name: 'Flyt billede 2' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  const cover = page.getByRole('group', { name: 'Billede 1 af 2, forsidebillede' });
  await expect(cover.getByRole('img')).toHaveAttribute('src', new RegExp(stored.filename));
  await expect(cover.getByText('Forsidebillede')).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // --- step 4: description (contact is prefilled); Shift+Tab goes back from the description to the headline
  await expect(stepHeading('Beskrivelse')).toBeFocused();
  const description = page.getByLabel(/^Beskrivelse/);
  await tabTo(page, description);
  await page.keyboard.type(
    'Dejlig lys lejlighed på 82 m² tæt på indkøb og offentlig transport. Nyt køkken og bad, altan mod syd.',
  );
  await tabTo(page, page.getByLabel(/Overskrift/), { back: true, max: 5 });
  await page.keyboard.type(headline);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // --- step 5: the three consents with Space, then create
  await expect(stepHeading('Forhåndsvisning')).toBeFocused();
  for (const consent of [
    /Jeg bekræfter, at jeg har ret til at udleje boligen/,
    /Jeg accepterer handelsbetingelserne/,
    /Jeg har rettighederne til de billeder/,
  ]) {
    const box = page.getByRole('checkbox', { name: consent });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Opret annonce' }));
  await page.keyboard.press('Enter');

  // the status page: its heading has focus and the tab title names it
  await expect(page).toHaveURL(/\/dwellings\/[0-9a-f-]{36}\/status\?from=createDwelling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Status for annoncen' })).toBeFocused();
  await expect(page).toHaveTitle('Status for annoncen – Udlejning');
  await expect(page.getByText(headline)).toBeVisible();
});
