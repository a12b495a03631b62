/**
 * The dwellings use-cases, shared by REST and GraphQL: (deps, actor, input) → result.
 * Create/update live in use-cases/save-dwelling.ts, images in use-cases/dwelling-images.ts.
 */
import { z } from 'zod';
import {
  dwellingListQuerySchema,
  type DwellingFilter,
  type DwellingListReply,
  type DwellingSortKey,
  type SortDirection,
} from '@udlejning/shared/dwellings/dwelling';
import { LISTING_TYPES } from '@udlejning/shared/dwellings/listing-type';
import { requireUser, type Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { diffFields } from '../activity/activity.diff';
import { recordActivity } from '../activity/activity.service';
import { authorize } from './dwellings.policy';
import { policyDwelling, presentListItem } from './dwellings.presenter';
import {
  countForActor,
  findForActor,
  listForActor,
  listPageQuery,
  updateDwellingRow,
  type DwellingRecord,
} from './dwellings.repository';
import { dwellingSnapshot } from './use-cases/save-dwelling';

export { createDwelling, updateDwelling } from './use-cases/save-dwelling';

/**
 * The dwelling if the actor may see it (owner or admin). `userId` (id or uuid), when given, must
 * be the owner's. Throws 401 logged out, 404 otherwise.
 */
export async function getDwelling(deps: Deps, actor: Actor, uuid: string, userId?: string | null): Promise<DwellingRecord> {
  const user = requireUser(actor);
  const record = await findForActor(deps.db, user, uuid);
  if (!record) throw new AppError('NOT_FOUND');
  if (userId && userId !== String(record.owner.id) && userId !== record.owner.uuid) throw new AppError('NOT_FOUND');
  return record;
}

/** Filters, sorting and window of a list request. */
export type DwellingPageOptions = {
  filter: DwellingFilter;
  query?: string | null;
  sortBy: DwellingSortKey;
  sortDir: SortDirection;
  offset: number;
  limit: number;
};

/** A page of the actor's list: records plus the total count (admin query rules of doc 2 §4). Throws 401. */
export async function findDwellingPage(
  deps: Deps,
  actor: Actor,
  opts: DwellingPageOptions,
): Promise<{ records: DwellingRecord[]; totalCount: number }> {
  const user = requireUser(actor);
  return listForActor(deps.db, user, { ...opts, query: opts.query ?? undefined });
}

/** The size of the actor's list with these filters (GraphQL connections need it first). Throws 401. */
export async function countDwellings(
  deps: Deps,
  actor: Actor,
  opts: Pick<DwellingPageOptions, 'filter' | 'query'>,
): Promise<number> {
  const user = requireUser(actor);
  return countForActor(deps.db, user, { filter: opts.filter, query: opts.query ?? undefined });
}

/** The records of one page without counting. Throws 401. */
export async function findDwellingRecords(deps: Deps, actor: Actor, opts: DwellingPageOptions): Promise<DwellingRecord[]> {
  const user = requireUser(actor);
  return listPageQuery(deps.db, user, { ...opts, query: opts.query ?? undefined });
}

/**
 * GET /api/dwellings?page=&pageSize=&filter=&status=&sortBy=&sortDir=…: landlords get their own
 * (newest first), admins the admin query. page is 1-based. → { results, totalCount }.
 */
export async function listDwellings(deps: Deps, actor: Actor, query: unknown): Promise<DwellingListReply> {
  const q = dwellingListQuerySchema.parse(query);
  const { records, totalCount } = await findDwellingPage(deps, actor, {
    filter: {
      tab: q.filter,
      status: q.status,
      address: q.address,
      zip: q.zip,
      user: q.user,
      listingType: q.listingType,
      city: q.city,
      rentMin: q.rentMin,
      rentMax: q.rentMax,
      createdFrom: q.createdFrom,
      createdTo: q.createdTo,
    },
    sortBy: q.sortBy,
    sortDir: q.sortDir,
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const now = deps.now();
  return { results: records.map((r) => presentListItem(r, actor, now)), totalCount };
}

export const listingTypeChangeSchema = z.object({ listingType: z.enum(LISTING_TYPES) });

/** Admin: sets the listing type (GraphQL updateDwelling). Writes dwelling/update. Throws 403 for others. */
export async function changeListingType(deps: Deps, actor: Actor, uuid: string, input: unknown): Promise<DwellingRecord> {
  const user = requireUser(actor);
  const { listingType } = listingTypeChangeSchema.parse(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const record = await findForActor(tx, user, uuid, { forUpdate: true });
    if (!record) throw new AppError('NOT_FOUND');
    authorize(user, 'changeListingType', policyDwelling(record.row), now);
    const row = await updateDwellingRow(tx, record.row.id, { listingType, updatedAt: now });
    await recordActivity(tx, user, {
      action: 'dwelling/update',
      targetType: 'dwelling',
      targetId: row.uuid,
      data: { diff: diffFields(dwellingSnapshot(record.row), dwellingSnapshot(row)) },
      timestamp: now,
    });
    return { row, owner: record.owner };
  });
}
