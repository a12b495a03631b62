/**
 * The page a shared link opens, `/bolig/:uuid`, as the server sends it (docs/architecture.md "Messages and the
 * public listing page"): title, description, Open Graph, canonical URL, JSON-LD, the first photo preloaded, the
 * listing as HTML, the embedded API answer; everything user-typed inert; noindex when there is no such listing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '@udlejning/shared/page-data';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { startTestApp, type TestApp, type TestResponse } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling, completeDwellingForm } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';

const INDEX =
  '<!doctype html><html lang="da"><head><meta charset="UTF-8" /><title>Udlejning</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let landlord: TestUser;
let premium: DwellingRow;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'udlejning-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await startTestApp({}, { webDist });
  landlord = await buildLandlord(t.deps);
  const content = completeDwellingForm(null);
  content.location = { ...content.location, address: 'Skjultvej 1, 8000 Aarhus C', zip: '8000', city: 'Aarhus C' };
  content.anonymous = ['LOCATION'];
  content.headline = 'Lys 3-værelses <med> altan';
  content.images = ['front.webp'];
  content.available = '2027-02-01';
  premium = await buildDwelling(t.deps, { owner: landlord, content, status: 'APPROVED', listingType: 'PREMIUM' });
});
afterAll(async () => {
  await t?.close();
});

const send = async (url: string) => (await t.app.inject({ method: 'GET', url })) as TestResponse;

/** The API answer a served page embeds (`<script type="application/json" id="page-data">`, @udlejning/shared/page-data). */
function pageDataOf(html: string): PageData {
  const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  return JSON.parse(block![1]!) as PageData;
}

/** The page's schema.org JSON-LD (`<script type="application/ld+json">`), parsed. */
function jsonLdOf(html: string): Record<string, unknown> & { mainEntity: Record<string, unknown> } {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  return JSON.parse(block![1]!) as Record<string, unknown> & { mainEntity: Record<string, unknown> };
}

