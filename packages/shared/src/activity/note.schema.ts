/** An admin's note in an activity log: body of POST /api/dwellings/{id}/audit (doc 2 §7), action 'notes' and reason. */
import { z } from 'zod';
import { NOT_BLANK, INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '../text';

/** The same text as every other required field (translated in the messages catalogue). */
const MISSING = 'Du mangler at udfylde feltet';

export const auditNoteSchema = z.object({
  action: z.literal('notes'),
  reason: z.string().trim().min(1, MISSING).max(TEXT_LIMITS.note, TOO_LONG).refine(isStorableText, INVALID_VALUE).meta(NOT_BLANK),
});
export type AuditNote = z.infer<typeof auditNoteSchema>;
