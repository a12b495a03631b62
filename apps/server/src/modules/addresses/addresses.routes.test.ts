import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSuggestionSchema, type AddressSuggestion } from '@udlejning/shared/addresses/suggestion';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { searchAddresses } from './addresses.service';

type Reply = { results: AddressSuggestion[]; postalCodes?: { zip: string; city: string }[] };

describe('GET /api/addresses (local index)', () => {
  let t: TestApp;
  let landlord: TestUser;
  const searchReply = async (q: string) => {
    const res = await t.api.as(landlord).get(`/api/addresses?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json<Reply>();
  };
  const search = async (q: string) => (await searchReply(q)).results;

  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  it('answers 401 when logged out, for search and lookup', async () => {
    const res = await t.api.get('/api/addresses?q=ridehusgade');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect((await t.api.get('/api/addresses/0a3f507a-8f2e-32b8-e044-0003ba298018')).statusCode).toBe(401);
    expect((await t.api.as('not-a-token').get('/api/addresses?q=ridehusgade')).statusCode).toBe(401);
  });

  it('reuses a recent session check for the same token, but still refuses an altered token', async () => {
    expect((await t.api.as(landlord).get('/api/addresses?q=ridehusgade')).statusCode).toBe(200);
    const [header, payload, signature] = landlord.token.split('.');
    const altered = [header, payload, `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`].join('.');
    const res = await t.api.as(altered).get('/api/addresses?q=ridehusgade');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    // the serializer compiled from the response schema keeps the reply exactly as the service made it
    const reply = await t.api.as(landlord).get('/api/addresses?q=ridehusgade 49 odense');
    expect(reply.json()).toEqual(await searchAddresses(t.deps, { q: 'ridehusgade 49 odense' }));
  });

  it('returns an empty list for 2 characters or fewer, and for no q', async () => {
    expect(await search('ri')).toEqual([]);
    expect(await search('  ri  ')).toEqual([]);
    expect(await search('')).toEqual([]);
    const res = await t.api.as(landlord).get('/api/addresses');
    expect(res.json()).toEqual({ results: [] });
  });

  it('answers 400 with a field issue for q over 200 characters', async () => {
    const res = await t.api.as(landlord).get(`/api/addresses?q=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.issues).toEqual([{ path: ['q'], message: 'Søgeteksten er for lang' }]);
    expect((await t.api.as(landlord).get(`/api/addresses?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
  });

  it('finds the Ridehusgade 49 units in 5000 Odense C first, in the suggestion shape of doc 2 §3', async () => {
    const results = await search('ridehusgade 49 odense');
    const units = results.filter((r) => r.floor !== null);
    expect(units.length).toBe(6);
    expect(results.slice(0, 6)).toEqual(units);
    for (const r of units) {
      expect(r.address).toMatch(/^Ridehusgade 49, .+, 5000 Odense C$/);
      expect(r).toMatchObject({ street: 'Ridehusgade', house: '49', zip: '5000', city: 'Odense C', source: 'dar' });
    }
    const twoTh = results.find((r) => r.address === 'Ridehusgade 49, 2. th, 5000 Odense C');
    expect(twoTh).toMatchObject({ floor: '2', door: 'th', href: `/api/addresses/${twoTh?.id}` });
    // [lat, lon] in Odense
    expect(twoTh?.geo.coordinates[0]).toBeCloseTo(55.4012, 3);
    expect(twoTh?.geo.coordinates[1]).toBeCloseTo(10.3963, 3);
    for (const r of results) expect(addressSuggestionSchema.strict().parse(r)).toEqual(r);
  });

  it.each([
    ['word order', 'odense 49 ridehusgade'],
    ['a swapped letter', 'ridehsugade 49 odense'],
    ['a dropped letter', 'ridehusgde 49 odense'],
    ['upper case and the postal code', 'RIDEHUSGADE 49 5000'],
  ])('tolerates %s: "%s"', async (_case, q) => {
    const results = await search(q);
    expect(results[0].address).toMatch(/^Ridehusgade 49, .*5000 Odense C$/);
    expect(results.map((r) => r.address)).toContain('Ridehusgade 49, 2. th, 5000 Odense C');
  });

  it('finds a word whose dropped letter made a digraph: "Tanaej" (Tanavej without v)', async () => {
    expect((await search('Tanaej 34 2770'))[0].address).toBe('Tanavej 34, 2770 Kastrup');
  });

  it('finds "kongens nytorv 11 kbh" (abbreviated city) with OSM attribution data', async () => {
    const [first] = await search('kongens nytorv 11 kbh');
    expect(first).toMatchObject({ address: 'Kongens Nytorv 11, 1050 København K', floor: null, door: null, source: 'osm' });
  });

  it('ignores diacritics: "Ostre Stationsvej 41N" finds Østre Stationsvej 41N', async () => {
    const results = await search('Ostre Stationsvej 41N');
    expect(results[0].address).toBe('Østre Stationsvej 41N, 5000 Odense C');
    expect(results.every((r) => r.address.startsWith('Østre Stationsvej 41N'))).toBe(true);
    expect(await search('oestre stationsvej 41n')).toEqual(results);
  });

  it('treats ø, oe and o alike: "hojbjerg" = "Højbjerg" = "hoejbjerg", and "Høj…" completes Høj… streets', async () => {
    // no Højbjerg address is shipped: the town's postal code is offered, whichever spelling
    const plain = await searchReply('hojbjerg');
    expect(plain).toEqual({ results: [], postalCodes: [{ zip: '8270', city: 'Højbjerg' }] });
    expect(await searchReply('Højbjerg')).toEqual(plain);
    expect(await searchReply('hoejbjerg')).toEqual(plain);
    const hoj = await search('Høj');
    expect(hoj.length).toBe(10);
    expect(await search('hoj')).toEqual(hoj);
    expect(hoj.every((r) => /(^|[ ,])Høj/.test(r.address))).toBe(true);
    expect((await search('hojbro plads 4a'))[0].address).toBe('Højbro Plads 4A, 1200 København K');
  });

  it('offers the postal codes of a typed town the index does not cover instead of a street elsewhere', async () => {
    expect(await searchReply('vejle')).toEqual({ results: [], postalCodes: [{ zip: '7100', city: 'Vejle' }] });
    // "aalborg" was corrected to "Elborg Alle, Dragør"
    expect(await searchReply('aalborg')).toEqual({
      results: [],
      postalCodes: [
        { zip: '9000', city: 'Aalborg' },
        { zip: '9200', city: 'Aalborg SV' },
        { zip: '9210', city: 'Aalborg SØ' },
      ],
    });
    expect(await searchReply('vejle øst')).toEqual({ results: [], postalCodes: [{ zip: '7120', city: 'Vejle Øst' }] });
    // a shipped street, typed with a town it is not in: that town's code, not the street in Odense
    expect(await searchReply('ridehusgade 49 vejle')).toEqual({ results: [], postalCodes: [{ zip: '7100', city: 'Vejle' }] });
    expect((await searchReply('ridehusgade 49 7100')).postalCodes).toEqual([{ zip: '7100', city: 'Vejle' }]);
    // a covered town keeps its addresses, and so does a postal code that is covered
    const odense = await searchReply('ridehusgade 49 odense');
    expect(odense.postalCodes).toBeUndefined();
    expect(odense.results[0].zip).toBe('5000');
    expect((await searchReply('ridehusgade 49 5000')).results[0].zip).toBe('5000');
  });

  it('suggests nothing for an unknown street with a house number, not other streets with that number', async () => {
    // Istedgade and Nørrebrogade are not in the shipped index; before, "istedgade 50" offered "Agerskovvej 50, Rødovre"
    expect(await searchReply('istedgade 50')).toEqual({ results: [] });
    expect(await searchReply('nørrebrogade 300')).toEqual({ results: [] });
    expect(await searchReply('istedgade kbh 50')).toEqual({ results: [] });
    // with a town: its postal codes (the landlord types the address by hand), not that town's other 50s
    const inTown = await searchReply('istedgade 50 københavn');
    expect(inTown.results).toEqual([]);
    expect(inTown.postalCodes?.[0]).toEqual({ zip: '1050', city: 'København K' });
    // the street alone still gets the nearest spelling, and a known street with its number is found as before
    expect((await search('istedgade'))[0].street).toBe('Ejderstedgade');
    expect((await search('agerskovvej 50'))[0].address).toBe('Agerskovvej 50, 2610 Rødovre');
  });

  it("offers a known street's numbers, each once and nearest the typed one, when it has no such number", async () => {
    expect((await search('ridehusgade 500')).map((r) => r.address)).toEqual([
      'Ridehusgade 47B, 5000 Odense C',
      'Ridehusgade 47C, 5000 Odense C',
      'Ridehusgade 49, 5000 Odense C',
    ]);
    const tanavej = await search('tanavej 340');
    expect(tanavej).toHaveLength(10);
    expect(tanavej.every((r) => r.street === 'Tanavej' && r.floor === null && r.door === null)).toBe(true);
    expect(new Set(tanavej.map((r) => r.house)).size).toBe(10);
    // the highest numbers of the street, shown in their natural order
    const numbers = tanavej.map((r) => Number.parseInt(r.house, 10));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers[9]).toBeGreaterThan(40);
    // a number still being typed keeps completing to the street's numbers ("ridehusgade 4" → 49, 47B)
    expect((await search('ridehusgade 4'))[0].address).toMatch(/^Ridehusgade 49/);
  });

  it('returns at most 10 suggestions', async () => {
    const results = await search('vej');
    expect(results.length).toBe(10);
    expect(new Set(results.map((r) => r.id)).size).toBe(10);
  });

  it('offers an access address without units with floor and door null', async () => {
    // the one DAR access address without unit rows, and an OSM one
    expect((await search('norregade 54b odense'))[0]).toMatchObject({
      address: 'Nørregade 54B, 5000 Odense C',
      floor: null,
      door: null,
      source: 'dar',
    });
    expect((await search('nyhavn 12b'))[0]).toMatchObject({
      address: 'Nyhavn 12B, 1051 København K',
      floor: null,
      door: null,
      source: 'osm',
    });
  });

  it('returns nothing for text that matches no address', async () => {
    expect(await search('qqqxxzz')).toEqual([]);
  });

  it('looks up a suggestion by its href, and 404s for an unknown id', async () => {
    const [first] = await search('ridehusgade 49 odense');
    const res = await t.api.as(landlord).get(first.href);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    const missing = await t.api.as(landlord).get('/api/addresses/00000000-0000-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});
