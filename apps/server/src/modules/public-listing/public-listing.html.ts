/**
 * What a listing's public page says in the HTML the server sends (docs/architecture.md "Messages and the public
 * listing page"), for readers without JavaScript, link previews and crawlers: schema.org JSON-LD (a
 * RealEstateListing whose mainEntity is the Apartment/House/Room/Accommodation and whose Offer is the monthly rent
 * in DKK, with the total per month) and the listing as plain semantic HTML (h1 headline, facts, costs, lease terms,
 * description, facilities, location). Danish, the page's language
 * (index.html `lang="da"`). Every user-typed text is HTML-escaped here; the JSON-LD is escaped against `</script>`
 * by web-app.ts when it is written.
 */
import type { DwellingType } from '@udlejning/shared/dwellings/enums';
import { formatKr } from '@udlejning/shared/dwellings/money';
import { dwellings as daDwellings } from '@udlejning/shared/i18n/da/dwellings';
import { publicListing as daPublicListing } from '@udlejning/shared/i18n/da/publicListing';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import type {
  Accommodation,
  LocationFeatureSpecification,
  Offer,
  RealEstateListing,
  UnitPriceSpecification,
  WithContext,
} from 'schema-dts';
import { monthlyUtilityLines, moveInCost, totalMonthlyCost } from '@udlejning/shared/dwellings/costs';
import { rentalPeriod } from '@udlejning/shared/public-listing/rental-period';
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

/** null → undefined: JSON-LD leaves an unknown out rather than saying null (JSON.stringify drops undefined). */
const known = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

/** Facilities (their Danish labels, or as stored) and the lease terms set to yes, as schema.org amenity features. */
function amenitiesOf(listing: PublicListing): LocationFeatureSpecification[] {
  const facilities = listing.facilities.map((f) => (daDwellings.facility as Record<string, string>)[f] ?? f);
  const terms = listing.terms.filter((x) => x.key !== 'PETS' && x.value === true).map((x) => daDwellings.term[x.key]);
  return [...facilities, ...terms].map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }));
}

/**
 * The listing as schema.org JSON-LD (types from schema-dts): a RealEstateListing (url, name, description, image)
 * whose `mainEntity` is the dwelling (PostalAddress with streetAddress unless hidden, postalCode, addressLocality,
 * addressCountry DK; geo when the address is shown; numberOfRooms; floorSize in m², unitCode MTK; petsAllowed unless
 * 'ask the landlord'; amenityFeature: facilities and the lease terms set to yes) and whose `offers` is an Offer for the
 * monthly rent (price in DKK = øre / 100, priceCurrency DKK, unit MON; a second price specification for the total
 * per month with utilities when they are extra; availabilityStarts = vacant from). `url` is the page's absolute
 * URL, `images` absolute.
 */
export function listingJsonLd(listing: PublicListing, url: string, images: string[]): WithContext<RealEstateListing> {
  const name = listing.headline ?? placeOf(listing);
  const pets = listing.terms.find((x) => x.key === 'PETS')?.value;
  const amenities = amenitiesOf(listing);
  const total = totalMonthlyCost(listing);
  const monthly = (ore: number, label: string): UnitPriceSpecification => ({
    '@type': 'UnitPriceSpecification',
    name: label,
    price: ore / 100,
    priceCurrency: 'DKK',
    // a monthly amount (UN/CEFACT MON)
    unitCode: 'MON',
  });
  const dwelling: Exclude<Accommodation, string> = {
    '@type': listing.dwellingType ? SCHEMA_TYPES[listing.dwellingType] : 'Accommodation',
    name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: known(streetOf(listing)),
      postalCode: known(listing.zip),
      addressLocality: known(listing.city),
      addressCountry: 'DK',
    },
    geo: listing.coordinates
      ? { '@type': 'GeoCoordinates', latitude: listing.coordinates[0], longitude: listing.coordinates[1] }
      : undefined,
    numberOfRooms: known(listing.rooms),
    floorSize: listing.area === null ? undefined : { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' },
    petsAllowed: typeof pets === 'boolean' ? pets : undefined,
    amenityFeature: amenities.length > 0 ? amenities : undefined,
    image: images.length > 0 ? images : undefined,
  } as Exclude<Accommodation, string>;
  const offer: Offer | undefined =
    listing.rent === null
      ? undefined
      : {
          '@type': 'Offer',
          url,
          price: listing.rent / 100,
          priceCurrency: 'DKK',
          priceSpecification:
            total !== null && total !== listing.rent
              ? [monthly(listing.rent, daPublicListing.economy.rent), monthly(total, daPublicListing.economy.total)]
              : monthly(listing.rent, daPublicListing.economy.rent),
          availabilityStarts: known(listing.available),
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    url,
    name,
    description: known(listing.description),
    image: images[0],
    mainEntity: dwelling,
    offers: offer,
  };
}

