/**
 * Status links stay with the person they were mailed to (doc 2 §6 Token holder;
 * docs/architecture.md "Status links"): a link names its dwelling, the owner it
 * was mailed to and the dwelling's link version; a change of owner (moveToAdmin, or any other) and
 * a renewal on request refuse every earlier link with 403 STATUS_LINK_REVOKED, on every call a link
 * opens (status page, activation, extension, discounts, payment, feedback). The log names the link's subject.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '@udlejning/shared/errors';
import { messageIn } from '@udlejning/shared/i18n/reply-language';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import type { Mail } from '../../platform/mail/mailer';
import { DISCOUNTS, UPDATE_PAYMENT } from '../payments/payments.test-support';
import { updateDwellingRow } from './dwellings.repository';
import { buildDwelling, storedDwelling, auditEntries } from './dwellings.test-support';
import { signStatusToken } from './status-token';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-20T10:00:00.000Z');
const MOVE = `mutation ($uuid: ID!) { moveToAdmin(uuid: $uuid) { id } }`;
const REVOKED = {
  error: { code: 'STATUS_LINK_REVOKED', message: messageIn('da', ERROR_TABLE.STATUS_LINK_REVOKED.message) },
};

describe('status links stay with the person they were mailed to', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const sent: Mail[] = [];

  beforeAll(async () => {
    t = await startTestApp({ mailer: { send: async (mail) => void sent.push(mail) }, now: () => NOW });
    landlord = await buildLandlord(t.deps, { firstname: 'Lis', lastname: 'Udlejer' });
    other = await buildLandlord(t.deps, { firstname: 'Ole', lastname: 'Anden' });
    admin = await buildAdmin(t.deps, { firstname: 'Anne', lastname: 'Admin' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sent.length = 0;
  });

  const stored = (uuid: string) => storedDwelling(t.deps, uuid);
  const audit = (uuid: string) => auditEntries(t.api.as(admin), uuid);
  /** An approved, active listing of `owner` in its last days (extendable). */
  const approved = (owner: TestUser = landlord) =>
    buildDwelling(t.deps, {
      owner,
      status: 'APPROVED',
      approvedAt: new Date(NOW.getTime() - 80 * DAY_MS),
      expiresAt: new Date(NOW.getTime() + 5 * DAY_MS),
    });
  /** Every call a status link opens, logged out, with `token`. */
  const linkCalls = (uuid: string, token: string): Record<string, () => Promise<TestResponse>> => ({
    statusPage: () => t.api.get(`/api/dwellings/${uuid}/status-page?token=${token}`),
    statusPageByToken: () => t.api.get(`/api/dwellings/status-page?token=${token}`),
    deactivate: () => t.api.post(`/api/dwellings/${uuid}/activation?token=${token}`, { active: false }),
    extend: () => t.api.post(`/api/dwellings/${uuid}/extend?token=${token}`),
    feedback: () => t.api.post(`/api/feedbacks?token=${token}`, { rating: 4, dwellingId: uuid }),
  });
  const graphCode = (res: TestResponse) =>
    res.json<{ errors?: { extensions: { code: string } }[] }>().errors?.[0]?.extensions.code;

  it("after moveToAdmin the former owner's link is refused everywhere, in the error shape; nothing changes or is logged", async () => {
    const d = await approved();
    const token = await signStatusToken(t.deps, d.uuid);
    expect((await linkCalls(d.uuid, token).statusPage()).statusCode).toBe(200);
    expect((await t.api.as(admin).graph(MOVE, { uuid: d.uuid })).json().errors).toBeUndefined();
    const before = await stored(d.uuid);
    const entries = (await audit(d.uuid)).length;

    for (const [name, call] of Object.entries(linkCalls(d.uuid, token))) {
      const res = await call();
      expect([name, res.statusCode]).toEqual([name, 403]);
      expect(res.json()).toEqual(REVOKED);
    }
    // the discount list and the payment a link opens (GraphQL: extensions.code)
    expect(graphCode(await t.api.graph(DISCOUNTS, { token }))).toBe('STATUS_LINK_REVOKED');
    const pay = await t.api.graph(UPDATE_PAYMENT, { amount: 37_500, product: 'PLUS', dwelling: d.uuid, token });
    expect(graphCode(pay)).toBe('STATUS_LINK_REVOKED');

    const after = await stored(d.uuid);
    expect(after).toMatchObject({ active: true, expiresAt: before.expiresAt, userId: admin.id });
    const log = await audit(d.uuid);
    expect(log).toHaveLength(entries);
    expect(log.some((e) => String(e.actor).includes('(statuslink)'))).toBe(false);
  });

  it('any change of owner refuses the links mailed before it; a link signed for the new owner works', async () => {
    const d = await approved();
    const token = await signStatusToken(t.deps, d.uuid);
    await updateDwellingRow(t.deps.db, (await stored(d.uuid)).id, { userId: other.id });
    expect((await linkCalls(d.uuid, token).deactivate()).json()).toEqual(REVOKED);
    // back to the first owner: the old link stays refused (the version moved on)
    await updateDwellingRow(t.deps.db, (await stored(d.uuid)).id, { userId: landlord.id });
    expect((await linkCalls(d.uuid, token).deactivate()).statusCode).toBe(403);
    // an update that keeps the owner keeps the links
    const fresh = await signStatusToken(t.deps, d.uuid);
    await updateDwellingRow(t.deps.db, (await stored(d.uuid)).id, { userId: landlord.id, headline: 'Ny overskrift' });
    expect((await linkCalls(d.uuid, fresh).statusPage()).statusCode).toBe(200);
  });

  it("the log names the link's subject (the owner it was mailed to), and the survey answer is theirs", async () => {
    const d = await approved(other);
    const token = await signStatusToken(t.deps, d.uuid);
    expect((await linkCalls(d.uuid, token).deactivate()).statusCode).toBe(200);
    const [entry] = await audit(d.uuid);
    expect(entry).toMatchObject({ action: 'dwelling/deactivate', actorId: other.id, actor: 'Ole Anden (statuslink)' });
    expect(entry.data.via).toBe('token');
    expect((await stored(d.uuid)).deactivatedBy).toEqual({ name: 'Ole Anden', initials: 'OA' });
  });

  it('a link from before subjects and versions works until the first renewal or change of owner', async () => {
    const d = await approved();
    const legacy = await t.deps.tokens.sign('dwelling-status', { dwellingId: d.uuid }, 3600);
    expect((await linkCalls(d.uuid, legacy).statusPage()).statusCode).toBe(200);
    expect((await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/status-link`)).statusCode).toBe(204);
    expect((await linkCalls(d.uuid, legacy).statusPage()).json()).toEqual(REVOKED);
  });

  describe('POST /api/dwellings/:uuid/status-link (a new link on request)', () => {
    it('the owner asks: earlier links are refused, a new one is mailed to the owner and works, the request is logged', async () => {
      const d = await approved();
      const old = await signStatusToken(t.deps, d.uuid);
      const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/status-link`);
      expect(res.statusCode).toBe(204);
      expect((await linkCalls(d.uuid, old).statusPage()).json()).toEqual(REVOKED);

      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        to: landlord.email,
        kind: 'dwelling-status-link',
        subject: 'Nyt statuslink til din annonce',
      });
      expect(sent[0].text).toContain('Tidligere links til annoncen virker ikke længere');
      const link = String(sent[0].meta?.link);
      const token = decodeURIComponent(link.split('token=')[1]);
      expect((await linkCalls(d.uuid, token).statusPage()).json()).toMatchObject({ uuid: d.uuid, viaToken: true });

      const [entry] = await audit(d.uuid);
      expect(entry).toMatchObject({
        action: 'dwelling/email',
        actorId: landlord.id,
        data: { type: 'status-link', kind: 'dwelling-status-link', to: landlord.email, statusLinkVersion: 1 },
      });
    });

    it('an admin may ask (the mail goes to the owner); another landlord 404, logged out 401, the link itself 401', async () => {
      const d = await approved();
      const token = await signStatusToken(t.deps, d.uuid);
      const url = `/api/dwellings/${d.uuid}/status-link`;
      expect((await t.api.as(other).post(url)).statusCode).toBe(404);
      expect((await t.api.post(url)).statusCode).toBe(401);
      expect((await t.api.post(`${url}?token=${token}`)).statusCode).toBe(401);
      expect(sent).toHaveLength(0);
      expect((await linkCalls(d.uuid, token).statusPage()).statusCode).toBe(200);

      expect((await t.api.as(admin).post(url)).statusCode).toBe(204);
      expect(sent.map((m) => m.to)).toEqual([landlord.email]);
      expect((await linkCalls(d.uuid, token).statusPage()).statusCode).toBe(403);
      expect((await audit(d.uuid))[0]).toMatchObject({ action: 'dwelling/email', actorId: admin.id });
      expect((await t.api.as(admin).post('/api/dwellings/00000000-0000-4000-8000-000000000000/status-link')).statusCode).toBe(
        404,
      );
    });
  });
});
