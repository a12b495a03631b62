/**
 * Discount codes (doc 2 §2 Discounts page, §3 Discount, §5, §9; payments contract):
 *   discounts(activeOnly, token)   admins: all (or ACTIVE only) with the code; a signed-in landlord
 *                                  or a status-link holder: the ACTIVE codes inside their dates not
 *                                  restricted to another user, without the code (the web matches the hash)
 *   createDiscount(input)          admin only; doc 2 §5's rules and messages word for word
 *   setDiscountStatus(id, status)  admin only (ACTIVE | INACTIVE)
 *   resolveDiscount                the lookup a payment makes (one answer, 'Ugyldig kode', for every refusal)
 * A code is identified by the sha-256 (hex) of its normalised text (trimmed, upper case). The
 * built-in codes (migration 0013) exist only as hashes: their `code` is null, for admins too.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import {
  type CreateDiscountInput,
  createDiscountSchema,
  discountRefusal,
  MISSING_DISCOUNT_VALUE,
  normalizeDiscountCode,
  percentageToMultiplier,
} from '@udlejning/shared/payments/discount';
import { INVALID_VALUE } from '@udlejning/shared/text';
import type { DiscountView } from '@udlejning/shared/payments/views';
import type { Actor, UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError, validationError } from '../../platform/errors';
import type { Executor } from '../../platform/db/executor';
import { verifyStatusLink } from '../dwellings/status-token';
import {
  findDiscountByHash,
  findDiscountById,
  findDiscounts,
  insertDiscount,
  updateDiscountStatus,
  userExists,
  type DiscountWithUser,
} from './discounts.repository';
import { DISCOUNT_STATUSES } from './payments.schema';

/** sha-256 (lower-case hex) of the normalised code: what the discounts table stores. */
export function hashDiscountCode(code: string): string {
  return createHash('sha256').update(normalizeDiscountCode(code), 'utf8').digest('hex');
}

export type { DiscountView };

