/** A listing's public page, clicks, shares, the contact form and the seeker sign-in (doc 2 §1). */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PageData } from '@udlejning/shared/page-data';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import type { ThreadListReply } from '@udlejning/shared/messages/thread';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling, completeDwellingForm } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { buildSeeker, lastMail } from '../messages/messages.test-support';

const INDEX =
  '<!doctype html><html lang="da"><head><meta charset="UTF-8" /><title>Udlejning</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let landlord: TestUser;
let premium: DwellingRow;
let plus: DwellingRow;
let standard: DwellingRow;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'udlejning-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await startTestApp({}, { webDist });
  landlord = await buildLandlord(t.deps);
  const content = completeDwellingForm(null);
  content.location = { ...content.location, address: 'Skjultvej 1, 8000 Aarhus C', zip: '8000', city: 'Aarhus C' };
  content.contact = { name: 'Lis', phone: '+4512345678', email: 'lis@example.dk', link: null };
  content.anonymous = ['LOCATION'];
  content.headline = 'Lys 3-værelses <med> altan';
  content.images = ['front.webp'];
  premium = await buildDwelling(t.deps, {
    owner: landlord,
    content,
    status: 'APPROVED',
    listingType: 'PREMIUM',
    emailable: true,
  });
  plus = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', listingType: 'PLUS' });
  standard = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', listingType: 'STANDARD' });
});
afterAll(async () => {
  await t?.close();
});

const cookiesOf = (res: TestResponse) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0]!)
    .join('; ');

async function send(method: 'GET' | 'POST', url: string, opts: { cookie?: string; body?: unknown } = {}) {
  return (await t.app.inject({
    method,
    url,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  })) as TestResponse;
}

/** The API answer a served page embeds (`<script type="application/json" id="page-data">`, @udlejning/shared/page-data). */
function pageDataOf(html: string): PageData {
  const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  return JSON.parse(block![1]!) as PageData;
}

async function statsOf(dwellingId: number) {
  const res = await t.deps.db.execute(sql`
    select coalesce(sum(total_clicks),0)::int as total, coalesce(sum(unique_clicks),0)::int as "unique",
           coalesce(sum(facebook),0)::int as facebook, coalesce(sum(contact_success),0)::int as success,
           coalesce(sum(contact_forbidden),0)::int as forbidden, coalesce(sum(messages),0)::int as messages
    from dwelling_stats_daily where dwelling_id = ${dwellingId}`);
  return res.rows[0] as Record<'total' | 'unique' | 'facebook' | 'success' | 'forbidden' | 'messages', number>;
}

describe('GET /api/public/dwellings/:uuid', () => {
  it('shows an approved active listing without the hidden address, phone off unless phoneable', async () => {
    const res = await send('GET', `/api/public/dwellings/${premium.uuid}`);
    expect(res.statusCode).toBe(200);
    const listing = res.json<PublicListing>();
    expect(listing).toMatchObject({
      uuid: premium.uuid,
      listingType: 'PREMIUM',
      contactAccess: 'VISITOR',
      address: null,
      zip: '8000',
      city: 'Aarhus C',
      rooms: 3,
      area: 85,
      rent: 1_250_000,
      images: ['/api/dwellings/images/front.webp'],
      contact: { name: 'Lis', phone: null, email: 'lis@example.dk' },
      viewer: { level: 'VISITOR', allowed: true, seeker: null },
    });
    const std = (await send('GET', `/api/public/dwellings/${standard.uuid}`)).json<PublicListing>();
    expect(std).toMatchObject({
      contactAccess: 'PAYING',
      viewer: { allowed: false },
      address: expect.stringContaining('Byggevej'),
    });
  });

  it('is 404 for a listing that is not approved, deactivated, or unknown', async () => {
    const draft = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
    const inactive = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: false });
    for (const uuid of [draft.uuid, inactive.uuid, '00000000-0000-4000-8000-000000000000', 'nope'])
      expect((await send('GET', `/api/public/dwellings/${uuid}`)).statusCode).toBe(404);
  });
});

