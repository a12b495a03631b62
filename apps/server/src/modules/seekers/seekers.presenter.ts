/** Seeker rows → API shapes (doc 1 §3 Seeker profile, Seeker preferences, Seeker list row). */
import type { DwellingType } from '@udlejning/shared/dwellings/enums';
import type { SeekerListRow, SeekerPreferences, SeekerProfile } from '@udlejning/shared/seekers/seeker';
import type { CandidateRow, SeekerPreferencesRow, SeekerRow } from './seekers.repository';
import { seekerPictureUrl } from './seeker-pictures';

/** The profile of a seeker the caller may see (the e-mail rule is checked before: seekers.service). */
export function presentProfile(row: SeekerRow): SeekerProfile {
  return {
    userId: row.uuid,
    externalId: row.externalId,
    externalFrom: row.externalFrom,
    name: row.name,
    email: row.email,
    // our cached copy (the pages load images from our origin only); none yet: the hash-based avatar
    picture: row.pictureFile ? seekerPictureUrl(row.pictureFile) : null,
    birthday: row.birthday,
    type: row.type,
    reason: row.reason,
    employment: row.employment,
    preferedLanguage: row.preferedLanguage,
    smoker: row.smoker,
    pets: row.pets,
    rki: row.rki,
    activeSince: row.activeSince.toISOString(),
  };
}

/** Preferences; a seeker who gave none gets every field empty ("Not specified"). */
export function presentPreferences(row: SeekerPreferencesRow | null): SeekerPreferences {
  return {
    rent: row?.rent ?? null,
    rooms: row?.rooms ?? null,
    size: row?.size ?? null,
    rentalPeriod: row?.rentalPeriod ?? null,
    available: row?.available ?? null,
    requirements: row?.requirements ?? [],
    dwellingTypes: (row?.dwellingTypes ?? []) as DwellingType[],
    locations: row?.locations ?? [],
  };
}

/** One seeker list row with its score. */
export function presentListRow(row: CandidateRow & { score: number }): SeekerListRow {
  return {
    name: row.name,
    email: row.email,
    activeSince: row.activeSince.toISOString(),
    userId: row.uuid,
    externalId: row.externalId,
    score: row.score,
  };
}
