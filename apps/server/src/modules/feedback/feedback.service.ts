/**
 * The deactivation survey (doc 2 §3 Feedback, §4, §7): POST /api/feedbacks and the admin list
 * (GraphQL feedbacks). An answer belongs to a dwelling the caller may act on: its owner, an admin,
 * or the holder of that dwelling's status token (the survey follows a deactivation on the status page).
 */
import type { Feedback, FeedbackView } from '@udlejning/shared/feedback/feedback';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { accessDwelling, type LifecycleCaller } from '../dwellings/status-token';
import { countFeedbacks, hasFeedbackSince, insertFeedback, listFeedbacks, type FeedbackRecord } from './feedback.repository';

/** Row → FeedbackView (the user's name, the dwelling's uuid and address). */
export function presentFeedback({ row, user, dwelling }: FeedbackRecord): FeedbackView {
  return {
    id: row.uuid,
    rating: row.rating,
    leasedByAB: row.leasedByAB ?? null,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    user: user ? { id: user.id, name: `${user.firstname} ${user.lastname}`.trim() } : null,
    dwelling: dwelling ? { id: dwelling.uuid, address: dwelling.address } : null,
  };
}

/**
 * POST /api/feedbacks {rating, leasedByAB, comment, dwellingId}: stores one answer per deactivation.
 * Throws 401 (no login or token), 404 (not the caller's dwelling), 400 (rating outside 1-5 …),
 * 409 FEEDBACK_GIVEN (this deactivation has its answer).
 */
export async function submitFeedback(deps: Deps, caller: LifecycleCaller, input: Feedback): Promise<FeedbackView> {
  if (caller.actor.kind !== 'user' && !caller.token) throw new AppError('UNAUTHENTICATED');
  const access = await accessDwelling(deps, deps.db, caller, input.dwellingId);
  const { rating, leasedByAB, comment } = input;
  const { owner, row: dwelling } = access.record;
  const user = access.viaToken
    ? { id: owner.id, firstname: owner.firstname, lastname: owner.lastname }
    : { id: access.actor.userId, firstname: access.actor.name, lastname: '' };
  const row = await deps.db.transaction(async (tx) => {
    // one answer per deactivation (doc 2 §4): a reload or a second tab asks no second time
    if (await hasFeedbackSince(tx, dwelling.id, dwelling.deactivatedAt)) throw new AppError('FEEDBACK_GIVEN');
    return insertFeedback(tx, {
      rating,
      leasedByAB: leasedByAB ?? null,
      comment: comment?.trim() || null,
      userId: user.id,
      dwellingId: dwelling.id,
      createdAt: deps.now(),
    });
  });
  return presentFeedback({ row, user, dwelling: { uuid: dwelling.uuid, address: dwelling.address } });
}

/** GraphQL feedbacks (admins): one page, newest first. */
export async function findFeedbackPage(deps: Deps, opts: { offset: number; limit: number }): Promise<FeedbackView[]> {
  return (await listFeedbacks(deps.db, opts)).map(presentFeedback);
}

/** Number of answers (GraphQL feedbacks, admins). */
export async function countFeedback(deps: Deps): Promise<number> {
  return countFeedbacks(deps.db);
}
