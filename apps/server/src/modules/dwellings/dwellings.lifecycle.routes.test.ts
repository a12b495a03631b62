import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { STATUS_PAGE_MESSAGES, type DwellingStatusView } from '@udlejning/shared/dwellings/lifecycle';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import type { Mail } from '../../platform/mail/mailer';
import { dwellings } from '../../schema/dwellings.schema';
import { buildDwelling, completeDwellingForm, insertTestAddress, storedDwelling, auditEntries } from './dwellings.test-support';
import { signStatusToken } from './status-token';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-20T10:00:00.000Z');

describe('dwelling lifecycle REST', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const sent: Mail[] = [];

  beforeAll(async () => {
    t = await startTestApp({ mailer: { send: async (mail) => void sent.push(mail) }, now: () => NOW });
    landlord = await buildLandlord(t.deps, { firstname: 'Lis', lastname: 'Udlejer' });
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps, { firstname: 'Anne', lastname: 'Admin' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sent.length = 0;
  });

  const stored = (uuid: string) => storedDwelling(t.deps, uuid);
  const audit = (uuid: string) => auditEntries(t.api.as(admin), uuid);
  const approved = (over: Partial<typeof dwellings.$inferInsert> = {}) =>
    buildDwelling(t.deps, {
      owner: landlord,
      status: 'APPROVED',
      approvedAt: new Date(NOW.getTime() - 10 * DAY_MS),
      expiresAt: new Date(NOW.getTime() + 80 * DAY_MS),
      ...over,
    });
  const tokenFor = (uuid: string) => signStatusToken(t.deps, uuid);
  const expiredToken = (uuid: string) => t.deps.tokens.sign('dwelling-status', { dwellingId: uuid }, -60);

  describe('POST /api/dwellings/:uuid/activation', () => {
    it('401 logged out, 404 for another landlord; nothing changes', async () => {
      const d = await approved();
      const url = `/api/dwellings/${d.uuid}/activation`;
      expect((await t.api.post(url, { active: false })).statusCode).toBe(401);
      expect((await t.api.as(other).post(url, { active: false })).statusCode).toBe(404);
      expect((await stored(d.uuid)).active).toBe(true);
    });

    it('owner deactivates (deactivatedAt, deactivatedBy, log), a second deactivate is 409, then reactivates', async () => {
      const d = await approved();
      const url = `/api/dwellings/${d.uuid}/activation`;
      const res = await t.api.as(landlord).post(url, { active: false });
      expect(res.statusCode).toBe(200);
      expect(res.json<DwellingStatusView>()).toMatchObject({
        active: false,
        displayedStatus: 'DEACTIVATED',
        viaToken: false,
        abilities: { activate: true, deactivate: false, extend: false },
      });
      const row = await stored(d.uuid);
      expect(row.deactivatedAt?.toISOString()).toBe(NOW.toISOString());
      expect(row.deactivatedBy).toEqual({ name: 'Lis Udlejer', initials: 'LU' });
      const [entry] = await audit(d.uuid);
      expect(entry).toMatchObject({ action: 'dwelling/deactivate', actorId: landlord.id, actor: 'Lis Udlejer' });
      expect(entry.data.diff).toMatchObject({ active: [true, false] });

      const again = await t.api.as(landlord).post(url, { active: false });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('INVALID_TRANSITION');

      expect((await t.api.as(landlord).post(url, { active: true })).statusCode).toBe(200);
      const back = await stored(d.uuid);
      expect(back).toMatchObject({ active: true, deactivatedAt: null, deactivatedBy: null });
      expect((await audit(d.uuid))[0].action).toBe('dwelling/activate');
    });

    it('the owner may reactivate a non-approved listing; an admin may activate only APPROVED ones', async () => {
      const draft = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW', active: false });
      expect((await t.api.as(admin).post(`/api/dwellings/${draft.uuid}/activation`, { active: true })).statusCode).toBe(409);
      expect((await t.api.as(landlord).post(`/api/dwellings/${draft.uuid}/activation`, { active: true })).statusCode).toBe(200);
      const off = await approved({ active: false, deactivatedAt: NOW });
      expect((await t.api.as(admin).post(`/api/dwellings/${off.uuid}/activation`, { active: true })).statusCode).toBe(200);
      const res = await t.api.as(admin).post(`/api/dwellings/${off.uuid}/activation`, { active: false });
      expect(res.statusCode).toBe(200);
      expect((await stored(off.uuid)).deactivatedBy).toEqual({ name: 'Anne Admin', initials: 'AA' });
      expect((await audit(off.uuid))[0]).toMatchObject({ action: 'dwelling/deactivate', actorId: admin.id });
    });

    it('400 without a boolean', async () => {
      const d = await approved();
      const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/activation`, { active: 'no' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toEqual(['active']);
    });

    it('token holder: valid token works without login; expired 401, other dwelling 404, garbage 401', async () => {
      const d = await approved();
      const url = `/api/dwellings/${d.uuid}/activation`;
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-dwelling-token': await tokenFor(d.uuid) },
        payload: { active: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ active: false, viaToken: true, abilities: { update: false, activate: true } });
      expect((await stored(d.uuid)).deactivatedBy).toEqual({ name: 'Lis Udlejer', initials: 'LU' });
      const [entry] = await audit(d.uuid);
      expect(entry).toMatchObject({ action: 'dwelling/deactivate', actorId: landlord.id, actor: 'Lis Udlejer (statuslink)' });
      expect(entry.data.via).toBe('token');
      // the query parameter works too
      expect((await t.api.post(`${url}?token=${await tokenFor(d.uuid)}`, { active: true })).statusCode).toBe(200);

      const expired = await t.api.post(`${url}?token=${await expiredToken(d.uuid)}`, { active: false });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error).toMatchObject({ code: 'TOKEN_EXPIRED', message: STATUS_PAGE_MESSAGES.tokenMissing });
      const elsewhere = await approved();
      expect((await t.api.post(`${url}?token=${await tokenFor(elsewhere.uuid)}`, { active: false })).statusCode).toBe(404);
      const garbage = await t.api.post(`${url}?token=abc`, { active: false });
      expect(garbage.statusCode).toBe(401);
      expect(garbage.json().error.message).toBe(STATUS_PAGE_MESSAGES.tokenMissing);
      // a login token is not a status token
      expect((await t.api.post(`${url}?token=${landlord.token}`, { active: false })).statusCode).toBe(401);
      expect((await stored(d.uuid)).active).toBe(true);
    });

    it('the token opens no other call', async () => {
      const d = await approved();
      const token = await tokenFor(d.uuid);
      expect((await t.api.get(`/api/dwellings/${d.uuid}?token=${token}`)).statusCode).toBe(401);
      expect((await t.api.post(`/api/dwellings/${d.uuid}?token=${token}`, { headline: 'x' })).statusCode).toBe(401);
      expect((await t.api.post(`/api/dwellings/${d.uuid}/duplicate?token=${token}`, { location: { id: 'x' } })).statusCode).toBe(
        401,
      );
      expect((await t.api.get(`/api/dwellings/${d.uuid}/audit?token=${token}`)).statusCode).toBe(401);
      // nor does it act as a login token
      expect((await t.api.as(token).get(`/api/dwellings/${d.uuid}`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/dwellings/:uuid/extend', () => {
    /** An approved listing that expires in `days` days. */
    const expiringIn = (days: number, over: Partial<typeof dwellings.$inferInsert> = {}) =>
      approved({ expiresAt: new Date(NOW.getTime() + days * DAY_MS), ...over });

    it('adds 90 days inside the last 14 days before expiry, logs it; only APPROVED and active', async () => {
      const d = await expiringIn(10);
      const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/extend`);
      expect(res.statusCode).toBe(200);
      expect(Date.parse(res.json<DwellingStatusView>().expiresAt!)).toBe(NOW.getTime() + 100 * DAY_MS);
      const [entry] = await audit(d.uuid);
      expect(entry).toMatchObject({ action: 'dwelling/update', actorId: landlord.id });
      expect(entry.data).toMatchObject({ type: 'extend', days: 90 });
      expect(Object.keys(entry.data.diff!)).toContain('expiresAt');

      const draft = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
      expect((await t.api.as(landlord).post(`/api/dwellings/${draft.uuid}/extend`)).statusCode).toBe(409);
      expect((await t.api.as(admin).post(`/api/dwellings/${draft.uuid}/extend`)).statusCode).toBe(409);
      const off = await expiringIn(10, { active: false, deactivatedAt: NOW });
      const inactive = await t.api.as(landlord).post(`/api/dwellings/${off.uuid}/extend`);
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json().error.code).toBe('INVALID_TRANSITION');
      expect((await stored(off.uuid)).expiresAt?.getTime()).toBe(NOW.getTime() + 10 * DAY_MS);
    });

    it('is refused before the window opens (409 EXTENSION_TOO_EARLY), so repeated clicks cannot stack', async () => {
      const d = await expiringIn(14);
      const url = `/api/dwellings/${d.uuid}/extend`;
      expect((await t.api.as(landlord).post(url)).statusCode).toBe(200);
      for (const who of [landlord, admin, landlord, landlord]) {
        const res = await t.api.as(who).post(url);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toMatchObject({
          code: 'EXTENSION_TOO_EARLY',
          message: 'Annoncen kan først forlænges i de sidste 14 dage, før den udløber',
        });
      }
      expect((await stored(d.uuid)).expiresAt?.getTime()).toBe(NOW.getTime() + 104 * DAY_MS);
      const fresh = await expiringIn(14 + 1 / 24);
      expect((await t.api.as(landlord).post(`/api/dwellings/${fresh.uuid}/extend`)).statusCode).toBe(409);
      // the abilities say so too: the web hides or disables the action
      const view = await t.api.as(landlord).get(`/api/dwellings/${fresh.uuid}`);
      expect(view.json<DwellingView>().abilities.extend).toBe(false);
    });

    it('an expired listing is extended from now', async () => {
      const d = await approved({ expiresAt: new Date(NOW.getTime() - 5 * DAY_MS) });
      const res = await t.api.as(admin).post(`/api/dwellings/${d.uuid}/extend`);
      expect(res.statusCode).toBe(200);
      expect((await stored(d.uuid)).expiresAt?.getTime()).toBe(NOW.getTime() + 90 * DAY_MS);
    });

    it('401 logged out, 404 other landlord, token holder ok, expired token 401', async () => {
      const d = await expiringIn(5);
      const url = `/api/dwellings/${d.uuid}/extend`;
      expect((await t.api.post(url)).statusCode).toBe(401);
      expect((await t.api.as(other).post(url)).statusCode).toBe(404);
      expect((await t.api.post(`${url}?token=${await expiredToken(d.uuid)}`)).statusCode).toBe(401);
      const res = await t.api.post(`${url}?token=${await tokenFor(d.uuid)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ viaToken: true });
      expect((await stored(d.uuid)).expiresAt?.getTime()).toBe(NOW.getTime() + 95 * DAY_MS);
      // another landlord holding a dwelling's link may use it
      const forwarded = await expiringIn(5);
      const viaOther = await t.api
        .as(other)
        .post(`/api/dwellings/${forwarded.uuid}/extend?token=${await tokenFor(forwarded.uuid)}`);
      expect(viaOther.statusCode).toBe(200);
    });
  });

  describe('status page', () => {
    it('GET /:uuid/status-page for the owner, the admin and the token holder; others 401/404', async () => {
      const d = await approved();
      const url = `/api/dwellings/${d.uuid}/status-page`;
      const mine = await t.api.as(landlord).get(url);
      expect(mine.statusCode).toBe(200);
      expect(mine.json<DwellingStatusView>()).toMatchObject({
        uuid: d.uuid,
        status: 'APPROVED',
        viaToken: false,
        abilities: { deactivate: true, extend: false, upgrade: true, update: false },
      });
      expect(mine.json()).not.toHaveProperty('contact');
      expect((await t.api.as(admin).get(url)).json().abilities).toMatchObject({ upgrade: false, extend: false });
      // 80 days left: too early to extend; 14 days left: the window is open
      const soon = await approved({ expiresAt: new Date(NOW.getTime() + 14 * DAY_MS) });
      expect((await t.api.as(landlord).get(`/api/dwellings/${soon.uuid}/status-page`)).json().abilities.extend).toBe(true);
      expect((await t.api.get(url)).statusCode).toBe(401);
      expect((await t.api.get(url)).json().error.message).toBe(STATUS_PAGE_MESSAGES.tokenMissing);
      expect((await t.api.as(other).get(url)).statusCode).toBe(404);
      const viaToken = await t.api.get(`${url}?token=${await tokenFor(d.uuid)}`);
      expect(viaToken.json()).toMatchObject({ uuid: d.uuid, viaToken: true });
      expect((await t.api.get(`${url}?token=${await expiredToken(d.uuid)}`)).statusCode).toBe(401);
    });

    it('GET /status-page?token= finds the dwelling from the token', async () => {
      const d = await approved();
      const res = await t.api.get(`/api/dwellings/status-page?token=${await tokenFor(d.uuid)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uuid: d.uuid, viaToken: true });
      expect((await t.api.get('/api/dwellings/status-page')).statusCode).toBe(401);
      expect((await t.api.get(`/api/dwellings/status-page?token=${await expiredToken(d.uuid)}`)).statusCode).toBe(401);
    });

    it('submitting a listing sends ONE mail whose status link works without signing in', async () => {
      const addressId = await insertTestAddress(t.deps);
      const res = await t.api.as(landlord).post('/api/dwellings', { ...completeDwellingForm(addressId), finish: true });
      expect(res.statusCode).toBe(201);
      const view = res.json<DwellingView>();
      // the housing mail and the status-link mail of before are one mail now
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: landlord.email, kind: 'dwelling-housing', subject: 'Din boligannonce hos Udlejning' });
      const link = String(sent[0].meta?.link);
      expect(link).toMatch(new RegExp(`/dwellings/${view.uuid}/status\\?token=`));
      expect(sent[0].text).toContain(link);
      expect(sent[0].text).toContain('uden at logge ind');
      expect(sent[0].html).toContain('Se status for annoncen');
      // logged out (no Authorization header), the token alone opens the status page and deactivates
      const token = decodeURIComponent(link.split('token=')[1]);
      const status = await t.api.get(`/api/dwellings/${view.uuid}/status-page?token=${token}`);
      expect(status.json()).toMatchObject({ status: 'PENDING_REVIEW', viaToken: true });
      const off = await t.api.post(`/api/dwellings/${view.uuid}/activation?token=${token}`, { active: false });
      expect(off.statusCode).toBe(200);
      expect((await stored(view.uuid)).active).toBe(false);
    });

    it('a draft saved without finish sends nothing; finishing it later does', async () => {
      const addressId = await insertTestAddress(t.deps);
      const res = await t.api.as(landlord).post('/api/dwellings', completeDwellingForm(addressId));
      const uuid = res.json<DwellingView>().uuid;
      expect(sent).toHaveLength(0);
      expect((await t.api.as(landlord).post(`/api/dwellings/${uuid}`, { finish: true })).statusCode).toBe(200);
      expect(sent.map((m) => m.kind)).toEqual(['dwelling-housing']);
    });
  });

  describe('POST /api/dwellings/:uuid/duplicate', () => {
    it('owner gets a DRAFT copy at the chosen address, without images, payment or consents', async () => {
      const d = await approved({ listingType: 'PLUS', images: ['a.webp'], payment: { amount: 37500, captured: true } });
      const addressId = await insertTestAddress(t.deps, { street: 'Kopivej', house: '7' });
      const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/duplicate`, { location: { id: addressId } });
      expect(res.statusCode).toBe(201);
      const copy = res.json<{ result: DwellingView }>().result;
      expect(copy.uuid).not.toBe(d.uuid);
      expect(copy).toMatchObject({
        status: 'DRAFT',
        active: true,
        listingType: 'STANDARD',
        payment: null,
        images: [],
        headline: 'Lys lejlighed tæt på centrum',
        user: { id: landlord.id },
      });
      expect(copy.location).toMatchObject({ id: addressId, address: 'Kopivej 7, 8000 Aarhus C', zip: '8000' });
      expect(copy.consents.every((c) => c.value === false)).toBe(true);
      const [entry] = await audit(copy.uuid);
      expect(entry).toMatchObject({ action: 'dwelling/create', actorId: landlord.id });
      expect(entry.data.duplicatedFrom).toBe(d.uuid);
      expect((await stored(d.uuid)).listingType).toBe('PLUS');
    });

    it('an admin duplicates for the owner; 401 logged out, 404 other landlord, 400 without or with an unknown address', async () => {
      const d = await approved();
      const url = `/api/dwellings/${d.uuid}/duplicate`;
      const addressId = await insertTestAddress(t.deps);
      expect((await t.api.post(url, { location: { id: addressId } })).statusCode).toBe(401);
      expect((await t.api.as(other).post(url, { location: { id: addressId } })).statusCode).toBe(404);
      const missing = await t.api.as(landlord).post(url, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.issues[0].path).toEqual(['location']);
      const unknown = await t.api.as(landlord).post(url, { location: { id: 'no-such-address' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.issues).toEqual([
        {
          path: ['location', 'id'],
          message: 'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.',
        },
      ]);
      const byAdmin = await t.api.as(admin).post(url, { location: { id: addressId } });
      expect(byAdmin.statusCode).toBe(201);
      expect(byAdmin.json().result.user.id).toBe(landlord.id);
    });
  });
});
