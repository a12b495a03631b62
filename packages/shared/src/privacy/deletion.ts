/** A landlord's privacy rights (GDPR art. 15, 17, 20): the body of the own account's deletion request. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../text';

/** A landlord's own deletion request (GDPR art. 17): the current password confirms it. */
export const deletionRequestSchema = z.object({ password: z.string().min(1, 'Type present password').max(TEXT_LIMITS.password) });
export type DeletionRequest = z.output<typeof deletionRequestSchema>;
