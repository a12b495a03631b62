/** GET /api/health (load balancers and monitors): 200 with the database up, 503 with it down. */
import { z } from 'zod';

export const healthReplySchema = z.object({ ok: z.boolean(), database: z.enum(['up', 'down']) });
export type HealthReply = z.output<typeof healthReplySchema>;
