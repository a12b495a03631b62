/**
 * What happens elsewhere when a listing stops being public (docs/architecture.md "Viewings"): a
 * change that moves it out of APPROVED or deactivates it (transition.ts, the expiry job) calls the
 * hooks inside its transaction, so the listing's future viewings are cancelled and their seekers told
 * exactly when the change commits. Viewings sit above dwellings, so dwellings declares this port,
 * modules/viewings implements it and the app root wires it (wiring.ts).
 */
import type { Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import type { Executor } from '../../platform/db/executor';
import type { DwellingRow } from './dwellings.content';

/** Called in the transaction of the change, after the row is written; `row` is the listing after it. */
export type ListingClosedHook = (deps: Deps, tx: Executor, row: DwellingRow, actor: Actor, now: Date) => Promise<void>;

let hooks: ListingClosedHook[] = [];

/** Wires the hooks (the app root, once per process; a second call replaces them). */
export function provideListingClosedHooks(list: ListingClosedHook[]): void {
  hooks = [...list];
}

/** True while a listing is public: APPROVED and active (doc 2 §1). */
export const isListingOpen = (row: Pick<DwellingRow, 'status' | 'active'>) => row.status === 'APPROVED' && row.active;

/** Runs every hook when the change closed the listing (it was public before and is not after). */
export async function onListingChanged(
  deps: Deps,
  tx: Executor,
  before: Pick<DwellingRow, 'status' | 'active'>,
  after: DwellingRow,
  actor: Actor,
  now: Date,
): Promise<void> {
  if (!isListingOpen(before) || isListingOpen(after)) return;
  for (const hook of hooks) await hook(deps, tx, after, actor, now);
}
