/**
 * POST /api/integration/messages (issue 11): the marketplace delivers a seeker's message. Idempotent
 * on `externalId` (the marketplace's message id): a repeat answers 200 with the same thread.
 */
import { z } from 'zod';
import { SEEKER_EMPLOYMENTS, SEEKER_LANGUAGES, SEEKER_LEVELS, SEEKER_REASONS, SEEKER_TYPES } from '../seekers/enums';
import { ACCOUNT_MESSAGES, emailField, requiredText } from '../accounts/fields';
import { TEXT_LIMITS, isoDateText, storableText } from '../text';
import { messageTextSchema } from './thread';

const idText = storableText(TEXT_LIMITS.short).pipe(z.string().trim().min(1));

/** The seeker as the marketplace knows them; profile fields are optional (absent: kept as stored). */
export const integrationSeekerSchema = z.object({
  externalId: idText,
  name: requiredText('Missing name', TEXT_LIMITS.name),
  email: emailField(ACCOUNT_MESSAGES.noEmail, ACCOUNT_MESSAGES.emailNotValid),
  level: z.enum(SEEKER_LEVELS).optional(),
  picture: z
    .url({ protocol: /^https$/ })
    .max(TEXT_LIMITS.url)
    .nullish(),
  birthday: isoDateText().nullish(),
  type: z.enum(SEEKER_TYPES).nullish(),
  reason: z.enum(SEEKER_REASONS).nullish(),
  employment: z.enum(SEEKER_EMPLOYMENTS).nullish(),
  preferedLanguage: z.enum(SEEKER_LANGUAGES).nullish(),
  smoker: z.boolean().nullish(),
  pets: z.boolean().nullish(),
  rki: z.boolean().nullish(),
});

export const integrationMessageSchema = z.object({
  externalId: idText,
  dwellingUuid: z.uuid(),
  seeker: integrationSeekerSchema,
  text: messageTextSchema,
  createdAt: isoDateText().optional(),
});
export type IntegrationMessageInput = z.infer<typeof integrationMessageSchema>;
