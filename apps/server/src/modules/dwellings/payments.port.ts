/**
 * What dwellings needs from payments (doc 2 §4 Moderation, §7; docs/architecture.md "Payments"): the
 * approval captures the held payments and the rejection releases them, and the status page shows the
 * tier the next payment is priced from. Payments sits above dwellings (it reads and writes dwellings),
 * so dwellings declares this port, modules/payments implements it (payments.dwellings-port.ts) and the
 * app root wires it (wiring.ts, called by boot.ts createDeps) before any request or job runs.
 */
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import type { Executor } from '../../platform/db/executor';
import type { DwellingRow } from './dwellings.content';

export type DwellingPayments = {
  /**
   * Inside the approve/reject transaction, after the dwelling row is locked and before its status is
   * written (a release may put the listing type back): APPROVED decides a capture of every held
   * payment, REJECTED releases the held ones whose capture is not decided (each as a durable job in
   * `tx`). Returns the work after the commit: the inline provider attempt, waited for a bounded time.
   */
  settleOnModeration: (
    deps: Deps,
    tx: Executor,
    dwelling: DwellingRow,
    status: 'APPROVED' | 'REJECTED',
    actor: Actor,
  ) => Promise<() => Promise<void>>;
  /** True while a decided capture of one of the dwelling's payments has not happened at the provider yet. */
  isCapturePending: (deps: Deps, dwellingId: number) => Promise<boolean>;
  /** The tier a new payment's price starts from, or null while a held authorisation is being captured. */
  priceBasis: (ex: Executor, dwelling: Pick<DwellingRow, 'id' | 'status' | 'listingType'>) => Promise<ListingType | null>;
  /** The authorisation held on the card (tier, amount in øre) until approval, or null. */
  reserved: (ex: Executor, dwellingId: number) => Promise<{ product: ListingType; amount: number } | null>;
};

let wired: DwellingPayments | null = null;

/** Wires the payments side of the port (the app root, once per process; a second call replaces it). */
export function provideDwellingPayments(port: DwellingPayments): void {
  wired = port;
}

/** The wired port; throws (a bug, 500) when the app root did not wire it. */
export function dwellingPayments(): DwellingPayments {
  if (!wired) throw new Error('dwellings: the payments port is not wired (apps/server/src/wiring.ts)');
  return wired;
}
