// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../ui/toast/toast';
import { i18n } from '../../../lib/i18n';
import { stubFetch, type FakeApi } from '../../accounts/test-utils';
import { MemoryRouter } from 'react-router';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { ModerationDialog } from './ModerationDialog';

const UUID = 'd1';

function renderDialog(api: FakeApi, props: { canApprove?: boolean; canReject?: boolean; dwelling?: DwellingView } = {}) {
  const fetchMock = stubFetch(api);
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Toaster />
        <ModerationDialog
          open
          uuid={UUID}
          canApprove={props.canApprove ?? true}
          canReject={props.canReject ?? true}
          dwelling={props.dwelling}
          onClose={onClose}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, onClose };
}

const sentBody = (fetchMock: ReturnType<typeof stubFetch>) => JSON.parse(String(fetchMock.mock.calls[0][1]?.body)) as unknown;

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(cleanup);

describe('ModerationDialog', () => {
  it('approves with a reason and the mail switches (approval off, follow-up on by default)', async () => {
    const { fetchMock, onClose } = renderDialog({ [`POST /api/dwellings/${UUID}/status`]: () => ({ body: {} }) });
    await userEvent.type(screen.getByRole('textbox', { name: /Begrundelse/ }), 'Ser fin ud');
    await userEvent.click(screen.getByRole('button', { name: 'Godkend' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({ status: 'APPROVED', reason: 'Ser fin ud', mails: { approval: false, followUp: true } });
    expect(await screen.findByText('Status opdateret')).toBeTruthy();
  });

  it("an approval whose capture is pending at the provider toasts 'Godkendt – betalingen hæves'", async () => {
    const { onClose } = renderDialog({ [`POST /api/dwellings/${UUID}/status`]: () => ({ body: { capturePending: true } }) });
    await userEvent.type(screen.getByRole('textbox', { name: /Begrundelse/ }), 'Ser fin ud');
    await userEvent.click(screen.getByRole('button', { name: 'Godkend' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Godkendt – betalingen hæves')).toBeTruthy();
    expect(screen.queryByText('Status opdateret')).toBeNull();
  });

  it('will not reject without a reason', async () => {
    const { fetchMock } = renderDialog({});
    await userEvent.click(screen.getByRole('radio', { name: 'Afvis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Afvis' }));
    expect(await screen.findByText('Du mangler at udfylde feltet')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects with the reason and no mails', async () => {
    const { fetchMock } = renderDialog({ [`POST /api/dwellings/${UUID}/status`]: () => ({ body: {} }) }, { canApprove: false });
    expect(screen.getByRole('radio', { name: 'Afvis' })).toHaveProperty('checked', true);
    await userEvent.type(screen.getByRole('textbox', { name: /Begrundelse/ }), 'Mangler billeder');
    await userEvent.click(screen.getByRole('button', { name: 'Afvis' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({ status: 'REJECTED', reason: 'Mangler billeder' });
  });

  it("shows 'Error : Something went wrong..' (da 'Fejl : Noget gik galt..') when the call fails", async () => {
    renderDialog({
      [`POST /api/dwellings/${UUID}/status`]: () => ({
        status: 409,
        body: { error: { code: 'INVALID_TRANSITION', message: 'x' } },
      }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Begrundelse/ }), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Godkend' }));
    expect(await screen.findByText('Fejl : Noget gik galt..')).toBeTruthy();
  });

  describe('a listing flagged "Mulig dublet" (docs/architecture.md "One listing per home")', () => {
    const OTHER = '99999999-2222-4333-8444-555555555555';
    const flagged = {
      uuid: UUID,
      status: 'PENDING_REVIEW',
      location: { address: 'Vestergade 1, 8000 Aarhus C' },
      user: { name: 'Bo Senere', email: 'bo@example.dk' },
      images: ['b1.webp'],
      possibleDuplicateOf: {
        uuid: OTHER,
        address: 'Vestergade 1, 8000 Aarhus C',
        ownerName: 'Anne Først',
        ownerEmail: 'anne@example.dk',
        status: 'APPROVED',
        active: true,
        images: ['a1.webp', 'a2.webp'],
      },
    } as unknown as DwellingView;

    it('shows this listing and the other side by side: address, landlord, status and photos', () => {
      renderDialog({}, { dwelling: flagged });
      const panel = screen.getByTestId('duplicate-comparison');
      expect(panel.textContent).toContain('Mulig dublet');
      const mine = within(panel).getByRole('region', { name: 'Denne annonce' });
      const theirs = within(panel).getByRole('region', { name: 'Den anden annonce' });
      expect(mine.textContent).toContain('Bo Senere (bo@example.dk)');
      expect(theirs.textContent).toContain('Anne Først (anne@example.dk)');
      expect(theirs.textContent).toContain('Godkendt');
      expect(within(theirs).getByRole('link').getAttribute('href')).toBe(`/dwellings/${OTHER}/preview`);
      expect(within(theirs).getAllByRole('img')).toHaveLength(2);
      expect(within(mine).getAllByRole('img')).toHaveLength(1);
    });

    it("prefills a rejection's reason with the other listing's link, editable, and sends it", async () => {
      const { fetchMock } = renderDialog({ [`POST /api/dwellings/${UUID}/status`]: () => ({ body: {} }) }, { dwelling: flagged });
      const reason = screen.getByRole('textbox', { name: /Begrundelse/ });
      expect(reason).toHaveProperty('value', '');
      await userEvent.click(screen.getByRole('radio', { name: 'Afvis' }));
      const link = `${window.location.origin}/bolig/${OTHER}`;
      expect(reason).toHaveProperty('value', `Boligen er allerede annonceret: ${link}`);
      await userEvent.type(reason, ' (samme udlejer?)');
      await userEvent.click(screen.getByRole('button', { name: 'Afvis' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(sentBody(fetchMock)).toEqual({
        status: 'REJECTED',
        reason: `Boligen er allerede annonceret: ${link} (samme udlejer?)`,
      });
    });

    it('shows no comparison for a listing that is not flagged', () => {
      renderDialog({}, { dwelling: { ...flagged, possibleDuplicateOf: null } });
      expect(screen.queryByTestId('duplicate-comparison')).toBeNull();
    });
  });
});
