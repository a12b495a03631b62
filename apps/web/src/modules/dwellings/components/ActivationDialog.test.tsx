// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../ui/toast/toast';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { ActivationDialog, type ActivationTarget } from './ActivationDialog';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UUID = '11111111-2222-3333-4444-555555555555';

function renderDialog(target: ActivationTarget, token?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <ActivationDialog target={target} token={token} onClose={onClose} /> }], '/', (node) => (
    <QueryClientProvider client={client}>
      <>
        <Toaster />
        {node}
      </>
    </QueryClientProvider>
  ));
  return { onClose };
}

const sent = (i: number) => {
  const [url, init] = fetchMock.mock.calls[i];
  return { url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> };
};

beforeEach(async () => {
  await setLanguage('da');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ActivationDialog', () => {
  it('deactivating an approved listing asks first, then opens the survey that needs a rating', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json({ uuid: UUID, active: false }));
    const { onClose } = renderDialog({ uuid: UUID, status: 'APPROVED', active: true }, 'tok en');
    const confirm = screen.getByRole('dialog', { name: 'Deaktiver annoncen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deaktiver' }));
    expect(sent(0)).toEqual({ url: `/api/dwellings/${UUID}/activation?token=tok%20en`, body: { active: false } });
    expect(onClose).toHaveBeenCalled();

    const survey = await screen.findByRole('dialog', { name: 'Hvordan gik det?' });
    await user.click(within(survey).getByRole('button', { name: 'Send' }));
    expect(await within(survey).findByText('Vælg en bedømmelse fra 1 til 5')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json({ id: 'f1', rating: 5 }, 201));
    // MUI Rating's radios are visually hidden; happy-dom needs the click on the input itself
    // the stars speak Danish ('1 stjerne', not MUI's '1 Stjern')
    expect(within(survey).getByRole('radio', { name: '1 stjerne' })).toBeTruthy();
    fireEvent.click(within(survey).getByRole('radio', { name: '5 stjerner' }));
    await user.click(within(survey).getByRole('radio', { name: 'Nej' }));
    await user.type(within(survey).getByLabelText('Kommentar'), 'Fint');
    await user.click(within(survey).getByRole('button', { name: 'Send' }));
    await screen.findByText('Tak for din feedback', undefined, { timeout: 5000 });
    expect(sent(1)).toEqual({
      url: '/api/feedbacks?token=tok%20en',
      body: { rating: 5, leasedByAB: 'NO', comment: 'Fint', dwellingId: UUID },
    });
  });

  it('deactivating a draft opens no survey; activating asks with its own words', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json({ uuid: UUID, active: false }));
    renderDialog({ uuid: UUID, status: 'DRAFT', active: true });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deaktiver' }));
    await screen.findByText('Annoncen er deaktiveret');
    expect(screen.queryByRole('dialog', { name: 'Hvordan gik det?' })).toBeNull();
    cleanup();

    fetchMock.mockResolvedValueOnce(json({ uuid: UUID, active: true }));
    renderDialog({ uuid: UUID, status: 'APPROVED', active: false });
    const dialog = screen.getByRole('dialog', { name: 'Aktiver annoncen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aktiver' }));
    expect(sent(1).body).toEqual({ active: true });
    await screen.findByText('Annoncen er aktiveret');
  });

  it('shows the server message when the change is refused', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 'INVALID_TRANSITION', message: 'That status change is not allowed' } }, 409),
    );
    renderDialog({ uuid: UUID, status: 'APPROVED', active: true });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deaktiver' }));
    await screen.findByText('Den statusændring er ikke tilladt');
  });
});
