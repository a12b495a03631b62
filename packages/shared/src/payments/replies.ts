/** The payments REST replies as zod schemas (see ../reply.ts). */
import { z } from 'zod';

/** POST /api/payments/stripe/webhook: the event was handled, or (duplicate) its id was handled before. */
export const webhookReplySchema = z.object({ received: z.literal(true), duplicate: z.literal(true).optional() });
export type WebhookReply = z.output<typeof webhookReplySchema>;