describe('GET /bolig/:uuid (the page a shared link opens)', () => {
  it('carries the headline as title, the description and Open Graph tags, HTML-escaped', async () => {
    const res = await send(`/bolig/${premium.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Lys 3-værelses &#60;med&#62; altan – Udlejning</title>');
    expect(res.body).toMatch(/<meta name="description" content="En lys og rummelig lejlighed[^"]*" \/>/);
    expect(res.body).toContain(`<meta property="og:url" content="${t.deps.publicUrl}/bolig/${premium.uuid}" />`);
    expect(res.body).toContain(`<meta property="og:image" content="${t.deps.publicUrl}/api/dwellings/images/front.webp" />`);
  });

  it('embeds the listing as the API answers it, as JSON no markup in it can end, sent private and no-store', async () => {
    const res = await send(`/bolig/${premium.uuid}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const embedded = pageDataOf(res.body);
    expect(embedded.path).toBe(`/api/public/dwellings/${premium.uuid}`);
    expect(embedded.body).toEqual((await send(embedded.path)).json());
    // the headline's '<med>' travels as \u003c…\u003e: the data block holds no '<' but its closing tag
    const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(block).not.toMatch(/[<>&]/);
    expect((embedded.body as PublicListing).headline).toBe('Lys 3-værelses <med> altan');
  });

  it('has a canonical URL, the first photo preloaded, and JSON-LD with the address, rent in DKK, rooms and size', async () => {
    const res = await send(`/bolig/${premium.uuid}`);
    const url = `${t.deps.publicUrl}/bolig/${premium.uuid}`;
    expect(url).toMatch(/^https?:\/\//);
    expect(res.body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(res.body).toContain('<link rel="preload" as="image" href="/api/dwellings/images/front.webp" fetchpriority="high" />');
    expect(res.body).not.toContain('name="robots"');
    const ld = jsonLdOf(res.body);
    const listing = (await send(`/api/public/dwellings/${premium.uuid}`)).json<PublicListing>();
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url,
      name: 'Lys 3-værelses <med> altan',
      image: `${t.deps.publicUrl}/api/dwellings/images/front.webp`,
      mainEntity: {
        '@type': 'Apartment',
        // the landlord hides the street (anonymous LOCATION): zip and city only
        address: { '@type': 'PostalAddress', postalCode: '8000', addressLocality: 'Aarhus C', addressCountry: 'DK' },
        numberOfRooms: listing.rooms,
        floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' },
      },
      offers: { '@type': 'Offer', price: listing.rent! / 100, priceCurrency: 'DKK', availabilityStarts: listing.available },
    });
    expect(ld.mainEntity).not.toHaveProperty('address.streetAddress');
    expect(listing.rent).toBeGreaterThan(0);
    expect(listing.available).toMatch(/^2027-02-01/);
  });

  it('writes the listing as readable HTML in #root: h1, facts, description', async () => {
    const res = await send(`/bolig/${premium.uuid}`);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(res.body)![1]!;
    expect(root).toMatch(/^<article class="prerendered"><h1>Lys 3-værelses &#60;med&#62; altan<\/h1>/);
    expect(root).toContain('<dt>Værelser</dt><dd>3</dd>');
    expect(root).toContain('<dt>Ledig fra</dt><dd>1. februar 2027</dd>');
    expect(root).toMatch(/<p>En lys og rummelig lejlighed/);
    // kept out of sight while the app starts, shown without JavaScript
    expect(res.body).toContain('<noscript><style>#root>.prerendered{position:static');
  });

  it('says the costs, lease terms, facilities and location in the HTML and the JSON-LD', async () => {
    const content = completeDwellingForm(null);
    content.location = {
      ...content.location,
      address: 'Havnegade 3, 2. th, 8000 Aarhus C',
      zip: '8000',
      city: 'Aarhus C',
      geo: { coordinates: [56.1572, 10.2107] },
    };
    content.economy = {
      ...content.economy,
      rent: 850_000,
      deposit: 2_550_000,
      prepaid: 850_000,
      utilities: [
        { key: 'WATER', value: 20_000 },
        { key: 'HEAT', value: 60_000 },
      ],
    };
    content.available = '2027-03-01';
    content.timeframe = { type: 'RANGE', date: null, min: 12, max: 24 };
    content.terms = [
      { key: 'PETS', value: false, comment: null },
      { key: 'FURNISHED', value: true, comment: 'Sofa og seng' },
    ];
    content.facilities = ['BALCONY', 'ELEVATOR', 'Fælles tagterrasse'];
    const full = await buildDwelling(t.deps, { owner: landlord, content, status: 'APPROVED', listingType: 'STANDARD' });
    const res = await send(`/bolig/${full.uuid}`);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(res.body)![1]!;
    // rent 8.500 + water 200 + heat 600 = 9.300 a month; move-in 25.500 + 8.500 + 9.300 = 43.300
    expect(root).toContain('<dt>Husleje pr. md.</dt><dd>8.500 kr.</dd>');
    expect(root).toContain('<dt>Vand (aconto pr. md.)</dt><dd>200 kr.</dd>');
    expect(root).toContain('<dt>Samlet pr. md.</dt><dd>9.300 kr.</dd>');
    expect(root).toContain('<dt>Indflytningspris</dt><dd>43.300 kr.</dd>');
    expect(root).toContain('<dt>Lejeperiode</dt><dd>Tidsbegrænset, 12–24 måneder</dd>');
    expect(root).toContain('<dt>Husdyr</dt><dd>Ikke tilladt</dd>');
    expect(root).toContain('<dt>Andre vilkår</dt><dd>Møbleret (Sofa og seng)</dd>');
    expect(root).toContain('<ul><li>Altan</li><li>Elevator</li><li>Fælles tagterrasse</li></ul>');
    expect(root).not.toMatch(/undefined|null|Standard|Plus|Premium/);
    const ld = jsonLdOf(res.body);
    expect(ld.mainEntity).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 56.1572, longitude: 10.2107 },
      petsAllowed: false,
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Altan', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Elevator', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Fælles tagterrasse', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Møbleret', value: true },
      ],
    });
    expect(ld.offers).toMatchObject({
      price: 8500,
      priceCurrency: 'DKK',
      availabilityStarts: expect.stringMatching(/^2027-03-01/),
      priceSpecification: [
        { '@type': 'UnitPriceSpecification', price: 8500, priceCurrency: 'DKK', unitCode: 'MON' },
        { '@type': 'UnitPriceSpecification', price: 9300, priceCurrency: 'DKK', unitCode: 'MON' },
      ],
    });
    // the API answers the same facts to the page
    const listing = (await send(`/api/public/dwellings/${full.uuid}`)).json<PublicListing>();
    expect(listing.coordinates).toEqual([56.1572, 10.2107]);
    expect(listing.terms).toEqual(content.terms);
  });

  it('leaves out what a minimal listing lacks: no map point for a hidden address, no pets claim, no 0 kr.', async () => {
    const content = completeDwellingForm(null);
    content.location = { ...content.location, zip: '8000', city: 'Aarhus C', geo: { coordinates: [56.15, 10.2] } };
    content.anonymous = ['LOCATION'];
    content.economy = { ...content.economy, rent: 500_000, deposit: null, prepaid: null, inclusive: true, utilities: [] };
    const minimal = await buildDwelling(t.deps, { owner: landlord, content, status: 'APPROVED', listingType: 'PLUS' });
    const res = await send(`/bolig/${minimal.uuid}`);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(res.body)![1]!;
    expect(root).toContain('<dt>Forbrug</dt><dd>Inkluderet i huslejen</dd>');
    expect(root).toContain('<dt>Samlet pr. md.</dt><dd>5.000 kr.</dd>');
    expect(root).toContain('<dt>Husdyr</dt><dd>Spørg udlejeren</dd>');
    expect(root).toContain('<dt>Lejeperiode</dt><dd>Ubegrænset</dd>');
    expect(root).not.toContain('Indflytningspris');
    expect(root).not.toContain('Depositum');
    expect(root).not.toMatch(/>0 kr\.|undefined|null/);
    const ld = jsonLdOf(res.body);
    expect(ld.mainEntity).not.toHaveProperty('geo');
    expect(ld.mainEntity).not.toHaveProperty('petsAllowed');
    expect(ld.mainEntity).not.toHaveProperty('amenityFeature');
    expect(ld.offers).toMatchObject({ priceSpecification: { price: 5000, unitCode: 'MON' } });
    expect((await send(`/api/public/dwellings/${minimal.uuid}`)).json<PublicListing>().coordinates).toBeNull();
  });

  it('keeps a hostile headline and description inert in every place it is written', async () => {
    const content = completeDwellingForm(null);
    content.headline = '<script>alert(1)</script> "Lys" & \'stor\'';
    content.description = `${'Fin bolig. '.repeat(10)}</script><script>alert(2)</script><!-- "x" ${'slut '.repeat(20)}`;
    content.location = { ...content.location, address: 'Vej 1, 2. th, 5000 Odense C', zip: '5000', city: 'Odense C' };
    const hostile = await buildDwelling(t.deps, { owner: landlord, content, status: 'APPROVED', listingType: 'STANDARD' });
    const res = await send(`/bolig/${hostile.uuid}`);
    expect(res.statusCode).toBe(200);
    // the only scripts are the page's own two data blocks
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body).not.toContain('alert(1)</script>');
    expect(res.body).toContain(
      '<title>&#60;script&#62;alert(1)&#60;/script&#62; &#34;Lys&#34; &#38; &#39;stor&#39; – Udlejning</title>',
    );
    expect(res.body).toContain('<h1>&#60;script&#62;alert(1)&#60;/script&#62; &#34;Lys&#34; &#38; &#39;stor&#39;</h1>');
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(res.body)![1]!;
    expect(description.length).toBeLessThan(200);
    expect(description).toMatch(/…$/);
    const ld = jsonLdOf(res.body);
    expect(ld.name).toBe(content.headline);
    expect(ld.description).toBe(content.description);
    expect(ld.mainEntity).toMatchObject({ address: { streetAddress: 'Vej 1, 2. th', postalCode: '5000' } });
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(block).not.toMatch(/[<>&]/);
  });

  it('is 404 (the app, which shows not found) for an unknown or non-public listing', async () => {
    const draft = await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT' });
    for (const uuid of [draft.uuid, 'nope']) {
      const res = await send(`/bolig/${uuid}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<title>Udlejning</title>');
      expect(res.body).not.toContain('id="page-data"');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
