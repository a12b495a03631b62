// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n, setLanguage } from '../../../lib/i18n';
import type { DwellingRow } from '../dwelling-row';
import { PossibleDuplicateChip } from './PossibleDuplicateChip';

const OTHER = { uuid: 'd9', address: 'Vestergade 1, 8000 Aarhus C', ownerName: 'Anne Først', status: 'APPROVED' };
const rowWith = (extra: Record<string, unknown>) => ({ uuid: 'd1', location: {}, ...extra }) as unknown as DwellingRow;
const renderChip = (row: DwellingRow) =>
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <PossibleDuplicateChip row={row} />
      </I18nextProvider>
    </MemoryRouter>,
  );

beforeEach(() => setLanguage('da'));
afterEach(cleanup);

describe('PossibleDuplicateChip (another landlord lists the home, in the admin list)', () => {
  it("marks a flagged row 'Mulig dublet', linking to the other listing named by address and landlord", () => {
    renderChip(rowWith({ possibleDuplicateOf: OTHER }));
    const chip = screen.getByRole('link', { name: /En anden udlejer har en annonce på samme adresse/ });
    expect(chip.textContent).toBe('Mulig dublet');
    expect(chip.getAttribute('href')).toBe('/dwellings/d9/preview');
    expect(chip.getAttribute('aria-label')).toContain('Anne Først');
  });

  it('in English', async () => {
    await setLanguage('en');
    renderChip(rowWith({ possibleDuplicateOf: OTHER }));
    expect(screen.getByText('Possible duplicate')).toBeTruthy();
  });

  it.each([
    ['an unflagged row', { possibleDuplicateOf: null }],
    ['a landlord-list row without the field', {}],
  ])('shows nothing for %s', (_name, extra) => {
    const { container } = renderChip(rowWith(extra));
    expect(container.textContent).toBe('');
  });
});
