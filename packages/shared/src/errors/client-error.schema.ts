/**
 * The body of POST /api/errors (doc 1 §7): a render error (message, stack, info = component stack)
 * or an uncaught window error (also source, line, column). Used by the web reporter and the server.
 */
import { z } from 'zod';
import { NOT_BLANK, INVALID_VALUE, isStorableText, isStorableValue, storableText } from '../text';
import { CLIENT_ERROR_LIMITS } from './client-error-limits';

export { CLIENT_ERROR_LIMITS };

/** `info` is a string (a component stack) or a small JSON object; either way at most 20,000 characters as JSON. */
const infoSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .refine((v) => JSON.stringify(v).length <= CLIENT_ERROR_LIMITS.info, {
    message: `Too big: expected info to have <=${CLIENT_ERROR_LIMITS.info} characters`,
  })
  // the report is stored as text: no NUL, no lone surrogate anywhere in it (a JSON object's keys included)
  .refine(isStorableValue, INVALID_VALUE);

export const clientErrorSchema = z.object({
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message).refine(isStorableText, INVALID_VALUE).meta(NOT_BLANK),
  stack: storableText(CLIENT_ERROR_LIMITS.stack).nullish(),
  info: infoSchema.nullish(),
  source: storableText(CLIENT_ERROR_LIMITS.source).nullish(),
  line: z.number().int().min(0).nullish(),
  column: z.number().int().min(0).nullish(),
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
