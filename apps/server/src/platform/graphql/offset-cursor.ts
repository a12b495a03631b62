/** Relay offset cursors of the connections paged with resolveOffsetConnection (feedbacks, payments). */
import { cursorToOffset } from '@pothos/plugin-relay';
import { validationError } from '../errors';

/**
 * Throws 400 VALIDATION_FAILED ('Invalid cursor' on `field`) unless `cursor` is absent or one of
 * ours: an offset cursor naming a row number from 0 to the int4 maximum.
 */
export function checkOffsetCursor(field: 'after' | 'before', cursor: string | null | undefined): void {
  if (cursor == null) return;
  let offset: number;
  try {
    offset = cursorToOffset(cursor);
  } catch {
    throw validationError([{ path: [field], message: 'Invalid cursor' }]);
  }
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > 2_147_483_647)
    throw validationError([{ path: [field], message: 'Invalid cursor' }]);
}
