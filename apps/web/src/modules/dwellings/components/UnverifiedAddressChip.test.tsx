// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '../../../lib/i18n';
import type { DwellingRow } from '../dwelling-row';
import { UnverifiedAddressChip } from './UnverifiedAddressChip';

const rowWith = (location: Record<string, unknown>) => ({ uuid: 'd1', location }) as unknown as DwellingRow;
const renderChip = (row: DwellingRow) =>
  render(
    <I18nextProvider i18n={i18n}>
      <UnverifiedAddressChip row={row} />
    </I18nextProvider>,
  );

beforeEach(() => setLanguage('da'));
afterEach(cleanup);

describe('UnverifiedAddressChip (an address typed by hand, in the admin list)', () => {
  it("marks a hand-typed address 'Ikke verificeret mod DAR'", () => {
    renderChip(rowWith({ address: 'Skovvej 1, 9999 Lilleby', manualAddress: true }));
    expect(screen.getByText('Ikke verificeret mod DAR')).toBeTruthy();
  });

  it.each([
    ['chosen from DAR', { address: 'Vestergade 1', manualAddress: false }],
    ['a landlord-list row without the field', { address: 'Vestergade 1' }],
  ])('shows nothing for an address %s', (_name, location) => {
    const { container } = renderChip(rowWith(location));
    expect(container.textContent).toBe('');
  });

  it('speaks English', async () => {
    await setLanguage('en');
    renderChip(rowWith({ address: 'Skovvej 1', manualAddress: true }));
    expect(screen.getByText('Not verified against DAR')).toBeTruthy();
  });
});
