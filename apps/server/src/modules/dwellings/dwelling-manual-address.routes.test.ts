/**
 * An address typed by hand (docs/architecture.md "Dwellings and moderation"): the landlord whose address is not in
 * the address register types street, number, floor and door and picks the postal code; the server takes the city
 * from the postal code, stores no id, link or coordinates, and marks it for the moderator (not verified against DAR).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { completeDwellingForm, insertTestAddress, storedDwelling } from './dwellings.test-support';

type IssueReply = { error: { code: string; issues: { path: (string | number)[]; message: string }[] } };

const BY_HAND = { manualAddress: true, street: ' Vestergade ', house: '12', floor: '2', door: 'th', zip: '7100' };

describe('a dwelling with an address typed by hand', () => {
  let t: TestApp;
  let landlord: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  it('is created by a landlord with the city of its postal code, no id, link or coordinates, and marked', async () => {
    // a forged city, id-less href and coordinates are not taken
    const res = await t.api.as(landlord).post('/api/dwellings', {
      step: 'lease',
      type: { dwelling: 'APARTMENT' },
      size: { rooms: 2, area: 60 },
      location: { ...BY_HAND, city: 'København K', href: 'javascript:alert(1)', geo: { coordinates: [1, 2] } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<DwellingView>().location).toEqual({
      id: null,
      address: 'Vestergade 12, 2. th, 7100 Vejle',
      street: 'Vestergade',
      house: '12',
      floor: '2',
      door: 'th',
      zip: '7100',
      city: 'Vejle',
      geo: null,
      href: null,
      customAddress: false,
      manualAddress: true,
    });
  });

  it('passes every step, is submitted for review, and the moderator sees it is not from the register', async () => {
    const content = completeDwellingForm(null);
    const res = await t.api.as(landlord).post('/api/dwellings', {
      ...content,
      // another house than the first test's: a landlord lists a home once (docs/architecture.md "One listing per home")
      location: { ...content.location, id: null, ...BY_HAND, house: '14' },
      finish: true,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<DwellingView>();
    expect(created.status).toBe('PENDING_REVIEW');
    const seen = await t.api.as(admin).get(`/api/dwellings/${created.uuid}`);
    expect(seen.json<DwellingView>().location).toMatchObject({
      manualAddress: true,
      address: 'Vestergade 14, 2. th, 7100 Vejle',
    });
    const graph = await t.api.as(admin).post('/api/graph', {
      query: `query($id: ID!) { dwelling(id: $id) { location { manualAddress address } } }`,
      variables: { id: created.uuid },
    });
    expect(graph.json().data.dwelling.location).toEqual({ manualAddress: true, address: 'Vestergade 14, 2. th, 7100 Vejle' });
  });

  it.each([
    ['an unknown postal code', { zip: '9999' }, 'location.zip', 'Postnummeret findes ikke'],
    ['a postal code that is not 4 digits', { zip: '71' }, 'location.zip', 'Zip skal være tal på 4 cifre'],
    ['no street', { street: ' ' }, 'location.street', 'Du mangler at udfylde feltet'],
    ['no house number', { house: null }, 'location.house', 'Du mangler at udfylde feltet'],
  ])('refuses %s on the lease step', async (_case, patch, path, message) => {
    const res = await t.api.as(landlord).post('/api/dwellings', { step: 'lease', location: { ...BY_HAND, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json<IssueReply>().error.issues).toContainEqual({ path: path.split('.'), message });
  });

  it('is no longer marked once an address from the list is chosen', async () => {
    const created = await t.api.as(landlord).post('/api/dwellings', { location: { ...BY_HAND, house: '16' } });
    const uuid = created.json<DwellingView>().uuid;
    const id = await insertTestAddress(t.deps, { street: 'Torvet', house: '3', zip: '6000', city: 'Kolding' });
    const chosen = await t.api.as(landlord).post(`/api/dwellings/${uuid}`, { location: { id } });
    expect(chosen.statusCode).toBe(200);
    expect((await storedDwelling(t.deps, uuid))!.location).toMatchObject({
      id,
      // an access address: the floor and door typed stay, as for any access address chosen
      address: 'Torvet 3, 2. th, 6000 Kolding',
      manualAddress: false,
      href: `/api/addresses/${id}`,
    });
  });

  it('GET /api/addresses/postal-codes/:zip gives the town, 404 for a code that does not exist, 400 for no code', async () => {
    const vejle = await t.api.as(landlord).get('/api/addresses/postal-codes/7100');
    expect(vejle.statusCode).toBe(200);
    expect(vejle.json()).toEqual({ zip: '7100', city: 'Vejle' });
    expect((await t.api.as(landlord).get('/api/addresses/postal-codes/9999')).json().error.code).toBe('NOT_FOUND');
    expect((await t.api.as(landlord).get('/api/addresses/postal-codes/71a0')).statusCode).toBe(400);
    expect((await t.api.get('/api/addresses/postal-codes/7100')).statusCode).toBe(401);
  });
});
