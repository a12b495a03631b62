/**
 * Pure mapping between the API's dwelling content (DwellingContent, money in øre) and the
 * dwellings row: normalising a partial form value to the complete shape, merging a save body
 * onto the stored content, and the column values to write.
 */
import {
  emptyDwellingForm,
  normalizeConsents,
  normalizeLink,
  type DwellingContent,
  type DwellingForm,
} from '@udlejning/shared/dwellings/dwelling-form';
import { homeKey } from '@udlejning/shared/dwellings/home-key';
import { normalizePhone } from '@udlejning/shared/phone';
import type { dwellings } from '../../schema/dwellings.schema';

export type DwellingRow = typeof dwellings.$inferSelect;

/** The top-level content keys (the editable form fields). */
export const CONTENT_KEYS = Object.keys(emptyDwellingForm()) as (keyof DwellingContent)[];

const SECTION_KEYS = ['type', 'size', 'location', 'timeframe', 'economy', 'contact'] as const;
type SectionKey = (typeof SECTION_KEYS)[number];

/** An ISO date (or date-time) as the ISO string of its UTC calendar day at midnight; invalid/blank → null. */
export function toUtcMidnight(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString();
}

function orNull<T>(v: T | null | undefined): T | null {
  return v === undefined ? null : v;
}

function trimmed(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}

/** Fills every missing or null field of a (type-valid) form value with the spec defaults. */
export function normalizeContent(v: DwellingForm): DwellingContent {
  const d = emptyDwellingForm();
  const loc = v.location ?? {};
  const eco = v.economy ?? {};
  const tf = v.timeframe ?? {};
  return {
    type: { dwelling: orNull(v.type?.dwelling), tenant: orNull(v.type?.tenant) },
    size: { rooms: orNull(v.size?.rooms), area: orNull(v.size?.area), additional: v.size?.additional ?? [] },
    location: {
      id: trimmed(loc.id),
      address: orNull(loc.address),
      street: orNull(loc.street),
      house: orNull(loc.house),
      floor: orNull(loc.floor),
      door: orNull(loc.door),
      zip: trimmed(loc.zip),
      city: orNull(loc.city),
      geo: loc.geo ? { coordinates: [loc.geo.coordinates[0], loc.geo.coordinates[1]] } : null,
      href: orNull(loc.href),
      customAddress: loc.customAddress === true,
      manualAddress: loc.manualAddress === true,
    },
    fromFacebook: v.fromFacebook === true,
    available: toUtcMidnight(v.available),
    timeframe: {
      type: tf.type ?? d.timeframe.type,
      date: toUtcMidnight(tf.date),
      min: tf.min ?? d.timeframe.min,
      max: tf.max ?? d.timeframe.max,
    },
    economy: {
      rent: orNull(eco.rent),
      prepaid: orNull(eco.prepaid),
      deposit: orNull(eco.deposit),
      downpayment: orNull(eco.downpayment),
      inclusive: eco.inclusive === true,
      utilities: (eco.utilities ?? []).map((u) => ({ key: u.key, value: orNull(u.value) })),
      socialHousing: eco.socialHousing === true,
      housingType: orNull(eco.housingType),
      website: normalizeLink(eco.website),
    },
    images: v.images ?? [],
    headline: trimmed(v.headline),
    description: orNull(v.description),
    contact: {
      name: trimmed(v.contact?.name),
      phone: trimmed(v.contact?.phone),
      email: trimmed(v.contact?.email),
      link: normalizeLink(v.contact?.link),
    },
    chatable: v.chatable ?? d.chatable,
    phoneable: v.phoneable ?? d.phoneable,
    emailable: v.emailable ?? d.emailable,
    terms: (v.terms ?? []).map((t) => ({ key: t.key, value: orNull(t.value), comment: orNull(t.comment) })),
    facilities: v.facilities ?? [],
    shareable: v.shareable === true,
    anonymous: v.anonymous ?? [],
    consents: normalizeConsents(v.consents),
  };
}

/**
 * The stored content with a save body applied: an absent key keeps the stored value, null resets
 * it, and a section object (economy, location, …) is merged field by field onto the stored section.
 */
export function mergeContent(stored: DwellingContent, input: DwellingForm): DwellingContent {
  const merged: Record<string, unknown> = { ...stored };
  for (const key of CONTENT_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    if (value !== null && (SECTION_KEYS as readonly string[]).includes(key)) {
      const defined = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
      merged[key] = { ...stored[key as SectionKey], ...defined };
    } else {
      merged[key] = value;
    }
  }
  const content = normalizeContent(merged as DwellingForm);
  // a phone the body sends is stored in E.164 (docs/architecture.md "Phone numbers"); stored ones already are
  if (input.contact?.phone && content.contact.phone) content.contact.phone = normalizePhone(content.contact.phone);
  return content;
}

/** The content stored in a row (jsonb parts were validated when written). */
export function rowToContent(row: DwellingRow): DwellingContent {
  return normalizeContent({
    type: row.type,
    size: row.size,
    location: row.location,
    fromFacebook: row.fromFacebook,
    available: row.available?.toISOString() ?? null,
    timeframe: row.timeframe,
    economy: row.economy,
    images: row.images,
    headline: row.headline,
    description: row.description,
    contact: row.contact,
    chatable: row.chatable,
    phoneable: row.phoneable,
    emailable: row.emailable,
    terms: row.terms,
    facilities: row.facilities,
    shareable: row.shareable,
    anonymous: row.anonymous,
    consents: row.consents,
  } as DwellingForm);
}

/** The column values that store `c`; the home key is written with the location (home-check.ts). */
export function contentToColumns(c: DwellingContent) {
  return {
    type: c.type,
    size: c.size,
    location: c.location,
    homeKey: homeKey(c.location),
    fromFacebook: c.fromFacebook,
    available: c.available ? new Date(c.available) : null,
    timeframe: c.timeframe,
    economy: c.economy,
    images: c.images,
    headline: c.headline,
    description: c.description,
    contact: c.contact,
    chatable: c.chatable,
    phoneable: c.phoneable,
    emailable: c.emailable,
    terms: c.terms,
    facilities: c.facilities,
    shareable: c.shareable,
    anonymous: c.anonymous,
    consents: c.consents,
  } satisfies Partial<typeof dwellings.$inferInsert>;
}

/** The fields an activity diff compares: the content plus the state columns. */
export function dwellingSnapshot(row: DwellingRow | null): Record<string, unknown> {
  if (!row) return { ...emptyDwellingForm(), status: null, active: null, locked: null, listingType: null };
  return {
    ...rowToContent(row),
    status: row.status,
    active: row.active,
    locked: row.locked,
    listingType: row.listingType,
    approvedAt: row.approvedAt,
    expiresAt: row.expiresAt,
    deactivatedAt: row.deactivatedAt,
  };
}
