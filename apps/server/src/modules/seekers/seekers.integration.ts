/**
 * The marketplace's seekers (README "Marketplace integration"; docs/architecture.md "Partner integration"): one way to store a
 * seeker the marketplace delivers, used by POST /api/integration/seekers and by the seeker of
 * POST /api/integration/messages. The seeker is (externalFrom 'marketplace', externalId); omitted
 * profile fields keep their stored value, `null` clears one; `preferences`, when given, replace the
 * stored ones.
 */
import {
  INTEGRATION_DEFAULT_LEVEL,
  type IntegrationSeeker,
  type IntegrationSeekersResult,
} from '@udlejning/shared/seekers/seeker';
import type { Deps } from '../../platform/deps';
import type { Executor } from '../../platform/db/executor';
import { findSeekerByExternalId, upsertSeeker, upsertSeekerPreferences, type SeekerRow } from './seekers.repository';
import { pictureChange, queueSeekerPicture } from './seeker-pictures';

/**
 * Creates or updates one marketplace seeker through `ex` (a transaction of the caller). A new
 * seeker without a level is REGISTERED (every marketplace user has an account). A new `picture`
 * drops the cached copy and queues its caching in the same transaction (seeker-pictures.ts).
 * Returns the row and whether it was new.
 */
export async function saveMarketplaceSeeker(
  deps: Deps,
  ex: Executor,
  seeker: IntegrationSeeker,
): Promise<{ row: SeekerRow; isNew: boolean }> {
  // locked, so the picture job cannot record a copy of the old picture after this reads it
  const existing = await findSeekerByExternalId(ex, 'marketplace', seeker.externalId, { forUpdate: true });
  const { preferences, activeSince, birthday, ...profile } = seeker;
  const picture = pictureChange(existing, seeker.picture);
  const row = await upsertSeeker(
    ex,
    {
      ...profile,
      ...(picture.clear ? { pictureFile: null } : {}),
      externalFrom: 'marketplace',
      ...(birthday !== undefined ? { birthday: birthday?.slice(0, 10) ?? null } : {}),
      ...(activeSince ? { activeSince: new Date(activeSince) } : {}),
    },
    { levelWhenNew: INTEGRATION_DEFAULT_LEVEL },
  );
  if (preferences) {
    await upsertSeekerPreferences(ex, {
      seekerId: row.id,
      rent: preferences.rent ?? null,
      rooms: preferences.rooms ?? null,
      size: preferences.size ?? null,
      rentalPeriod: preferences.rentalPeriod ?? null,
      available: preferences.available?.slice(0, 10) ?? null,
      requirements: preferences.requirements ?? [],
      dwellingTypes: preferences.dwellingTypes ?? [],
      locations: [...new Set(preferences.locations ?? [])],
    });
  }
  if (picture.job) await queueSeekerPicture(deps, ex, { seekerId: row.id, ...picture.job });
  return { row, isNew: existing === null };
}

/** POST /api/integration/seekers: upserts every seeker in one transaction (all or nothing). */
export async function upsertIntegrationSeekers(
  deps: Deps,
  body: { seekers: IntegrationSeeker[] },
): Promise<IntegrationSeekersResult> {
  return deps.db.transaction(async (tx) => {
    let created = 0;
    for (const s of body.seekers) if ((await saveMarketplaceSeeker(deps, tx, s)).isNew) created += 1;
    return { created, updated: body.seekers.length - created };
  });
}
