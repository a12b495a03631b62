// @vitest-environment happy-dom
/**
 * The viewing slot form: its own rules at their fields, the open-house switch and its places, the body it
 * sends (capacity 1 without open house), the server's 400 issues at their fields and a 409 above the buttons.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n';
import { stubFetch } from '../../accounts/test-utils';
import { DWELLING, renderViewings, slot } from '../test-support';
import { ViewingSlotDialog } from './ViewingSlotDialog';

const CREATE = `POST /api/dwellings/${DWELLING}/viewings`;

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onClose = vi.fn(), edit: ReturnType<typeof slot> | null = null) {
  renderViewings(<ViewingSlotDialog open dwellingUuid={DWELLING} slot={edit} onClose={onClose} />);
  return { onClose, dialog: within(screen.getByRole('dialog')) };
}

const setDate = (value: string) => fireEvent.change(screen.getByLabelText(/^Dato/), { target: { value } });

describe('ViewingSlotDialog', () => {
  it('says at the field what is missing, and asks an open house for 2 to 50 places, before sending anything', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    expect(dialog.getByRole('heading', { name: 'Tilføj fremvisning' })).toBeTruthy();
    // a single viewing: no places to fill in
    expect(dialog.queryByLabelText(/Antal pladser/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Opret fremvisning' }));
    const date = screen.getByLabelText(/^Dato/);
    expect(await screen.findByText('Vælg en dato')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    // the message is the field's description
    const describedBy = date.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Vælg en dato');

    await user.click(dialog.getByRole('switch', { name: 'Åbent hus' }));
    const places = dialog.getByRole('textbox', { name: /Antal pladser/ });
    await user.clear(places);
    await user.type(places, '1');
    setDate('2030-12-05');
    await user.click(dialog.getByRole('button', { name: 'Opret fremvisning' }));
    expect(await screen.findByText('Skriv et helt tal mellem 2 og 50')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends an open house with its places, length and note, then closes with a toast', async () => {
    const fetch = stubFetch({ [CREATE]: () => ({ status: 201, body: slot({ capacity: 8 }) }) });
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    setDate('2030-12-05');
    fireEvent.change(screen.getByLabelText(/^Starttidspunkt/), { target: { value: '16:30' } });
    await user.click(dialog.getByRole('combobox', { name: /Varighed/ }));
    await user.click(await screen.findByRole('option', { name: '45 minutter' }));
    await user.click(dialog.getByRole('switch', { name: 'Åbent hus' }));
    const places = dialog.getByRole('textbox', { name: /Antal pladser/ });
    await user.clear(places);
    await user.type(places, '8');
    await user.type(dialog.getByRole('textbox', { name: /Note til boligsøgerne/ }), 'Ring på hos Jensen');
    await user.click(dialog.getByRole('button', { name: 'Opret fremvisning' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/viewings'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      date: '2030-12-05',
      start: '16:30',
      durationMinutes: 45,
      capacity: 8,
      note: 'Ring på hos Jensen',
    });
    expect(await screen.findByText('Fremvisningen er oprettet')).toBeTruthy();
  });

  it('sends a single viewing as capacity 1, and shows the server’s issues at their fields', async () => {
    const fetch = stubFetch({
      [CREATE]: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            issues: [{ path: ['start'], message: 'Tidspunktet ligger før nu' }],
          },
        },
      }),
    });
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    setDate('2030-12-05');
    await user.click(dialog.getByRole('button', { name: 'Opret fremvisning' }));
    expect(await screen.findByText('Tidspunktet ligger før nu')).toBeTruthy();
    const start = screen.getByLabelText(/^Starttidspunkt/);
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      date: '2030-12-05',
      start: '17:00',
      durationMinutes: 30,
      capacity: 1,
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says an issue on the places above the buttons when the places field is hidden (no open house)', async () => {
    stubFetch({
      'POST /api/viewings/v1': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            issues: [{ path: ['capacity'], message: 'Der er allerede booket 3 pladser' }],
          },
        },
      }),
    });
    const user = userEvent.setup();
    const { dialog } = renderDialog(vi.fn(), slot({ capacity: 4, booked: 3 }));
    await user.click(dialog.getByRole('switch', { name: 'Åbent hus' }));
    await user.click(dialog.getByRole('button', { name: 'Gem ændringer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Der er allerede booket 3 pladser');
  });

  it('says so when the listing is no longer approved (409 VIEWING_NOT_APPROVED)', async () => {
    stubFetch({
      [CREATE]: () => ({ status: 409, body: { error: { code: 'VIEWING_NOT_APPROVED', message: 'x' } } }),
    });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    setDate('2030-12-05');
    await user.click(dialog.getByRole('button', { name: 'Opret fremvisning' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fremvisninger kan kun oprettes, mens annoncen er godkendt.');
  });

  it('edits a slot from its Copenhagen date and time, in English too', async () => {
    await i18n.changeLanguage('en');
    const fetch = stubFetch({ 'POST /api/viewings/v1': () => ({ body: slot({ capacity: 5 }) }) });
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(vi.fn(), slot({ capacity: 4, booked: 2, note: 'Ring the bell' }));
    expect(dialog.getByRole('heading', { name: 'Edit viewing' })).toBeTruthy();
    expect(dialog.getByText('Home seekers who have already booked are told about the change.')).toBeTruthy();
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2030-12-05');
    expect((screen.getByLabelText(/^Start time/) as HTMLInputElement).value).toBe('17:00');
    expect((dialog.getByRole('switch', { name: 'Open house' }) as HTMLInputElement).checked).toBe(true);
    const places = dialog.getByRole('textbox', { name: /Number of places/ });
    await user.clear(places);
    await user.type(places, '5');
    await user.clear(dialog.getByRole('textbox', { name: /Note to the home seekers/ }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      date: '2030-12-05',
      start: '17:00',
      durationMinutes: 30,
      capacity: 5,
      note: '',
    });
  });
});
