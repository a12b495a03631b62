// @vitest-environment happy-dom
/**
 * "Inviter til fremvisning" from a conversation: only coming times with a free place are offered; an
 * invitation is sent for the thread; a time that filled up meanwhile is said in the dialog and the list read
 * again; without a time to offer it links to creating one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n';
import { stubFetch } from '../../accounts/test-utils';
import { booking, DWELLING, renderViewings, slot } from '../test-support';
import { InviteToViewingDialog } from './InviteToViewingDialog';

const LIST = `GET /api/dwellings/${DWELLING}/viewings`;

const free = slot({ id: 'free', capacity: 8, booked: 3, note: 'Ring på hos Jensen' });
const later = slot({ id: 'later', startsAt: '2030-12-06T09:00:00.000Z' });
const full = slot({ id: 'full', startsAt: '2030-12-07T09:00:00.000Z', booked: 1, bookings: [booking()] });
const cancelled = slot({ id: 'cancelled', startsAt: '2030-12-08T09:00:00.000Z', cancelled: true });
const past = slot({ id: 'past', startsAt: '2020-12-08T09:00:00.000Z' });

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onClose = vi.fn()) {
  renderViewings(
    <InviteToViewingDialog open onClose={onClose} threadId="t1" dwellingUuid={DWELLING} seekerName="Vera Visitor" />,
  );
  return onClose;
}

describe('InviteToViewingDialog', () => {
  it('offers only coming times with a free place and invites the thread’s seeker', async () => {
    const fetch = stubFetch({
      [LIST]: () => ({ body: { results: [full, later, cancelled, past, free] } }),
      'POST /api/viewings/free/invitations': () => ({ status: 201, body: booking({ threadId: 't1' }) }),
    });
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Inviter Vera Visitor til en fremvisning' }));
    const choices = await dialog.findAllByRole('radio');
    expect(choices).toHaveLength(2);
    const group = dialog.getByRole('radiogroup', { name: 'Vælg en tid' });
    expect(within(group).getByText('Åbent hus · 5 ledige pladser · Ring på hos Jensen')).toBeTruthy();
    expect(within(group).getByText('1 ledig plads')).toBeTruthy();
    const send = dialog.getByRole('button', { name: 'Send invitationen' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(dialog.getByRole('radio', { name: /torsdag 5. december kl. 17.00–17.30/ }));
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/invitations'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ threadId: 't1' });
    expect(await screen.findByText('Vera Visitor er inviteret til torsdag 5. december kl. 17.00–17.30')).toBeTruthy();
  });

  it('says in the dialog when the time filled up meanwhile, and reads the times again', async () => {
    let lists = 0;
    stubFetch({
      [LIST]: () => {
        lists += 1;
        return { body: { results: lists === 1 ? [free, later] : [{ ...free, booked: 8 }, later] } };
      },
      'POST /api/viewings/free/invitations': () => ({
        status: 409,
        body: { error: { code: 'VIEWING_FULL', message: 'Fremvisningen er fuldt booket' } },
      }),
    });
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('radio', { name: /torsdag 5. december/ }));
    await user.click(dialog.getByRole('button', { name: 'Send invitationen' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Tiden er blevet fuldt booket. Vælg en anden tid.');
    await waitFor(() => expect(dialog.getAllByRole('radio')).toHaveLength(1));
    expect(lists).toBe(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the seeker is already booked', async () => {
    stubFetch({
      [LIST]: () => ({ body: { results: [free] } }),
      'POST /api/viewings/free/invitations': () => ({
        status: 409,
        body: { error: { code: 'VIEWING_ALREADY_BOOKED', message: 'x' } },
      }),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('radio'));
    await user.click(dialog.getByRole('button', { name: 'Send invitationen' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Vera Visitor er allerede booket til denne tid.');
  });

  it('links to creating a time when there is none to offer', async () => {
    stubFetch({ [LIST]: () => ({ body: { results: [full, past] } }) });
    renderDialog();
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Der er ingen kommende fremvisninger med ledige pladser.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Opret en fremvisning' }).getAttribute('href')).toBe(
      `/dwellings/${DWELLING}/status#viewings`,
    );
    expect(dialog.queryByRole('button', { name: 'Send invitationen' })).toBeNull();
  });
});