const danishDate = (iso: string) =>
  new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));

/** "{{name}}" placeholders of a catalogue text filled in. */
const fill = (text: string, values: Record<string, string | number | undefined>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The costs as the page shows them (ListingEconomy): rent, utilities, total per month, upfront amounts, move-in cost. */
function economyFacts(listing: PublicListing): [string, string][] {
  const t = daPublicListing.economy;
  const facts: [string, string][] = [];
  if (listing.rent !== null) facts.push([t.rent, formatKr(listing.rent)]);
  if (listing.inclusive) facts.push([t.utilities, t.included]);
  for (const u of monthlyUtilityLines(listing))
    facts.push([fill(t.utility, { label: daDwellings.utility[u.key] }), formatKr(u.value)]);
  const total = totalMonthlyCost(listing);
  if (total !== null) facts.push([t.total, formatKr(total)]);
  if (listing.deposit !== null) facts.push([t.deposit, formatKr(listing.deposit)]);
  if (listing.prepaid !== null) facts.push([t.prepaid, formatKr(listing.prepaid)]);
  if (listing.downpayment !== null) facts.push([t.downpayment, formatKr(listing.downpayment)]);
  const moveIn = moveInCost(listing);
  if (moveIn !== null) facts.push([t.moveIn, formatKr(moveIn)]);
  return facts;
}

/** The lease terms as the page shows them (ListingLease): available from, rental period, pets, other terms. */
function leaseFacts(listing: PublicListing): [string, string][] {
  const t = daPublicListing.lease;
  const period = rentalPeriod(listing.timeframe);
  const pets = listing.terms.find((x) => x.key === 'PETS');
  const withComment = (text: string, comment: string | null | undefined) => (comment ? `${text} (${comment})` : text);
  const others = listing.terms.filter((x) => x.key !== 'PETS' && x.value === true);
  return [
    [daPublicListing.facts.available, listing.available ? danishDate(listing.available) : daPublicListing.facts.asap],
    [
      t.period,
      fill(t.periodValue[period.key], { date: period.date ? danishDate(period.date) : '', min: period.min, max: period.max }),
    ],
    [t.pets, withComment(t.petsValue[String(pets?.value ?? 'unknown') as 'true' | 'false' | 'unknown'], pets?.comment)],
    ...(others.length > 0
      ? [[t.otherTerms, others.map((x) => withComment(daDwellings.term[x.key], x.comment)).join(', ')] as [string, string]]
      : []),
  ];
}

const factList = (facts: [string, string][]) =>
  `<dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;

/**
 * The listing as plain HTML for `#root` (class `prerendered`, which web-app.ts keeps visually hidden while the app
 * starts and shows without JavaScript), the same sections as the page: h1 headline, place, rent, facts, costs (total
 * per month, move-in cost), lease terms, description, facilities and the location as text. createRoot replaces it
 * with the app's own page on mount (apps/web/src/main.tsx).
 */
export function listingBodyHtml(listing: PublicListing): string {
  const t = daPublicListing;
  const place = placeOf(listing);
  const facts: [string, string][] = [];
  if (listing.dwellingType) facts.push([t.facts.type, daDwellings.dwellingType[listing.dwellingType]]);
  if (listing.rooms !== null) facts.push([t.facts.rooms, String(listing.rooms)]);
  if (listing.area !== null) facts.push([t.facts.area, fill(t.facts.areaValue, { area: listing.area })]);
  const economy = economyFacts(listing);
  const facilities = listing.facilities.map((f) => (daDwellings.facility as Record<string, string>)[f] ?? f);
  const paragraphs = (listing.description ?? '')
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return [
    '<article class="prerendered">',
    `<h1>${escapeHtml(listing.headline ?? place)}</h1>`,
    place ? `<p>${escapeHtml(place)}</p>` : '',
    listing.rent !== null ? `<p>${escapeHtml(fill(t.perMonth, { amount: formatKr(listing.rent) }))}</p>` : '',
    facts.length > 0 ? `<h2>${escapeHtml(t.facts.title)}</h2>${factList(facts)}` : '',
    economy.length > 0 ? `<h2>${escapeHtml(t.economy.title)}</h2>${factList(economy)}` : '',
    `<h2>${escapeHtml(t.lease.title)}</h2>${factList(leaseFacts(listing))}`,
    paragraphs.length > 0 ? `<h2>${escapeHtml(t.description)}</h2>` : '',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    facilities.length > 0
      ? `<h2>${escapeHtml(t.facilities)}</h2><ul>${facilities.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`
      : '',
    place ? `<h2>${escapeHtml(t.map.title)}</h2><p>${escapeHtml(place)}</p>` : '',
    '</article>',
  ]
    .filter(Boolean)
    .join('');
}
