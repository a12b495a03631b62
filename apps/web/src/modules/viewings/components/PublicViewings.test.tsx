// @vitest-environment happy-dom
/**
 * "Book en fremvisning" on the public listing page: free places per time, booking and cancelling as a signed-in
 * seeker who may write, a time that filled up meanwhile, a visitor sent to the seeker sign-in, a seeker who may
 * not write told why (the contact form's words), and nothing at all without coming times.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { i18n } from '../../../lib/i18n';
import { stubFetch } from '../../accounts/test-utils';
import type { PublicViewingSlot } from '../api';
import { DWELLING } from '../test-support';
import { PublicViewings } from './PublicViewings';

const LIST = `GET /api/public/dwellings/${DWELLING}/viewings`;
const vera = { name: 'Vera', email: 'vera@example.dk', level: 'REGISTERED' as const };

function listing(over: Partial<PublicListing['viewer']> = {}, contactAccess: PublicListing['contactAccess'] = 'REGISTERED') {
  return {
    uuid: DWELLING,
    contactAccess,
    chatable: true,
    contact: { name: null, phone: null, email: null, link: null },
    viewer: { level: 'REGISTERED', allowed: true, seeker: vera, ...over },
  } as PublicListing;
}

const publicSlot = (over: Partial<PublicViewingSlot> = {}): PublicViewingSlot => ({
  id: 'v1',
  startsAt: '2030-12-05T16:00:00.000Z',
  durationMinutes: 30,
  capacity: 8,
  free: 2,
  note: 'Ring på hos Jensen',
  myBookingId: null,
  ...over,
});
const fullSlot = publicSlot({ id: 'v2', startsAt: '2030-12-06T09:00:00.000Z', capacity: 1, free: 0, note: null });

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = (l: PublicListing) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PublicViewings listing={l} />
    </QueryClientProvider>,
  );

describe('PublicViewings', () => {
  it('books a time for a seeker who may write, says so with focus, and cancels it again', async () => {
    let bookedId: string | null = null;
    const fetch = stubFetch({
      [LIST]: () => ({
        body: { results: [publicSlot({ myBookingId: bookedId, free: bookedId ? 1 : 2 }), fullSlot], mayBook: true },
      }),
      'POST /api/public/viewings/v1/bookings': () => {
        bookedId = 'bk1';
        return { status: 201, body: { bookingId: 'bk1', slot: publicSlot({ myBookingId: 'bk1', free: 1 }) } };
      },
      'DELETE /api/public/viewings/bookings/bk1': () => {
        bookedId = null;
        return { body: {} };
      },
    });
    const user = userEvent.setup();
    renderSection(listing());
    const section = await screen.findByRole('region', { name: 'Book en fremvisning' });
    expect(within(section).getByText('2 ledige pladser')).toBeTruthy();
    expect(within(section).getByText('Fuldt booket')).toBeTruthy();
    expect(within(section).getByText('Ring på hos Jensen')).toBeTruthy();
    // a full time has no Book button
    expect(within(section).getAllByRole('button', { name: /^Book/ })).toHaveLength(1);
    await user.click(within(section).getByRole('button', { name: 'Book fremvisningen torsdag 5. december kl. 17.00–17.30' }));
    const booked = await screen.findByText('Du er booket til torsdag 5. december kl. 17.00–17.30.');
    await waitFor(() => expect(document.activeElement?.contains(booked)).toBe(true));
    expect(screen.getByText('1 ledig plads')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aflys din booking torsdag 5. december kl. 17.00–17.30' }));
    expect(await screen.findByText('Din booking er aflyst.')).toBeTruthy();
    expect(screen.queryByText(/Du er booket til/)).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Book en fremvisning'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('says when the time filled up before the seeker got there, and shows the new count', async () => {
    let lists = 0;
    stubFetch({
      [LIST]: () => {
        lists += 1;
        return { body: { results: [publicSlot({ free: lists === 1 ? 1 : 0 })], mayBook: true } };
      },
      'POST /api/public/viewings/v1/bookings': () => ({
        status: 409,
        body: { error: { code: 'VIEWING_FULL', message: 'Fremvisningen er fuldt booket' } },
      }),
    });
    const user = userEvent.setup();
    renderSection(listing());
    await user.click(await screen.findByRole('button', { name: /^Book fremvisningen/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Tiden blev fuldt booket, før du nåede det. Vælg en anden tid.');
    expect(await screen.findByText('Fuldt booket')).toBeTruthy();
    expect(lists).toBe(2);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('sends a visitor to the seeker sign-in instead of booking', async () => {
    stubFetch({ [LIST]: () => ({ body: { results: [publicSlot()], mayBook: false } }) });
    renderSection(listing({ level: 'VISITOR', allowed: false, seeker: null }));
    expect(await screen.findByText(/Log ind som boligsøger for at booke en tid./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log ind som boligsøger' }).getAttribute('href')).toBe('#seeker-sign-in');
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();
  });

  it('tells a seeker who may not write why, in the contact form’s words (and in English)', async () => {
    await i18n.changeLanguage('en');
    stubFetch({ [LIST]: () => ({ body: { results: [publicSlot()], mayBook: false } }) });
    renderSection(listing({ allowed: false }, 'PAYING'));
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Only home seekers with a paid subscription can write to the landlord of this listing.');
    expect(screen.getByText('2 free places')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();
  });

  it('shows nothing when the listing has no coming times', async () => {
    const fetch = stubFetch({
      [LIST]: () => ({ body: { results: [publicSlot({ startsAt: '2020-01-01T10:00:00.000Z' })], mayBook: true } }),
    });
    const { container } = renderSection(listing());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
