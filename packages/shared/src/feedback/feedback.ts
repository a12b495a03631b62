/**
 * The feedback contract (doc 2 §3 Feedback, §7): the survey a landlord answers on deactivation
 * (POST /api/feedbacks) and the admin list (GraphQL feedbacks).
 */
import { z } from 'zod';
import { INVALID_VALUE, TEXT_LIMITS, isStorableText, storableText } from '../text';
import { connectionArgsShape } from '../paging';

const MISSING = 'Du mangler at udfylde feltet';

/** Answers to "was it leased through us?" (doc 2 §3 Feedback). */
export const LEASED_BY_AB = ['YES', 'NO', 'DONT_KNOW'] as const;
export type LeasedByAB = (typeof LEASED_BY_AB)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Shown when the survey rating is missing or outside 1-5. */
export const RATING_MESSAGE = 'Vælg en bedømmelse fra 1 til 5';

/** Body of POST /api/feedbacks (doc 2 §7): rating 1-5 required, leasedByAB optional, comment optional. */
export const feedbackSchema = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(RATING_MIN, RATING_MESSAGE).max(RATING_MAX, RATING_MESSAGE),
  leasedByAB: z.enum(LEASED_BY_AB).nullish(),
  comment: storableText(TEXT_LIMITS.note).nullish(),
  dwellingId: z.string({ error: MISSING }).min(1, MISSING).max(100).refine(isStorableText, INVALID_VALUE),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

/** Arguments of the GraphQL feedbacks connection (Relay paging: at most 100 rows; cursors as the server issued them). */
export const feedbackConnectionArgsSchema = z.object(connectionArgsShape());
export type FeedbackConnectionArgs = z.input<typeof feedbackConnectionArgsSchema>;

/** One feedback row as the admin /feedback page reads it (GraphQL feedbacks). */
export type FeedbackView = {
  id: string;
  rating: number;
  leasedByAB: LeasedByAB | null;
  comment: string | null;
  createdAt: string;
  user: { id: number; name: string } | null;
  dwelling: { id: string; address: string | null } | null;
};
