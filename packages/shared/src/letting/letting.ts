/**
 * A listing let to a seeker of one of its threads (docs/architecture.md "Letting"): the landlord marks the
 * seeker as the new tenant in the thread (POST /api/chat/thread/:threadId/tenant, GraphQL markTenant); the
 * listing is deactivated with the deactivation survey (doc 2 §3 Feedback) answered leasedByAB YES, and the
 * landlord may then send one message to every other open thread of the listing (POST
 * /api/dwellings/:uuid/let-notice, GraphQL sendLetNotice).
 */
import { z } from 'zod';
import { feedbackSchema } from '../feedback/feedback';
import { messageTextSchema } from '../messages/thread';

/** Body of markTenant: the survey's rating (1-5) and an optional comment, as the deactivation survey asks. */
export const markTenantSchema = feedbackSchema.pick({ rating: true, comment: true });
export type MarkTenantInput = z.input<typeof markTenantSchema>;

/** Body of sendLetNotice: the message, as the landlord edited it. */
export const letNoticeSchema = z.object({ text: messageTextSchema });
export type LetNoticeInput = z.input<typeof letNoticeSchema>;

/** A let as markTenant answers it. */
export const letViewSchema = z.object({
  dwelling: z.object({ uuid: z.string(), active: z.boolean() }),
  /** When the seeker was marked as the tenant (ISO, UTC). */
  letAt: z.string(),
  tenant: z.object({ name: z.string(), threadId: z.string() }),
  /** Open threads of the listing other than the tenant's: the let notice goes to these. */
  otherOpenThreads: z.number().int(),
  /** The let notice was sent (it can be sent once). */
  noticeSent: z.boolean(),
});
export type LetView = z.infer<typeof letViewSchema>;

/** Reply of sendLetNotice: how many threads got the message. */
export const letNoticeReplySchema = z.object({ sent: z.number().int() });
export type LetNoticeReply = z.infer<typeof letNoticeReplySchema>;
