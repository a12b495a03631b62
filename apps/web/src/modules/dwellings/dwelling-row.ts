/** What a dwelling table's row is, for the tables, their cells and the phone cards (doc 2 §2 Landlord list, Admin list). */
import type { DwellingListItem } from '@udlejning/shared/dwellings/dwelling';
import type { AdminDwellingRow } from './connection-query';

/** A row of a dwelling table: the landlord list's (REST) or the admin table's (GraphQL dwellingConnection). */
export type DwellingRow = DwellingListItem | AdminDwellingRow;

/** True when the row's address was typed by hand, not chosen from DAR (only the admin table selects `manualAddress`). */
export const hasManualAddress = (row: DwellingRow) =>
  Boolean(row.location && 'manualAddress' in row.location && row.location.manualAddress);

/** True when the row offers the upgrade (the admin table selects no `upgrade`: admins change the listing type instead). */
export const canUpgrade = (row: DwellingRow) => Boolean(row.abilities && 'upgrade' in row.abilities && row.abilities.upgrade);

/** The other landlord's listing of the same home when the row is flagged "Mulig dublet" (admins only; else null). */
export const duplicateOfRow = (row: DwellingRow) => ('possibleDuplicateOf' in row ? (row.possibleDuplicateOf ?? null) : null);
