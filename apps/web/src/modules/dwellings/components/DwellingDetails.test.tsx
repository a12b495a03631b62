// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DWELLING_ACTIONS, type DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { emptyDwellingForm } from '@udlejning/shared/dwellings/form-schema';
import { i18n } from '../../../lib/i18n';
import { DwellingDetails } from './DwellingDetails';

function view(location: Partial<DwellingView['location']>): DwellingView {
  const content = emptyDwellingForm();
  return {
    ...content,
    location: { ...content.location, ...location },
    headline: 'Lys lejlighed',
    contact: { name: 'Lars Lund', email: 'lars@example.dk', phone: '+4522334455', link: null },
    id: 'u1',
    uuid: 'u1',
    status: 'PENDING_REVIEW',
    displayedStatus: 'PENDING_REVIEW',
    active: true,
    locked: false,
    listingType: 'STANDARD',
    payment: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    approvedAt: null,
    expiresAt: null,
    deactivatedAt: null,
    deactivatedBy: null,
    user: {
      id: 7,
      uuid: 'u7',
      name: 'Lars Lund',
      firstname: 'Lars',
      lastname: 'Lund',
      email: 'lars@example.dk',
      phone: '+4522334455',
      type: 'PERSONAL',
      verified: false,
      emailVerified: true,
      phoneVerified: false,
    },
    abilities: Object.fromEntries(DWELLING_ACTIONS.map((a) => [a, false])) as DwellingView['abilities'],
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(cleanup);

describe('DwellingDetails', () => {
  it('marks an address typed by hand as not verified against DAR, in Danish and English', async () => {
    render(<DwellingDetails dwelling={view({ manualAddress: true, address: 'Storgade 12, 7100 Vejle', zip: '7100' })} />);
    expect(screen.getByText('Ikke verificeret mod DAR')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('en');
    render(<DwellingDetails dwelling={view({ manualAddress: true, address: 'Storgade 12, 7100 Vejle', zip: '7100' })} />);
    expect(screen.getByText('Not verified against DAR')).toBeTruthy();
  });

  it('has no mark for an address from the list, and shows the contact phone grouped', () => {
    render(<DwellingDetails dwelling={view({ id: 'a1', address: 'Ridehusgade 49, 5000 Odense C', zip: '5000' })} />);
    expect(screen.queryByText('Ikke verificeret mod DAR')).toBeNull();
    expect(screen.getByText('+45 22 33 44 55')).toBeTruthy();
  });
});
