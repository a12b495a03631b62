import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord } from '../../test/factories';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { buildDwelling, insertTestAddress, storedDwelling } from './dwellings.test-support';

/** Every client-writable address field, forged (docs/architecture.md "Dwellings and moderation": `href: "javascript:alert(1)"` was stored). */
const FORGED = {
  address: 'Slottet 1, 1000 København K',
  street: 'Slottet',
  house: '1',
  zip: '1000',
  city: 'København K',
  geo: { coordinates: [1, 2] },
  href: 'javascript:alert(1)',
};

describe('dwelling location from the address index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps the floor and door typed for an access address and writes them into the address text', async () => {
    const landlord = await buildLandlord(t.deps);
    const id = await insertTestAddress(t.deps, { street: 'Nørregade', house: '2A', zip: '9870', city: 'Sindal' });
    const res = await t.api.as(landlord).post('/api/dwellings', { location: { id, floor: '1', door: 'tv' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().location).toMatchObject({ id, floor: '1', door: 'tv', address: 'Nørregade 2A, 1. tv, 9870 Sindal' });

    // a later save of the same draft may change them
    const uuid = res.json().uuid as string;
    const again = await t.api.as(landlord).post(`/api/dwellings/${uuid}`, { location: { id, floor: 'st', door: null } });
    expect(again.statusCode).toBe(200);
    expect(again.json().location).toMatchObject({ floor: 'st', door: null, address: 'Nørregade 2A, st., 9870 Sindal' });
  });

  it('ignores address text sent by the client for a listed address', async () => {
    const landlord = await buildLandlord(t.deps);
    const id = await insertTestAddress(t.deps, { street: 'Algade', house: '5', zip: '4000', city: 'Roskilde' });
    const res = await t.api.as(landlord).post('/api/dwellings', { location: { id, address: 'Slottet 1, 1000 København' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().location.address).toBe('Algade 5, 4000 Roskilde');
  });

  describe('every address field comes from the id', () => {
    it('a create and an update with forged text, zip, coordinates and href store the index values', async () => {
      const landlord = await buildLandlord(t.deps);
      const id = await insertTestAddress(t.deps, { street: 'Bredgade', house: '7', zip: '7400', city: 'Herning' });
      const expected = {
        id,
        address: 'Bredgade 7, 7400 Herning',
        street: 'Bredgade',
        house: '7',
        zip: '7400',
        city: 'Herning',
        geo: { coordinates: [56.15, 10.2] },
        href: `/api/addresses/${id}`,
        customAddress: false,
      };
      const created = await t.api.as(landlord).post('/api/dwellings', { location: { id, ...FORGED } });
      expect(created.statusCode).toBe(201);
      const uuid = created.json<{ uuid: string }>().uuid;
      expect((await storedDwelling(t.deps, uuid))!.location).toMatchObject(expected);

      // the same id again, and no id at all (the stored id stays): still the index's values
      for (const location of [{ id, ...FORGED }, FORGED]) {
        const res = await t.api.as(landlord).post(`/api/dwellings/${uuid}`, { location, headline: 'Gemt' });
        expect(res.statusCode).toBe(200);
        expect(res.json().headline).toBe('Gemt');
        expect((await storedDwelling(t.deps, uuid))!.location).toMatchObject(expected);
      }
    });

    it('an unknown id is 400 on location.id with the address message, and nothing is stored', async () => {
      const landlord = await buildLandlord(t.deps);
      const res = await t.api.as(landlord).post('/api/dwellings', { location: { id: 'no-such-address', ...FORGED } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [
          {
            path: ['location', 'id'],
            message: 'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.',
          },
        ],
      });
    });

    it('without an id only zip and city are kept; a custom address is an admin’s text but never its href or coordinates', async () => {
      const landlord = await buildLandlord(t.deps);
      const draft = await t.api.as(landlord).post('/api/dwellings', { location: { id: null, ...FORGED } });
      expect(draft.json().location).toEqual({
        id: null,
        address: null,
        street: null,
        house: null,
        floor: null,
        door: null,
        zip: '1000',
        city: 'København K',
        geo: null,
        href: null,
        customAddress: false,
        manualAddress: false,
      });

      const admin = await buildAdmin(t.deps);
      const custom = await t.api.as(admin).post('/api/dwellings', { location: { id: null, ...FORGED, customAddress: true } });
      expect(custom.json().location).toMatchObject({
        address: FORGED.address,
        zip: '1000',
        href: null,
        geo: null,
        customAddress: true,
      });
      // the owner may not rewrite the custom address an admin typed on the owner's draft
      const owned = await buildDwelling(t.deps, { owner: landlord, content: custom.json<DwellingContent>() });
      await t.api.as(landlord).post(`/api/dwellings/${owned.uuid}`, { location: { address: 'Andet 2', href: 'javascript:1' } });
      expect((await storedDwelling(t.deps, owned.uuid))!.location).toMatchObject({ address: FORGED.address, href: null });

      const id = await insertTestAddress(t.deps, { street: 'Torvet', house: '3', zip: '6000', city: 'Kolding' });
      const withId = await t.api.as(admin).post('/api/dwellings', { location: { id, ...FORGED, customAddress: true } });
      expect(withId.json().location).toMatchObject({
        address: FORGED.address,
        href: `/api/addresses/${id}`,
        geo: { coordinates: [56.15, 10.2] },
      });
    });
  });
});
