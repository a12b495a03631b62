import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import type { Mail } from '../../platform/mail/mailer';
import { buildDwelling, storedDwelling, auditEntries } from './dwellings.test-support';

const DAY_MS = 86_400_000;

describe('review REST (status, audit)', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const sent: Mail[] = [];

  beforeAll(async () => {
    t = await startTestApp({ mailer: { send: async (mail) => void sent.push(mail) } });
    landlord = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps, { firstname: 'Anne', lastname: 'Admin' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sent.length = 0;
  });

  const pending = () => buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
  const stored = (uuid: string) => storedDwelling(t.deps, uuid);
  const audit = (uuid: string) => auditEntries(t.api.as(admin), uuid);

  describe('POST /api/dwellings/:uuid/status', () => {
    it('401 logged out, 404 for another landlord, 403 for the owner; nothing changes', async () => {
      const d = await pending();
      const url = `/api/dwellings/${d.uuid}/status`;
      expect((await t.api.post(url, { status: 'APPROVED' })).statusCode).toBe(401);
      expect((await t.api.as(other).post(url, { status: 'APPROVED' })).statusCode).toBe(404);
      const res = await t.api.as(landlord).post(url, { status: 'APPROVED' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      expect((await t.api.as(landlord).post(url, { status: 'REJECTED', reason: 'x' })).statusCode).toBe(403);
      // a body the schema refuses is 400 for every signed-in caller (the route's schema runs before the policy)
      expect((await t.api.as(landlord).post(url, {})).statusCode).toBe(400);
      expect((await stored(d.uuid)).status).toBe('PENDING_REVIEW');
    });

    it('admin approves without a reason: APPROVED, active, approvedAt and expiresAt 90 days later, logged', async () => {
      const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW', active: false });
      const res = await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, { status: 'APPROVED' });
      expect(res.statusCode).toBe(200);
      const view = res.json<DwellingView>();
      expect(view).toMatchObject({
        status: 'APPROVED',
        displayedStatus: 'APPROVED',
        active: true,
        abilities: { approve: false, reject: true },
      });
      expect(Date.parse(view.expiresAt!) - Date.parse(view.approvedAt!)).toBe(90 * DAY_MS);
      const [entry] = await audit(d.uuid);
      expect(entry).toMatchObject({ action: 'dwelling/approved', actor: 'Anne Admin', actorId: admin.id, target: d.uuid });
      expect(entry.data).toMatchObject({
        reason: null,
        mails: { approval: false, followUp: true },
        diff: { status: ['PENDING_REVIEW', 'APPROVED'], active: [false, true] },
      });
      expect(sent).toEqual([]); // the approval mail is off by default
    });

    it('admin approves with a reason and the approval mail', async () => {
      const d = await pending();
      const res = await t.api
        .as(admin)
        .post(`/api/dwellings/${d.uuid}/status`, { status: 'APPROVED', reason: 'Fint', mails: { approval: true } });
      expect(res.statusCode).toBe(200);
      expect((await audit(d.uuid))[0].data).toMatchObject({ reason: 'Fint', mails: { approval: true, followUp: true } });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: landlord.email, kind: 'dwelling-approved' });
    });

    it('reject needs a reason (400, unchanged); with one it is REJECTED, logged and the owner is told', async () => {
      const d = await pending();
      const url = `/api/dwellings/${d.uuid}/status`;
      for (const body of [{ status: 'REJECTED' }, { status: 'REJECTED', reason: '   ' }]) {
        const res = await t.api.as(admin).post(url, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.issues).toEqual([{ path: ['reason'], message: 'Du mangler at udfylde feltet' }]);
      }
      expect((await stored(d.uuid)).status).toBe('PENDING_REVIEW');
      const res = await t.api.as(admin).post(url, { status: 'REJECTED', reason: 'Mangler billeder' });
      expect(res.json<DwellingView>()).toMatchObject({ status: 'REJECTED', abilities: { reject: false, approve: true } });
      expect((await audit(d.uuid))[0]).toMatchObject({
        action: 'dwelling/rejected',
        data: { reason: 'Mangler billeder', diff: { status: ['PENDING_REVIEW', 'REJECTED'] } },
      });
      expect(sent.map((m) => m.kind)).toEqual(['dwelling-rejected']);
      expect(sent[0].text).toContain('Mangler billeder');
    });

    it('409 INVALID_TRANSITION for approving an APPROVED or a DRAFT listing; 400 for an unknown status', async () => {
      for (const status of ['APPROVED', 'DRAFT'] as const) {
        const d = await buildDwelling(t.deps, { owner: landlord, status });
        const res = await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, { status: 'APPROVED' });
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('INVALID_TRANSITION');
      }
      const d = await pending();
      expect((await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, { status: 'DRAFT' })).statusCode).toBe(400);
    });

    it('a rejected listing edited and finished by the owner goes back to PENDING_REVIEW', async () => {
      const d = await buildDwelling(t.deps, { owner: landlord, status: 'REJECTED' });
      const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}`, { finish: true });
      expect(res.statusCode).toBe(200);
      expect(res.json<DwellingView>().status).toBe('PENDING_REVIEW');
    });
  });

  describe('audit and activity', () => {
    it('GET audit: admin sees the entries, newest first; the owner gets 403, others 404', async () => {
      const created = await t.api.as(landlord).post('/api/dwellings', { headline: 'Log mig' });
      const uuid = created.json<DwellingView>().uuid;
      await t.api.as(landlord).post(`/api/dwellings/${uuid}`, { headline: 'Log mig igen' });
      const entries = await audit(uuid);
      expect(entries.map((e) => e.action)).toEqual(['dwelling/update', 'dwelling/create']);
      expect(entries[0]).toMatchObject({
        actorId: landlord.id,
        targetType: 'dwelling',
        data: { diff: { headline: ['Log mig', 'Log mig igen'] } },
      });
      expect(typeof entries[0]._id).toBe('string');
      expect(Number.isNaN(Date.parse(entries[0].timestamp))).toBe(false);
      expect((await t.api.as(landlord).get(`/api/dwellings/${uuid}/audit`)).statusCode).toBe(403);
      expect((await t.api.as(other).get(`/api/dwellings/${uuid}/audit`)).statusCode).toBe(404);
    });

    it('POST audit adds a note (admin); an empty note is 400; the owner gets 403', async () => {
      const d = await pending();
      const url = `/api/dwellings/${d.uuid}/audit`;
      const res = await t.api.as(admin).post(url, { action: 'notes', reason: 'Ringet til udlejer' });
      expect(res.statusCode).toBe(201);
      expect(res.json().results[0]).toMatchObject({ action: 'dwelling/notes', data: { reason: 'Ringet til udlejer' } });
      expect((await t.api.as(admin).post(url, { action: 'notes', reason: '' })).statusCode).toBe(400);
      expect((await t.api.as(landlord).post(url, { action: 'notes', reason: 'x' })).statusCode).toBe(403);
    });

    it('GET /api/activity: admin pages through all entries; landlords 403; logged out 401', async () => {
      // three entries of its own, the newest last (other tests' entries may be older)
      const d = await pending();
      for (const reason of ['Første', 'Anden', 'Tredje'])
        expect((await t.api.as(admin).post(`/api/dwellings/${d.uuid}/audit`, { action: 'notes', reason })).statusCode).toBe(201);
      const all = (await t.api.as(admin).get('/api/activity?page=1&pageSize=2')).json();
      expect(all.results.map((e: { data: { reason: string } }) => e.data.reason)).toEqual(['Tredje', 'Anden']);
      expect(all.totalCount).toBeGreaterThan(2);
      const page2 = (await t.api.as(admin).get('/api/activity?page=2&pageSize=2')).json();
      expect(page2.results[0].data.reason).toBe('Første');
      expect((await t.api.as(landlord).get('/api/activity')).statusCode).toBe(403);
      expect((await t.api.get('/api/activity')).statusCode).toBe(401);
    });
  });
});
