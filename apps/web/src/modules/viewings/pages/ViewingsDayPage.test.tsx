// @vitest-environment happy-dom
/**
 * /viewings?date=: one day's viewings grouped by listing, who is coming with a link to the conversation, the
 * previous and next day and the date field, and the empty day.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n';
import { stubFetch } from '../../accounts/test-utils';
import type { DayViewingSlot } from '../api';
import { booking, renderViewings, slot } from '../test-support';
import { ViewingsDayPage } from './ViewingsDayPage';

const vestergade = { uuid: 'd-1', address: 'Vestergade 1, 8000 Aarhus C', zip: '8000', city: 'Aarhus C', headline: 'Lys toer' };
const havnegade = { uuid: 'd-2', address: null, zip: '5000', city: 'Odense C', headline: 'Havnegade' };

const daySlot = (over: Partial<DayViewingSlot>): DayViewingSlot => ({ ...slot(), dwelling: vestergade, ...over });

const thursday: DayViewingSlot[] = [
  daySlot({ id: 'a2', startsAt: '2030-12-05T17:00:00.000Z', booked: 0 }),
  daySlot({
    id: 'b1',
    dwelling: havnegade,
    startsAt: '2030-12-05T15:00:00.000Z',
    capacity: 10,
    booked: 1,
    bookings: [booking({ threadId: 'thread-9' })],
  }),
  daySlot({ id: 'a1', startsAt: '2030-12-05T16:00:00.000Z', cancelled: true }),
];

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ViewingsDayPage', () => {
  it('groups the day by listing in the order of their first time, each time with who is coming', async () => {
    stubFetch({ 'GET /api/viewings?date=2030-12-05': () => ({ body: { results: thursday } }) });
    renderViewings(<ViewingsDayPage />, '/viewings?date=2030-12-05', '/viewings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fremvisninger' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('torsdag 5. december 2030');
    const groups = await screen.findAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '5000 Odense C',
      'Vestergade 1, 8000 Aarhus C',
    ]);
    const [odense, aarhus] = groups;
    expect(within(odense).getByRole('heading', { level: 4 }).textContent).toBe('kl. 16.00–16.30');
    expect(within(odense).getByText('1 af 10 pladser booket')).toBeTruthy();
    expect(within(odense).getByText('Vera Visitor')).toBeTruthy();
    expect(within(odense).getByRole('link', { name: 'Gå til samtalen' }).getAttribute('href')).toBe('/messages/thread-9');
    expect(
      within(aarhus)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['kl. 17.00–17.30', 'kl. 18.00–18.30']);
    expect(within(aarhus).getByText('Aflyst')).toBeTruthy();
    expect(within(aarhus).getAllByText('Ingen har booket endnu.')).toHaveLength(2);
    expect(within(aarhus).getByRole('link', { name: 'Gå til annoncens status' }).getAttribute('href')).toBe(
      '/dwellings/d-1/status#viewings',
    );
  });

  it('moves a day back and forth, and to the day typed in the date field; an empty day says so', async () => {
    const fetch = stubFetch({
      'GET /api/viewings?date=2030-12-05': () => ({ body: { results: thursday } }),
      'GET /api/viewings?date=2030-12-06': () => ({ body: { results: [] } }),
      'GET /api/viewings?date=2030-12-04': () => ({ body: { results: [] } }),
      'GET /api/viewings?date=2031-01-15': () => ({ body: { results: [] } }),
    });
    const user = userEvent.setup();
    const { router } = renderViewings(<ViewingsDayPage />, '/viewings?date=2030-12-05', '/viewings');
    await screen.findAllByRole('region');
    await user.click(screen.getByRole('button', { name: 'Næste dag' }));
    expect(await screen.findByText('Der er ingen fremvisninger denne dag.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('fredag 6. december 2030');
    expect(router.state.location.search).toBe('?date=2030-12-06');
    await user.click(screen.getByRole('button', { name: 'Forrige dag' }));
    await user.click(await screen.findByRole('button', { name: 'Forrige dag' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2030-12-04'));
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2031-01-15' } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('onsdag 15. januar 2031'));
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/viewings?date=2031-01-15');
  });
});