function presentDiscount(row: DiscountWithUser, isAdmin: boolean): DiscountView {
  return {
    id: String(row.id),
    hash: row.hash,
    code: isAdmin ? row.code : null,
    flat: row.flat,
    percentage: row.multiplier,
    user: row.userId === null ? null : { id: String(row.userId), email: row.userEmail ?? '' },
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    listingType: row.listingType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * query discounts(activeOnly?, token?): admins get every discount (ACTIVE only with `activeOnly`)
 * with its code; a signed-in non-admin, or the holder of a status-link token (no login), the codes
 * usable by that user now, without the code. Throws 401 (neither login nor a valid token).
 */
export async function listDiscounts(
  deps: Deps,
  actor: Actor,
  args: { activeOnly?: boolean | null; token?: string | null },
): Promise<DiscountView[]> {
  if (actor.kind === 'user' && actor.isAdmin) {
    const rows = await findDiscounts(deps.db, { activeOnly: Boolean(args.activeOnly) });
    return rows.map((r) => presentDiscount(r, true));
  }
  let userId: number;
  if (actor.kind === 'user') userId = actor.userId;
  else {
    // the user the link was mailed to, while it holds (403 STATUS_LINK_REVOKED for a former owner's)
    userId = (await verifyStatusLink(deps, deps.db, args.token ?? null)).subject.id;
  }
  const rows = await findDiscounts(deps.db, { usableBy: { userId, at: deps.now() } });
  return rows.map((r) => presentDiscount(r, false));
}

/** A calendar date stays a date (the repository makes it a Copenhagen day bound); a date-time is an instant. */
const dateOrInstant = (text: string): Date | string => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : new Date(text));

/**
 * mutation createDiscount(input{code, flat, percentage, user, start, end, listingType}) (admin):
 * doc 2 §5 — 'Missing discount code' (code), 'Missing flat discount or percentage discount' (flat),
 * 'Discount can only be flat discount or percentage discount' (flat), 'Missing start date and/or
 * end date' (start/end). `flat` is øre; a `percentage` of 1 or more is stored as the multiplier
 * 1 − value/100, below 1 as given. A date without a time means that whole day in Europe/Copenhagen.
 * `user` is a user id (restriction). Throws 400 VALIDATION_FAILED (unknown user, no discount), 409 DISCOUNT_EXISTS.
 */
export async function createDiscount(deps: Deps, admin: UserActor, input: CreateDiscountInput): Promise<DiscountView> {
  if (input.user && !(await userExists(deps.db, input.user))) throw validationError([{ path: ['user'], message: INVALID_VALUE }]);
  const code = normalizeDiscountCode(input.code ?? '');
  // stored with 4 decimals: a value that rounds to 1 (no discount) is refused like a missing one
  const multiplier =
    input.percentage === null || input.percentage === undefined
      ? null
      : Math.round(percentageToMultiplier(input.percentage) * 10_000) / 10_000;
  if (multiplier !== null && multiplier >= 1) throw validationError([{ path: ['percentage'], message: MISSING_DISCOUNT_VALUE }]);
  const row = await insertDiscount(deps.db, {
    code,
    hash: hashDiscountCode(code),
    flat: input.flat ?? null,
    multiplier,
    listingType: input.listingType ?? null,
    userId: input.user ?? null,
    start: dateOrInstant(input.start!),
    end: dateOrInstant(input.end!),
    status: 'ACTIVE',
    createdBy: admin.userId,
  });
  if (!row) throw new AppError('DISCOUNT_EXISTS');
  return presentDiscount((await findDiscountById(deps.db, row.id))!, true);
}

/**
 * createDiscount's input through the shared schema; GraphQL's ID is a string, so `user` must read
 * as a positive whole number first (400 on user otherwise).
 */
export function parseCreateDiscount(body: unknown): CreateDiscountInput {
  const raw = (body ?? {}) as Record<string, unknown>;
  const user = raw.user === null || raw.user === undefined || raw.user === '' ? null : Number(raw.user);
  if (user !== null && !(Number.isSafeInteger(user) && user > 0 && user <= 2_147_483_647))
    throw validationError([{ path: ['user'], message: INVALID_VALUE }]);
  return createDiscountSchema.parse({ ...raw, user });
}

export const setStatusSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, INVALID_VALUE),
  status: z.enum(DISCOUNT_STATUSES, { error: INVALID_VALUE }),
});

/** mutation setDiscountStatus(id, status: ACTIVE|INACTIVE) (admin): throws 404 for an unknown id. */
export async function setDiscountStatus(deps: Deps, input: z.output<typeof setStatusSchema>): Promise<DiscountView> {
  const row = await updateDiscountStatus(deps.db, Number(input.id), input.status);
  if (!row) throw new AppError('NOT_FOUND');
  return presentDiscount((await findDiscountById(deps.db, row.id))!, true);
}

/** What a payment needs of a discount: its id and the rule (flat øre or multiplier). */
export type ResolvedDiscount = { id: number; flat: number | null; multiplier: number | null };

/**
 * The discount of `code` for this purchase (updatePaymentInfo). Throws INVALID_DISCOUNT ('Ugyldig
 * kode') for an unknown or INACTIVE code, one outside its dates, for another tier or another user
 * (one answer for every reason: no oracle on codes).
 */
export async function resolveDiscount(
  deps: Pick<Deps, 'now'>,
  tx: Executor,
  input: { code: string; product: ListingType; userId: number; at?: Date },
): Promise<ResolvedDiscount> {
  if (!normalizeDiscountCode(input.code)) throw new AppError('INVALID_DISCOUNT');
  const row = await findDiscountByHash(tx, hashDiscountCode(input.code));
  if (!row || row.status !== 'ACTIVE') throw new AppError('INVALID_DISCOUNT');
  const refusal = discountRefusal(
    {
      flat: row.flat,
      multiplier: row.multiplier,
      listingType: row.listingType,
      userId: row.userId,
      start: row.startAt,
      end: row.endAt,
    },
    { product: input.product, userId: input.userId, at: input.at ?? deps.now() },
  );
  if (refusal) throw new AppError('INVALID_DISCOUNT');
  return { id: row.id, flat: row.flat, multiplier: row.multiplier };
}
