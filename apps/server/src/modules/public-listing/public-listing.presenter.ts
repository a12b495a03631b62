/** A public dwelling row → PublicListing (doc 2 §1, §3 anonymous and contact flags). */
import { CONTACT_ACCESS } from '@udlejning/shared/dwellings/listing-type';
import { dwellingImageUrl } from '@udlejning/shared/dwellings/image-url';
import type { TermKey } from '@udlejning/shared/dwellings/enums';
import { formatPhone } from '@udlejning/shared/phone';
import { canContact, type PublicListing, type PublicSeeker } from '@udlejning/shared/public-listing/listing';
import type { PublicDwellingRow } from './public-listing.repository';

/**
 * What anyone may see of an approved, active listing: the street address only unless the landlord
 * hides the location, the phone only when phoneable and not hidden (grouped for display, formatPhone: the public
 * page then needs no phone library, docs/architecture.md "Phone numbers"), the e-mail only when emailable.
 * `viewer` is the seeker signed in on this browser, or null for a visitor.
 */
export function presentPublicListing(row: PublicDwellingRow, viewer: PublicSeeker | null): PublicListing {
  const anonymous = row.anonymous ?? [];
  const location = row.location as {
    address?: string | null;
    zip?: string | null;
    city?: string | null;
    geo?: { coordinates?: [number, number] | null } | null;
  };
  const hidesLocation = anonymous.includes('LOCATION');
  const terms = (row.terms as { key: TermKey; value?: boolean | 'unknown' | null; comment?: string | null }[] | null) ?? [];
  const geo = location.geo?.coordinates;
  const economy = row.economy as Partial<PublicListing> & { utilities?: PublicListing['utilities'] };
  const size = row.size as { rooms?: number | null; area?: number | null };
  const contact = row.contact as Partial<PublicListing['contact']>;
  const timeframe = row.timeframe as Partial<PublicListing['timeframe']>;
  const level = viewer?.level ?? 'VISITOR';
  return {
    uuid: row.uuid,
    headline: row.headline,
    description: row.description,
    listingType: row.listingType,
    contactAccess: CONTACT_ACCESS[row.listingType],
    images: (row.images ?? []).map((f) => dwellingImageUrl(f)),
    dwellingType: (row.type as { dwelling?: PublicListing['dwellingType'] }).dwelling ?? null,
    rooms: size.rooms ?? null,
    area: size.area ?? null,
    address: hidesLocation ? null : (location.address ?? null),
    zip: location.zip ?? null,
    city: location.city ?? null,
    rent: economy.rent ?? null,
    prepaid: economy.prepaid ?? null,
    deposit: economy.deposit ?? null,
    downpayment: economy.downpayment ?? null,
    inclusive: Boolean(economy.inclusive),
    utilities: economy.utilities ?? [],
    available: row.available ? row.available.toISOString() : null,
    timeframe: {
      type: timeframe.type ?? 'UNLIMITED',
      date: timeframe.date ?? null,
      min: timeframe.min ?? null,
      max: timeframe.max ?? null,
    },
    facilities: (row.facilities as string[] | null) ?? [],
    // a term without a value says nothing (the form stores only set ones, TermsFields)
    terms: terms.flatMap((x) => (x.value == null ? [] : [{ key: x.key, value: x.value, comment: x.comment ?? null }])),
    // the exact point would give away a hidden address: no map then
    coordinates: !hidesLocation && Array.isArray(geo) && geo.length === 2 ? [geo[0], geo[1]] : null,
    contact: {
      name: contact.name ?? null,
      phone: row.phoneable && !anonymous.includes('PHONE') && contact.phone ? formatPhone(contact.phone) : null,
      email: row.emailable ? (contact.email ?? null) : null,
      link: contact.link ?? null,
    },
    chatable: row.chatable,
    viewer: { level, allowed: row.chatable && canContact(row.listingType, level), seeker: viewer },
  };
}
