// @vitest-environment happy-dom
/**
 * The "Fremvisninger" section of the status page: coming times with their places and note (past ones left
 * out), who is coming with "Aflys booking", and cancelling a time behind a confirmation that says the booked
 * seekers will be told.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n';
import { stubFetch } from '../../accounts/test-utils';
import { booking, DWELLING, renderViewings, seeker, slot } from '../test-support';
import type { ViewingSlot } from '../api';
import { DwellingViewings } from './DwellingViewings';

const LIST = `GET /api/dwellings/${DWELLING}/viewings`;

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openHouse = slot({
  id: 'v2',
  capacity: 8,
  booked: 2,
  note: 'Ring på hos Jensen',
  bookings: [
    booking({ id: 'b1', threadId: 't1' }),
    booking({ id: 'b2', seeker: seeker({ externalId: 'seeker-2', name: 'Bo Boligsøger', email: 'bo@example.dk' }) }),
    booking({
      id: 'b3',
      state: 'CANCELLED',
      seeker: seeker({ externalId: 'seeker-3', name: 'Aflyst Person', email: 'a@example.dk' }),
    }),
  ],
});
const past = slot({ id: 'v0', startsAt: '2020-01-02T10:00:00.000Z' });

describe('DwellingViewings', () => {
  it('lists the coming times with places, note and who is coming; past times are left out', async () => {
    stubFetch({ [LIST]: () => ({ body: { results: [openHouse, past, slot({ startsAt: '2030-12-06T09:00:00.000Z' })] } }) });
    const user = userEvent.setup();
    renderViewings(<DwellingViewings dwellingUuid={DWELLING} />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3 }).textContent).toBe('torsdag 5. december kl. 17.00–17.30');
    expect(within(items[0]).getByText('2 af 8 pladser booket')).toBeTruthy();
    expect(within(items[0]).getByText('Åbent hus')).toBeTruthy();
    expect(within(items[0]).getByText('Note: Ring på hos Jensen')).toBeTruthy();
    expect(within(items[1]).getByText('0 af 1 plads booket')).toBeTruthy();
    expect(screen.queryByText(/2. januar/)).toBeNull();

    const toggle = within(items[0]).getByRole('button', { name: 'Vis hvem der kommer (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const coming = await screen.findByRole('list', { name: 'Hvem kommer' });
    expect(within(coming).getByText('Vera Visitor')).toBeTruthy();
    expect(within(coming).getByText('Bo Boligsøger')).toBeTruthy();
    expect(within(coming).queryByText('Aflyst Person')).toBeNull();
    expect(within(coming).getByRole('link', { name: 'Gå til samtalen' }).getAttribute('href')).toBe('/messages/t1');
    expect(within(coming).getByRole('button', { name: 'Aflys booking: Bo Boligsøger' })).toBeTruthy();
  });

  it('cancels a time only after a confirmation that says the booked seekers are told, then reads the list again', async () => {
    let cancelled = false;
    const fetch = stubFetch({
      [LIST]: () => ({ body: { results: [cancelled ? { ...openHouse, cancelled: true } : openHouse] } }),
      'DELETE /api/viewings/v2': () => {
        cancelled = true;
        return { body: { ...openHouse, cancelled: true } satisfies ViewingSlot };
      },
    });
    const user = userEvent.setup();
    renderViewings(<DwellingViewings dwellingUuid={DWELLING} />);
    await user.click(await screen.findByRole('button', { name: 'Aflys fremvisningen torsdag 5. december kl. 17.00–17.30' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aflys fremvisningen?' }));
    expect(
      dialog.getByText(
        'Fremvisningen torsdag 5. december kl. 17.00–17.30 aflyses. De 2 boligsøgere, der har booket, får besked.',
      ),
    ).toBeTruthy();
    // the dialog opens on the safe choice
    expect(document.activeElement?.textContent).toBe('Behold fremvisningen');
    await user.click(dialog.getByRole('button', { name: 'Behold fremvisningen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Aflys fremvisningen torsdag 5. december kl. 17.00–17.30' }));
    await user.click(await screen.findByRole('button', { name: 'Aflys fremvisning' }));
    expect(await screen.findByText('Aflyst')).toBeTruthy();
    expect(await screen.findByText('Fremvisningen er aflyst')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    // a cancelled time offers neither Ret nor Aflys
    expect(screen.queryByRole('button', { name: /^Ret fremvisningen/ })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Fremvisninger'));
  });

  it('says when nothing is planned, and opens the form from "Tilføj fremvisning"', async () => {
    stubFetch({ [LIST]: () => ({ body: { results: [] } }) });
    const user = userEvent.setup();
    renderViewings(<DwellingViewings dwellingUuid={DWELLING} />);
    expect(await screen.findByText('Der er ingen kommende fremvisninger.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tilføj fremvisning' }));
    expect(await screen.findByRole('dialog', { name: 'Tilføj fremvisning' })).toBeTruthy();
  });
});
