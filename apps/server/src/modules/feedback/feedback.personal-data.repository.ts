/** What the personal-data hook of feedback (feedback.personal-data.ts) reads and writes. */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { feedbacks } from './feedback.schema';

/** The user's feedback answers, oldest first. */
export async function exportFeedback(ex: Executor, userId: number) {
  return ex.select().from(feedbacks).where(eq(feedbacks.userId, userId)).orderBy(asc(feedbacks.createdAt));
}

/** Deletes the user's feedback answers. */
export async function deleteFeedbackOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(feedbacks).where(eq(feedbacks.userId, userId));
}
