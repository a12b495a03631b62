/** The messages API end to end on a fresh database (doc 1 §2, §3, §4, §6, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FullThreadView, ThreadListReply, ThreadView } from '@udlejning/shared/messages/thread';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { messages } from '../../schema/messages.schema';
import { listThreads } from './messages.repository';
import { seekerPreferences, seekers } from '../../schema/seekers.schema';
import { INTEGRATION_ENV, INTEGRATION_KEY, buildSeeker, buildThread, lastMail } from './messages.test-support';

const SEND = `mutation Send($input: SendMessageInput!) {
  sendMessage(input: $input) { id closed unread latestMessage { text externalFrom } dwelling { uuid status } seeker { externalId } }
}`;

let t: TestApp;
let landlord: TestUser;
let other: TestUser;
let admin: TestUser;
let dwelling: DwellingRow;
let otherDwelling: DwellingRow;

beforeAll(async () => {
  t = await startTestApp({}, { env: INTEGRATION_ENV });
  landlord = await buildLandlord(t.deps, { language: 'en' });
  other = await buildLandlord(t.deps);
  admin = await buildAdmin(t.deps);
  dwelling = await buildDwelling(t.deps, {
    owner: landlord,
    status: 'APPROVED',
    listingType: 'PREMIUM',
    headline: 'Lys lejlighed',
  });
  otherDwelling = await buildDwelling(t.deps, { owner: other, status: 'APPROVED' });
});
afterAll(async () => {
  await t?.close();
});

async function statsOf(dwellingId: number) {
  const res = await t.deps.db.execute(
    sql`select coalesce(sum(messages),0)::int as messages, coalesce(sum(contact_success),0)::int as success from dwelling_stats_daily where dwelling_id = ${dwellingId}`,
  );
  return res.rows[0] as { messages: number; success: number };
}

describe('GET /api/chat/threads/:id', () => {
  it("lists a landlord's own threads only, with the Thread fields of doc 1 §3; another id or 'admin' is 403", async () => {
    const seeker = await buildSeeker(t.deps, { name: 'Anna Søger' });
    const mine = await buildThread(t.deps, { dwelling, seeker, text: 'Hej, er lejligheden ledig endnu? Vi er to.' });
    await buildThread(t.deps, { dwelling: otherDwelling, seeker });

    const res = await t.api.as(landlord).get(`/api/chat/threads/${landlord.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ThreadListReply>();
    expect(body.results.map((r) => r.id)).toContain(mine);
    expect(body.results.every((r) => r.dwelling.uuid === dwelling.uuid)).toBe(true);
    const row = body.results.find((r) => r.id === mine)!;
    expect(row).toMatchObject({
      closed: false,
      unread: true,
      seeker: { externalId: seeker.externalId, email: seeker.email, name: 'Anna Søger' },
      latestMessage: { text: 'Hej, er lejligheden ledig endnu? Vi er to.', externalFrom: 'SEEKER' },
      dwelling: { uuid: dwelling.uuid, status: 'APPROVED', active: true, zip: '8000', city: 'Aarhus C' },
    });
    expect(body.totalCount).toBe(body.results.length);
    expect(body.totalCountIsExact).toBe(true);

    expect((await t.api.as(landlord).get(`/api/chat/threads/${other.id}`)).statusCode).toBe(403);
    expect((await t.api.as(landlord).get('/api/chat/threads/admin')).statusCode).toBe(403);
    expect((await t.api.get(`/api/chat/threads/${landlord.id}`)).statusCode).toBe(401);
  });

  it("gives an admin every thread with 'admin', and sorts and pages as asked", async () => {
    const seeker = await buildSeeker(t.deps);
    await buildThread(t.deps, { dwelling, seeker });
    await buildThread(t.deps, { dwelling: otherDwelling, seeker });
    const all = (await t.api.as(admin).get('/api/chat/threads/admin?pageSize=100')).json<ThreadListReply>();
    const dwellings = new Set(all.results.map((r) => r.dwelling.uuid));
    expect(dwellings.has(dwelling.uuid) && dwellings.has(otherDwelling.uuid)).toBe(true);

    const a = await buildSeeker(t.deps, { name: 'Aage' });
    const z = await buildSeeker(t.deps, { name: 'Zelma' });
    await buildThread(t.deps, { dwelling, seeker: z });
    await buildThread(t.deps, { dwelling, seeker: a });
    const asc = (
      await t.api.as(landlord).get(`/api/chat/threads/${landlord.id}?sortBy=seeker&sortDir=asc`)
    ).json<ThreadListReply>();
    const names = asc.results.map((r) => r.seeker.name);
    expect(names).toEqual([...names].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1)));
    const page = (
      await t.api.as(landlord).get(`/api/chat/threads/${landlord.id}?pageSize=10&page=1&sortBy=createdAt&sortDir=asc`)
    ).json<ThreadListReply>();
    expect(page.totalCount).toBe(asc.totalCount);

    // the count stops at the cap: past it the list says how far it counted and that there are more
    const firstPage = { sortBy: 'updatedAt', sortDir: 'desc', page: 1, pageSize: 25 } as const;
    const now = all.totalCount + 2;
    expect(await listThreads(t.deps.db, {}, firstPage, now - 1)).toMatchObject({ totalCount: now - 1, totalCountIsExact: false });
    expect(await listThreads(t.deps.db, {}, firstPage, now)).toMatchObject({ totalCount: now, totalCountIsExact: true });

    expect((await t.api.as(landlord).get(`/api/chat/threads/${landlord.id}?pageSize=7`)).statusCode).toBe(400);
    expect((await t.api.as(landlord).get(`/api/chat/threads/${landlord.id}?sortBy=nope`)).statusCode).toBe(400);
  });
});

describe('the thread view and its actions', () => {
  it('shows messages, recipients (landlord ones to admins only) and agentUnique; another landlord gets 404', async () => {
    const seeker = await buildSeeker(t.deps);
    const id = await buildThread(t.deps, { dwelling, seeker, text: 'Første besked' });
    const mine = (await t.api.as(landlord).get(`/api/chat/thread/${id}`)).json<FullThreadView>();
    expect(mine.messages).toEqual([expect.objectContaining({ text: 'Første besked', externalFrom: 'SEEKER' })]);
    expect(mine.agentUnique).toBe(`rentals-${dwelling.id}`);
    expect(mine.recipients).toEqual([{ name: seeker.name, email: seeker.email, client: 'marketplace' }]);

    const asAdmin = (await t.api.as(admin).get(`/api/chat/thread/${id}`)).json<FullThreadView>();
    expect(asAdmin.recipients).toContainEqual({
      name: `${landlord.firstname} ${landlord.lastname}`,
      email: landlord.email,
      client: 'udlejning',
    });

    expect((await t.api.as(other).get(`/api/chat/thread/${id}`)).statusCode).toBe(404);
    expect((await t.api.as(landlord).get('/api/chat/thread/not-a-uuid')).statusCode).toBe(404);
    const msgs = await t.api.as(landlord).get(`/api/chat/thread/${id}/messages`);
    expect(msgs.json()).toEqual({ messages: [expect.objectContaining({ text: 'Første besked' })] });
  });

  it('read clears unread (and the unread count), close and open set closed', async () => {
    const lonely = await buildLandlord(t.deps);
    const d = await buildDwelling(t.deps, { owner: lonely, status: 'APPROVED' });
    const id = await buildThread(t.deps, { dwelling: d, seeker: await buildSeeker(t.deps) });
    expect((await t.api.as(lonely).get('/api/chat/unread')).json()).toEqual({ count: 1 });

    const before = (await t.api.as(lonely).get(`/api/chat/thread/${id}`)).json<ThreadView>().updatedAt;
    const read = await t.api.as(lonely).post(`/api/chat/thread/${id}`, { action: 'read' });
    expect(read.json<ThreadView>()).toMatchObject({ id, unread: false, closed: false });
    expect((await t.api.as(lonely).get('/api/chat/unread')).json()).toEqual({ count: 0 });

    const closed = (await t.api.as(lonely).post(`/api/chat/thread/${id}`, { action: 'close' })).json<ThreadView>();
    expect(closed.closed).toBe(true);
    expect((await t.api.as(lonely).post(`/api/chat/thread/${id}`, { action: 'open' })).json<ThreadView>().closed).toBe(false);
    // reading, closing and opening are not activity in the conversation: its "updated" time stays
    expect([read.json<ThreadView>().updatedAt, closed.updatedAt]).toEqual([before, before]);
    expect((await t.api.as(lonely).post(`/api/chat/thread/${id}`, { action: 'open', userId: other.id })).statusCode).toBe(403);
    expect((await t.api.as(lonely).post(`/api/chat/thread/${id}`, { action: 'delete' })).statusCode).toBe(400);
    expect((await t.api.as(other).post(`/api/chat/thread/${id}`, { action: 'close' })).statusCode).toBe(404);
  });
});

describe('sendMessage', () => {
  it("a landlord's reply is stored, clears unread and mails the seeker in their language with the listing link", async () => {
    const seeker = await buildSeeker(t.deps, { preferedLanguage: 'en' });
    const id = await buildThread(t.deps, { dwelling, seeker });
    const res = await t.api.as(landlord).graph(SEND, { input: { text: 'Ja, den er ledig.', thread: id } });
    expect(res.json().data.sendMessage).toMatchObject({
      id,
      unread: false,
      latestMessage: { text: 'Ja, den er ledig.', externalFrom: 'LANDLORD' },
      dwelling: { uuid: dwelling.uuid, status: 'APPROVED' },
    });
    const mail = await lastMail(t.deps, seeker.email, 'thread-reply');
    expect(mail?.subject).toBe('The landlord has answered you');
    expect(mail?.text).toContain('Ja, den er ledig.');
    expect(mail?.text).toContain(`/bolig/${dwelling.uuid}`);
  });

  it("refuses a reply in a closed thread (409), in another landlord's (404), without a thread (400), and admins in the thread view (403)", async () => {
    const id = await buildThread(t.deps, { dwelling, seeker: await buildSeeker(t.deps) });
    await t.api.as(landlord).post(`/api/chat/thread/${id}`, { action: 'close' });
    const code = async (who: TestUser, input: Record<string, unknown>) =>
      (await t.api.as(who).graph(SEND, { input })).json().errors?.[0]?.extensions?.code;
    expect(await code(landlord, { text: 'Hej', thread: id })).toBe('THREAD_CLOSED');
    expect(await code(other, { text: 'Hej', thread: id })).toBe('NOT_FOUND');
    expect(await code(landlord, { text: 'Hej' })).toBe('VALIDATION_FAILED');
    expect(await code(landlord, { text: '   ', thread: id })).toBe('VALIDATION_FAILED');
    expect(await code(admin, { text: 'Hej', thread: id })).toBe('VALIDATION_FAILED');
  });

  it('an admin sends by giving a dwelling id (agentUnique) and a seeker: the message opens the thread', async () => {
    const seeker = await buildSeeker(t.deps);
    const res = await t.api.as(admin).graph(SEND, {
      input: { text: 'Hej fra Udlejning', agentUnique: `rentals-${otherDwelling.id}`, seekerId: seeker.externalId },
    });
    const thread = res.json().data.sendMessage;
    expect(thread).toMatchObject({
      dwelling: { uuid: otherDwelling.uuid },
      seeker: { externalId: seeker.externalId },
      latestMessage: { externalFrom: 'ADMIN' },
    });
    const newcomer = await t.api.as(admin).graph(SEND, {
      input: { text: 'Hej', agentUnique: `rentals-${otherDwelling.id}`, seekerEmail: 'ny@example.dk', seekerName: 'Ny Søger' },
    });
    expect(newcomer.json().data.sendMessage.seeker.externalId).toMatch(/^udlejning-/);
    expect(await lastMail(t.deps, 'ny@example.dk', 'thread-reply')).toBeDefined();
    const missing = await t.api.as(admin).graph(SEND, { input: { text: 'Hej', seekerId: seeker.externalId } });
    expect(missing.json().errors[0].extensions.issues[0]).toMatchObject({
      path: ['agentUnique'],
      message: 'En administrator skal angive et bolig-id',
    });
  });
});

describe('POST /api/chat/threads (lookup by User or Dwelling)', () => {
  it('gives an admin any user or dwelling; a landlord only themself and their own dwelling', async () => {
    const seeker = await buildSeeker(t.deps);
    const id = await buildThread(t.deps, { dwelling: otherDwelling, seeker });
    const byDwelling = await t.api.as(admin).post('/api/chat/threads', { option: 'Dwelling', id: String(otherDwelling.id) });
    expect(byDwelling.json<ThreadListReply>().results.map((r) => r.id)).toContain(id);
    const byUuid = await t.api.as(admin).post('/api/chat/threads', { option: 'Dwelling', id: otherDwelling.uuid });
    expect(byUuid.json<ThreadListReply>().totalCount).toBe(byDwelling.json<ThreadListReply>().totalCount);
    const byUser = await t.api.as(admin).post('/api/chat/threads', { option: 'User', id: String(other.id) });
    expect(byUser.json<ThreadListReply>().results.every((r) => r.dwelling.uuid === otherDwelling.uuid)).toBe(true);

    expect((await t.api.as(other).post('/api/chat/threads', { option: 'User', id: String(other.id) })).statusCode).toBe(200);
    expect((await t.api.as(landlord).post('/api/chat/threads', { option: 'User', id: String(other.id) })).statusCode).toBe(403);
    expect((await t.api.as(landlord).post('/api/chat/threads', { option: 'Dwelling', id: otherDwelling.uuid })).statusCode).toBe(
      403,
    );
    expect((await t.api.as(admin).post('/api/chat/threads', { option: 'Dwelling', id: '999999' })).statusCode).toBe(404);
    expect((await t.api.as(admin).post('/api/chat/threads', { option: 'Seeker', id: '1' })).statusCode).toBe(400);
  });
});

describe('POST /api/integration/messages', () => {
  const integration = () => t.api.as(INTEGRATION_KEY);

  it('needs the integration key', async () => {
    expect((await t.api.post('/api/integration/messages', {})).statusCode).toBe(401);
    expect((await t.api.as(landlord).post('/api/integration/messages', {})).statusCode).toBe(401);
  });

  it('stores the message once (201, then 200 with the same thread), counts it and mails the landlord', async () => {
    const before = await statsOf(dwelling.id);
    const body = {
      externalId: 'mp-msg-1',
      dwellingUuid: dwelling.uuid,
      seeker: {
        externalId: 'mp-seeker-1',
        name: 'Mads Marked',
        email: 'mads@marked.dk',
        level: 'PAYING',
        type: 'COUPLE',
        birthday: '1990-04-01',
      },
      text: 'Jeg vil gerne se boligen',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const first = await integration().post('/api/integration/messages', body);
    expect(first.statusCode).toBe(201);
    const again = await integration().post('/api/integration/messages', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { threadId } = first.json<{ threadId: string }>();
    expect(await t.deps.db.select().from(messages).where(eq(messages.threadId, threadId))).toHaveLength(1);
    expect(await statsOf(dwelling.id)).toEqual({ messages: before.messages + 1, success: before.success + 1 });
    const mail = await lastMail(t.deps, landlord.email, 'thread-new-message');
    expect(mail?.subject).toBe('New message about your listing');
    expect(mail?.text).toContain('Jeg vil gerne se boligen');
    expect(mail?.text).toContain(`/messages/${threadId}`);

    const view = (await t.api.as(landlord).get(`/api/chat/thread/${threadId}`)).json<FullThreadView>();
    expect(view.messages[0].createdAt).toBe('2026-11-20T10:00:00.000Z');
    expect(view.seeker).toEqual({ externalId: 'mp-seeker-1', name: 'Mads Marked', email: 'mads@marked.dk' });
  });

  it('answers 404 for a listing that is not approved, 400 for a bad body', async () => {
    const draft = await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT' });
    const body = {
      externalId: 'mp-x',
      dwellingUuid: draft.uuid,
      seeker: { externalId: 's', name: 'S', email: 's@x.dk' },
      text: 'Hej',
    };
    expect((await integration().post('/api/integration/messages', body)).statusCode).toBe(404);
    expect((await integration().post('/api/integration/messages', { ...body, seeker: { externalId: 's' } })).statusCode).toBe(
      400,
    );
  });

  it('stores the seeker as the seekers integration does: REGISTERED when new without a level, preferences kept, VISITOR refused', async () => {
    const body = {
      externalId: 'mp-msg-prefs',
      dwellingUuid: dwelling.uuid,
      seeker: {
        externalId: 'mp-prefs',
        name: 'Pia Præference',
        email: 'pia@example.dk',
        activeSince: '2026-10-01',
        preferences: { rooms: 2, requirements: ['PETS'], locations: ['8000'] },
      },
      text: 'Hej',
    };
    expect((await integration().post('/api/integration/messages', body)).statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(seekers).where(eq(seekers.externalId, 'mp-prefs'));
    expect(row).toMatchObject({ level: 'REGISTERED', externalFrom: 'marketplace' });
    expect(row.activeSince.toISOString().slice(0, 10)).toBe('2026-10-01');
    const [prefs] = await t.deps.db.select().from(seekerPreferences).where(eq(seekerPreferences.seekerId, row.id));
    expect(prefs).toMatchObject({ rooms: 2, requirements: ['PETS'], locations: ['8000'] });

    const visitor = await integration().post('/api/integration/messages', {
      ...body,
      externalId: 'mp-msg-visitor',
      seeker: { ...body.seeker, level: 'VISITOR' },
    });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().error.issues.map((i: { path: unknown[] }) => i.path.join('.'))).toEqual(['seeker.level']);
  });

  it('delivers the same message sent twice at once exactly once', async () => {
    const body = {
      externalId: 'mp-race',
      dwellingUuid: dwelling.uuid,
      seeker: { externalId: 'mp-r', name: 'R', email: 'r@x.dk' },
      text: 'Hej',
    };
    const [a, b] = await Promise.all([
      integration().post('/api/integration/messages', body),
      integration().post('/api/integration/messages', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
  });
});
