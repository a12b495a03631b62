/**
 * Every mail the product sends, followed from the outbox (docs/architecture.md "Sign-in and mail links"): each mail is
 * triggered through the API, its link read from GET /api/admin/outbox and opened (a) in a fresh signed-out browser
 * and (b) in one signed in as the mail's recipient (the landlord who owns the listing, payment or thread; for the
 * seeker's mails the listing's landlord). A page that needs a login sends (a) to the sign-in page with its notice;
 * signing in there must return to the page with the mail's content. Token pages (verification, reset, status link,
 * seeker sign-in, invitation) work signed out.
 * The landlords are this file's own (signed up through the API), so no other journey's lists change.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createListing, runExpiryJobNow, setListingExpiry, setListingStatus, startFollowUpNow } from './fixtures';
import { LinkOpener, graph, mailedLink, signInToContinue, signUpLandlord } from './mail-links';
import { ADMIN, LANDLORD, apiToken, bearer, uniqueEmail, type Credentials } from './support';

type Landlord = { creds: Credentials; token: string };

const PASSWORD = 'hemmelig123';
let admin: string;
/** The landlord whose listings, payments, threads and organization the mails are about. */
let owner: Landlord;
let links: LinkOpener;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  admin = await apiToken(request, ADMIN);
  owner = await signUpLandlord(request, { firstname: 'Olga', lastname: 'Ejer', email: uniqueEmail('olga'), password: PASSWORD });
  await request.dispose();
});
test.beforeEach(({ browser }) => {
  links = new LinkOpener(browser);
});
test.afterEach(() => links.closeAll());

/** A finished listing of the owner headlined `headline`, pending review (its submission mail is queued). */
const ownListing = (request: APIRequestContext, headline: string, addressIndex: number) =>
  createListing(request, { addressQuery: 'Vestergade', addressIndex, headline, landlordToken: owner.token, adminToken: admin });

/** The status page (doc 2 §2) of `headline` showing `status`, reached with the mailed token or the login. */
async function expectStatusPage(page: import('@playwright/test').Page, headline: string, status: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Status for annoncen' })).toBeVisible();
  await expect(page.getByText(headline, { exact: true })).toBeVisible();
  await expect(page.getByText('Annoncens status:').locator('..')).toContainText(status);
}

