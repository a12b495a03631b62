// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DWELLING_ACTIONS, type DwellingListItem } from '@udlejning/shared/dwellings/dwelling';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { DwellingsTable } from './DwellingsTable';

/** happy-dom's viewport control (matchMedia follows it). */
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height,
  });

function row(overrides: Partial<DwellingListItem> = {}): DwellingListItem {
  return {
    id: 'd1',
    uuid: 'd1',
    headline: 'Lys lejlighed',
    status: 'PENDING_REVIEW',
    displayedStatus: 'PENDING_REVIEW',
    active: true,
    listingType: 'PLUS',
    location: { address: 'Ridehusgade 49, 2. th, 5000 Odense C', zip: '5000', city: 'Odense C' },
    economy: { rent: 850_000 },
    size: { rooms: 3, area: 82 },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    deactivatedAt: null,
    abilities: Object.fromEntries(DWELLING_ACTIONS.map((a) => [a, a === 'upgrade'])) as DwellingListItem['abilities'],
    ...overrides,
  };
}

function renderList() {
  const table = (
    <DwellingsTable
      label="Mine boliger"
      columns={[]}
      rows={[row()]}
      renderActions={(r) => <button type="button">{`Handlinger for ${r.location.address}`}</button>}
      totalCount={1}
      page={0}
      pageSize={25}
      onPageChange={() => undefined}
      onPageSizeChange={() => undefined}
    />
  );
  return renderRoutes(
    [
      { path: '/dwellings/', element: table },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/dwellings/',
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(() => {
  cleanup();
  setViewport(1024, 768);
});

describe('DwellingsTable on a phone', () => {
  it('shows each row as a card with address, rent, status, tier and the row menu below 600 px', async () => {
    setViewport(390, 844);
    const { router } = renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'Mine boliger' })).getByRole('listitem');
    const link = within(card).getByRole('link', { name: 'Ridehusgade 49, 2. th, 5000 Odense C' });
    expect(within(card).getByText('8.500 kr.')).toBeTruthy();
    expect(within(card).getByText('Afventer godkendelse')).toBeTruthy();
    expect(within(card).getByText('Plus')).toBeTruthy();
    expect(within(card).getByText('3 / 82 m²')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Handlinger for Ridehusgade 49, 2. th, 5000 Odense C' })).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Opgrader/ })
        .getAttribute('href'),
    ).toBe('/dwellings/d1/status#pricing');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/dwellings/d1/preview');
  });

  it('keeps the table from 600 px', () => {
    setViewport(1280, 800);
    renderList();
    expect(screen.getByRole('table', { name: 'Mine boliger' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Mine boliger' })).toBeNull();
  });
});
