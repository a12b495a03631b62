// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { ThreadView } from '@udlejning/shared/messages/thread';
import { i18n } from '../../../lib/i18n';
import { ThreadsTable } from './ThreadsTable';

afterEach(cleanup);

const thread = (over: Partial<ThreadView>): ThreadView => ({
  id: 't1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  closed: false,
  unread: true,
  seeker: { externalId: 's1', email: 'vera@example.dk', name: 'Vera Visitor' },
  latestMessage: { text: 'Hej! Er lejligheden stadig ledig?', externalFrom: 'SEEKER' },
  dwelling: {
    uuid: 'd1',
    status: 'APPROVED',
    active: true,
    address: 'Vestergade 1, 8000 Aarhus C',
    zip: '8000',
    city: 'Aarhus C',
  },
  ...over,
});

const paging = { page: 0, pageSize: 25, onPageChange: () => {}, onPageSizeChange: () => {} };
const renderTable = (rows: ThreadView[]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ThreadsTable label="Beskeder" rows={rows} totalCount={rows.length} paging={paging} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('ThreadsTable (doc 1 §2 Messages list)', () => {
  it('shows the status with the unread marker, the 20-character preview and the links', async () => {
    await i18n.changeLanguage('da');
    renderTable([
      thread({}),
      thread({ id: 't2', unread: false, seeker: { externalId: 's2', email: 'a@x.dk', name: 'Anne' } }),
      thread({ id: 't3', closed: true, unread: false, seeker: { externalId: 's3', email: 'b@x.dk', name: 'Bo' } }),
    ]);
    const [, first, second, third] = screen.getAllByRole('row');
    expect(within(first).getByText('NY BESKED')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Ulæst' })).toBeTruthy();
    expect(within(first).getByText('Hej! Er lejligheden  ...', { normalizer: (text) => text })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Åbn samtalen med Vera Visitor' }).getAttribute('href')).toBe('/messages/t1');
    expect(within(first).getByRole('link', { name: 'Vestergade 1, 8000 Aarhus C' }).getAttribute('href')).toBe('/dwellings/d1');
    expect(within(second).getByText('ÅBEN')).toBeTruthy();
    expect(within(second).queryByRole('img', { name: 'Ulæst' })).toBeNull();
    // a closed thread links to the dwelling's preview
    expect(within(third).getByText('LUKKET')).toBeTruthy();
    expect(within(third).getByRole('link', { name: 'Vestergade 1, 8000 Aarhus C' }).getAttribute('href')).toBe(
      '/dwellings/d1/preview',
    );
  });

  it("says 'No messages' when there are none", async () => {
    await i18n.changeLanguage('en');
    renderTable([]);
    expect(screen.getByText('No messages')).toBeTruthy();
    // the six columns ('Created' is hidden below md by CSS)
    expect(screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).toEqual([
      'Status',
      'Address',
      'Seeker',
      'Latest message',
      'Created',
      'Updated',
    ]);
  });
});
