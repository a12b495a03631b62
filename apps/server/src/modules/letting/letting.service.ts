/**
 * Letting (docs/architecture.md "Letting"): the landlord marks the seeker of a thread as the new tenant.
 * The listing is deactivated as a deactivation does (doc 2 §4) with the survey (doc 2 §3 Feedback) answered
 * leasedByAB YES, in one transaction with the let; afterwards the landlord may send one message, edited as
 * they like, to every other open thread of the listing.
 */
import type { LetNoticeInput, LetNoticeReply, LetView, MarkTenantInput } from '@udlejning/shared/letting/letting';
import { letNoticeSchema, markTenantSchema } from '@udlejning/shared/letting/letting';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { initialsOf } from '../dwellings/use-cases/dwelling-lifecycle';
import { transitionDwelling } from '../dwellings/use-cases/transition';
import { insertFeedback } from '../feedback/feedback.repository';
import { queueReplyMail } from '../messages/messages.mails';
import { authorizeThread } from '../messages/messages.policy';
import { addMessage, findThread } from '../messages/messages.repository';
import { findLatestLet, insertLet, markNoticeSent, otherOpenThreadIds } from './letting.repository';

/**
 * POST /api/chat/thread/:threadId/tenant {rating, comment?} and GraphQL markTenant: the thread's seeker
 * becomes the tenant; the listing (APPROVED and active) is deactivated, the survey answered leasedByAB YES
 * with `rating` (1-5), and the let recorded. The thread's landlord or an admin.
 * Throws 401, 404 (no such thread, or not the caller's), 400 (rating), 409 LET_NOT_POSSIBLE.
 */
export async function markTenant(deps: Deps, user: UserActor, threadId: string, input: MarkTenantInput): Promise<LetView> {
  const { rating, comment } = markTenantSchema.parse(input);
  const record = await findThread(deps.db, threadId);
  if (!record) throw new AppError('NOT_FOUND');
  authorizeThread(user, 'act', { ownerId: record.dwelling.userId, closed: record.thread.closed });
  let letAt = deps.now();
  let otherOpenThreads = 0;
  // only a live listing is let: anything else is LET_NOT_POSSIBLE, before the deactivation's own rule
  const action = ({ record: locked }: { record: { row: { status: string; active: boolean } } }) => {
    if (locked.row.status !== 'APPROVED' || !locked.row.active) throw new AppError('LET_NOT_POSSIBLE');
    return 'deactivate' as const;
  };
  const access = await transitionDwelling(
    deps,
    { actor: user, uuid: record.dwelling.uuid },
    action,
    ({ record: locked, actor, now }) => {
      letAt = now;
      return {
        values: { active: false, deactivatedAt: now, deactivatedBy: { name: actor.name, initials: initialsOf(actor.name) } },
        activity: { action: 'dwelling/deactivate', data: { let: { seeker: record.seeker.name, thread: threadId } } },
        queue: async (tx) => {
          await insertLet(tx, {
            dwellingId: locked.row.id,
            threadId,
            seekerId: record.seeker.id,
            letByUserId: actor.userId,
            letAt: now,
          });
          await insertFeedback(tx, {
            rating,
            leasedByAB: 'YES',
            comment: comment?.trim() || null,
            userId: actor.userId,
            dwellingId: locked.row.id,
            createdAt: now,
          });
          otherOpenThreads = (await otherOpenThreadIds(tx, locked.row.id, threadId)).length;
        },
      };
    },
  );
  return {
    dwelling: { uuid: access.record.row.uuid, active: access.record.row.active },
    letAt: letAt.toISOString(),
    tenant: { name: record.seeker.name, threadId },
    otherOpenThreads,
    noticeSent: false,
  };
}

/**
 * POST /api/dwellings/:uuid/let-notice {text} and GraphQL sendLetNotice: `text` as the landlord's message
 * in every open thread of the let listing other than the tenant's, each seeker told by mail as a reply is.
 * Once per let. The landlord only (an admin does not write in threads, doc 1 §6).
 * Throws 401, 404 (no such dwelling, not the caller's, or not let), 403 (admin), 400 (text), 409 LET_NOTICE_SENT.
 */
export async function sendLetNotice(deps: Deps, user: UserActor, uuid: string, input: LetNoticeInput): Promise<LetNoticeReply> {
  const { text } = letNoticeSchema.parse(input);
  return deps.db.transaction(async (tx) => {
    const found = await findLatestLet(tx, uuid, { forUpdate: true });
    if (!found) throw new AppError('NOT_FOUND');
    authorizeThread(user, 'reply', { ownerId: found.dwelling.userId, closed: false });
    const let_ = found.let;
    if (!let_) throw new AppError('NOT_FOUND');
    if (let_.noticeSentAt) throw new AppError('LET_NOTICE_SENT');
    const ids = await otherOpenThreadIds(tx, found.dwelling.id, let_.threadId);
    for (const id of ids) {
      const thread = (await findThread(tx, id, { forUpdate: true }))!;
      await addMessage(tx, { threadId: id, text, externalFrom: 'LANDLORD', senderUserId: user.userId, createdAt: deps.now() });
      await queueReplyMail(deps, tx, thread, text);
    }
    await markNoticeSent(tx, let_.id, deps.now(), ids.length);
    return { sent: ids.length };
  });
}
