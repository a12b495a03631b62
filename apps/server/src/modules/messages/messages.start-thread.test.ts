/**
 * A landlord starts a conversation from the seeker list (doc 1 §6 seeker list, §7 sendMessage with
 * agentUnique and seekerId), and the one closed-thread rule for the seeker, the landlord and an admin:
 * nothing is written into a closed thread until it is opened (409 THREAD_CLOSED).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { recordMatches } from '../seekers/seekers.repository';
import { INTEGRATION_ENV, INTEGRATION_KEY, buildSeeker, buildThread, lastMail } from './messages.test-support';

const SEND = `mutation($input: SendMessageInput!) {
  sendMessage(input: $input) { id closed latestMessage { text externalFrom } dwelling { uuid } seeker { externalId } } }`;

describe('sendMessage: a landlord writes to a seeker from the seeker list', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp({}, { env: INTEGRATION_ENV });
    landlord = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const matched = async () => {
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' });
    const seeker = await buildSeeker(t.deps);
    await recordMatches(t.deps.db, [{ dwellingId: dwelling.id, seekerId: seeker.id, score: 80 }]);
    return { dwelling, seeker };
  };
  const errorCode = async (who: TestUser, input: Record<string, unknown>) =>
    (await t.api.as(who).graph(SEND, { input })).json().errors?.[0]?.extensions?.code;

  it('opens the thread with the landlord’s message and mails the seeker', async () => {
    const { dwelling, seeker } = await matched();
    const res = await t.api.as(landlord).graph(SEND, { input: { text: 'Hej, boligen passer til dig', agentUnique: dwelling.uuid, seekerId: seeker.externalId } });
    expect(res.json().errors).toBeUndefined();
    expect(res.json().data.sendMessage).toMatchObject({
      closed: false,
      latestMessage: { text: 'Hej, boligen passer til dig', externalFrom: 'LANDLORD' },
      dwelling: { uuid: dwelling.uuid },
      seeker: { externalId: seeker.externalId },
    });
    expect((await lastMail(t.deps, seeker.email, 'thread-reply'))?.text).toContain('Hej, boligen passer til dig');
  });

  it('refuses a seeker not matched to the listing (403), another landlord’s listing (404) and an unknown seeker (404)', async () => {
    const { dwelling, seeker } = await matched();
    const stranger = await buildSeeker(t.deps);
    expect(await errorCode(landlord, { text: 'Hej', agentUnique: dwelling.uuid, seekerId: stranger.externalId })).toBe('FORBIDDEN');
    expect(await errorCode(other, { text: 'Hej', agentUnique: dwelling.uuid, seekerId: seeker.externalId })).toBe('NOT_FOUND');
    expect(await errorCode(landlord, { text: 'Hej', agentUnique: dwelling.uuid, seekerId: 'nobody-here' })).toBe('NOT_FOUND');
    const draft = await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT' });
    await recordMatches(t.deps.db, [{ dwellingId: draft.id, seekerId: seeker.id, score: 80 }]);
    expect(await errorCode(landlord, { text: 'Hej', agentUnique: draft.uuid, seekerId: seeker.externalId })).toBe('NOT_FOUND');
  });

  it('a closed thread takes nothing from the landlord nor an admin until it is opened', async () => {
    const { dwelling, seeker } = await matched();
    const id = await buildThread(t.deps, { dwelling, seeker });
    await t.api.as(landlord).post(`/api/chat/thread/${id}`, { action: 'close' });
    const start = { text: 'Hej', agentUnique: dwelling.uuid, seekerId: seeker.externalId };
    expect(await errorCode(landlord, start)).toBe('THREAD_CLOSED');
    expect(await errorCode(landlord, { text: 'Hej', thread: id })).toBe('THREAD_CLOSED');
    expect(await errorCode(admin, start)).toBe('THREAD_CLOSED');
    await t.api.as(landlord).post(`/api/chat/thread/${id}`, { action: 'open' });
    const reopened = await t.api.as(admin).graph(SEND, { input: start });
    expect(reopened.json().data.sendMessage).toMatchObject({ id, latestMessage: { externalFrom: 'ADMIN' } });
  });

  it("a closed thread takes no seeker message either (marketplace), and takes it again once opened", async () => {
    const { dwelling, seeker } = await matched();
    const id = await buildThread(t.deps, { dwelling, seeker });
    await t.api.as(landlord).post(`/api/chat/thread/${id}`, { action: 'close' });
    const deliver = (externalId: string) =>
      t.api.as(INTEGRATION_KEY).post('/api/integration/messages', {
        externalId,
        dwellingUuid: dwelling.uuid,
        seeker: { externalId: seeker.externalId, name: seeker.name, email: seeker.email },
        text: 'Er den stadig ledig?',
      });
    const refused = await deliver(`closed-${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('THREAD_CLOSED');
    await t.api.as(landlord).post(`/api/chat/thread/${id}`, { action: 'open' });
    const taken = await deliver(`open-${id}`);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ threadId: id });
  });
});
