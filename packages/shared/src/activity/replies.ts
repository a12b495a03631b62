/** The activity log's REST replies as zod schemas (doc 2 §3 Activity log entry; doc 1 §7 GET /api/activity); see ../reply.ts. */
import { z } from 'zod';

/** One log entry. `action` and `targetType` stay open strings: the log is append-only history, and older entries keep their action names. */
export const activityEntrySchema = z.object({
  _id: z.string(),
  targetType: z.string().meta({ description: "What `target` is: 'dwelling', 'user', …" }),
  action: z.string().meta({ description: '`<targetType>/<verb>`, from the closed lists of packages/shared activity/actions.ts' }),
  actor: z.string().meta({ description: 'Display name of who did it ("system" for jobs)' }),
  actorId: z.number().int().nullable(),
  target: z.string(),
  timestamp: z.string(),
  // domains add their own keys: every key is kept
  data: z.looseObject({
    diff: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).optional(),
    reason: z.string().nullable().optional(),
    error: z.string().nullable().optional(),
    externalId: z.string().nullable().optional(),
    ip: z.string().nullable().optional(),
    type: z.string().nullable().optional(),
    status: z.string().nullable().optional(),
    scheduledTime: z.string().nullable().optional(),
  }),
});

/** GET /api/activity: one 1-based page, newest first, and the total count. */
export const activityPageReplySchema = z.object({ results: z.array(activityEntrySchema), totalCount: z.number().int() });

/** GET /api/dwellings/{uuid}/audit and POST (201): the dwelling's entries, newest first. */
export const activityListReplySchema = z.object({ results: z.array(activityEntrySchema) });
