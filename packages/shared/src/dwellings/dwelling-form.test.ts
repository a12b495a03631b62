import { describe, expect, it } from 'vitest';
import {
  DWELLING_MESSAGES as M,
  checkDwelling,
  checkDwellingStep,
  depositSuggestions,
  depositWarning,
  dwellingFormSchema,
  dwellingStepSchema,
  dwellingSubmitSchema,
  emptyDwellingForm,
  hasManyImages,
  normalizeConsents,
  normalizeLink,
  stepOfPath,
  type DwellingContent,
  type DwellingForm,
  type DwellingRuleContext,
} from './dwelling-form';

const NOW = new Date('2026-11-23T10:00:00Z');
const ctx = (over: Partial<DwellingRuleContext> = {}): DwellingRuleContext => ({
  fromFacebook: false,
  userType: 'PERSONAL',
  listingType: 'STANDARD',
  isAdmin: false,
  now: NOW,
  ...over,
});

/** A listing that passes every step. */
function completeForm(): DwellingContent {
  const f = emptyDwellingForm();
  f.type.dwelling = 'APARTMENT';
  f.size = { rooms: 3, area: 85, additional: [] };
  f.location = { ...f.location, id: 'addr-1', address: 'Testvej 1, 8000 Aarhus C', zip: '8000', city: 'Aarhus C' };
  f.available = '2026-12-01T00:00:00.000Z';
  f.economy = { ...f.economy, rent: 1_250_000, prepaid: 1_250_000, deposit: 3_750_000 };
  f.headline = 'Lys lejlighed tæt på centrum';
  f.description = 'x'.repeat(120);
  f.contact = { name: 'Lis Udlejer', email: 'lis@example.dk', phone: '+4512345678', link: null };
  f.consents = f.consents.map((c) => ({ ...c, value: true }));
  return f;
}

const with_ = (patch: (f: DwellingContent) => void): DwellingContent => {
  const f = completeForm();
  patch(f);
  return f;
};
const messagesAt = (issues: { path: (string | number)[]; message: string }[], path: string) =>
  issues.filter((i) => i.path.join('.') === path).map((i) => i.message);

describe('a complete listing', () => {
  it('passes every step and the submit schema', () => {
    expect(checkDwelling(completeForm(), ctx())).toEqual([]);
    expect(dwellingSubmitSchema(ctx()).safeParse(completeForm()).success).toBe(true);
  });
});

