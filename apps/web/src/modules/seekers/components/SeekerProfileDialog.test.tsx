// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SeekerPreferences, SeekerProfile } from '@udlejning/shared/seekers/seeker';
import '../../../lib/i18n';
import { loadAppNamespaces, setLanguage } from '../../../lib/i18n';
import { SeekerProfileDialog } from './SeekerProfileDialog';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile: SeekerProfile = {
  userId: '5b0f6f4e-8a57-4b6b-9a53-6a3f3d4f1c11',
  externalId: 'mp-1',
  externalFrom: 'marketplace',
  name: 'Mona Jensen',
  email: 'mona@example.dk',
  picture: null,
  birthday: '1991-05-02',
  type: 'COUPLE',
  reason: null,
  employment: 'STUDENT',
  preferedLanguage: 'da',
  smoker: false,
  pets: true,
  rki: null,
  activeSince: '2026-10-01T10:00:00.000Z',
};
const prefs: SeekerPreferences = {
  rent: 1_200_000,
  rooms: 2,
  size: null,
  rentalPeriod: 12,
  available: null,
  requirements: [],
  dwellingTypes: ['APARTMENT'],
  locations: ['8000', '8200'],
};

function renderDialog(externalId: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SeekerProfileDialog externalId={externalId} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await setLanguage('da');
  await loadAppNamespaces();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SeekerProfileDialog', () => {
  it('shows the profile, flags and wishes; empty values read Ikke angivet', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).includes('requestPreference') ? json(prefs) : json(profile)));
    renderDialog('mp-1');
    const dialog = await screen.findByRole('dialog', { name: 'Boligsøger' });
    expect(await within(dialog).findByText('Mona Jensen')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'mona@example.dk' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Profilbillede af Mona Jensen' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(within(dialog).getByText('Par')).toBeTruthy();
    expect(within(dialog).getByText('Studerende')).toBeTruthy();
    expect(within(dialog).getByText('Ryger: Nej')).toBeTruthy();
    expect(within(dialog).getByText('Husdyr: Ja')).toBeTruthy();
    expect(within(dialog).getByText('Registreret i RKI: Ikke angivet')).toBeTruthy();
    expect(await within(dialog).findByText('12.000 kr.')).toBeTruthy();
    expect(within(dialog).getByText('12 måneder')).toBeTruthy();
    expect(within(dialog).getByText('8000, 8200')).toBeTruthy();
    // reason, size, move-in date and requirements were not given
    expect(within(dialog).getAllByText('Ikke angivet')).toHaveLength(4);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/api/chat/requestSeeker/mp-1',
      `/api/chat/requestPreference/${profile.userId}`,
    ]);
  });

  it("says 'Noget gik galt...' when the profile cannot be read (e.g. 404)", async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
    renderDialog('unknown');
    expect(await screen.findByText('Noget gik galt...')).toBeTruthy();
  });

  it('is closed without a seeker', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
