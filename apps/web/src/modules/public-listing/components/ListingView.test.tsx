// @vitest-environment happy-dom
/**
 * The sections of a listing's public page (doc 2 §3): a full listing shows every cost, the total per month, the
 * move-in cost, the lease terms, facilities and the location with its map; a minimal one leaves out what it lacks
 * (no "undefined", no made-up 0 kr.). No tier is named to seekers.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { i18n } from '../../../lib/i18n';
import { ListingView } from './ListingView';

const full: PublicListing = {
  uuid: '5d0f3c1e-8a2b-4c6d-9e7f-1a2b3c4d5e6f',
  headline: 'Toværelses med altan',
  description: 'Lys lejlighed.',
  listingType: 'PREMIUM',
  contactAccess: 'VISITOR',
  images: [],
  dwellingType: 'APARTMENT',
  rooms: 2,
  area: 64,
  address: 'Havnegade 3, 2. th, 8000 Aarhus C',
  zip: '8000',
  city: 'Aarhus C',
  rent: 850_000,
  prepaid: 850_000,
  deposit: 2_550_000,
  downpayment: null,
  inclusive: false,
  utilities: [
    { key: 'WATER', value: 20_000 },
    { key: 'HEAT', value: 60_000 },
  ],
  available: '2027-03-01T00:00:00.000Z',
  timeframe: { type: 'DATE', date: '2028-06-30T00:00:00.000Z', min: null, max: null },
  facilities: ['BALCONY', 'ELEVATOR', 'Fælles tagterrasse'],
  terms: [
    { key: 'PETS', value: true, comment: 'Kun kat' },
    { key: 'FURNISHED', value: true, comment: null },
  ],
  coordinates: [56.1572, 10.2107],
  contact: { name: 'Lis Udlejer', phone: null, email: null, link: null },
  chatable: true,
  viewer: { level: 'VISITOR', allowed: true, seeker: null },
};

const minimal: PublicListing = {
  ...full,
  headline: null,
  description: null,
  listingType: 'PLUS',
  dwellingType: null,
  rooms: null,
  area: null,
  address: null,
  prepaid: null,
  deposit: null,
  utilities: [],
  available: null,
  timeframe: { type: 'UNLIMITED', date: null, min: null, max: null },
  facilities: [],
  terms: [],
  coordinates: null,
};

const renderView = (listing: PublicListing) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ListingView listing={listing} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );

/** The value of the fact labelled `label` inside `section` (a `<dt>`/`<dd>` pair). */
const factIn = (section: HTMLElement, label: string) => {
  const dt = within(section).getByText(label, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

// the map's lazy chunk, transformed once before the tests, so waiting for it stays short
beforeAll(async () => {
  await import('../../dwellings/map/PreviewMap');
});

// the viewing times a key or tap asks for (ListingViewings): none, answered here instead of over the network
const realFetch = globalThis.fetch;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/viewings') ? Response.json({ results: [], mayBook: false }) : realFetch(input, init),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ListingView sections', () => {
  it('shows every cost with the total per month and the move-in cost (da)', async () => {
    await i18n.changeLanguage('da');
    renderView(full);
    const costs = screen.getByRole('region', { name: 'Økonomi' });
    expect(factIn(costs, 'Husleje pr. md.')).toBe('8.500 kr.');
    expect(factIn(costs, 'Vand (aconto pr. md.)')).toBe('200 kr.');
    expect(factIn(costs, 'Varme (aconto pr. md.)')).toBe('600 kr.');
    expect(factIn(costs, 'Samlet pr. md.')).toBe('9.300 kr.');
    expect(factIn(costs, 'Depositum')).toBe('25.500 kr.');
    expect(factIn(costs, 'Forudbetalt leje')).toBe('8.500 kr.');
    // 25.500 + 8.500 + the first month 9.300
    expect(factIn(costs, 'Indflytningspris')).toBe('43.300 kr.');
    expect(within(costs).queryByText('Indskud', { selector: 'dt' })).toBeNull();
    // beside the rent under the headline
    expect(screen.getByText('Samlet pr. md.: 9.300 kr.')).toBeTruthy();
  });

  it('shows the lease terms, facilities and location (da), and no tier', async () => {
    await i18n.changeLanguage('da');
    renderView(full);
    const lease = screen.getByRole('region', { name: 'Lejevilkår' });
    expect(factIn(lease, 'Ledig fra')).toBe('1. marts 2027');
    expect(factIn(lease, 'Lejeperiode')).toBe('Tidsbegrænset til og med 30. juni 2028');
    expect(factIn(lease, 'Husdyr')).toBe('Tilladt (Kun kat)');
    expect(within(lease).getByRole('listitem').textContent).toBe('Møbleret');
    const facilities = screen.getByRole('region', { name: 'Faciliteter' });
    expect(
      within(facilities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Altan', 'Elevator', 'Fælles tagterrasse']);
    const location = screen.getByRole('region', { name: 'Beliggenhed' });
    expect(within(location).getByText('Havnegade 3, 2. th, 8000 Aarhus C')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Premium|Plus annonce|\bPlus\b|Standard/);
  });

  it('loads the map once the visitor uses the page', async () => {
    await i18n.changeLanguage('en');
    renderView(full);
    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).queryByRole('link', { name: 'Open in OpenStreetMap' })).toBeNull();
    await userEvent.keyboard('{Tab}');
    expect(await within(location).findByRole('link', { name: 'Open in OpenStreetMap' }, { timeout: 5000 })).toBeTruthy();
  });

  it('leaves out what a minimal listing lacks: no undefined, no 0 kr., no map (en)', async () => {
    await i18n.changeLanguage('en');
    renderView(minimal);
    const costs = screen.getByRole('region', { name: 'Costs' });
    expect(factIn(costs, 'Rent per month')).toBe('8.500 kr.');
    expect(factIn(costs, 'Total per month')).toBe('8.500 kr.');
    for (const absent of ['Deposit', 'Prepaid rent', 'Down payment', 'Move-in cost']) {
      expect(within(costs).queryByText(absent, { selector: 'dt' })).toBeNull();
    }
    const lease = screen.getByRole('region', { name: 'Lease terms' });
    expect(factIn(lease, 'Available from')).toBe('As soon as possible');
    expect(factIn(lease, 'Rental period')).toBe('Unlimited');
    expect(factIn(lease, 'Pets')).toBe('Ask the landlord');
    expect(within(lease).queryByText('Other terms')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Facilities' })).toBeNull();
    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).getByText('The landlord shows only the postal code and town.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '8000 Aarhus C' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/undefined|null|NaN/);
    expect(text).not.toMatch(/(^|[^\d.])0 kr\./);
  });

  it('says utilities included in the rent instead of amounts', async () => {
    await i18n.changeLanguage('en');
    renderView({ ...minimal, inclusive: true, utilities: [{ key: 'HEAT', value: 50_000 }] });
    const costs = screen.getByRole('region', { name: 'Costs' });
    expect(factIn(costs, 'Utilities')).toBe('Included in the rent');
    expect(within(costs).queryByText('Heat (on account, per month)')).toBeNull();
    expect(factIn(costs, 'Total per month')).toBe('8.500 kr.');
  });
});
