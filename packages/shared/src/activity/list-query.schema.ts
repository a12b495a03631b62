/** Query of GET /api/activity (doc 1 §7, doc 2 §2 /activity): page, page size and optional filters. */
import { z } from 'zod';
import { INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '../text';
import { ACTIVITY_ACTIONS } from './actions';
import { pageParam } from '../paging';

const filterText = z
  .string()
  .trim()
  .max(TEXT_LIMITS.short, TOO_LONG)
  .refine(isStorableText, INVALID_VALUE)
  .optional()
  .transform((v) => v || undefined);

/** 1-based page, page size (at most 100), exact action, exact target id and actor ('' = any). */
export const activityPageSchema = z.object({
  page: pageParam(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** Exact action of any domain, e.g. dwelling/approved ('' = any). */
  action: z
    .union([z.enum(ACTIVITY_ACTIONS), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** Target id (a dwelling's uuid), exact. */
  target: filterText,
  /** Actor: a user id, or part of the actor's name ('system' for jobs). */
  actor: filterText,
});
export type ActivityPageQuery = z.output<typeof activityPageSchema>;
