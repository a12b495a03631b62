// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_DATA_ELEMENT_ID } from '@udlejning/shared/page-data';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { PublicListingPage } from './PublicListingPage';

const UUID = '0b7e3a52-61d4-4d8c-9a57-0f1e2d3c4b5a';
const PATH = `/api/public/dwellings/${UUID}`;

const listing: PublicListing = {
  uuid: UUID,
  headline: 'Lys toværelses ved havnen',
  description: 'Nyt køkken og altan mod syd.',
  listingType: 'PREMIUM',
  contactAccess: 'VISITOR',
  images: [],
  dwellingType: 'APARTMENT',
  rooms: 2,
  area: 64,
  address: 'Havnegade 3, 8000 Aarhus C',
  zip: '8000',
  city: 'Aarhus C',
  rent: 850000,
  prepaid: 850000,
  deposit: 2550000,
  downpayment: null,
  inclusive: false,
  utilities: [],
  available: null,
  timeframe: { type: 'UNLIMITED', date: null, min: null, max: null },
  facilities: [],
  terms: [],
  coordinates: null,
  contact: { name: 'Lis Udlejer', phone: '+4512345678', email: null, link: null },
  chatable: true,
  viewer: { level: 'VISITOR', allowed: true, seeker: null },
};

/** The data block the server writes into the page it serves for /bolig/{uuid} (web-app.ts describePage). */
function embed(body: PublicListing) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify({ path: PATH, body });
  document.head.append(script);
}

/** fetch that answers the listing GET with `body` and every beacon (POST …/clicks) with 204; records the calls. */
function stubApi(body: PublicListing) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    (init?.method ?? 'GET') === 'GET' && url === PATH ? Response.json(body) : new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const gets = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([url]) => url);

const renderPage = () => renderRoutes([{ path: '/bolig/:uuid', element: <PublicListingPage /> }], `/bolig/${UUID}`);

// the forms' lazy chunk: transformed once before the tests (seconds on a loaded machine), so waiting for it stays short
beforeAll(async () => {
  await import('../components/ContactForms');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('PublicListingPage (/bolig/:uuid)', () => {
  it('renders the listing the page embeds at once, without asking the API; its forms once the visitor uses the page', async () => {
    await i18n.changeLanguage('da');
    const fetch = stubApi({ ...listing, headline: 'from the API' });
    embed(listing);
    renderPage();
    // the first render: the listing and the landlord's contact, no progress bar in its place and no form yet
    expect(screen.getByRole('heading', { level: 1, name: 'Lys toværelses ved havnen' })).toBeTruthy();
    expect(screen.getByText('8.500 kr. pr. md.')).toBeTruthy();
    expect(screen.getByText('Lis Udlejer')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    // a key (a keyboard user tabbing towards the panel) loads the forms' chunk; happy-dom's IntersectionObserver never reports
    await userEvent.keyboard('{Tab}');
    expect(await screen.findByRole('textbox', { name: /Din besked/ })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Log ind som boligsøger' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // the listing is not asked for again (the viewing times' own GET may follow the key)
    expect(gets(fetch)).not.toContain(PATH);
    // the view is counted
    expect(fetch).toHaveBeenCalledWith(`${PATH}/clicks`, expect.objectContaining({ method: 'POST' }));
  });

  it('loads the forms when the contact panel comes into view', async () => {
    await i18n.changeLanguage('en');
    stubApi(listing);
    embed(listing);
    // an observer that finds its element in view at once
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    renderPage();
    expect(await screen.findByRole('textbox', { name: /Your message/ })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign in as a home seeker' })).toBeTruthy();
  });

  it('asks the API when the page embeds nothing', async () => {
    await i18n.changeLanguage('en');
    const fetch = stubApi(listing);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lys toværelses ved havnen' })).toBeTruthy();
    expect(gets(fetch).filter((url) => url === PATH)).toEqual([PATH]);
  });
});
