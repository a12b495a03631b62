/**
 * The messages journey: a visitor writes to the landlord from a PREMIUM listing's
 * public page; the landlord sees NEW MESSAGE and the unread count, opens the thread (unread clears),
 * replies (the seeker's mail is in the outbox), closes and reopens it. And a registered (non-paying)
 * seeker, signed in by the mailed link, is refused on a STANDARD listing and sees why.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createListing } from './fixtures';
import { ADMIN, LANDLORD, apiToken, bearer, signInThroughForm, uniqueEmail } from './support';

type OutboxMail = { to: string; kind: string; subject: string; text: string | null; state: string };

/** The newest sent outbox mail of `kind` to `to` (polled: the mail job sends within seconds). */
async function sentMail(request: APIRequestContext, admin: string, to: string, kind: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const page = (await (await request.get('/api/admin/outbox?page=1&pageSize=100', { headers: bearer(admin) })).json()) as {
          results: OutboxMail[];
        };
        found = page.results.find((m) => m.to === to && m.kind === kind && m.state === 'sent');
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** An approved listing of the demo landlord with `listingType` (set by the admin's updateDwelling). */
async function approvedListing(request: APIRequestContext, admin: string, headline: string, listingType: 'STANDARD' | 'PREMIUM') {
  const listing = await createListing(request, {
    addressQuery: 'Vestergade',
    addressIndex: 3,
    headline,
    approve: true,
    adminToken: admin,
  });
  if (listingType !== 'STANDARD') {
    const res = await request.post('/api/graph', {
      headers: bearer(admin),
      data: {
        query: 'mutation U($id: ID!, $input: UpdateDwellingInput!) { updateDwelling(id: $id, input: $input) { listingType } }',
        variables: { id: listing.uuid, input: { listingType } },
      },
    });
    expect(((await res.json()) as { data: { updateDwelling: { listingType: string } } }).data.updateDwelling.listingType).toBe(
      listingType,
    );
  }
  return listing;
}

test('a visitor writes from a PREMIUM listing; the landlord reads, replies, closes and reopens the thread', async ({
  browser,
  page,
  request,
}) => {
  const admin = await apiToken(request, ADMIN);
  const headline = `Premium ${Date.now()}`;
  const listing = await approvedListing(request, admin, headline, 'PREMIUM');
  const visitorName = `Vera Visitor ${Date.now() % 100000}`;
  const visitorEmail = uniqueEmail('vera');

  // the visitor: no login, the public page answers with the listing's headline as its title
  const visitor = await browser.newPage();
  const served = await visitor.request.get(`/bolig/${listing.uuid}`);
  expect(await served.text()).toContain(`<title>${headline} – Udlejning</title>`);
  expect(await served.text()).toContain('<script type="application/ld+json">');
  // without JavaScript the served HTML is the listing, readable (docs/architecture.md "Messages and the public listing page")
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/bolig/${listing.uuid}`);
  await expect(plain.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await noScript.close();
  await visitor.goto(`/bolig/${listing.uuid}`);
  await expect(visitor.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  // the app's first render replaced the served HTML: one h1, the app's
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(visitor).toHaveTitle(`${headline} – Udlejning`);
  await expect(visitor.getByText('Alle kan skrive til udlejeren af denne annonce.')).toBeVisible();
  await visitor.getByLabel('Dit navn').fill(visitorName);
  await visitor.getByLabel('Din e-mail').fill(visitorEmail);
  await visitor.getByLabel('Din besked').fill('Hej! Er lejligheden stadig ledig, og må man have en kat?');
  await visitor.getByRole('button', { name: 'Send besked' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Din besked er sendt. Udlejeren svarer dig på e-mail.');
  await visitor.close();

  // the landlord, signed in through the form: the unread count and NEW MESSAGE
  await signInThroughForm(page, LANDLORD);
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
  await expect(nav.getByLabel(/ulæst(e)? samtale/)).toBeVisible();
  const unreadBefore = Number((await nav.getByLabel(/ulæst(e)? samtale/).textContent())?.trim());
  expect(unreadBefore).toBeGreaterThanOrEqual(1);
  await nav.getByRole('link', { name: /Beskeder/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beskeder' })).toBeVisible();
  await expect(page).toHaveTitle('Beskeder – Udlejning');
  const row = page.getByRole('row').filter({ hasText: visitorName });
  await expect(row).toContainText('NY BESKED');
  await expect(row.getByRole('img', { name: 'Ulæst' })).toBeVisible();
  // the first 20 characters (the 20th a space) and ' ...' (doc 1 §2)
  await expect(row).toContainText('Hej! Er lejligheden  ...');

  // opening the thread reads it: the unread marker and one unread go away
  await row.getByRole('link', { name: `Åbn samtalen med ${visitorName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Samtale med ${visitorName}` })).toBeVisible();
  await expect(page.getByText('Hej! Er lejligheden stadig ledig, og må man have en kat?')).toBeVisible();
  await expect(page.getByText(`rentals-`)).toBeVisible();
  await expect(page.getByText('ÅBEN', { exact: true })).toBeVisible();
  if (unreadBefore === 1) await expect(nav.getByLabel(/ulæst(e)? samtale/)).toHaveCount(0);
  else await expect(nav.getByLabel(/ulæst(e)? samtale/)).toHaveText(String(unreadBefore - 1));

  // the reply reaches the seeker by mail, with the listing's public page
  await page.getByLabel('Dit svar').fill('Ja, den er ledig, og katten er velkommen.');
  await page.getByRole('button', { name: 'Send svar' }).click();
  await expect(page.getByText('Dit svar er sendt')).toBeVisible();
  await expect(page.getByRole('list').getByText('Ja, den er ledig, og katten er velkommen.')).toBeVisible();
  const mail = await sentMail(request, admin, visitorEmail, 'thread-reply');
  expect(mail.subject).toBe('Udlejeren har svaret dig');
  expect(mail.text).toContain('Ja, den er ledig, og katten er velkommen.');
  expect(mail.text).toContain(`/bolig/${listing.uuid}`);

  // close and reopen
  await page.getByRole('button', { name: 'Luk samtalen' }).click();
  await expect(page.getByText('LUKKET', { exact: true })).toBeVisible();
  await expect(page.getByText('Samtalen er lukket. Genåbn den for at svare.')).toBeVisible();
  await expect(page.getByLabel('Dit svar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Genåbn samtalen' }).click();
  await expect(page.getByText('ÅBEN', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Dit svar')).toBeVisible();

  await page.getByRole('link', { name: 'Tilbage til beskeder' }).click();
  await expect(page.getByRole('row').filter({ hasText: visitorName })).toContainText('ÅBEN');
});

test('a registered seeker is refused on a STANDARD listing and sees why; the refusal shows in /statistics next to the clicks', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, ADMIN);
  // a landlord of their own, so the statistics row is this listing's alone
  const landlord = { email: uniqueEmail('standard'), password: 'hemmelig123' };
  const signup = await request.post('/api/users', {
    data: { type: 'PERSONAL', firstname: 'Stina', lastname: 'Standard', phone: '+4522110099', ...landlord },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  const headline = `Standard ${Date.now()}`;
  const listing = await createListing(request, {
    addressQuery: 'Vestergade',
    addressIndex: 3,
    headline,
    approve: true,
    adminToken: admin,
    landlordToken: ((await signup.json()) as { token: string }).token,
  });
  const email = uniqueEmail('registreret');

  await page.goto(`/bolig/${listing.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  // told before typing why a visitor will be refused and how to become allowed (doc 2 §1 contact access)
  const notice = page.getByRole('note');
  await expect(notice).toContainText('Kun boligsøgere med et betalt abonnement kan skrive til udlejeren af denne annonce.');
  await expect(notice).toContainText('log ind herunder med den e-mail, du bruger der');
  await page.getByRole('form', { name: 'Log ind som boligsøger' }).getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send mig et link' }).click();
  await expect(page.getByText('Tjek din e-mail: vi har sendt dig et link til at logge ind.')).toBeVisible();

  const mail = await sentMail(request, admin, email, 'seeker-sign-in');
  const link = new URL(/https?:\/\/\S+\/bolig\/\S+\?seekerToken=\S+/.exec(mail.text!)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Du er nu logget ind')).toBeVisible();
  await expect(page.getByText(/Logget ind som .* \(registreret bruger\)/)).toBeVisible();
  await expect(page).not.toHaveURL(/seekerToken/);
  // still refused as a registered seeker, and told so before typing
  await expect(page.getByRole('note')).toContainText('Du er logget ind som registreret bruger.');

  await page.getByLabel('Din besked').fill('Jeg vil gerne se boligen på lørdag.');
  await page.getByRole('button', { name: 'Send besked' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kun betalende brugere kan skrive til udlejeren af denne annonce');

  // the landlord's /statistics: one refused contact, none let through, no message; the visits as clicks
  await signInThroughForm(page, landlord);
  await page.goto('/statistics');
  const row = page
    .getByRole('table', { name: 'Statistik pr. bolig' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Vis graf for ${listing.address}` }) });
  // address, messages, unique clicks, total clicks, success, forbidden, facebook, listed on
  await expect(row.getByRole('cell')).toHaveText([/Godkendt og aktiv/, '0', '1', /^[1-9]$/, '0', '1', '0', 'Standard']);
});
