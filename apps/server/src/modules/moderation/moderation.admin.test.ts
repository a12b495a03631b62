import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { dwellings } from '../../schema/dwellings.schema';
import { buildDwelling } from '../dwellings/dwellings.test-support';

describe('owner lookup, organization dwellings and the activity filters', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ mailer: { send: async () => undefined } });
    landlord = await buildLandlord(t.deps, { firstname: 'Lis', lastname: 'Lejer' });
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps, { firstname: 'Anne', lastname: 'Admin' });
  });
  afterAll(() => t.close());

  describe('GET /api/admin/validate/:id', () => {
    it('offline: the address and a BBR link from the address id; says which lookups are not configured', async () => {
      const addressId = randomUUID();
      const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
      await t.deps.db
        .update(dwellings)
        .set({ location: { ...d.location, id: addressId, address: 'Testvej 1, 8000 Aarhus C' } })
        .where(eq(dwellings.id, d.id));
      const res = await t.api.as(admin).get(`/api/admin/validate/${d.uuid}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        dwelling: { id: d.uuid, address: 'Testvej 1, 8000 Aarhus C', addressId },
        ownership: null,
        owners: [],
        details: { location: 'Testvej 1, 8000 Aarhus C', use: null },
        link: null,
        bbrLink: `https://bbr.dk/se-bbr-oplysninger?adresseId=${addressId}`,
        phone: { phone: '+4512345678', name: null, address: null, link: null, links: [] },
        notConfigured: ['ownership', 'phone'],
        source: 'offline',
      });
    });

    it('no BBR link for a non-DAWA (custom) address; 401 / 403 / 404', async () => {
      const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
      expect((await t.api.as(admin).get(`/api/admin/validate/${d.uuid}`)).json().bbrLink).toBeNull();
      expect((await t.api.get(`/api/admin/validate/${d.uuid}`)).statusCode).toBe(401);
      expect((await t.api.as(landlord).get(`/api/admin/validate/${d.uuid}`)).statusCode).toBe(403);
      expect((await t.api.as(admin).get(`/api/admin/validate/${randomUUID()}`)).statusCode).toBe(404);
    });
  });

  describe('organizations', () => {
    const CREATE_ORG = `mutation ($name: String!) { createOrganization(name: $name) { id name } }`;

    it('createOrganization gives the creator an admin role; once activated they may create its dwellings, others 403', async () => {
      const res = await t.api.as(landlord).graph(CREATE_ORG, { name: 'Boligselskabet' });
      const org = res.json().data.createOrganization;
      expect(org).toMatchObject({ name: 'Boligselskabet', id: expect.any(String) });
      const me = (await t.api.as(landlord).get('/api/users/me')).json();
      expect(JSON.stringify(me)).toContain(org.id);

      const url = `/api/dwellings/organizations/${org.id}`;
      const early = await t.api.as(landlord).post(url, { headline: 'For tidligt' });
      expect(early.json().error.code).toBe('ORGANIZATION_INACTIVE');
      const activate = `mutation ($id: ID!) { activateOrganization(id: $id) { id active } }`;
      expect((await t.api.as(admin).graph(activate, { id: org.id })).json().data.activateOrganization.active).toBe(true);
      const created = await t.api.as(landlord).post(url, { headline: 'Selskabets bolig' });
      expect(created.statusCode).toBe(201);
      const view = created.json<DwellingView>();
      expect(view).toMatchObject({ headline: 'Selskabets bolig', status: 'DRAFT', user: { id: landlord.id } });
      const [row] = await t.deps.db.select().from(dwellings).where(eq(dwellings.uuid, view.uuid));
      expect(row.organizationId).not.toBeNull();

      expect((await t.api.as(other).post(url, { headline: 'x' })).statusCode).toBe(403);
      expect((await t.api.post(url, { headline: 'x' })).statusCode).toBe(401);
      expect((await t.api.as(admin).post(url, { headline: 'Admin for selskabet' })).statusCode).toBe(201);
      expect((await t.api.as(admin).post(`/api/dwellings/organizations/${randomUUID()}`, {})).statusCode).toBe(404);
      expect((await t.api.as(landlord).post(url, { finish: true })).statusCode).toBe(400);
    });

    it('createOrganization needs a name (400) and a login (401)', async () => {
      expect((await t.api.as(landlord).graph(CREATE_ORG, { name: '  ' })).json().errors[0].extensions.code).toBe(
        'VALIDATION_FAILED',
      );
      expect((await t.api.graph(CREATE_ORG, { name: 'X' })).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('GET /api/activity filters', () => {
    it('filters by action, target and actor; 400 for an unknown action', async () => {
      const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
      await t.api.as(admin).post(`/api/dwellings/${d.uuid}/audit`, { action: 'notes', reason: 'Første note' });
      await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, { status: 'REJECTED', reason: 'Nej' });
      const get = async (qs: string) =>
        (await t.api.as(admin).get(`/api/activity?${qs}`)).json<{ results: ActivityEntry[]; totalCount: number }>();

      const byTarget = await get(`target=${d.uuid}`);
      expect(byTarget.results.map((e) => e.action)).toEqual(['dwelling/rejected', 'dwelling/notes']);
      expect(byTarget.totalCount).toBe(2);
      const notes = await get(`target=${d.uuid}&action=dwelling/notes`);
      expect(notes.results.map((e) => e.data.reason)).toEqual(['Første note']);
      expect((await get('action=dwelling/rejected')).results.every((e) => e.action === 'dwelling/rejected')).toBe(true);
      const byName = await get(`actor=anne&target=${d.uuid}`);
      expect(byName.totalCount).toBe(2);
      expect((await get(`actor=${admin.id}&target=${d.uuid}`)).totalCount).toBe(2);
      expect((await get(`actor=${landlord.id}&target=${d.uuid}`)).totalCount).toBe(0);
      expect((await get('pageSize=10&action=')).results.length).toBeLessThanOrEqual(10);
      const bad = await t.api.as(admin).get('/api/activity?action=dwelling/nope');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.issues[0].path).toEqual(['action']);
    });
  });
});
