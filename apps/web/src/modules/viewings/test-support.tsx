/**
 * Test helpers of the viewings components: a slot and a booking with defaults, and a render inside a
 * fresh query cache, a memory router and the toaster. Fetch is stubbed per test (accounts/test-utils
 * stubFetch: one handler per "METHOD path").
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildTheme } from '../../theme';
import { Toaster } from '../../ui/toast/toast';
import type { ViewingBooking, ViewingSeeker, ViewingSlot } from './api';

export const DWELLING = '11111111-2222-4333-8444-555555555555';

/** Thursday 5 December 2030, 17.00–17.30 in Copenhagen (16:00 UTC, winter time). */
export const THURSDAY_17 = '2030-12-05T16:00:00.000Z';

/** A whole seeker profile (the server's shape) with `name`, `email` and `externalId` as given. */
export function seeker(over: Partial<ViewingSeeker> = {}): ViewingSeeker {
  return {
    userId: 'u-seeker-1',
    externalId: 'seeker-1',
    externalFrom: 'udlejning',
    name: 'Vera Visitor',
    email: 'vera@example.dk',
    picture: null,
    birthday: null,
    type: null,
    reason: null,
    employment: null,
    preferedLanguage: null,
    smoker: null,
    pets: null,
    rki: null,
    activeSince: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

export function booking(over: Partial<ViewingBooking> = {}): ViewingBooking {
  return {
    id: 'b1',
    state: 'BOOKED',
    createdAt: '2030-11-20T10:00:00.000Z',
    threadId: null,
    seeker: seeker(),
    ...over,
  };
}

export function slot(over: Partial<ViewingSlot> = {}): ViewingSlot {
  return {
    id: 'v1',
    dwellingUuid: DWELLING,
    startsAt: THURSDAY_17,
    durationMinutes: 30,
    capacity: 1,
    note: null,
    booked: 0,
    cancelled: false,
    bookings: [],
    ...over,
  };
}

/** Renders `element` at `path` (route `pattern`), with a fresh query cache and the toaster. */
export function renderViewings(element: ReactNode, path = '/', pattern = '*') {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/dwellings/:uuid/status', element: <p>status page</p> },
      { path: '/messages/:id', element: <p>thread page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={buildTheme('da')}>
        <Toaster />
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