describe('step 1: lease', () => {
  it.each<[string, (f: DwellingContent) => void, string, string]>([
    ['no dwelling type', (f) => (f.type.dwelling = null), 'type.dwelling', M.missing],
    ['no rooms', (f) => (f.size.rooms = null), 'size.rooms', M.missing],
    ['no area', (f) => (f.size.area = null), 'size.area', M.missing],
    ['0 rooms', (f) => (f.size.rooms = 0), 'size.rooms', 'Antal værelser er ikke udfyldt korrekt'],
    ['11 rooms', (f) => (f.size.rooms = 11), 'size.rooms', 'Antal værelser er ikke udfyldt korrekt'],
    ['2.5 rooms', (f) => (f.size.rooms = 2.5), 'size.rooms', 'Angiv kun antallet af hele værelser'],
    ['area 0', (f) => (f.size.area = 0), 'size.area', 'Boligareal er ikke udfyldt korrekt'],
    ['area 4', (f) => (f.size.area = 4), 'size.area', 'Boligareal er ikke udfyldt korrekt'],
    ['area 1001', (f) => (f.size.area = 1001), 'size.area', 'Boligareal er ikke udfyldt korrekt'],
    [
      'no address id',
      (f) => (f.location.id = null),
      'location.id',
      'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.',
    ],
    ['available more than a year ahead', (f) => (f.available = '2027-11-24T00:00:00.000Z'), 'available', M.availableTooLate],
    ['DATE without end date', (f) => (f.timeframe = { type: 'DATE', date: null, min: 0, max: 49 }), 'timeframe.date', M.missing],
    [
      'end date on the available date',
      (f) => (f.timeframe = { type: 'DATE', date: '2026-12-01T00:00:00.000Z', min: 0, max: 49 }),
      'timeframe.date',
      'Slutdato for lejeperioden skal være efter overtagelsesdato.',
    ],
    ['range min above max', (f) => (f.timeframe = { type: 'RANGE', date: null, min: 12, max: 6 }), 'timeframe.min', M.rangeOrder],
  ])('%s', (_name, patch, path, message) => {
    const issues = checkDwellingStep('lease', with_(patch), ctx());
    expect(messagesAt(issues, path)).toEqual([message]);
  });

  it('accepts the edges: 1 and 10 rooms, 5 and 1000 m², exactly 365 days ahead, end date after', () => {
    for (const rooms of [1, 10])
      expect(
        checkDwellingStep(
          'lease',
          with_((f) => (f.size.rooms = rooms)),
          ctx(),
        ),
      ).toEqual([]);
    for (const area of [5, 1000])
      expect(
        checkDwellingStep(
          'lease',
          with_((f) => (f.size.area = area)),
          ctx(),
        ),
      ).toEqual([]);
    expect(
      checkDwellingStep(
        'lease',
        with_((f) => (f.available = '2027-11-23T00:00:00.000Z')),
        ctx(),
      ),
    ).toEqual([]);
    const later = with_((f) => (f.timeframe = { type: 'DATE', date: '2026-12-02T00:00:00.000Z', min: 0, max: 49 }));
    expect(checkDwellingStep('lease', later, ctx())).toEqual([]);
  });

  it('compares the end date with today when available is empty (as soon as possible)', () => {
    const f = with_((x) => {
      x.available = null;
      x.timeframe = { type: 'DATE', date: '2026-11-23T00:00:00.000Z', min: 0, max: 49 };
    });
    expect(messagesAt(checkDwellingStep('lease', f, ctx()), 'timeframe.date')).toEqual([M.endBeforeAvailable]);
  });

  it('Facebook-sourced: either rooms or area, and zip/city instead of an address id', () => {
    const fb = ctx({ fromFacebook: true });
    const f = with_((x) => {
      x.size.rooms = null;
      x.location = { ...x.location, id: null, zip: '800', city: null };
    });
    const issues = checkDwellingStep('lease', f, fb);
    expect(messagesAt(issues, 'size.rooms')).toEqual([]);
    expect(messagesAt(issues, 'location.id')).toEqual([]);
    expect(messagesAt(issues, 'location.zip')).toEqual(['Zip skal være tal på 4 cifre']);
    expect(messagesAt(issues, 'location.city')).toEqual([M.missing]);
    const both = with_((x) => {
      x.size = { rooms: null, area: null, additional: [] };
    });
    expect(messagesAt(checkDwellingStep('lease', both, fb), 'size.rooms')).toEqual([M.missing]);
  });

  it('custom address: address, zip and city are required', () => {
    const f = with_((x) => (x.location = { ...emptyDwellingForm().location, customAddress: true }));
    const issues = checkDwellingStep('lease', f, ctx({ isAdmin: true }));
    expect(issues.map((i) => i.path.join('.')).sort()).toEqual(['location.address', 'location.city', 'location.zip']);
  });

  // docs/architecture.md "Dwellings and moderation": the address typed by hand needs no id from the list
  it('an address typed by hand needs street, number and a known postal code, not an id', () => {
    const byHand = (over: Partial<DwellingContent['location']>) =>
      with_((x) => {
        x.location = {
          ...emptyDwellingForm().location,
          manualAddress: true,
          street: 'Storgade',
          house: '12',
          zip: '7100',
          city: 'Vejle',
          ...over,
        };
      });
    expect(checkDwellingStep('lease', byHand({}), ctx())).toEqual([]);
    expect(checkDwellingStep('lease', byHand({ floor: '2', door: 'th' }), ctx())).toEqual([]);
    const empty = checkDwellingStep('lease', byHand({ street: ' ', house: null, zip: null, city: null }), ctx());
    expect(empty.map((i) => `${i.path.join('.')}: ${i.message}`).sort()).toEqual([
      `location.house: ${M.missing}`,
      `location.street: ${M.missing}`,
      `location.zip: ${M.missing}`,
    ]);
    expect(messagesAt(checkDwellingStep('lease', byHand({ zip: '71' }), ctx()), 'location.zip')).toEqual([M.zipFormat]);
    // a postal code whose town the lookup did not find
    expect(messagesAt(checkDwellingStep('lease', byHand({ zip: '9999', city: null }), ctx()), 'location.zip')).toEqual([
      'Postnummeret findes ikke',
    ]);
    // without the mark, no id is still the spec's message
    expect(messagesAt(checkDwellingStep('lease', byHand({ manualAddress: false }), ctx()), 'location.id')).toEqual([
      M.addressFromList,
    ]);
  });
});

