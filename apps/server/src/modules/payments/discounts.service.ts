/**
 * Discount codes (doc 2 §2, §5, §9): the lookup a payment makes. A code is looked up by the sha-256
 * (hex) of its normalised text. (Minimal stand-in by the payments-core branch with the agreed
 * signature; the discounts branch owns this file and replaces it.)
 */
import { createHash } from 'node:crypto';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { discountRefusal, normalizeDiscountCode } from '@udlejning/shared/payments/discount';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Executor } from '../../platform/db/executor';
import { findDiscountByHash } from './discounts.repository';

/** sha-256 (lower-case hex) of the normalised code: what the discounts table stores. */
export function hashDiscountCode(code: string): string {
  return createHash('sha256').update(normalizeDiscountCode(code), 'utf8').digest('hex');
}

/** What a payment needs of a discount: its id and the rule (flat øre or multiplier). */
export type ResolvedDiscount = { id: number; flat: number | null; multiplier: number | null };

/**
 * The discount of `code` for this purchase. Throws INVALID_DISCOUNT ('Ugyldig kode') for an unknown
 * or inactive code, and for one outside its dates, for another tier or another user (one answer for
 * every reason: no oracle on codes).
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
