// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { graphqlMock } from '../../payments/test-support';
import { UsersPage } from './UsersPage';

const anna = {
  id: '7',
  uuid: '0b6c3d1e-1111-4222-8333-444455556666',
  name: 'Anna Andersen',
  email: 'anna@example.dk',
  phone: '+4520202020',
  type: 'PERSONAL',
  expireAt: null,
};
const details = {
  ...anna,
  firstname: 'Anna',
  lastname: 'Andersen',
  company: null,
  companyAddress: null,
  cvr: null,
  role: 'landlord',
  verified: false,
  emailVerified: true,
  phoneVerified: false,
  feedToken: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  deletedAt: null,
  dwellings: [
    {
      uuid: 'd1',
      address: 'Byggevej 1, 8000 Aarhus C',
      status: 'APPROVED',
      active: true,
      listingType: 'STANDARD',
      createdAt: '2026-11-02T10:00:00.000Z',
    },
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes([{ path: '/users', element: <UsersPage /> }], '/users', (node) => (
    <QueryClientProvider client={client}>{node}</QueryClientProvider>
  ));
}

beforeEach(async () => {
  await setLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UsersPage', () => {
  it('lists users 25 a page, opens a row on Dwellings, and shows a reset password once', async () => {
    const { fetchMock, sent } = graphqlMock({
      userConnection: () => ({
        data: {
          userConnection: {
            totalCount: 1,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [{ cursor: 'c0', node: anna }],
          },
        },
      }),
      'user(id': () => ({ data: { user: details } }),
      resetPassword: () => ({ data: { resetPassword: 'Abcdefgh234567' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brugere' })).toBeTruthy();
    expect(await screen.findByText('anna@example.dk')).toBeTruthy();
    expect(sent('userConnection')[0]).toMatchObject({ first: 25, after: null, sortBy: 'name', sortDir: 'asc' });
    // one user: nothing to page through, so no pager (ui/PagedTable hasPages)
    expect(screen.queryByText('Rækker pr. side')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Vis detaljer for Anna Andersen' }));
    expect(await screen.findByRole('link', { name: 'Byggevej 1, 8000 Aarhus C' })).toBeTruthy();
    // the dwelling's status and listing type are the schema's enums, shown in words
    expect(screen.getByText(/^Godkendt · Standard · /)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Profil' }));
    expect(screen.getByText(anna.uuid)).toBeTruthy();
    expect(screen.getByText('Udlejer')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Nulstil adgangskode' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Nulstil' }));
    expect(await screen.findByTestId('new-password')).toHaveProperty('textContent', 'Abcdefgh234567');
    expect(sent('resetPassword')[0]).toEqual({ id: '7' });
  });

  it('sorts on the server by name, e-mail and phone from the column headers, and starts again on page 1', async () => {
    const page = (hasNextPage: boolean) => ({
      data: {
        userConnection: { totalCount: 30, pageInfo: { hasNextPage, endCursor: 'c24' }, edges: [{ cursor: 'c0', node: anna }] },
      },
    });
    const { fetchMock, sent } = graphqlMock({ userConnection: (vars) => page(vars.after === null) });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('anna@example.dk')).toBeTruthy();
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Navn').getAttribute('aria-sort')).toBe('ascending');
    expect(header('E-mail').getAttribute('aria-sort')).toBeNull();

    // the name column is already sorted A-Z: a click turns it around
    await userEvent.click(screen.getByRole('button', { name: 'Navn' }));
    await waitFor(() => expect(sent('userConnection').at(-1)).toMatchObject({ sortBy: 'name', sortDir: 'desc' }));
    expect(header('Navn').getAttribute('aria-sort')).toBe('descending');

    // on page 2, a new column sorts A-Z from the first page
    await userEvent.click(screen.getByRole('button', { name: /næste side|next page/i }));
    await waitFor(() => expect(sent('userConnection').at(-1)).toMatchObject({ after: 'c24' }));
    await userEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(sent('userConnection').at(-1)).toMatchObject({ sortBy: 'email', sortDir: 'asc', after: null }));
    expect(header('E-mail').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Navn').getAttribute('aria-sort')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Telefon' }));
    await waitFor(() => expect(sent('userConnection').at(-1)).toMatchObject({ sortBy: 'phone', sortDir: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Telefon' }));
    await waitFor(() => expect(sent('userConnection').at(-1)).toMatchObject({ sortBy: 'phone', sortDir: 'desc' }));
    // the type column is not sortable
    expect(screen.queryByRole('button', { name: 'Type' })).toBeNull();
  });
});
