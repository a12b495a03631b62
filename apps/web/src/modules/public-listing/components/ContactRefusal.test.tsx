// @vitest-environment happy-dom
/**
 * The contact panel tells a seeker who will be refused why, before they type, and how to become allowed
 * (doc 2 §1 contact access: STANDARD only paying users, PLUS all registered users, PREMIUM all visitors). Each tier
 * with each seeker level; `viewer.allowed` is what the server answers (canContact), so the table is the server's rule.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CONTACT_ACCESS, type ListingType } from '@udlejning/shared/dwellings/listing-type';
import { canContact, type PublicListing } from '@udlejning/shared/public-listing/listing';
import type { SeekerLevel } from '@udlejning/shared/seekers/enums';
import { i18n } from '../../../lib/i18n';
import { ListingContact } from './ListingContact';

function listingFor(listingType: ListingType, level: SeekerLevel, extra: Partial<PublicListing> = {}): PublicListing {
  const seeker = level === 'VISITOR' ? null : { name: 'Sara Søger', email: 'sara@example.dk', level };
  return {
    uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    headline: 'Værelse',
    description: null,
    listingType,
    contactAccess: CONTACT_ACCESS[listingType],
    images: [],
    dwellingType: 'ROOM',
    rooms: 1,
    area: 14,
    address: null,
    zip: '5000',
    city: 'Odense C',
    rent: 350_000,
    prepaid: null,
    deposit: null,
    downpayment: null,
    inclusive: true,
    utilities: [],
    available: null,
    timeframe: { type: 'UNLIMITED', date: null, min: null, max: null },
    facilities: [],
    terms: [],
    coordinates: null,
    contact: { name: 'Lis Udlejer', phone: null, email: null, link: null },
    chatable: true,
    viewer: { level, allowed: canContact(listingType, level), seeker },
    ...extra,
  };
}

const renderPanel = (listing: PublicListing) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ListingContact listing={listing} />
      </I18nextProvider>
    </QueryClientProvider>,
  );

const REGISTERED_WHY = 'Kun registrerede boligsøgere kan skrive til udlejeren af denne annonce.';
const PAYING_WHY = 'Kun boligsøgere med et betalt abonnement kan skrive til udlejeren af denne annonce.';

beforeAll(async () => {
  await import('./ContactForms');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactRefusal in the contact panel (doc 2 §1 contact access)', () => {
  it.each<[ListingType, SeekerLevel, string | null, RegExp | null]>([
    ['PREMIUM', 'VISITOR', null, null],
    ['PREMIUM', 'REGISTERED', null, null],
    ['PLUS', 'VISITOR', REGISTERED_WHY, /Log ind med din e-mail herunder – det er gratis/],
    ['PLUS', 'REGISTERED', null, null],
    ['PLUS', 'PAYING', null, null],
    ['STANDARD', 'VISITOR', PAYING_WHY, /log ind herunder med den e-mail, du bruger der/],
    ['STANDARD', 'REGISTERED', PAYING_WHY, /Du er logget ind som registreret bruger/],
    ['STANDARD', 'PAYING', null, null],
  ])('%s listing, %s seeker: refusal %s', async (listingType, level, why, how) => {
    await i18n.changeLanguage('da');
    renderPanel(listingFor(listingType, level));
    // before any form is there to type in
    expect(screen.queryByRole('textbox')).toBeNull();
    const notice = screen.queryByText('Du kan ikke skrive her endnu');
    if (why === null) {
      expect(notice).toBeNull();
      expect(screen.getByText(/kan skrive til udlejeren af denne annonce\.$/)).toBeTruthy();
      return;
    }
    expect(notice).toBeTruthy();
    // a note that is there from the start, not an alert that interrupts
    expect(screen.getByRole('note').textContent).toContain(why);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.getByText(how!)).toBeTruthy();
    // a visitor gets the way to the sign-in form; a signed-in seeker is told which e-mail to use instead
    expect(Boolean(screen.queryByRole('link', { name: 'Log ind som boligsøger' }))).toBe(level === 'VISITOR');
  });

  it('says nothing about access when the landlord takes no messages', async () => {
    await i18n.changeLanguage('en');
    renderPanel(
      listingFor('STANDARD', 'VISITOR', { chatable: false, viewer: { level: 'VISITOR', allowed: false, seeker: null } }),
    );
    expect(screen.getByText('The landlord does not take messages through this listing.')).toBeTruthy();
    expect(screen.queryByText('You cannot write here yet')).toBeNull();
  });

  it('points to the phone or e-mail when the page shows one (en)', async () => {
    await i18n.changeLanguage('en');
    renderPanel(listingFor('PLUS', 'VISITOR', { contact: { name: null, phone: '+45 12 34 56 78', email: null, link: null } }));
    expect(screen.getByText('Only registered home seekers can write to the landlord of this listing.')).toBeTruthy();
    expect(screen.getByText('You can also contact the landlord by phone or e-mail above.')).toBeTruthy();
  });

  it("the notice's sign-in link loads the forms and puts focus in the e-mail field", async () => {
    await i18n.changeLanguage('en');
    renderPanel(listingFor('PLUS', 'VISITOR'));
    await userEvent.click(screen.getByRole('link', { name: 'Sign in as a home seeker' }));
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});
