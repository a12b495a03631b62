/**
 * Discount codes (doc 2 §2 Discounts page, §3 Discount, §5, §9; payments contract):
 *   discounts(activeOnly, token)   admins: all (or ACTIVE only) with the code; a signed-in landlord
 *                                  or a status-link holder: the ACTIVE codes inside their dates not
 *                                  restricted to another user, without the code; `hash` is an HMAC (below)
 *   createDiscount(input)          admin only; doc 2 §5's rules and messages word for word
 *   setDiscountStatus(id, status)  admin only (ACTIVE | INACTIVE)
 *   resolveDiscount                the lookup a payment and checkDiscount make (one answer, 'Ugyldig kode', for every refusal)
 * A code is stored under the sha-256 (hex) of its normalised text (trimmed, upper case). The
 * built-in codes (migration 0013) exist only as hashes: their `code` is null, for admins too. The
 * `hash` the API shows (doc 2 §7) is HMAC-SHA-256 with the server's key (deps.discountHashKey) over
 * that stored sha-256, so a shown hash cannot be matched by hashing guesses offline; a typed code
 * is checked by the server (checkDiscount, rate limited: discountChecksByIp/ByUser).
 */
import { resolveUserRef } from '../record-refs/record-refs.repository';
import { createHash, createHmac } from 'node:crypto';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import {
  type CreateDiscountInput,
  type DiscountStatus,
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
import { consumeAll, defineRateLimit, type RateLimit } from '../../platform/http/rate-limit';

/** sha-256 (lower-case hex) of the normalised code: what the discounts table stores. */
export function hashDiscountCode(code: string): string {
  return createHash('sha256').update(normalizeDiscountCode(code), 'utf8').digest('hex');
}

/**
 * The `hash` the API shows for a stored code hash (doc 2 §7): HMAC-SHA-256 (lower-case hex) with
 * the server's key over the stored sha-256, so it needs no migration and reveals nothing offline.
 */
export function shownDiscountHash(deps: Pick<Deps, 'discountHashKey'>, storedHash: string): string {
  return createHmac('sha256', deps.discountHashKey).update(storedHash, 'utf8').digest('hex');
}

/** Typed discount codes checked (checkDiscount, and a code sent with updatePaymentInfo) from one IP: 60 an hour. */
export const discountChecksByIp = defineRateLimit({ name: 'discount-check-ip', points: 60, durationSeconds: 3600 });
/** Typed discount codes checked for one owner (signed in or through the status link): 20 an hour. */
export const discountChecksByUser = defineRateLimit({ name: 'discount-check-user', points: 20, durationSeconds: 3600 });

export type { DiscountView };

/** A discount as the API shows it: the code for admins only; `hash` always the HMAC (shownDiscountHash). */
function presentDiscount(deps: Pick<Deps, 'discountHashKey'>, row: DiscountWithUser, isAdmin: boolean): DiscountView {
  return {
    id: String(row.id),
    hash: shownDiscountHash(deps, row.hash),
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
    return rows.map((r) => presentDiscount(deps, r, true));
  }
  let userId: number;
  if (actor.kind === 'user') userId = actor.userId;
  else {
    // the user the link was mailed to, while it holds (403 STATUS_LINK_REVOKED for a former owner's)
    userId = (await verifyStatusLink(deps, deps.db, args.token ?? null)).subject.id;
  }
  const rows = await findDiscounts(deps.db, { usableBy: { userId, at: deps.now() } });
  return rows.map((r) => presentDiscount(deps, r, false));
}

/** A calendar date stays a date (the repository makes it a Copenhagen day bound); a date-time is an instant. */
const dateOrInstant = (text: string): Date | string => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : new Date(text));

/**
 * mutation createDiscount(input{code, flat, percentage, user, start, end, listingType}) (admin):
 * doc 2 §5 — 'Missing discount code' (code), 'Missing flat discount or percentage discount' (flat),
 * 'Discount can only be flat discount or percentage discount' (flat), 'Missing start date and/or
 * end date' (start/end). `flat` is øre; a `percentage` of 1 or more is stored as the multiplier
 * 1 − value/100, below 1 as given. A date without a time means that whole day in Europe/Copenhagen.
 * `user` is a user's numeric id or uuid (restriction). Throws 400 VALIDATION_FAILED (unknown user, no discount), 409 DISCOUNT_EXISTS.
 */
export async function createDiscount(deps: Deps, admin: UserActor, input: CreateDiscountInput): Promise<DiscountView> {
  // the user as the users panel shows them: numeric id or uuid (shared/record-ref.ts)
  const userId = input.user ? await resolveUserRef(deps.db, input.user) : null;
  if (input.user && (userId === null || !(await userExists(deps.db, userId))))
    throw validationError([{ path: ['user'], message: INVALID_VALUE }]);
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
    userId,
    start: dateOrInstant(input.start!),
    end: dateOrInstant(input.end!),
    status: 'ACTIVE',
    createdBy: admin.userId,
  });
  if (!row) throw new AppError('DISCOUNT_EXISTS');
  return presentDiscount(deps, (await findDiscountById(deps.db, row.id))!, true);
}

/** mutation setDiscountStatus(id, status: ACTIVE|INACTIVE) (admin): throws 404 for an unknown id. */
export async function setDiscountStatus(deps: Deps, input: { id: string; status: DiscountStatus }): Promise<DiscountView> {
  const row = await updateDiscountStatus(deps.db, Number(input.id), input.status);
  if (!row) throw new AppError('NOT_FOUND');
  return presentDiscount(deps, (await findDiscountById(deps.db, row.id))!, true);
}

/** What a payment needs of a discount: its id and the rule (flat øre or multiplier). */
export type ResolvedDiscount = { id: number; flat: number | null; multiplier: number | null };

/**
 * The discount of `code` for this purchase (updatePaymentInfo). Throws INVALID_DISCOUNT ('Ugyldig
 * kode') for an unknown or INACTIVE code, one outside its dates, for another tier or another user
 * (one answer for every reason: no oracle on codes).
 */
async function resolveDiscount(
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

/**
 * resolveDiscount for a code someone typed, counted against brute force: one point per IP (when
 * known) and per owner is counted first (429 RATE_LIMITED once used up: discountChecksByIp 60,
 * discountChecksByUser 20 an hour) and given back when the code is valid, so only refused codes use
 * them up. Throws what resolveDiscount throws.
 */
export async function resolveTypedDiscount(
  deps: Deps,
  input: { code: string; product: ListingType; userId: number; ip?: string },
): Promise<ResolvedDiscount> {
  const pairs: [RateLimit, string][] = [[discountChecksByUser, String(input.userId)]];
  if (input.ip) pairs.push([discountChecksByIp, input.ip]);
  await consumeAll(deps.db, pairs);
  const found = await resolveDiscount(deps, deps.db, input);
  await Promise.all(pairs.map(([limit, key]) => limit.refund(deps.db, key)));
  return found;
}

/** The discount `found` as a landlord sees it (checkDiscount's answer). */
export async function presentResolvedDiscount(deps: Deps, found: ResolvedDiscount): Promise<DiscountView> {
  const row = await findDiscountById(deps.db, found.id);
  if (!row) throw new AppError('INVALID_DISCOUNT');
  return presentDiscount(deps, row, false);
}
