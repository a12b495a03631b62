import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord } from '../../test/factories';
import { insertTestAddress } from './dwellings.test-support';

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
});
