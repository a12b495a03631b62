/**
 * The seeker calls (spec doc 1 §2 Seeker profile dialog, §6 seeker list, §7; doc 2 §7
 * activeDwellings; docs/architecture.md "Seekers"). Landlords see only seekers who wrote to or were matched to one of
 * their dwellings; anything else is 404, so a landlord cannot probe which seekers exist.
 */
import { SEEKER_LIST_LIMIT } from '@udlejning/shared/seekers/enums';
import type {
  ActiveDwelling,
  RequestSeekersInput,
  SeekerList,
  SeekerPreferences,
  SeekerProfile,
} from '@udlejning/shared/seekers/seeker';
import type { DwellingType } from '@udlejning/shared/dwellings/enums';
import { copenhagenDay } from '@udlejning/shared/statistics/days';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/db/match';
import { RENT_TOLERANCE, rankSeekers, type MatchDwelling } from './seekers.matching';
import { authorizeSeekers, seekerPolicy } from './seekers.policy';
import { presentListRow, presentPreferences, presentProfile } from './seekers.presenter';
import {
  findActiveDwellings,
  findCandidates,
  findMatchDwelling,
  findPreferences,
  findSeekerByAnyExternalId,
  findSeekerByUuid,
  isSeekerKnownTo,
  recordMatches,
  type CandidateRow,
  type MatchDwellingRow,
  type SeekerRow,
} from './seekers.repository';

/** The seeker if `user` may see it, else 404 NOT_FOUND. */
async function visibleSeeker(deps: Deps, user: UserActor, seeker: SeekerRow | null): Promise<SeekerRow> {
  if (!seeker) throw new AppError('NOT_FOUND');
  const known = user.isAdmin ? true : await isSeekerKnownTo(deps.db, user.userId, seeker.id);
  if (!seekerPolicy.view(user, known)) throw new AppError('NOT_FOUND');
  return seeker;
}

/** GET /api/chat/requestSeeker/{externalId} → the profile with name and e-mail (404 when not visible). */
export async function getSeekerProfile(deps: Deps, user: UserActor, externalId: string): Promise<SeekerProfile> {
  const seeker = await visibleSeeker(deps, user, await findSeekerByAnyExternalId(deps.db, externalId));
  return presentProfile(seeker);
}

/** GET /api/chat/requestPreference/{id}: `id` is the seeker's uuid (the list row's userId); 404 when not visible. */
export async function getSeekerPreferences(deps: Deps, user: UserActor, id: string): Promise<SeekerPreferences> {
  const seeker = await visibleSeeker(deps, user, isUuid(id) ? await findSeekerByUuid(deps.db, id) : null);
  return presentPreferences(await findPreferences(deps.db, seeker.id));
}

const toMatchDwelling = (d: MatchDwellingRow): MatchDwelling => ({
  rent: d.rent,
  rooms: d.rooms,
  area: d.area,
  zip: d.zip,
  type: d.type as DwellingType | null,
  available: d.available,
  terms: d.terms,
  timeframe: d.timeframe,
});

/** The ranked candidates for one dwelling (at most SEEKER_LIST_LIMIT). */
async function rankForDwelling(deps: Deps, d: MatchDwellingRow, externalFrom: RequestSeekersInput['externalFrom']) {
  const candidates = await findCandidates(deps.db, { zip: d.zip, rent: d.rent, rentTolerance: RENT_TOLERANCE, externalFrom });
  return rankSeekers(toMatchDwelling(d), candidates, copenhagenDay(deps.now()), SEEKER_LIST_LIMIT);
}

/** A positive integer from a number or a text of digits, else null. */
function numericId(id: string | number): number | null {
  const n = typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * POST /api/chat/requestSeekers (doc 1 §6, §7): at most 10 seekers ranked by fit
 * (docs/seeker-matching.md). option 'Dwelling': `id` is the dwelling's uuid or numeric id; a
 * landlord only for an own active, approved dwelling (else 404). option 'User': `id` is a landlord's
 * user id, the best fit over all their active dwellings; a landlord only for themselves (else 403).
 * The returned seekers are kept as matches of their dwelling (the visibility rule).
 */
export async function requestSeekers(deps: Deps, user: UserActor, input: RequestSeekersInput): Promise<SeekerList> {
  let ranked: (CandidateRow & { score: number; dwellingId: number })[];
  if (input.option === 'Dwelling') {
    const raw = String(input.id);
    const id = numericId(input.id);
    const d = isUuid(raw)
      ? await findMatchDwelling(deps.db, { uuid: raw })
      : id
        ? await findMatchDwelling(deps.db, { id })
        : null;
    if (!d || !seekerPolicy.listForDwelling(user, d)) throw new AppError('NOT_FOUND');
    ranked = (await rankForDwelling(deps, d, input.externalFrom)).map((r) => ({ ...r, dwellingId: d.id }));
  } else {
    const userId = numericId(input.id);
    if (userId === null) throw new AppError('NOT_FOUND');
    authorizeSeekers(user, 'listForUser', userId);
    const best = new Map<number, CandidateRow & { score: number; dwellingId: number }>();
    for (const d of await findActiveDwellings(deps.db, userId)) {
      for (const r of await rankForDwelling(deps, d, input.externalFrom)) {
        const seen = best.get(r.seekerId);
        if (!seen || r.score > seen.score) best.set(r.seekerId, { ...r, dwellingId: d.id });
      }
    }
    ranked = [...best.values()]
      .sort((a, b) => b.score - a.score || b.activeSince.getTime() - a.activeSince.getTime() || a.seekerId - b.seekerId)
      .slice(0, SEEKER_LIST_LIMIT);
  }
  await recordMatches(
    deps.db,
    ranked.map((r) => ({ dwellingId: r.dwellingId, seekerId: r.seekerId, score: r.score })),
  );
  return { results: ranked.map(presentListRow) };
}

/**
 * GET /api/dwellings/activeDwellings (doc 2 §7): the caller's own active, approved dwellings;
 * an admin may pass `userId` for another landlord's (docs/architecture.md "Seekers").
 */
export async function listActiveDwellings(
  deps: Deps,
  user: UserActor,
  query: { userId?: number },
): Promise<{ results: ActiveDwelling[] }> {
  const userId = query.userId ?? user.userId;
  authorizeSeekers(user, 'readActiveDwellings', userId);
  const rows = await findActiveDwellings(deps.db, userId);
  return {
    results: rows.map((d) => ({ uuid: d.uuid, address: d.address, zip: d.zip, city: d.city, listingType: d.listingType })),
  };
}
