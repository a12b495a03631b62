import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '@udlejning/shared/addresses/suggestion';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord } from '../../test/factories';
import type { AddressProvider } from '../../platform/address-provider';
import { createDawaAddressProvider } from './dawa-address-provider';
import { withAddressFallback } from './fallback-address-provider';
import { createGsearchAddressProvider } from './gsearch-address-provider';
import { createAddressProvider } from './index';

// A fake remote address service on 127.0.0.1 with a random port; each test sets `handle`.
type Handler = (url: URL, res: ServerResponse) => void;
let server: Server;
let base: string;
let handle: Handler;
const requests: URL[] = [];
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(url);
    handle(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

// recorded-shape DAWA "mini" records (DAWA-API.md §2, §3)
const dawaUnit = {
  id: '0a3f50a3-a3b5-32b8-e044-0003ba298018',
  status: 1,
  darstatus: 3,
  kommunekode: '0461',
  vejkode: '6600',
  vejnavn: 'Ridehusgade',
  adresseringsvejnavn: 'Ridehusgade',
  husnr: '49',
  supplerendebynavn: null,
  postnr: '5000',
  postnrnavn: 'Odense C',
  stormodtagerpostnr: null,
  stormodtagerpostnrnavn: null,
  x: 10.3963494,
  y: 55.4012257,
  adgangsadresseid: '17c718a1-5510-40cd-8380-735dca3f0afd',
  etage: '2',
  dør: 'th',
  href: 'https://api.dataforsyningen.dk/adresser/0a3f50a3-a3b5-32b8-e044-0003ba298018',
  betegnelse: 'Ridehusgade 49, 2. th, 5000 Odense C',
};
const dawaAccess = {
  ...dawaUnit,
  id: '5a7cc5b0-ed11-455d-ba11-c3b8065e608f',
  husnr: '41N',
  vejnavn: 'Østre Stationsvej',
  etage: undefined,
  dør: undefined,
  betegnelse: 'Østre Stationsvej 41N, 5000 Odense C',
};

describe('DAWA adapter', () => {
  const dawa = () => createDawaAddressProvider({ baseUrl: base, timeoutMs: 500 });

  it('asks /adresser/autocomplete with fuzzy and per_side=10, and maps the reply to suggestions', async () => {
    handle = (url, res) =>
      json(res, 200, [
        { tekst: 'Ridehusgade 49, 2. th, 5000 Odense C', adresse: dawaUnit },
        {
          tekst: 'Ridehusgade 49, 5000 Odense C',
          adresse: { ...dawaUnit, id: '17c718a1-5510-40cd-8380-735dca3f0afd', etage: null, dør: null },
        },
      ]);
    const results = await dawa().autocomplete('ridehusgade 49');
    expect(requests[0].pathname).toBe('/adresser/autocomplete');
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ q: 'ridehusgade 49', fuzzy: '', per_side: '10' });
    expect(results[0]).toEqual({
      id: dawaUnit.id,
      href: `/api/addresses/${dawaUnit.id}`,
      address: 'Ridehusgade 49, 2. th, 5000 Odense C',
      street: 'Ridehusgade',
      house: '49',
      floor: '2',
      door: 'th',
      zip: '5000',
      city: 'Odense C',
      geo: { coordinates: [55.4012257, 10.3963494] },
      source: 'dawa',
    } satisfies AddressSuggestion);
    expect(results[1]).toMatchObject({ floor: null, door: null, address: 'Ridehusgade 49, 5000 Odense C' });
  });

  it('looks up a unit id, then an access-address id, and answers null for an unknown one', async () => {
    handle = (url, res) => {
      if (url.pathname === `/adresser/${dawaUnit.id}`) return json(res, 200, dawaUnit);
      if (url.pathname === `/adgangsadresser/${dawaAccess.id}`) return json(res, 200, dawaAccess);
      return json(res, 404, { type: 'ResourceNotFoundError' });
    };
    expect(await dawa().get(dawaUnit.id)).toMatchObject({
      address: 'Ridehusgade 49, 2. th, 5000 Odense C',
      floor: '2',
      door: 'th',
    });
    expect(requests[0].searchParams.get('struktur')).toBe('mini');
    expect(await dawa().get(dawaAccess.id)).toMatchObject({
      address: 'Østre Stationsvej 41N, 5000 Odense C',
      floor: null,
      door: null,
    });
    expect(await dawa().get('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await dawa().get('not-a-uuid')).toBeNull();
  });

  it('throws on a server error, a reply of the wrong shape and a timeout', async () => {
    handle = (_url, res) => json(res, 500, { error: 'boom' });
    await expect(dawa().autocomplete('ridehusgade')).rejects.toThrow(/HTTP 500/);
    handle = (_url, res) => json(res, 200, { unexpected: true });
    await expect(dawa().autocomplete('ridehusgade')).rejects.toThrow(/unexpected reply shape/);
    handle = (_url, res) => setTimeout(() => json(res, 200, []), 1500);
    await expect(createDawaAddressProvider({ baseUrl: base, timeoutMs: 100 }).autocomplete('ridehusgade')).rejects.toThrow(
      /timed out/,
    );
  });
});

describe('GSearch adapter', () => {
  // recorded shape of GET /rest/gsearch/v2.0/adresse (SDFIdk/gsearch api.adresse), geometry in EPSG:25832
  const hit = {
    id: '0a3f50a3-a3b5-32b8-e044-0003ba298018',
    kommunekode: '0461',
    kommunenavn: 'Odense',
    vejkode: '6600',
    vejnavn: 'Ridehusgade',
    husnummer: '49',
    etagebetegnelse: '2',
    doerbetegnelse: 'th',
    postnummer: '5000',
    postnummernavn: 'Odense C',
    visningstekst: 'Ridehusgade 49, 2. th, 5000 Odense C',
    adgangspunkt_geometri: { type: 'MultiPoint', coordinates: [[588425.78, 6140327.92]] },
    vejpunkt_geometri: { type: 'MultiPoint', coordinates: [[588430.0, 6140320.0]] },
    rang1: 0.5,
    rang2: 0.1,
  };

  it('asks /adresse with q, limit=10 and the token, and converts UTM32 to [lat, lon]', async () => {
    handle = (_url, res) =>
      json(res, 200, [
        hit,
        { ...hit, id: '17c718a1-5510-40cd-8380-735dca3f0afd', etagebetegnelse: '', doerbetegnelse: '', visningstekst: null },
      ]);
    const gsearch = createGsearchAddressProvider({ baseUrl: `${base}/rest/gsearch/v2.0`, token: 'secret', timeoutMs: 500 });
    const results = await gsearch.autocomplete('ridehusgade 49');
    expect(requests[0].pathname).toBe('/rest/gsearch/v2.0/adresse');
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ q: 'ridehusgade 49', limit: '10', token: 'secret' });
    expect(results[0]).toMatchObject({
      id: hit.id,
      address: hit.visningstekst,
      floor: '2',
      door: 'th',
      source: 'gsearch',
      href: `/api/addresses/${hit.id}`,
    });
    // the same point as the DAR row (lat 55.4012257, lon 10.3963494)
    expect(results[0].geo.coordinates[0]).toBeCloseTo(55.4012257, 6);
    expect(results[0].geo.coordinates[1]).toBeCloseTo(10.3963494, 6);
    expect(results[1]).toMatchObject({ floor: null, door: null, address: 'Ridehusgade 49, 5000 Odense C' });

    // the chosen href resolves from what was just suggested, without another request
    requests.length = 0;
    expect(await gsearch.get(hit.id)).toEqual(results[0]);
    expect(requests).toHaveLength(0);
  });

  it('looks up an unknown id with an id filter', async () => {
    handle = (url, res) => json(res, 200, url.searchParams.get('filter') === `id='${hit.id}'` ? [hit] : []);
    const gsearch = createGsearchAddressProvider({ baseUrl: base, token: 'secret' });
    expect(await gsearch.get(hit.id)).toMatchObject({ id: hit.id, zip: '5000' });
    expect(await gsearch.get('00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});

describe('fallback to the local index', () => {
  const local: AddressProvider = {
    autocomplete: async () => [{ id: 'local-1' } as AddressSuggestion],
    get: async (id) => (id === 'local-1' ? ({ id } as AddressSuggestion) : null),
  };
  const log = { warn: vi.fn() };

  it.each([
    ['a server error', (_url: URL, res: ServerResponse) => json(res, 503, {})],
    ['a wrong reply', (_url: URL, res: ServerResponse) => json(res, 200, 'nope')],
    ['a timeout', (_url: URL, res: ServerResponse) => setTimeout(() => json(res, 200, []), 1500)],
  ])('answers from the local index on %s and logs a warning', async (_case, handler) => {
    handle = handler;
    log.warn.mockClear();
    const provider = withAddressFallback(createDawaAddressProvider({ baseUrl: base, timeoutMs: 5000 }), local, log, {
      name: 'dawa',
      timeoutMs: 200,
    });
    const started = Date.now();
    expect(await provider.autocomplete('ridehusgade')).toEqual([{ id: 'local-1' }]);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ provider: 'dawa', op: 'autocomplete' }), expect.any(String));
    expect(await provider.get('local-1')).toEqual({ id: 'local-1' });
  });

  it('answers from the local index when the service is down', async () => {
    const provider = withAddressFallback(
      createGsearchAddressProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }),
      local,
      log,
      { name: 'gsearch' },
    );
    expect(await provider.autocomplete('ridehusgade')).toEqual([{ id: 'local-1' }]);
  });
});

describe('ADDRESS_PROVIDER=dawa through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves DAWA suggestions, and the local index when DAWA fails', async () => {
    const landlord = await buildLandlord(t.deps);
    // the app reads deps.addresses per request, so the provider can be swapped in place
    t.deps.addresses = createAddressProvider(
      { ADDRESS_PROVIDER: 'dawa', ADDRESS_API_URL: base, ADDRESS_API_TOKEN: undefined },
      t.deps.db,
      pino({ level: 'silent' }),
    );
    handle = (_url, res) => json(res, 200, [{ tekst: dawaUnit.betegnelse, adresse: dawaUnit }]);
    const remote = await t.api.as(landlord).get('/api/addresses?q=ridehusgade%2049');
    expect(remote.json().results).toEqual([expect.objectContaining({ id: dawaUnit.id, source: 'dawa' })]);

    handle = (_url, res) => json(res, 502, {});
    const local = await t.api.as(landlord).get('/api/addresses?q=ridehusgade%2049%20odense');
    expect(local.statusCode).toBe(200);
    expect(local.json().results[0]).toMatchObject({ street: 'Ridehusgade', house: '49', source: 'dar' });
  });
});