describe('step 2: economy', () => {
  it.each<[string, (f: DwellingContent) => void, string, string]>([
    ['no rent', (f) => (f.economy.rent = null), 'economy.rent', M.missing],
    ['rent under 1 kr.', (f) => (f.economy.rent = 50), 'economy.rent', M.rentTooLow],
    ['no prepaid', (f) => (f.economy.prepaid = null), 'economy.prepaid', M.missing],
    ['no deposit', (f) => (f.economy.deposit = null), 'economy.deposit', M.missing],
  ])('%s', (_name, patch, path, message) => {
    expect(messagesAt(checkDwellingStep('economy', with_(patch), ctx()), path)).toEqual([message]);
  });

  it('social housing needs a downpayment and housing type instead of prepaid/deposit, BUSINESS only', () => {
    const f = with_((x) => (x.economy = { ...x.economy, socialHousing: true, prepaid: null, deposit: null }));
    const business = checkDwellingStep('economy', f, ctx({ userType: 'BUSINESS' }));
    expect(business.map((i) => i.path.join('.')).sort()).toEqual(['economy.downpayment', 'economy.housingType']);
    const personal = checkDwellingStep('economy', f, ctx());
    expect(messagesAt(personal, 'economy.socialHousing')).toEqual([M.socialHousingBusinessOnly]);
  });

  it('Facebook-sourced listings need only the rent', () => {
    const f = with_((x) => (x.economy = { ...x.economy, prepaid: null, deposit: null }));
    expect(checkDwellingStep('economy', f, ctx({ fromFacebook: true }))).toEqual([]);
  });

  it('the deposit rule is a warning, not an error', () => {
    const f = with_((x) => (x.economy.deposit = 4 * 1_250_000));
    expect(checkDwellingStep('economy', f, ctx())).toEqual([]);
    expect(depositWarning(f.economy)).toBe('Maksimalt 3 x huslejen eksklusiv forbrug');
    expect(depositWarning({ rent: 1000, deposit: 3000 })).toBeNull();
    expect(depositWarning({ rent: null, deposit: 3000 })).toBeNull();
    expect(depositSuggestions(1000)).toEqual([1000, 2000, 3000]);
  });
});

describe('step 3: images', () => {
  it('allows up to 14 and warns from 5', () => {
    expect(
      checkDwellingStep(
        'images',
        with_((f) => (f.images = Array(14).fill('a.webp'))),
        ctx(),
      ),
    ).toEqual([]);
    expect(
      checkDwellingStep(
        'images',
        with_((f) => (f.images = Array(15).fill('a.webp'))),
        ctx(),
      )[0].message,
    ).toBe(M.tooManyImages);
    expect(hasManyImages(4)).toBe(false);
    expect(hasManyImages(5)).toBe(true);
  });
});

