import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { resources } from '@udlejning/shared/i18n/index';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { ActivityDiff } from '@udlejning/shared/activity/entry';
import { changedFieldLabels, formatActivityDiff, type DiffContext, type DiffLine } from './format-diff';

/** A real i18next over the shipped catalogues, synchronous (no backend), in `lang`. */
function context(lang: Language): DiffContext {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: lang, resources, initAsync: false, fallbackLng: false, interpolation: { escapeValue: false } });
  return { t: i18n.getFixedT(lang, ['dwellings', 'activity', 'common']), lang };
}
const da = context('da');
const en = context('en');

/** 'label: before → after' for value lines (what a reader sees), the images line as it is. */
const read = (lines: DiffLine[]) =>
  lines.map((l) => (l.kind === 'value' ? `${l.label}: ${l.before || '–'} → ${l.after || '–'}` : l));

const economy = (over: Record<string, unknown>) => ({
  rent: 1250000,
  prepaid: null,
  deposit: 3750000,
  downpayment: null,
  inclusive: false,
  utilities: [],
  socialHousing: false,
  housingType: null,
  website: null,
  ...over,
});

describe('formatActivityDiff (dwelling, da)', () => {
  it('shows øre as kroner and names only the changed parts of an object field', () => {
    const diff: ActivityDiff = {
      economy: [
        economy({}),
        economy({
          rent: 1300050,
          inclusive: true,
          utilities: [
            { key: 'HEAT', value: 50000 },
            { key: 'WATER', value: null },
          ],
        }),
      ],
    };
    expect(read(formatActivityDiff('dwelling', diff, da))).toEqual([
      'Økonomi › Månedlig husleje: 12.500 kr. → 13.000,50 kr.',
      'Økonomi › Forbrug er inkluderet i huslejen: Nej → Ja',
      'Økonomi › Månedligt forbrug (aconto): – → Varme 500 kr., Vand –',
    ]);
  });

  it('labels states and enums, shows booleans as Ja/Nej and instants in Copenhagen time', () => {
    const diff: ActivityDiff = {
      status: ['PENDING_REVIEW', 'APPROVED'],
      active: [false, true],
      listingType: ['STANDARD', 'PREMIUM'],
      approvedAt: [null, '2026-11-23T10:00:00.000Z'],
      expiresAt: ['2026-06-30T22:30:00.000Z', '2027-02-21T10:00:00.000Z'],
    };
    expect(read(formatActivityDiff('dwelling', diff, da))).toEqual([
      'Status: Afventer godkendelse → Godkendt',
      'Aktiv: Nej → Ja',
      'Annoncetype: Standard → Premium annonce',
      'Godkendt: – → 23.11.2026, 11.00',
      // summer time: 22:30 UTC is 00:30 the next day in Copenhagen
      'Udløber: 01.07.2026, 00.30 → 21.02.2027, 11.00',
    ]);
  });

  it('shows dates as Danish days ("hurtigst muligt" when empty), sizes, address, terms and the rental period', () => {
    const diff: ActivityDiff = {
      available: [null, '2026-12-01T00:00:00.000Z'],
      size: [
        { rooms: 3, area: 82, additional: [] },
        { rooms: 4, area: 82.5, additional: ['Kælder'] },
      ],
      location: [
        { address: 'Vestergade 12, 5000 Odense C', zip: '5000', customAddress: false },
        { address: 'Nørregade 1, 8000 Aarhus C', zip: '8000', customAddress: true },
      ],
      terms: [
        [{ key: 'PETS', value: false }],
        [
          { key: 'PETS', value: 'unknown' },
          { key: 'FURNISHED', value: true, comment: ' Delvist ' },
        ],
      ],
      timeframe: [
        { type: 'UNLIMITED', date: null, min: 0, max: 49 },
        { type: 'RANGE', date: null, min: 6, max: 12 },
      ],
      type: [
        { dwelling: 'APARTMENT', tenant: null },
        { dwelling: 'HOUSE', tenant: null },
      ],
      facilities: [['BALCONY'], ['BALCONY', 'GARDEN', 'SAUNA']],
      anonymous: [[], ['PHONE']],
    };
    expect(read(formatActivityDiff('dwelling', diff, da))).toEqual([
      // the form's order, whatever the order of the stored keys
      'Boligtype: Lejlighed → Hus',
      'Størrelse › Antal værelser: 3 → 4',
      'Størrelse › Boligareal: 82 m² → 82,5 m²',
      'Størrelse › Øvrige arealer: – → Kælder',
      'Adresse: Vestergade 12, 5000 Odense C → Nørregade 1, 8000 Aarhus C',
      'Adresse › Egen adresse: Nej → Ja',
      'Ledig fra: Hurtigst muligt → 1. december 2026',
      'Lejeperiode: Lejeperioden er ubegrænset → Lejeperioden er 6 til 12 måneder',
      'Vilkår › Husdyr: Nej → Spørg udlejer',
      'Vilkår › Møbleret: – → Ja (Delvist)',
      // an unknown facility key keeps its key
      'Faciliteter: Altan → Altan, Have, SAUNA',
      'Skjulte felter: – → Telefonnummer',
    ]);
  });

  it('shows images as thumbnails: added and removed, or the new order', () => {
    const thumb = (name: string) => ({ name, src: `/api/dwellings/images/${name}?size=thumb` });
    expect(
      formatActivityDiff(
        'dwelling',
        {
          images: [
            ['a.webp', 'b.webp'],
            ['b.webp', 'c.webp'],
          ],
        },
        da,
      ),
    ).toEqual([
      { kind: 'images', key: 'images', label: 'Billeder', added: [thumb('c.webp')], removed: [thumb('a.webp')], reordered: [] },
    ]);
    expect(
      formatActivityDiff(
        'dwelling',
        {
          images: [
            ['a.webp', 'b.webp'],
            ['b.webp', 'a.webp'],
          ],
        },
        da,
      ),
    ).toEqual([
      { kind: 'images', key: 'images', label: 'Billeder', added: [], removed: [], reordered: [thumb('b.webp'), thumb('a.webp')] },
    ]);
  });

  it('never hides a change: an unknown field or target keeps its key; equal-looking values fall back to the raw ones', () => {
    expect(read(formatActivityDiff('dwelling', { rating: [null, 4], seenAt: [null, '2026-11-23T10:00:00.000Z'] }, da))).toEqual([
      'rating: – → 4',
      'seenAt: – → 23.11.2026, 11.00',
    ]);
    expect(read(formatActivityDiff('payment', { amount: [37500, 60000], captured: [false, true] }, da))).toEqual([
      'amount: 37.500 → 60.000',
      'captured: Nej → Ja',
    ]);
    // only the coordinates moved: the address is named, with its text
    const loc = (lat: number) => ({ address: 'Vestergade 12, 5000 Odense C', geo: { coordinates: [lat, 10.38] } });
    expect(read(formatActivityDiff('dwelling', { location: [loc(55.39), loc(55.4)] }, da))).toEqual([
      'Adresse: Vestergade 12, 5000 Odense C → Vestergade 12, 5000 Odense C',
    ]);
    expect(formatActivityDiff('dwelling', undefined, da)).toEqual([]);
    expect(
      changedFieldLabels('dwelling', { rating: [1, 2], status: ['DRAFT', 'PENDING_REVIEW'], economy: [{}, {}] }, da.t),
    ).toEqual(['Økonomi', 'Status', 'rating']);
  });
});

describe('formatActivityDiff (dwelling, en)', () => {
  it('uses English labels, Yes/No and English dates; amounts stay in kroner', () => {
    const diff: ActivityDiff = {
      economy: [economy({}), economy({ rent: 1300000 })],
      active: [true, false],
      status: ['APPROVED', 'REJECTED'],
      available: ['2026-12-01T00:00:00.000Z', null],
      deactivatedAt: [null, '2026-11-23T10:00:00.000Z'],
      terms: [[{ key: 'PETS', value: true }], [{ key: 'PETS', value: 'unknown' }]],
    };
    expect(read(formatActivityDiff('dwelling', diff, en))).toEqual([
      'Vacant from: 1 December 2026 → As soon as possible',
      'Economy › Monthly rent: 12.500 kr. → 13.000 kr.',
      'Terms › Pets: Yes → Ask landlord',
      'Status: Approved → Rejected',
      'Active: Yes → No',
      'Deactivated: – → 23/11/2026, 11:00',
    ]);
  });
});
