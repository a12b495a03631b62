import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { activities } from '../activity/activity.schema';
import { dwellings } from '../../schema/dwellings.schema';
import { buildDwelling, completeDwellingForm, insertTestAddress } from './dwellings.test-support';

const ADDRESS_MESSAGE = 'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.';

describe('dwellings REST', () => {
  let t: TestApp;
  let landlord: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let addressId: string;

  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps, { firstname: 'Lis', lastname: 'Udlejer', phone: '+4511112222' });
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
    addressId = await insertTestAddress(t.deps, { street: 'Åboulevarden', house: '12', zip: '8000', city: 'Aarhus C' });
  });
  afterAll(() => t.close());

  const activityFor = (uuid: string) =>
    t.deps.db.select().from(activities).where(eq(activities.targetId, uuid)).orderBy(activities.id);
  const storedRow = async (uuid: string) => (await t.deps.db.select().from(dwellings).where(eq(dwellings.uuid, uuid)))[0];

  describe('logged out', () => {
    it.each([
      ['GET', '/api/dwellings'],
      ['POST', '/api/dwellings'],
      ['GET', '/api/dwellings/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/dwellings/00000000-0000-4000-8000-000000000000'],
    ])('%s %s -> 401', async (method, url) => {
      const res = method === 'GET' ? await t.api.get(url) : await t.api.post(url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('create', () => {
    it('creates a DRAFT owned by the actor, prefills the contact and logs dwelling/create', async () => {
      const res = await t.api.as(landlord).post('/api/dwellings', { headline: 'Kladde', economy: { rent: 500_000 } });
      expect(res.statusCode).toBe(201);
      const d = res.json<DwellingView>();
      expect(d).toMatchObject({
        status: 'DRAFT',
        displayedStatus: 'DRAFT',
        active: true,
        listingType: 'STANDARD',
        headline: 'Kladde',
        economy: { rent: 500_000, prepaid: null },
        contact: { name: 'Lis Udlejer', email: landlord.email, phone: '+4511112222' },
        chatable: true,
        phoneable: false,
        user: { id: landlord.id, email: landlord.email },
        abilities: { update: true, approve: false, viewLog: false },
      });
      expect(d.id).toBe(d.uuid);
      const [entry] = await activityFor(d.uuid);
      expect(entry).toMatchObject({ action: 'dwelling/create', actorId: landlord.id, targetType: 'dwelling' });
      expect(entry.data.diff).toMatchObject({ headline: [null, 'Kladde'], status: [null, 'DRAFT'] });
    });

    it('ignores fromFacebook and customAddress from non-admins; VA users default to Facebook-sourced; admins may set them', async () => {
      const body = { fromFacebook: true, location: { customAddress: true } };
      const personal = (await t.api.as(landlord).post('/api/dwellings', body)).json<DwellingView>();
      expect([personal.fromFacebook, personal.location.customAddress]).toEqual([false, false]);
      const va = await buildLandlord(t.deps, { type: 'VA' });
      expect((await t.api.as(va).post('/api/dwellings', {})).json<DwellingView>().fromFacebook).toBe(true);
      const byAdmin = (await t.api.as(admin).post('/api/dwellings', body)).json<DwellingView>();
      expect([byAdmin.fromFacebook, byAdmin.location.customAddress]).toEqual([true, true]);
      expect(byAdmin.contact.name).toBeNull(); // no prefill for admins
    });

    it('rejects wrong types with 400, the field path and a Danish message, and stores nothing', async () => {
      const before = await t.deps.db.$count(dwellings);
      const res = await t.api.as(landlord).post('/api/dwellings', { economy: { rent: 12.5 }, size: { rooms: 'tre' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.issues).toEqual(
        expect.arrayContaining([
          { path: ['economy', 'rent'], message: 'Beløbet er ikke udfyldt korrekt' },
          { path: ['size', 'rooms'], message: 'Ugyldig værdi' },
        ]),
      );
      expect(await t.deps.db.$count(dwellings)).toBe(before);
    });

    it('rejects amounts beyond 999.999,99 kr. and NUL characters with 400, never 500', async () => {
      const huge = await t.api.as(landlord).post('/api/dwellings', { economy: { rent: 1_000_000_000_000 } });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error.issues).toEqual([{ path: ['economy', 'rent'], message: 'Beløbet er ikke udfyldt korrekt' }]);
      const nul = await t.api.as(landlord).post('/api/dwellings', { headline: 'a\u0000b' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().error.issues).toEqual([{ path: ['headline'], message: 'Ugyldig værdi' }]);
      expect((await t.api.as(admin).get('/api/dwellings?address=%00')).statusCode).toBe(400);
    });
  });

  describe('the listing form, step by step', () => {
    it('saves each step, then finish moves DRAFT to PENDING_REVIEW', async () => {
      const full = completeDwellingForm(addressId);
      const api = t.api.as(landlord);
      const created = (
        await api.post('/api/dwellings', { type: full.type, size: full.size, location: full.location, step: 'lease' })
      ).json<DwellingView>();
      expect(created.location).toMatchObject({
        id: addressId,
        address: 'Åboulevarden 12, 8000 Aarhus C',
        zip: '8000',
        city: 'Aarhus C',
        href: `/api/addresses/${addressId}`,
      });
      expect(created.location.geo?.coordinates).toEqual([56.15, 10.2]);
      const url = `/api/dwellings/${created.uuid}`;

      const steps = [
        { step: 'economy', economy: full.economy },
        { step: 'images', images: [] },
        { step: 'description', headline: full.headline, description: full.description, contact: full.contact },
        { step: 'consents', consents: full.consents },
      ];
      for (const body of steps) {
        const res = await api.post(url, body);
        expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
        expect(res.json<DwellingView>().status).toBe('DRAFT');
      }
      const finished = await api.post(url, { finish: true });
      expect(finished.statusCode).toBe(200);
      expect(finished.json<DwellingView>()).toMatchObject({
        status: 'PENDING_REVIEW',
        economy: { rent: 1_250_000 },
        headline: full.headline,
      });

      // the housing e-mail of the submission is logged after the change itself (dwellings.jobs.ts)
      const log = (await activityFor(created.uuid)).filter((e) => e.action !== 'dwelling/email');
      expect(log.map((e) => e.action)).toEqual(['dwelling/create', ...Array(5).fill('dwelling/update')]);
      expect(log[1].data.diff).toMatchObject({
        economy: [expect.objectContaining({ rent: null }), expect.objectContaining({ rent: 1_250_000 })],
      });
      expect(log.at(-1)!.data).toMatchObject({ finish: true, diff: { status: ['DRAFT', 'PENDING_REVIEW'] } });
    });

    it('finish without the required fields returns every issue and changes nothing', async () => {
      const d = (await t.api.as(landlord).post('/api/dwellings', { headline: 'Halv' })).json<DwellingView>();
      const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}`, { finish: true, description: 'for kort' });
      expect(res.statusCode).toBe(400);
      const paths = res.json().error.issues.map((i: { path: string[] }) => i.path.join('.'));
      expect(paths).toEqual(
        expect.arrayContaining(['type.dwelling', 'size.rooms', 'location.id', 'economy.rent', 'description', 'consents.0.value']),
      );
      const row = await storedRow(d.uuid);
      expect([row.status, row.description]).toEqual(['DRAFT', null]);
    });
  });

  describe('validation errors leave the stored row unchanged', () => {
    let uuid: string;
    beforeAll(async () => {
      // a home of its own: the landlord lists each home once (docs/architecture.md "One listing per home")
      const res = await t.api.as(landlord).post('/api/dwellings', { ...completeDwellingForm(await insertTestAddress(t.deps)) });
      uuid = res.json<DwellingView>().uuid;
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['rooms 0', { step: 'lease', size: { rooms: 0, area: 50 } }, 'size.rooms', 'Antal værelser er ikke udfyldt korrekt'],
      ['rooms 2.5', { step: 'lease', size: { rooms: 2.5, area: 50 } }, 'size.rooms', 'Angiv kun antallet af hele værelser'],
      ['area 2', { step: 'lease', size: { rooms: 2, area: 2 } }, 'size.area', 'Boligareal er ikke udfyldt korrekt'],
      ['no address', { step: 'lease', location: { id: null } }, 'location.id', ADDRESS_MESSAGE],
      ['unknown address', { location: { id: 'does-not-exist' } }, 'location.id', ADDRESS_MESSAGE],
      [
        'end date before available',
        { step: 'lease', available: '2026-12-10', timeframe: { type: 'DATE', date: '2026-12-01' } },
        'timeframe.date',
        'Slutdato for lejeperioden skal være efter overtagelsesdato.',
      ],
      ['no rent', { step: 'economy', economy: { rent: null } }, 'economy.rent', 'Du mangler at udfylde feltet'],
      [
        'short description',
        { step: 'description', description: 'kort' },
        'description',
        'Beskrivelsen skal være mindst 100 tegn',
      ],
      ['bad phone', { step: 'description', contact: { phone: '12-34' } }, 'contact.phone', 'Ugyldig telefon nummer'],
      [
        'consent missing',
        { step: 'consents', consents: [] },
        'consents.0.value',
        'Du skal acceptere betingelserne for at oprette annoncen',
      ],
      ['unknown image', { images: ['11111111-1111-4111-8111-111111111111.webp'] }, 'images.0', 'Billedet findes ikke'],
    ])('%s -> 400', async (_name, body, path, message) => {
      const before = await storedRow(uuid);
      const res = await t.api.as(landlord).post(`/api/dwellings/${uuid}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toContainEqual({
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
      expect(await storedRow(uuid)).toEqual(before);
    });

    it('the deposit above 3 x rent is only a warning: saved', async () => {
      const res = await t.api
        .as(landlord)
        .post(`/api/dwellings/${uuid}`, { step: 'economy', economy: { rent: 100_000, deposit: 400_000 } });
      expect(res.statusCode).toBe(200);
      expect(res.json<DwellingView>().economy.deposit).toBe(400_000);
    });
  });

  describe('permissions', () => {
    it('another landlord gets 404 reading or updating; a malformed uuid is 404', async () => {
      const d = await buildDwelling(t.deps, { owner: landlord });
      expect((await t.api.as(other).get(`/api/dwellings/${d.uuid}`)).statusCode).toBe(404);
      const res = await t.api.as(other).post(`/api/dwellings/${d.uuid}`, { headline: 'Hacked' });
      expect(res.statusCode).toBe(404);
      expect((await storedRow(d.uuid)).headline).toBe(d.headline);
      expect((await t.api.as(landlord).get('/api/dwellings/not-a-uuid')).statusCode).toBe(404);
    });

    it('the owner and admins can read it', async () => {
      const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
      const mine = await t.api.as(landlord).get(`/api/dwellings/${d.uuid}`);
      expect(mine.json<DwellingView>()).toMatchObject({ uuid: d.uuid, abilities: { update: true, approve: false } });
      const theirs = await t.api.as(admin).get(`/api/dwellings/${d.uuid}`);
      expect(theirs.json<DwellingView>()).toMatchObject({
        uuid: d.uuid,
        abilities: { update: true, approve: true, reject: true, viewLog: true },
      });
    });

    it('an APPROVED or locked listing is 409 DWELLING_LOCKED for the owner, editable by admins', async () => {
      for (const cols of [{ status: 'APPROVED' as const }, { locked: true }, { active: false }]) {
        const d = await buildDwelling(t.deps, { owner: landlord, ...cols });
        const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}`, { headline: 'Ny' });
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('DWELLING_LOCKED');
        expect((await storedRow(d.uuid)).headline).toBe(d.headline);
        const byAdmin = await t.api.as(admin).post(`/api/dwellings/${d.uuid}`, { headline: 'Rettet af admin' });
        expect(byAdmin.json<DwellingView>().headline).toBe('Rettet af admin');
      }
    });

    it('the address is locked for non-admins once past DRAFT', async () => {
      const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
      const newAddress = await insertTestAddress(t.deps, { street: 'Nyvej' });
      const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}`, { location: { id: newAddress }, headline: 'Ændret' });
      expect(res.statusCode).toBe(200);
      expect(res.json<DwellingView>()).toMatchObject({ headline: 'Ændret', location: { address: d.location.address } });
      const byAdmin = await t.api.as(admin).post(`/api/dwellings/${d.uuid}`, { location: { id: newAddress } });
      expect(byAdmin.json<DwellingView>().location.address).toMatch(/^Nyvej /);
    });
  });

  describe('GET /api/dwellings (landlord)', () => {
    it('lists only the own dwellings, newest first, with paging and totalCount', async () => {
      const owner = await buildLandlord(t.deps);
      const base = Date.parse('2026-01-01T00:00:00Z');
      for (let i = 0; i < 3; i += 1)
        await buildDwelling(t.deps, { owner, headline: `Nr ${i}`, createdAt: new Date(base + i * 1000) });
      await buildDwelling(t.deps, { owner: other });
      const page1 = (await t.api.as(owner).get('/api/dwellings?page=1&pageSize=2')).json();
      expect(page1.totalCount).toBe(3);
      expect(page1.results.map((r: { headline: string }) => r.headline)).toEqual(['Nr 2', 'Nr 1']);
      expect(page1.results[0].user).toBeUndefined();
      expect(page1.results[0]).toMatchObject({
        status: 'DRAFT',
        economy: { rent: 1_250_000 },
        size: { rooms: 3, area: 85 },
        abilities: { update: true },
      });
      const page2 = (await t.api.as(owner).get('/api/dwellings?page=2&pageSize=2')).json();
      expect(page2.results.map((r: { headline: string }) => r.headline)).toEqual(['Nr 0']);
      expect((await t.api.as(owner).get('/api/dwellings?pageSize=0')).statusCode).toBe(400);
    });

    it('admins get the admin query: PENDING_REVIEW by default, with the user column', async () => {
      const owner = await buildLandlord(t.deps);
      const pending = await buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW' });
      await buildDwelling(t.deps, { owner, status: 'DRAFT' });
      const res = (await t.api.as(admin).get(`/api/dwellings?user=${owner.id}&status=PENDING_REVIEW`)).json();
      expect(res.totalCount).toBe(1);
      expect(res.results[0]).toMatchObject({ uuid: pending.uuid, user: { id: owner.id, email: owner.email } });
      const tab = (await t.api.as(admin).get(`/api/dwellings?user=${owner.id}&filter=DRAFT`)).json();
      expect(tab.totalCount).toBe(2);
    });
  });
});
