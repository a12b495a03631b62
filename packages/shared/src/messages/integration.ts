/**
 * POST /api/integration/messages (docs/architecture.md "Messages and the public listing page"): the marketplace delivers a seeker's message. Idempotent
 * on `externalId` (the marketplace's message id): a repeat answers 200 with the same thread.
 */
import { z } from 'zod';
import { integrationSeekerSchema } from '../seekers/seeker';
import { NOT_BLANK, TEXT_LIMITS, isoDateText, storableText } from '../text';
import { messageTextSchema } from './thread';

const idText = storableText(TEXT_LIMITS.short).pipe(z.string().trim().min(1)).meta(NOT_BLANK);

/** `seeker` is the seekers integration's seeker (one schema, packages/shared/src/seekers/seeker.ts). */
export const integrationMessageSchema = z.object({
  externalId: idText,
  dwellingUuid: z.uuid(),
  seeker: integrationSeekerSchema,
  text: messageTextSchema,
  createdAt: isoDateText().optional(),
});
export type IntegrationMessageInput = z.infer<typeof integrationMessageSchema>;
