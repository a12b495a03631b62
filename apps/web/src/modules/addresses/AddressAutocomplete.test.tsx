// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AddressSuggestion } from '@udlejning/shared/addresses/suggestion';
import '../../lib/i18n';
import { setLanguage } from '../../lib/i18n';
import '../../shell/test-utils';
import { ADDRESS_DEBOUNCE_MS, AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const suggestion = (n: number, overrides: Partial<AddressSuggestion> = {}): AddressSuggestion => ({
  id: `id-${n}`,
  href: `/api/addresses/id-${n}`,
  address: `Ridehusgade ${n}, 5000 Odense C`,
  street: 'Ridehusgade',
  house: String(n),
  floor: null,
  door: null,
  zip: '5000',
  city: 'Odense C',
  geo: { coordinates: [55.4, 10.39] },
  source: 'dar',
  ...overrides,
});

function Harness(props: Partial<AddressAutocompleteProps> & { onPicked?: (s: AddressSuggestion | null) => void }) {
  const [value, setValue] = useState<AddressSuggestion | null>(props.value ?? null);
  return (
    <AddressAutocomplete
      {...props}
      value={value}
      onChange={(s) => {
        setValue(s);
        props.onPicked?.(s);
      }}
    />
  );
}

function renderField(props: Parameters<typeof Harness>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

const searchedQueries = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('q'));

beforeEach(async () => {
  await setLanguage('da');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddressAutocomplete', () => {
  it('has an accessible label and does not search for 2 characters or fewer', async () => {
    // the debounce on a fake clock: each pause is exactly ADDRESS_DEBOUNCE_MS, no real sleep. Typing goes
    // through fireEvent: user-event (through Testing Library) waits on a real-clock timer between steps
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fetchMock.mockResolvedValue(json({ results: [suggestion(1)] }));
      renderField();
      const input = screen.getByLabelText('Adresse');
      fireEvent.change(input, { target: { value: 'ri' } });
      expect(screen.getByText('Skriv mindst 3 tegn')).toBeTruthy();
      // a pause after "ri"
      act(() => {
        vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS);
      });
      fireEvent.change(input, { target: { value: 'rid' } });
      // a pause after "rid"
      act(() => {
        vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS);
      });
      // the third character is searched; the two before it never were
      await vi.waitFor(() => expect(searchedQueries()).toEqual(['rid']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches once after typing pauses and shows at most 10 options with the address text', async () => {
    fetchMock.mockResolvedValue(json({ results: Array.from({ length: 12 }, (_, i) => suggestion(i + 1)) }));
    renderField();
    await userEvent.type(screen.getByLabelText('Adresse'), 'ridehusgade');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0].textContent).toBe('Ridehusgade 1, 5000 Odense C');
    // screen readers hear how many were found
    expect(screen.getByTestId('address-results').textContent).toBe('10 adresser fundet');
    expect(screen.getByTestId('address-results').getAttribute('role')).toBe('status');
    // debounced: one request for the whole word, not one per key
    expect(searchedQueries()).toEqual(['ridehusgade']);
    expect(screen.queryByText('© OpenStreetMap-bidragydere')).toBeNull();
  });

  it('shows the OpenStreetMap attribution when a suggestion comes from OSM, and returns the chosen suggestion', async () => {
    const osm = suggestion(11, { address: 'Kongens Nytorv 11, 1050 København K', source: 'osm' });
    fetchMock.mockResolvedValue(json({ results: [osm, suggestion(2)] }));
    const onPicked = vi.fn();
    renderField({ onPicked, required: true });
    await userEvent.type(screen.getByLabelText(/Adresse/), 'kongens nytorv 11');
    expect(await screen.findByText('© OpenStreetMap-bidragydere')).toBeTruthy();
    await userEvent.click(await screen.findByRole('option', { name: 'Kongens Nytorv 11, 1050 København K' }));
    expect(onPicked).toHaveBeenCalledWith(osm);
    await waitFor(() =>
      expect((screen.getByLabelText(/Adresse/) as HTMLInputElement).value).toBe('Kongens Nytorv 11, 1050 København K'),
    );
    // the chosen OSM address keeps its attribution under the field
    expect(screen.getByText('© OpenStreetMap-bidragydere')).toBeTruthy();
  });

  it('shows a translated error and a custom label', async () => {
    await setLanguage('en');
    renderField({
      label: 'Lejemålets adresse',
      error: 'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.',
    });
    expect(screen.getByLabelText('Lejemålets adresse')).toBeTruthy();
    expect(
      screen.getByText('You must choose a specific address from the list. If your address was not there, please contact us.'),
    ).toBeTruthy();
  });

  it('says so when nothing is found, in the live region of MUI', async () => {
    fetchMock.mockResolvedValue(json({ results: [] }));
    renderField();
    await userEvent.type(screen.getByLabelText('Adresse'), 'qqqxx');
    const empty = await screen.findByText('Ingen adresser fundet');
    // inside MUI's live region, so screen readers hear it too
    expect(empty.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('address-results').textContent).toBe('');
  });

  it('announces the number found in English, and nothing before 3 characters', async () => {
    await setLanguage('en');
    fetchMock.mockResolvedValue(json({ results: [suggestion(1)] }));
    renderField();
    await userEvent.type(screen.getByLabelText('Address'), 'ri');
    expect(screen.getByTestId('address-results').textContent).toBe('');
    await userEvent.type(screen.getByLabelText('Address'), 'd');
    await waitFor(() => expect(screen.getByTestId('address-results').textContent).toBe('1 address found'));
  });

  it('offers the postal code of a town the local index does not cover, and says the address is not in it', async () => {
    fetchMock.mockResolvedValue(json({ results: [], postalCodes: [{ zip: '7100', city: 'Vejle' }] }));
    const onPicked = vi.fn();
    const onPostalCode = vi.fn();
    renderField({ onPicked, onPostalCode });
    await userEvent.type(screen.getByLabelText('Adresse'), 'storgade 12 vejle');
    const option = await screen.findByRole('option', { name: /7100 Vejle/ });
    expect(option.textContent).toBe('7100 VejleAdressen findes ikke i det lokale adresseregister');
    await waitFor(() =>
      expect(screen.getByTestId('address-results').textContent).toBe(
        'Adressen findes ikke i det lokale adresseregister. 1 postnummer fundet',
      ),
    );
    await userEvent.click(option);
    expect(onPostalCode).toHaveBeenCalledWith({ zip: '7100', city: 'Vejle' }, 'storgade 12 vejle');
    // no address is chosen; the field says why
    expect(onPicked).toHaveBeenCalledWith(null);
    expect(screen.getByText('Adressen findes ikke i det lokale adresseregister')).toBeTruthy();
  });

  it('says it in English too', async () => {
    await setLanguage('en');
    fetchMock.mockResolvedValue(
      json({
        results: [],
        postalCodes: [
          { zip: '9000', city: 'Aalborg' },
          { zip: '9200', city: 'Aalborg SV' },
        ],
      }),
    );
    renderField();
    await userEvent.type(screen.getByLabelText('Address'), 'aalborg');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '9000 AalborgThe address is not in the local address index',
      '9200 Aalborg SVThe address is not in the local address index',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('address-results').textContent).toBe(
        'The address is not in the local address index. 2 postal codes found',
      ),
    );
  });

  it('ends the list with typing the address by hand, which hands over the typed text and the one postal code', async () => {
    fetchMock.mockResolvedValueOnce(json({ results: [suggestion(49)] }));
    const onEnterByHand = vi.fn();
    const onPicked = vi.fn();
    renderField({ onEnterByHand, onPicked });
    await userEvent.type(screen.getByLabelText('Adresse'), 'ridehusgade 4');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Ridehusgade 49, 5000 Odense C',
        'Indtast adressen selvHvis din adresse ikke er på listen',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: /Indtast adressen selv/ }));
    expect(onEnterByHand).toHaveBeenCalledWith('ridehusgade 4', null);
    expect(onPicked).toHaveBeenCalledWith(null);
  });

  it('says nothing was found on the hand-typed option, and hands over the town offered', async () => {
    fetchMock.mockResolvedValueOnce(json({ results: [] }));
    const onEnterByHand = vi.fn();
    renderField({ onEnterByHand });
    await userEvent.type(screen.getByLabelText('Adresse'), 'istedgade 50');
    const option = await screen.findByRole('option', { name: /Indtast adressen selv/ });
    await waitFor(() => expect(option.textContent).toBe('Indtast adressen selvIngen adresser fundet'));
    expect(screen.getByTestId('address-results').textContent).toBe('Ingen adresser fundet');
    await userEvent.click(option);
    expect(onEnterByHand).toHaveBeenCalledWith('istedgade 50', null);

    cleanup();
    fetchMock.mockResolvedValueOnce(json({ results: [], postalCodes: [{ zip: '7100', city: 'Vejle' }] }));
    renderField({ onEnterByHand });
    await userEvent.type(screen.getByLabelText('Adresse'), 'storgade 12 vejle');
    await screen.findByRole('option', { name: /7100 Vejle/ });
    await userEvent.click(screen.getByRole('option', { name: /Indtast adressen selv/ }));
    expect(onEnterByHand).toHaveBeenLastCalledWith('storgade 12 vejle', { zip: '7100', city: 'Vejle' });
  });

  it('offers no hand-typed option before 3 characters, nor without onEnterByHand', async () => {
    await setLanguage('en');
    fetchMock.mockResolvedValue(json({ results: [suggestion(1)] }));
    renderField({ onEnterByHand: vi.fn() });
    await userEvent.type(screen.getByLabelText('Address'), 'ri');
    expect(screen.queryByRole('option', { name: /Enter the address by hand/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('Address'), 'd');
    expect(await screen.findByRole('option', { name: /Enter the address by hand/ })).toBeTruthy();
  });
});