describe('clicks and shares', () => {
  it('counts every click and one unique click per visitor cookie; shares count as facebook', async () => {
    const before = await statsOf(plus.id);
    const first = await send('POST', `/api/public/dwellings/${plus.uuid}/clicks`);
    expect(first.statusCode).toBe(204);
    const cookie = cookiesOf(first);
    expect(cookie).toMatch(/^uv=[0-9a-f-]{36}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    await send('POST', `/api/public/dwellings/${plus.uuid}/clicks`, { cookie });
    await send('POST', `/api/public/dwellings/${plus.uuid}/clicks`);
    await send('POST', `/api/public/dwellings/${plus.uuid}/shares`);
    expect(await statsOf(plus.id)).toMatchObject({
      total: before.total + 3,
      unique: before.unique + 2,
      facebook: before.facebook + 1,
    });
    expect((await send('POST', `/api/public/dwellings/${plus.uuid}/clicks`, { cookie: 'uv=<script>' })).statusCode).toBe(204);
    const draft = await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT' });
    expect((await send('POST', `/api/public/dwellings/${draft.uuid}/clicks`)).statusCode).toBe(404);
  });

  it('a listing deleted while its id is remembered answers 404 to the next click and share, not a 500', async () => {
    const gone = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' });
    expect((await send('POST', `/api/public/dwellings/${gone.uuid}/clicks`)).statusCode).toBe(204);
    await t.deps.db.execute(sql`delete from dwellings where id = ${gone.id}`);
    expect((await send('POST', `/api/public/dwellings/${gone.uuid}/clicks`)).statusCode).toBe(404);
    expect((await send('POST', `/api/public/dwellings/${gone.uuid}/shares`)).statusCode).toBe(404);
  });
});

describe('POST /api/public/dwellings/:uuid/contact (doc 2 §1 contact access)', () => {
  const body = { name: 'Vera Visitor', email: 'vera@example.dk', text: 'Er boligen ledig fra 1. december?' };

  it('lets any visitor write on a PREMIUM listing: a thread opens, counts as success, the landlord is mailed', async () => {
    const before = await statsOf(premium.id);
    const res = await send('POST', `/api/public/dwellings/${premium.uuid}/contact`, { body });
    expect(res.statusCode).toBe(201);
    const { threadId } = res.json<{ threadId: string }>();
    const again = await send('POST', `/api/public/dwellings/${premium.uuid}/contact`, {
      body: { ...body, text: 'Og må man have kat?' },
    });
    expect(again.json()).toEqual({ threadId });
    expect(await statsOf(premium.id)).toMatchObject({
      success: before.success + 2,
      messages: before.messages + 2,
      forbidden: before.forbidden,
    });
    const list = (await t.api.as(landlord).get(`/api/chat/threads/${landlord.id}`)).json<ThreadListReply>();
    expect(list.results.find((r) => r.id === threadId)).toMatchObject({
      unread: true,
      seeker: { name: 'Vera Visitor', email: 'vera@example.dk' },
    });
    expect((await lastMail(t.deps, landlord.email, 'thread-new-message'))?.text).toContain('Og må man have kat?');
  });

  it('refuses a visitor on STANDARD and PLUS, saying why, and counts contact-forbidden', async () => {
    const before = await statsOf(standard.id);
    const res = await send('POST', `/api/public/dwellings/${standard.uuid}/contact`, { body });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'CONTACT_FORBIDDEN',
      message: 'Kun betalende brugere kan skrive til udlejeren af denne annonce',
    });
    expect((await statsOf(standard.id)).forbidden).toBe(before.forbidden + 1);
    const onPlus = await send('POST', `/api/public/dwellings/${plus.uuid}/contact`, { body });
    expect(onPlus.json().error.message).toMatch(/^Kun registrerede brugere/);
  });

  it('refuses when the landlord takes no messages (chat off), and validates the form', async () => {
    const quiet = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', listingType: 'PREMIUM', chatable: false });
    const res = await send('POST', `/api/public/dwellings/${quiet.uuid}/contact`, { body });
    expect(res.json().error.message).toBe('Udlejeren modtager ikke beskeder gennem denne annonce');
    const bad = await send('POST', `/api/public/dwellings/${premium.uuid}/contact`, { body: { name: '', email: 'x', text: '' } });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['email', 'name', 'text']);
  });
});

