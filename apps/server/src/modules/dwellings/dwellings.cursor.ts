/**
 * Relay cursors of dwellingConnection (issue 8: keyset paging). A cursor names one row by its
 * position in the sort: the sort column's value as PostgreSQL text (exact: timestamps keep their
 * microseconds) and the row id, plus the sort it belongs to. Older offset cursors
 * ("OffsetConnection:<n>", from before keyset paging) are still read, so bookmarked admin links work.
 */
import { cursorToOffset } from '@pothos/plugin-relay';
import { z } from 'zod';
import {
  DWELLING_SORT_KEYS,
  SORT_DIRECTIONS,
  type DwellingSortKey,
  type SortDirection,
} from '@udlejning/shared/dwellings/dwelling';
import { validationError } from '../../platform/errors';

/** A row's position in a sort: the sort column as text (null when the column is NULL) and the id. */
export type SortPosition = { value: string | null; id: number };

/** A decoded cursor: a keyset position, or a row offset from an old cursor. */
export type DecodedCursor = { kind: 'keyset'; position: SortPosition } | { kind: 'offset'; offset: number };

const PREFIX = 'k1.';
const payloadSchema = z.tuple([z.enum(DWELLING_SORT_KEYS), z.enum(SORT_DIRECTIONS), z.string().nullable(), z.number().int()]);

/** The cursor of a row at `position` in the (sortBy, sortDir) order. */
export function encodeCursor(sortBy: DwellingSortKey, sortDir: SortDirection, position: SortPosition): string {
  return PREFIX + Buffer.from(JSON.stringify([sortBy, sortDir, position.value, position.id])).toString('base64url');
}

function decodeKeyset(cursor: string): z.infer<typeof payloadSchema> | null {
  if (!cursor.startsWith(PREFIX)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(cursor.slice(PREFIX.length), 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
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
  if (!Number.isInteger(offset) || offset < 0) throw validationError([{ path: [field], message: 'Invalid cursor' }]);
  return { kind: 'offset', offset };
}
