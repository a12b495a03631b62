/**
 * What a listing's public page says in the HTML the server sends (docs/architecture.md "Messages and the public
 * listing page"), for readers without JavaScript, link previews and crawlers: schema.org JSON-LD (a
 * RealEstateListing whose mainEntity is the Apartment/House/Room/Accommodation and whose Offer is the monthly rent
 * in DKK) and the listing as plain semantic HTML (h1 headline, facts, description). Danish, the page's language
 * (index.html `lang="da"`). Every user-typed text is HTML-escaped here; the JSON-LD is escaped against `</script>`
 * by web-app.ts when it is written.
 */
import type { DwellingType } from '@udlejning/shared/dwellings/enums';
import { formatKr } from '@udlejning/shared/dwellings/money';
import { dwellings as daDwellings } from '@udlejning/shared/i18n/da/dwellings';
import { publicListing as daPublicListing } from '@udlejning/shared/i18n/da/publicListing';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { escapeHtml } from '../../platform/http/web-app';

/** schema.org's type for each dwelling type (Accommodation when unknown). */
const SCHEMA_TYPES = {
  ROOM: 'Room',
  APARTMENT: 'Apartment',
  VILLA_APARTMENT: 'Apartment',
  HOUSE: 'House',
  TOWNHOUSE: 'House',
  FARMHOUSE: 'House',
} as const satisfies Record<DwellingType, string>;

/** The street part of the stored address "Street 1, 2. th, 8000 Aarhus C" (its trailing "zip city" dropped). */
function streetOf(listing: PublicListing): string | null {
  if (!listing.address) return null;
  const tail = [listing.zip, listing.city].filter(Boolean).join(' ');
  const street = tail && listing.address.endsWith(tail) ? listing.address.slice(0, -tail.length) : listing.address;
  return street.replace(/[\s,]+$/, '') || null;
}

/** The place line the page shows: the address, or zip and city when the landlord hides it. */
export const placeOf = (listing: PublicListing): string =>
  listing.address ?? [listing.zip, listing.city].filter(Boolean).join(' ');

/** Drops the keys whose value is null or undefined (JSON-LD leaves an unknown out rather than saying null). */
const present = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v != null));

/**
 * The listing as schema.org JSON-LD: a RealEstateListing (url, name, description, image) whose `mainEntity` is the
 * dwelling (PostalAddress with streetAddress unless hidden, postalCode, addressLocality, addressCountry DK;
 * numberOfRooms; floorSize in m², unitCode MTK) and whose `offers` is an Offer for the monthly rent (price in DKK =
 * øre / 100, priceCurrency DKK, availabilityStarts = vacant from). `url` is the page's absolute URL, `images` absolute.
 */
export function listingJsonLd(listing: PublicListing, url: string, images: string[]): Record<string, unknown> {
  const name = listing.headline ?? placeOf(listing);
  const dwelling = present({
    '@type': listing.dwellingType ? SCHEMA_TYPES[listing.dwellingType] : 'Accommodation',
    name,
    address: present({
      '@type': 'PostalAddress',
      streetAddress: streetOf(listing),
      postalCode: listing.zip,
      addressLocality: listing.city,
      addressCountry: 'DK',
    }),
    numberOfRooms: listing.rooms,
    floorSize: listing.area === null ? null : { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' },
    image: images.length > 0 ? images : null,
  });
  const offer =
    listing.rent === null
      ? null
      : present({
          '@type': 'Offer',
          url,
          price: listing.rent / 100,
          priceCurrency: 'DKK',
          // a monthly rent (UN/CEFACT MON)
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: listing.rent / 100,
            priceCurrency: 'DKK',
            unitCode: 'MON',
          },
          availabilityStarts: listing.available,
        });
  return present({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    url,
    name,
    description: listing.description,
    image: images[0] ?? null,
    mainEntity: dwelling,
    offers: offer,
  });
}

const danishDate = (iso: string) =>
  new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));

/**
 * The listing as plain HTML for `#root` (class `prerendered`, which web-app.ts keeps visually hidden while the app
 * starts and shows without JavaScript): h1 headline, place, rent, the facts as a `<dl>`, the description as
 * paragraphs. createRoot replaces it with the app's own page on mount (apps/web/src/main.tsx).
 */
export function listingBodyHtml(listing: PublicListing): string {
  const t = daPublicListing;
  const place = placeOf(listing);
  const facts: [string, string][] = [];
  if (listing.dwellingType) facts.push([t.facts.type, daDwellings.dwellingType[listing.dwellingType]]);
  if (listing.rooms !== null) facts.push([t.facts.rooms, String(listing.rooms)]);
  if (listing.area !== null) facts.push([t.facts.area, t.facts.areaValue.replace('{{area}}', String(listing.area))]);
  if (listing.rent !== null) facts.push([t.facts.rent, formatKr(listing.rent)]);
  if (listing.deposit !== null) facts.push([t.facts.deposit, formatKr(listing.deposit)]);
  facts.push([t.facts.available, listing.available ? danishDate(listing.available) : t.facts.asap]);
  const paragraphs = (listing.description ?? '')
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return [
    '<article class="prerendered">',
    `<h1>${escapeHtml(listing.headline ?? place)}</h1>`,
    place ? `<p>${escapeHtml(place)}</p>` : '',
    listing.rent !== null ? `<p>${escapeHtml(t.perMonth.replace('{{amount}}', formatKr(listing.rent)))}</p>` : '',
    `<h2>${escapeHtml(t.facts.title)}</h2>`,
    `<dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`,
    paragraphs.length > 0 ? `<h2>${escapeHtml(t.description)}</h2>` : '',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</article>',
  ]
    .filter(Boolean)
    .join('');
}