describe('step 4: description', () => {
  it.each<[string, (f: DwellingContent) => void, string, string]>([
    ['no headline', (f) => (f.headline = '  '), 'headline', M.missing],
    ['headline over 50', (f) => (f.headline = 'x'.repeat(51)), 'headline', M.headlineTooLong],
    ['no description', (f) => (f.description = null), 'description', M.missing],
    ['short description', (f) => (f.description = 'x'.repeat(99)), 'description', 'Beskrivelsen skal være mindst 100 tegn'],
    ['no contact name', (f) => (f.contact.name = null), 'contact.name', M.missing],
    ['no contact e-mail', (f) => (f.contact.email = ''), 'contact.email', M.missing],
    ['no contact phone', (f) => (f.contact.phone = null), 'contact.phone', M.missing],
    ['phone with letters', (f) => (f.contact.phone = '12ab34'), 'contact.phone', 'Ugyldig telefon nummer'],
    ['phone with a slash', (f) => (f.contact.phone = '22334455 / 33445566'), 'contact.phone', 'Ugyldig telefon nummer'],
    ['phone too short with spaces', (f) => (f.contact.phone = '+45 2233 445'), 'contact.phone', 'Ugyldig telefon nummer'],
    ['bad e-mail', (f) => (f.contact.email = 'lis@'), 'contact.email', M.emailInvalid],
  ])('%s', (_name, patch, path, message) => {
    expect(messagesAt(checkDwellingStep('description', with_(patch), ctx()), path)).toEqual([message]);
  });

  // docs/architecture.md "Phone numbers": the ways people type a number pass, and the schemas store E.164
  it.each(['+45 22 33 44 55', '22 33 44 55', '0045 22334455', '22-33-44-55', '12 34 56 78', '+46 70 123 45 67', '112'])(
    'phone "%s" passes and is normalised by the step and submit schemas',
    (phone) => {
      const f = with_((x) => (x.contact.phone = phone));
      expect(checkDwellingStep('description', f, ctx())).toEqual([]);
      const expected = { '12 34 56 78': '+4512345678', '+46 70 123 45 67': '+46701234567', '112': '112' }[phone] ?? '+4522334455';
      expect(dwellingStepSchema('description', ctx()).parse(f).contact?.phone).toBe(expected);
      expect(dwellingSubmitSchema(ctx()).parse(f).contact?.phone).toBe(expected);
    },
  );

  it('keeps the phone message when a phone with letters is saved through the schema', () => {
    const r = dwellingStepSchema('description', ctx()).safeParse(with_((x) => (x.contact.phone = 'ring 22334455')));
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contact.phone', 'Ugyldig telefon nummer'],
    ]);
  });

  it('PLUS/PREMIUM need at least one contact option', () => {
    const f = with_((x) => {
      x.chatable = false;
      x.emailable = false;
      x.phoneable = false;
    });
    expect(checkDwellingStep('description', f, ctx())).toEqual([]);
    for (const listingType of ['PLUS', 'PREMIUM'] as const) {
      expect(messagesAt(checkDwellingStep('description', f, ctx({ listingType })), 'chatable')).toEqual([
        'Mindst én af kontakt mulighederne skal være tjekket',
      ]);
    }
  });

  it('Facebook-sourced: a link, or a name with e-mail or phone, suffices', () => {
    const fb = ctx({ fromFacebook: true });
    const none = { name: null, email: null, phone: null, link: null };
    expect(
      messagesAt(
        checkDwellingStep(
          'description',
          with_((f) => (f.contact = none)),
          fb,
        ),
        'contact.link',
      ),
    ).toEqual([M.facebookContact]);
    expect(
      checkDwellingStep(
        'description',
        with_((f) => (f.contact = { ...none, link: 'fb.com/x' })),
        fb,
      ),
    ).toEqual([]);
    expect(
      checkDwellingStep(
        'description',
        with_((f) => (f.contact = { ...none, name: 'A', phone: '+45' })),
        fb,
      ),
    ).toEqual([]);
  });
});

describe('step 5: consents', () => {
  const missingOne = () => with_((f) => (f.consents[1].value = false));
  it('needs all three, with the consent index in the path', () => {
    expect(checkDwellingStep('consents', missingOne(), ctx())).toEqual([
      { path: ['consents', 1, 'value'], message: M.consentRequired },
    ]);
  });
  it('tolerates one missing consent for VA users, not two', () => {
    expect(checkDwellingStep('consents', missingOne(), ctx({ userType: 'VA' }))).toEqual([]);
    const two = with_((f) => (f.consents = normalizeConsents([{ key: 'COPYRIGHT', value: true }])));
    expect(checkDwellingStep('consents', two, ctx({ userType: 'VA' }))).toHaveLength(2);
  });
  it('skips consents for Facebook-sourced listings', () => {
    expect(checkDwellingStep('consents', emptyDwellingForm(), ctx({ fromFacebook: true }))).toEqual([]);
  });
});

describe('schemas', () => {
  it('the draft schema accepts an empty object and an empty form', () => {
    expect(dwellingFormSchema.safeParse({}).success).toBe(true);
    expect(dwellingFormSchema.safeParse(emptyDwellingForm()).success).toBe(true);
  });

  it('the draft schema rejects wrong types with the field path', () => {
    const r = dwellingFormSchema.safeParse({ economy: { rent: 12.5 }, size: { rooms: 'three' }, available: 'soon' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['economy.rent', 'Beløbet er ikke udfyldt korrekt'],
        ['size.rooms', 'Ugyldig værdi'],
        ['available', 'Ugyldig dato'],
      ]),
    );
  });

  it('a step schema reports only that step', () => {
    const r = dwellingStepSchema('economy', ctx()).safeParse({} satisfies DwellingForm);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['economy.rent', 'economy.prepaid', 'economy.deposit']);
  });

  it('stepOfPath maps fields to steps', () => {
    expect(stepOfPath(['economy', 'rent'])).toBe('economy');
    expect(stepOfPath(['location', 'id'])).toBe('lease');
    expect(stepOfPath(['consents', 0, 'value'])).toBe('consents');
    expect(stepOfPath(['nope'])).toBeNull();
  });

  it('normalizeLink prefixes http:// when there is no scheme', () => {
    expect(normalizeLink('example.dk')).toBe('http://example.dk');
    expect(normalizeLink('https://example.dk')).toBe('https://example.dk');
    expect(normalizeLink('  ')).toBeNull();
  });
});
