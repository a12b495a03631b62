/**
 * Relay cursors of dwellingConnection (docs/architecture.md "Paging": keyset paging). A cursor names one row by its
 * position in the sort: the sort column's value as PostgreSQL text (exact: timestamps keep their
 * microseconds) and the row id, plus the sort it belongs to. Older offset cursors
 * ("OffsetConnection:<n>", from before keyset paging) are still read, so bookmarked admin links work.
 * A cursor is client input: every part is checked against the type of its sort column before it
 * reaches SQL, so a forged one is a 400, never a database error (docs/architecture.md "Request pipeline").
 */
import { cursorToOffset } from '@pothos/plugin-relay';
import { z } from 'zod';
import {
  DWELLING_SORT_KEYS,
  SORT_DIRECTIONS,
  type DwellingSortKey,
  type SortDirection,
} from '@udlejning/shared/dwellings/dwelling';
import { isStorableText } from '@udlejning/shared/text';
import { validationError } from '../../platform/errors';

/** A row's position in a sort: the sort column as text (null when the column is NULL) and the id. */
export type SortPosition = { value: string | null; id: number };

/** A decoded cursor: a keyset position, or a row offset from an old cursor. */
export type DecodedCursor = { kind: 'keyset'; position: SortPosition } | { kind: 'offset'; offset: number };

const PREFIX = 'k1.';
/** Largest id and offset a cursor may name (PostgreSQL integer). */
const MAX_INT = 2_147_483_647;
const payloadSchema = z.tuple([
  z.enum(DWELLING_SORT_KEYS),
  z.enum(SORT_DIRECTIONS),
  z.string().max(1000).nullable(),
  z.number().int().min(1).max(MAX_INT),
]);

/** The type of each sort column's value as a cursor carries it (PostgreSQL text of the column). */
export const SORT_VALUE_TYPES = {
  CREATED_AT: 'timestamptz',
  UPDATED_AT: 'timestamptz',
  EXPIRES_AT: 'timestamptz',
  RENT: 'integer',
  STATUS: 'text',
  ADDRESS: 'text',
  ZIP: 'text',
} as const satisfies Record<DwellingSortKey, 'timestamptz' | 'integer' | 'text'>;

// timestamptz::text, e.g. "2026-11-23 18:32:43.123456+00" or "…+05:30"
const PG_TIMESTAMPTZ = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** True when `value` is what PostgreSQL printed for a column of `type` (so casting it back cannot fail). */
export function isSortValueOfType(type: 'timestamptz' | 'integer' | 'text', value: string): boolean {
  if (type === 'text') return isStorableText(value);
  if (type === 'integer') return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= MAX_INT;
  const m = PG_TIMESTAMPTZ.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= lastDay && hour < 24 && minute < 60 && second < 60;
}

/** The cursor of a row at `position` in the (sortBy, sortDir) order. */
export function encodeCursor(sortBy: DwellingSortKey, sortDir: SortDirection, position: SortPosition): string {
  return PREFIX + Buffer.from(JSON.stringify([sortBy, sortDir, position.value, position.id])).toString('base64url');
}

function decodeKeyset(cursor: string): z.infer<typeof payloadSchema> | null {
  if (!cursor.startsWith(PREFIX)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(cursor.slice(PREFIX.length), 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const [sortBy, , value] = parsed.data;
    return value === null || isSortValueOfType(SORT_VALUE_TYPES[sortBy], value) ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads the `after`/`before` argument (`field` names it in the error). Throws 400 VALIDATION_FAILED
 * for a cursor that is neither ours nor an old offset cursor, or that belongs to another sort.
 */
export function decodeCursor(
  field: 'after' | 'before',
  cursor: string,
  sortBy: DwellingSortKey,
  sortDir: SortDirection,
): DecodedCursor {
  const keyset = decodeKeyset(cursor);
  if (keyset) {
    const [by, dir, value, id] = keyset;
    if (by !== sortBy || dir !== sortDir)
      throw validationError([{ path: [field], message: 'Cursor is from another sort order' }]);
    return { kind: 'keyset', position: { value, id } };
  }
  let offset: number;
  try {
    offset = cursorToOffset(cursor);
  } catch {
    throw validationError([{ path: [field], message: 'Invalid cursor' }]);
  }
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_INT)
    throw validationError([{ path: [field], message: 'Invalid cursor' }]);
  return { kind: 'offset', offset };
}