describe('seeker sign-in by mailed link', () => {
  /** Asks for a sign-in mail and returns the token of the link in it. */
  async function mailedLinkToken(email: string, dwelling: DwellingRow): Promise<string> {
    expect((await send('POST', '/api/public/seekers/sign-in', { body: { email, dwellingUuid: dwelling.uuid } })).statusCode).toBe(
      202,
    );
    await t.deliverMails();
    const mail = await lastMail(t.deps, email, 'seeker-sign-in');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe(`/bolig/${dwelling.uuid}`);
    return link.searchParams.get('seekerToken')!;
  }

  async function signIn(email: string, dwelling: DwellingRow): Promise<string> {
    const session = await send('POST', '/api/public/seekers/session', {
      body: { token: await mailedLinkToken(email, dwelling) },
    });
    expect(session.statusCode).toBe(200);
    return cookiesOf(session);
  }

  it('makes an unknown address a REGISTERED seeker, who may write on PLUS but not on STANDARD', async () => {
    const cookie = await signIn('ny.soeger@example.dk', plus);
    expect(cookie).toMatch(/^useeker=/);
    expect((await send('GET', '/api/public/seekers/me', { cookie })).json()).toEqual({
      seeker: { name: 'ny.soeger', email: 'ny.soeger@example.dk', level: 'REGISTERED' },
    });
    expect((await send('GET', `/api/public/dwellings/${plus.uuid}`, { cookie })).json<PublicListing>().viewer).toMatchObject({
      level: 'REGISTERED',
      allowed: true,
    });
    const ok = await send('POST', `/api/public/dwellings/${plus.uuid}/contact`, {
      cookie,
      body: { name: 'x', email: 'other@x.dk', text: 'Hej' },
    });
    expect(ok.statusCode).toBe(201);
    const refused = await send('POST', `/api/public/dwellings/${standard.uuid}/contact`, {
      cookie,
      body: { name: 'x', email: 'x@x.dk', text: 'Hej' },
    });
    expect(refused.json().error.message).toBe('Kun betalende brugere kan skrive til udlejeren af denne annonce');

    // the page a signed-in seeker opens embeds what the API answers them (web-app.ts describePage)
    const page = await send('GET', `/bolig/${plus.uuid}`, { cookie });
    expect((pageDataOf(page.body).body as PublicListing).viewer).toMatchObject({
      level: 'REGISTERED',
      seeker: { email: 'ny.soeger@example.dk' },
    });

    const out = await send('POST', '/api/public/seekers/sign-out', { cookie });
    expect(cookiesOf(out)).toBe('useeker=');
  });

  it('signs a PAYING marketplace seeker in by their e-mail: they may write on STANDARD', async () => {
    const paying = await buildSeeker(t.deps, { level: 'PAYING', email: 'betaler@example.dk' });
    const cookie = await signIn('Betaler@example.dk', standard);
    const res = await send('POST', `/api/public/dwellings/${standard.uuid}/contact`, {
      cookie,
      body: { name: 'x', email: 'x@x.dk', text: 'Hej' },
    });
    expect(res.statusCode).toBe(201);
    const list = (await t.api.as(landlord).get(`/api/chat/threads/${landlord.id}`)).json<ThreadListReply>();
    expect(list.results.find((r) => r.id === res.json().threadId)?.seeker.externalId).toBe(paying.externalId);
  });

  it('a link signs in once: used again it is 401 TOKEN_EXPIRED and the first session stays', async () => {
    const token = await mailedLinkToken('en.gang@example.dk', plus);
    const first = await send('POST', '/api/public/seekers/session', { body: { token } });
    expect(first.statusCode).toBe(200);
    const again = await send('POST', '/api/public/seekers/session', { body: { token } });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: { code: 'TOKEN_EXPIRED', message: 'Linket er udløbet' } });
    expect(cookiesOf(again)).not.toMatch(/useeker=./);
    expect((await send('GET', '/api/public/seekers/me', { cookie: cookiesOf(first) })).json().seeker).toMatchObject({
      email: 'en.gang@example.dk',
    });
  });

  it('6 exchanges of one link at once: one session, one new seeker', async () => {
    const token = await mailedLinkToken('samtidig@example.dk', plus);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => send('POST', '/api/public/seekers/session', { body: { token } })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    const rows = await t.deps.db.execute(sql`select count(*)::int as n from seekers where email = 'samtidig@example.dk'`);
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  it('sign-out ends the session on the server: a kept copy of the cookie is signed out too', async () => {
    const cookie = await signIn('kopi@example.dk', plus);
    const otherBrowser = await signIn('kopi@example.dk', plus);
    expect((await send('POST', '/api/public/seekers/sign-out', { cookie })).statusCode).toBe(204);
    expect((await send('GET', '/api/public/seekers/me', { cookie })).json()).toEqual({ seeker: null });
    expect((await send('GET', `/api/public/dwellings/${plus.uuid}`, { cookie })).json<PublicListing>().viewer).toMatchObject({
      level: 'VISITOR',
    });
    // only that session: the seeker's other browser stays signed in
    expect((await send('GET', '/api/public/seekers/me', { cookie: otherBrowser })).json().seeker).toMatchObject({
      email: 'kopi@example.dk',
    });
  });

  it('a session cookie signed by our key without a live server session is ignored', async () => {
    const seeker = await buildSeeker(t.deps, { level: 'PAYING', email: 'uden.session@example.dk' });
    const bare = await t.deps.tokens.sign('seeker-session', { sub: seeker.uuid }, 3600);
    const unknown = await t.deps.tokens.sign('seeker-session', { sub: seeker.uuid, sid: randomUUID() }, 3600);
    for (const token of [bare, unknown]) {
      expect((await send('GET', '/api/public/seekers/me', { cookie: `useeker=${token}` })).json()).toEqual({ seeker: null });
    }
  });

  it('refuses a forged or missing token and ignores a forged session cookie', async () => {
    expect((await send('POST', '/api/public/seekers/session', { body: { token: 'forged' } })).statusCode).toBe(401);
    const me = await send('GET', '/api/public/seekers/me', { cookie: 'useeker=forged' });
    expect(me.json()).toEqual({ seeker: null });
  });
});