test('account mails: verification, password reset and e-mail changed', async ({ request }) => {
  const first = { email: uniqueEmail('konto'), password: PASSWORD };
  const account = await signUpLandlord(request, { firstname: 'Karl', lastname: 'Konto', ...first });

  // verify-email, sent on signup: works signed out and signed in (a second use of the link still confirms)
  const verify = await mailedLink(request, admin, first.email, 'verify-email');
  expect(verify.path).toMatch(/^\/verify-email\?token=/);
  const out = await links.signedOut(verify.url);
  await expect(out.getByRole('heading', { name: 'Bekræft e-mail' })).toBeVisible();
  await expect(out.getByText('Tak! Din e-mailadresse er bekræftet.')).toBeVisible();
  await expect(out.getByRole('link', { name: 'Gå til log ind' })).toBeVisible();
  const signedIn = await links.signedIn(verify.url, account.token);
  await expect(signedIn.getByText('Tak! Din e-mailadresse er bekræftet.')).toBeVisible();
  await signedIn.getByRole('link', { name: 'Gå til oversigten' }).click();
  await expect(signedIn).toHaveURL(/\/dashboard$/);

  // reset-password: signed out the form sets a new password and signs in (doc 1 §4: to /dwellings)
  const asked = await graph(request, null, 'mutation($e: String!) { reqResetPassword(email: $e) }', { e: first.email });
  expect(asked).toEqual({ reqResetPassword: true });
  const reset = await mailedLink(request, admin, first.email, 'reset-password');
  expect(reset.path).toMatch(/^\/reset-password\?token=/);
  // signed in, the reset form still shows, with a word that it is the signed-in account's own (doc 1 §4)
  const resetSignedIn = await links.signedIn(reset.url, account.token);
  await expect(resetSignedIn.getByRole('heading', { name: 'Vælg ny adgangskode' })).toBeVisible();
  await expect(resetSignedIn.getByText('Du er allerede logget ind. Du kan stadig vælge en ny adgangskode her.')).toBeVisible();
  const resetOut = await links.signedOut(reset.url);
  await expect(resetOut.getByRole('heading', { name: 'Vælg ny adgangskode' })).toBeVisible();
  await expect(resetOut.getByText(`Nulstilling for ${first.email}`)).toBeVisible();
  const second = { email: first.email, password: 'nyhemmelig456' };
  await resetOut.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(second.password);
  await resetOut.getByLabel('Gentag adgangskode').fill(second.password);
  await resetOut.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(resetOut).toHaveURL(/\/dwellings$/);
  await expect(resetOut.getByRole('heading', { name: 'Mine boliger' })).toBeVisible();

  // email-changed, to the old address: its link undoes the change (docs/architecture.md "Auth and sessions")
  const token = await apiToken(request, second);
  const newEmail = uniqueEmail('ny-konto');
  const changed = await request.post('/api/users/me', {
    headers: bearer(token),
    data: { email: newEmail, currentPassword: second.password },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  const notice = await mailedLink(request, admin, first.email, 'email-changed');
  expect(notice.mail.text).toContain(newEmail);
  expect(notice.path).toMatch(/^\/undo-email-change\?token=/);
  // the new address is asked to confirm itself
  const verifyNew = await mailedLink(request, admin, newEmail, 'verify-email');
  await expect((await links.signedOut(verifyNew.url)).getByText('Tak! Din e-mailadresse er bekræftet.')).toBeVisible();
  // the notice's undo link: opening it changes nothing (signed in as the account, the page explains and waits)
  const undoSignedIn = await links.signedIn(notice.url, ((await changed.json()) as { token: string }).token);
  await expect(undoSignedIn.getByRole('heading', { name: 'Fortryd skift af e-mail' })).toBeVisible();
  await expect(undoSignedIn.getByText(`ændret fra ${first.email} til ${newEmail}`)).toBeVisible();
  // signed out, the button puts the old address back and a reset link goes to it
  const undo = await links.signedOut(notice.url);
  await undo.getByRole('button', { name: 'Fortryd ændringen' }).click();
  await expect(undo.getByText(`Kontoen har igen e-mailadressen ${first.email}`)).toBeVisible();
  const resetAfterUndo = await mailedLink(request, admin, first.email, 'reset-password', { newerThan: notice.mail.id });
  expect(resetAfterUndo.path).toMatch(/^\/reset-password\?token=/);
});

test('listing mails: submission, documentation request, approval, new status link, follow-up, expiry and rejection', async ({
  request,
}) => {
  // seven mails followed signed in and out, each a page of its own: ≈ 50 s alone, past the default 90 s on a busy CI machine
  test.setTimeout(180_000);
  const headline = `Maillinks ${Date.now()}`;
  const { uuid } = await ownListing(request, headline, 6);

  // dwelling-housing (the submission): the status page with its token, signed out and signed in
  const housing = await mailedLink(request, admin, owner.creds.email, 'dwelling-housing', { containing: uuid });
  expect(housing.path).toMatch(new RegExp(`^/dwellings/${uuid}/status\\?token=`));
  await expectStatusPage(await links.signedOut(housing.url), headline, 'Afventer godkendelse');
  await expectStatusPage(await links.signedIn(housing.url, owner.token), headline, 'Afventer godkendelse');

  // dwelling-ownership-requested: the same page, now asking for documentation
  await graph(request, admin, 'mutation($id: ID!) { requestOwnership(id: $id) { status } }', { id: uuid });
  const ownership = await mailedLink(request, admin, owner.creds.email, 'dwelling-ownership-requested', { containing: uuid });
  expect(ownership.path).toMatch(new RegExp(`^/dwellings/${uuid}/status\\?token=`));
  await expectStatusPage(await links.signedOut(ownership.url), headline, 'Dokumentation anmodet');
  await expectStatusPage(await links.signedIn(ownership.url, owner.token), headline, 'Dokumentation anmodet');
  await graph(request, admin, 'mutation($id: ID!) { ownershipReceived(id: $id) { status } }', { id: uuid });

  // dwelling-approved: the preview, which needs the login
  const approved = await request.post(`/api/dwellings/${uuid}/status`, {
    headers: bearer(admin),
    data: { status: 'APPROVED', reason: 'Fin annonce', mails: { approval: true, followUp: true } },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const approval = await mailedLink(request, admin, owner.creds.email, 'dwelling-approved', { containing: uuid });
  expect(approval.path).toBe(`/dwellings/${uuid}/preview`);
  const approvalOut = await links.signedOut(approval.url);
  await signInToContinue(approvalOut, owner.creds, approval.path);
  await expect(approvalOut.getByRole('heading', { level: 1, name: 'Forhåndsvisning' })).toBeVisible();
  await expect(approvalOut.getByText(headline).first()).toBeVisible();
  const approvalIn = await links.signedIn(approval.url, owner.token);
  await expect(approvalIn.getByRole('heading', { level: 1, name: 'Forhåndsvisning' })).toBeVisible();
  await expect(approvalIn.getByText(headline).first()).toBeVisible();

  // dwelling-status-link (renewed on request): the new link works, the submission's link no longer does
  const renewed = await request.post(`/api/dwellings/${uuid}/status-link`, { headers: bearer(owner.token) });
  expect(renewed.ok(), await renewed.text()).toBeTruthy();
  const statusLink = await mailedLink(request, admin, owner.creds.email, 'dwelling-status-link', { containing: uuid });
  await expectStatusPage(await links.signedOut(statusLink.url), headline, /Godkendt/);
  await expectStatusPage(await links.signedIn(statusLink.url, owner.token), headline, /Godkendt/);
  await expect(
    (await links.signedOut(housing.url)).getByText('Dette statuslink gælder ikke længere.', { exact: false }),
  ).toBeVisible();

  // dwelling-follow-up ("Er din bolig stadig ledig?"), due when Forlæng opens 14 days before expiry: the expiry moved
  // into that window and the job started now. Its link extends the listing, signed out
  await setListingExpiry(uuid, 10);
  await startFollowUpNow(uuid);
  const followUp = await mailedLink(request, admin, owner.creds.email, 'dwelling-follow-up', { containing: uuid });
  expect(followUp.path).toMatch(new RegExp(`^/dwellings/${uuid}/status\\?token=`));
  const followUpIn = await links.signedIn(followUp.url, owner.token);
  await expectStatusPage(followUpIn, headline, /Godkendt/);
  await expect(followUpIn.getByRole('button', { name: 'Forlæng annoncering' })).toBeEnabled();
  const followUpOut = await links.signedOut(followUp.url);
  await expectStatusPage(followUpOut, headline, /Godkendt/);
  await followUpOut.getByRole('button', { name: 'Forlæng annoncering' }).click();
  await expect(
    followUpOut.getByText('Vi har noteret, at dit lejemål stadig er ledigt og er forlænget med 90 dage'),
  ).toBeVisible();

  // dwelling-expired: its link activates the listing again, and then it can be extended
  await setListingExpiry(uuid, -1);
  await runExpiryJobNow();
  const expired = await mailedLink(request, admin, owner.creds.email, 'dwelling-expired', { containing: uuid });
  expect(expired.path).toMatch(new RegExp(`^/dwellings/${uuid}/status\\?token=`));
  const expiredIn = await links.signedIn(expired.url, owner.token);
  await expectStatusPage(expiredIn, headline, 'Deaktiveret');
  await expect(expiredIn.getByText('Annoncen er deaktiveret og vises ikke for boligsøgere.')).toBeVisible();
  const expiredOut = await links.signedOut(expired.url);
  await expect(expiredOut.getByText('Annoncen er deaktiveret og vises ikke for boligsøgere.')).toBeVisible();
  await expiredOut.getByRole('button', { name: 'Aktiver' }).click();
  await expiredOut.getByRole('dialog').getByRole('button', { name: 'Aktiver' }).click();
  await expect(expiredOut.getByRole('button', { name: 'Deaktiver' })).toBeVisible();
  await expiredOut.getByRole('button', { name: 'Forlæng annoncering' }).click();
  await expect(expiredOut.getByText('Vi har noteret, at dit lejemål stadig er ledigt og er forlænget med 90 dage')).toBeVisible();

  // dwelling-rejected (another listing): the preview, which needs the login
  const rejectedHeadline = `Afvist maillink ${Date.now()}`;
  const rejected = await ownListing(request, rejectedHeadline, 7);
  await setListingStatus(request, rejected.uuid, { status: 'REJECTED', reason: 'Mangler billeder' }, admin);
  const rejection = await mailedLink(request, admin, owner.creds.email, 'dwelling-rejected', { containing: rejected.uuid });
  expect(rejection.mail.text).toContain('Begrundelse: Mangler billeder');
  expect(rejection.path).toBe(`/dwellings/${rejected.uuid}/preview`);
  const rejectionOut = await links.signedOut(rejection.url);
  await signInToContinue(rejectionOut, owner.creds, rejection.path);
  await expect(rejectionOut.getByRole('heading', { level: 1, name: 'Forhåndsvisning' })).toBeVisible();
  await expect(rejectionOut.getByText(rejectedHeadline).first()).toBeVisible();
  const rejectionIn = await links.signedIn(rejection.url, owner.token);
  await expect(rejectionIn.getByText(rejectedHeadline).first()).toBeVisible();
});

test('payment mails: the receipt and the credit note open their page after the sign-in', async ({ request }) => {
  const { uuid } = await ownListing(request, `Kvittering maillink ${Date.now()}`, 8);
  // PLUS paid by card (the local provider), captured on approval: the receipt mail
  const secret = (
    await graph<{ updatePaymentInfo: string }>(
      request,
      owner.token,
      'mutation($d: ID!) { updatePaymentInfo(amount: 37500, product: PLUS, dwelling: $d) }',
      { d: uuid },
    )
  ).updatePaymentInfo;
  await graph(
    request,
    owner.token,
    'mutation($p: String!, $m: PaymentMetaInput) { confirmPaymentInfo(paymentId: $p, meta: $m) }',
    {
      p: secret.split('_secret_')[0],
      m: { card: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Olga Ejer' },
    },
  );
  await setListingStatus(request, uuid, { status: 'APPROVED', reason: 'OK' }, admin);

  const receipt = await mailedLink(request, admin, owner.creds.email, 'payment-receipt');
  const number = /^\/receipts\/(\d+)$/.exec(receipt.path)?.[1];
  expect(number, receipt.path).toBeDefined();
  const receiptOut = await links.signedOut(receipt.url);
  await signInToContinue(receiptOut, owner.creds, receipt.path);
  await expect(receiptOut.getByRole('heading', { level: 1, name: `Kvittering nr. ${number}` })).toBeVisible();
  await expect(receiptOut.getByRole('link', { name: 'Hent PDF' })).toHaveAttribute('download', `kvittering-${number}.pdf`);
  const receiptIn = await links.signedIn(receipt.url, owner.token);
  await expect(receiptIn.getByRole('heading', { level: 1, name: `Kvittering nr. ${number}` })).toBeVisible();
  await expect(receiptIn.getByRole('link', { name: 'Åbn PDF' })).toBeVisible();
  // another landlord's login opens nothing of it
  const stranger = await links.signedIn(receipt.url, await apiToken(request, LANDLORD));
  await expect(stranger.getByText('Dokumentet findes ikke, eller det hører til en anden konto.', { exact: false })).toBeVisible();

  // a partial refund of the captured payment (the receipt is issued on capture): the credit note mail
  const { listings } = await graph<{ listings: { id: string; status: string }[] }>(
    request,
    admin,
    'query($d: ID!) { listings(dwellingId: $d) { id status } }',
    { d: uuid },
  );
  expect(listings.map((p) => p.status)).toEqual(['CAPTURED']);
  await graph(
    request,
    admin,
    'mutation($d: ID!, $p: String!) { refundPayment(dwelling: $d, paymentId: $p, amount: 10000, reason: "Kulance") { status } }',
    { d: uuid, p: listings[0].id },
  );
  const creditNote = await mailedLink(request, admin, owner.creds.email, 'payment-credit-note');
  const creditNumber = /^\/credit-notes\/(\d+)$/.exec(creditNote.path)?.[1];
  expect(creditNumber, creditNote.path).toBeDefined();
  const creditOut = await links.signedOut(creditNote.url);
  await signInToContinue(creditOut, owner.creds, creditNote.path);
  await expect(creditOut.getByRole('heading', { level: 1, name: `Kreditnota nr. ${creditNumber}` })).toBeVisible();
  await expect(creditOut.getByRole('link', { name: 'Hent PDF' })).toHaveAttribute('download', `kreditnota-${creditNumber}.pdf`);
  const creditIn = await links.signedIn(creditNote.url, owner.token);
  await expect(creditIn.getByRole('heading', { level: 1, name: `Kreditnota nr. ${creditNumber}` })).toBeVisible();
});

test('message mails: the new message opens the thread after the sign-in; the reply and the seeker sign-in open the listing', async ({
  request,
}) => {
  const headline = `Beskeder maillink ${Date.now()}`;
  const { uuid } = await ownListing(request, headline, 9);
  await setListingStatus(request, uuid, { status: 'APPROVED', reason: 'OK' }, admin);
  await graph(request, admin, 'mutation($id: ID!) { updateDwelling(id: $id, input: { listingType: PREMIUM }) { listingType } }', {
    id: uuid,
  });

  // thread-new-message: a visitor writes from the public page; the landlord's link opens the thread
  const visitor = { name: `Vera Maillink ${Date.now() % 100000}`, email: uniqueEmail('vera') };
  const text = 'Hej! Er lejligheden stadig ledig fra 1. marts?';
  const contact = await request.post(`/api/public/dwellings/${uuid}/contact`, { data: { ...visitor, text } });
  expect(contact.status(), await contact.text()).toBe(201);
  const { threadId } = (await contact.json()) as { threadId: number | string };
  const newMessage = await mailedLink(request, admin, owner.creds.email, 'thread-new-message', { containing: text });
  expect(newMessage.path).toBe(`/messages/${threadId}`);
  const threadOut = await links.signedOut(newMessage.url);
  await signInToContinue(threadOut, owner.creds, newMessage.path);
  await expect(threadOut.getByRole('heading', { level: 1, name: `Samtale med ${visitor.name}` })).toBeVisible();
  await expect(threadOut.getByText(text)).toBeVisible();
  const threadIn = await links.signedIn(newMessage.url, owner.token);
  await expect(threadIn.getByRole('heading', { level: 1, name: `Samtale med ${visitor.name}` })).toBeVisible();
  await expect(threadIn.getByText(text)).toBeVisible();

  // thread-reply, to the visitor: the listing's public page
  await graph(
    request,
    owner.token,
    'mutation($t: ID!) { sendMessage(input: { thread: $t, text: "Ja, den er ledig." }) { id } }',
    {
      t: String(threadId),
    },
  );
  const reply = await mailedLink(request, admin, visitor.email, 'thread-reply');
  expect(reply.path).toBe(`/bolig/${uuid}`);
  await expect((await links.signedOut(reply.url)).getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await expect((await links.signedIn(reply.url, owner.token)).getByRole('heading', { level: 1, name: headline })).toBeVisible();

  // seeker-sign-in: each link signs its seeker in once, signed out and beside a landlord's login
  for (const token of [null, owner.token]) {
    const email = uniqueEmail('soeger');
    const asked = await request.post('/api/public/seekers/sign-in', { data: { email, dwellingUuid: uuid } });
    expect(asked.ok(), await asked.text()).toBeTruthy();
    const signIn = await mailedLink(request, admin, email, 'seeker-sign-in');
    expect(signIn.path).toMatch(new RegExp(`^/bolig/${uuid}\\?seekerToken=`));
    const page = token ? await links.signedIn(signIn.url, token) : await links.signedOut(signIn.url);
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expect(page.getByText('Du er nu logget ind')).toBeVisible();
    // a new seeker is named after the address until they say otherwise
    await expect(page.getByText(`Logget ind som ${email.split('@')[0]} (registreret bruger)`)).toBeVisible();
    await expect(page).not.toHaveURL(/seekerToken/);
  }
});

test('organization invitation: signed in the invitee answers; signed out the sign-in returns to the invitation', async ({
  request,
}) => {
  const invitee = await signUpLandlord(request, {
    firstname: 'Ivan',
    lastname: 'Inviteret',
    email: uniqueEmail('ivan'),
    password: PASSWORD,
  });
  const name = `Olgas Boliger ${Date.now() % 100000}`;
  const org = (
    await graph<{ createOrganization: { id: string } }>(
      request,
      owner.token,
      'mutation($n: String!) { createOrganization(name: $n) { id } }',
      { n: name },
    )
  ).createOrganization.id;
  await graph(request, admin, 'mutation($id: ID!) { activateOrganization(id: $id, active: true) { id } }', { id: org });
  await graph(
    request,
    owner.token,
    'mutation($id: ID!, $e: String!) { addOrganizationMember(id: $id, email: $e, role: landlord) { email } }',
    {
      id: org,
      e: invitee.creds.email,
    },
  );
  const invitation = await mailedLink(request, admin, invitee.creds.email, 'organization-invitation');
  expect(invitation.path).toMatch(/^\/organizations\/invitation\?token=/);

  const signedIn = await links.signedIn(invitation.url, invitee.token);
  await expect(signedIn.getByRole('heading', { name: 'Invitation til en organisation' })).toBeVisible();
  await expect(signedIn.getByText(`Olga Ejer har inviteret dig som medlem i ${name}.`)).toBeVisible();
  await expect(signedIn.getByRole('button', { name: 'Tag imod' })).toBeVisible();
  await expect(signedIn.getByRole('button', { name: 'Afslå' })).toBeVisible();

  const out = await links.signedOut(invitation.url);
  await expect(out.getByText(`Olga Ejer har inviteret dig som medlem i ${name}.`)).toBeVisible();
  await out.getByRole('link', { name: 'Log ind' }).click();
  await out.getByLabel('E-mail').fill(invitee.creds.email);
  await out.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(invitee.creds.password);
  await out.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(out).toHaveURL((url) => url.pathname + url.search === invitation.path);
  await out.getByRole('button', { name: 'Tag imod' }).click();
  await expect(out).toHaveURL(/\/organizations$/);
  await expect(out.getByText(name).first()).toBeVisible();
});
