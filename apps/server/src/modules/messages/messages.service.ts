/**
 * The messages domain (spec doc 1 §2 Messages list, §3 Thread, §4, §6, §7): thread lists
 * and lookups, the full thread, read/close/open, replies and admin messages (sendMessage), the unread
 * count, and the delivery of a seeker's message (public contact form and marketplace integration).
 */
import {
  MESSAGE_MESSAGES,
  type FullThreadView,
  type SendMessageInput,
  type ThreadActionInput,
  type ThreadListQuery,
  type ThreadListReply,
  type ThreadLookup,
  type ThreadMessage,
  type ThreadView,
} from '@udlejning/shared/messages/thread';
import { randomUUID } from 'node:crypto';
import { parseDwellingRef } from '@udlejning/shared/record-ref';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import type { Executor } from '../../platform/db/executor';
import { AppError, validationError } from '../../platform/errors';
import { findOwner } from '../dwellings/dwellings.repository';
import { isSeekerMatchedTo, upsertSeeker } from '../seekers/seekers.repository';
import { recordDwellingEvent } from '../statistics/statistics.events';
import {
  addMessage,
  countUnread,
  ensureThread,
  findDwellingRef,
  findMessages,
  findSeekerByAnyExternalId,
  findSeekerByEmail,
  findThread,
  findThreadIdOfExternalMessage,
  findUserId,
  listThreads,
  setThreadFlags,
  type ThreadRecord,
  type ThreadScope,
} from './messages.repository';
import { presentFullThread, presentThread } from './messages.presenter';
import { authorizeThread, authorizeThreadList } from './messages.policy';
import { queueNewMessageMail, queueReplyMail } from './messages.mails';
import { hasPgErrorCode, PG_UNIQUE_VIOLATION } from '../../platform/db/pg-errors';

const policyThread = (r: ThreadRecord) => ({ ownerId: r.dwelling.userId, closed: r.thread.closed });

/** The caller's own user id given as `userId` (number or text), or FORBIDDEN when it names someone else. */
function checkOwnUserId(user: UserActor, userId: string | number | null | undefined) {
  if (userId === undefined || userId === null || userId === '') return;
  const text = String(userId).trim();
  authorizeThreadList(user, 'speakFor', { ownerId: null, ownerRef: text });
}

/**
 * GET /api/chat/threads/{id}: `id` 'admin' (admins only: every thread), or a user id (numeric or uuid):
 * a landlord only their own (else 403 FORBIDDEN), an admin anyone's. Reply { results, totalCount, totalCountIsExact }.
 */
export async function listThreadsFor(deps: Deps, user: UserActor, id: string, query: ThreadListQuery): Promise<ThreadListReply> {
  let scope: ThreadScope;
  if (id === 'admin') {
    authorizeThreadList(user, 'listAll', { ownerId: null });
    scope = {};
  } else if (id === String(user.userId) || id === user.uuid) {
    scope = { ownerId: user.userId };
  } else {
    // another user's id: admins only, before the lookup (a landlord learns nothing about the id)
    authorizeThreadList(user, 'listOwner', { ownerId: null });
    const ownerId = await findUserId(deps.db, id);
    if (ownerId === null) throw new AppError('NOT_FOUND');
    scope = { ownerId };
  }
  const { rows, totalCount, totalCountIsExact } = await listThreads(deps.db, scope, query);
  return { results: rows.map(presentThread), totalCount, totalCountIsExact };
}

/** The first rows of a lookup (POST /api/chat/threads): newest first. */
const LOOKUP_QUERY: ThreadListQuery = { sortBy: 'updatedAt', sortDir: 'desc', page: 1, pageSize: 100 };

/**
 * POST /api/chat/threads {option, id}: the threads of a user (id or uuid) or of a dwelling (uuid or
 * numeric id), newest first, at most 100. Admin: any (404 for an unknown one); a landlord only
 * themself or their own dwelling, else 403 FORBIDDEN (also for one that does not exist).
 */
export async function lookupThreads(deps: Deps, user: UserActor, input: ThreadLookup): Promise<ThreadListReply> {
  let scope: ThreadScope;
  if (input.option === 'User') {
    const ownerId = await findUserId(deps.db, input.id);
    authorizeThreadList(user, 'listOwner', { ownerId });
    if (ownerId === null) throw new AppError('NOT_FOUND');
    scope = { ownerId };
  } else {
    const dwelling = await findDwellingRef(deps.db, input.id);
    authorizeThreadList(user, 'listOwner', { ownerId: dwelling?.userId ?? null });
    if (!dwelling) throw new AppError('NOT_FOUND');
    scope = { dwellingId: dwelling.id };
  }
  const { rows, totalCount, totalCountIsExact } = await listThreads(deps.db, scope, LOOKUP_QUERY);
  return { results: rows.map(presentThread), totalCount, totalCountIsExact };
}

/** A thread the user may read, or 404 NOT_FOUND. */
async function readableThread(deps: Deps, user: UserActor, threadId: string): Promise<ThreadRecord> {
  const record = await findThread(deps.db, threadId);
  if (!record) throw new AppError('NOT_FOUND');
  authorizeThread(user, 'read', policyThread(record));
  return record;
}

/** GET /api/chat/thread/{threadId}: the full thread view (doc 1 §3). 404 for a thread the user may not read. */
export async function getThread(deps: Deps, user: UserActor, threadId: string): Promise<FullThreadView> {
  const record = await readableThread(deps, user, threadId);
  const [messages, owner] = await Promise.all([
    findMessages(deps.db, threadId),
    user.isAdmin ? findOwner(deps.db, record.dwelling.userId) : Promise.resolve(null),
  ]);
  return presentFullThread(record, messages, owner, user);
}

/** GET /api/chat/thread/{threadId}/messages: { messages } oldest first (the "thread messages" call, doc 1 §7). */
export async function getThreadMessages(deps: Deps, user: UserActor, threadId: string): Promise<{ messages: ThreadMessage[] }> {
  await readableThread(deps, user, threadId);
  const rows = await findMessages(deps.db, threadId);
  return { messages: rows.map((m) => ({ text: m.text, createdAt: m.createdAt.toISOString(), externalFrom: m.externalFrom })) };
}

/**
 * POST /api/chat/thread/{threadId} {action, userId?}: read clears unread, close and open set closed
 * (doc 1 §4). The landlord of the thread or an admin; `userId`, if given, must be the caller's own.
 * Returns the updated Thread.
 */
export async function actOnThread(deps: Deps, user: UserActor, threadId: string, input: ThreadActionInput): Promise<ThreadView> {
  const record = await readableThread(deps, user, threadId);
  authorizeThread(user, 'act', policyThread(record));
  checkOwnUserId(user, input.userId);
  const flags = input.action === 'read' ? { unread: false } : { closed: input.action === 'close' };
  await setThreadFlags(deps.db, threadId, flags);
  return presentThread((await findThread(deps.db, threadId))!);
}

/** GET /api/chat/unread: threads with an unread seeker message: a landlord's own, all for an admin. */
export async function unreadCount(deps: Deps, user: UserActor): Promise<{ count: number }> {
  return { count: await countUnread(deps.db, user.isAdmin ? null : user.userId) };
}

/**
 * GraphQL sendMessage (doc 1 §5, §6, §7). A landlord replies in `thread` (their own, open thread:
 * 404 for another's, 409 THREAD_CLOSED when closed); the seeker gets the reply by mail. An admin must
 * give a dwelling as `agentUnique` ('rentals-<id>', its uuid or numeric id) and a seeker (`seekerId` = externalId, or
 * `seekerEmail` with `seekerName` for someone new); the message goes into that (dwelling, seeker)
 * thread, opened if needed. Returns the updated Thread.
 */
export async function sendMessage(deps: Deps, user: UserActor, input: SendMessageInput): Promise<ThreadView> {
  checkOwnUserId(user, input.userId);
  if (!user.isAdmin) {
    if (input.thread) return replyInThread(deps, user, input.thread, input.text);
    // a landlord starts a conversation from the seeker list: own listing, a seeker matched to it
    if (input.agentUnique && input.seekerId) return startThreadWithSeeker(deps, user, input.agentUnique, input.seekerId, input.text);
    throw validationError([{ path: ['thread'], message: MESSAGE_MESSAGES.threadMissing }]);
  }
  // the dwelling as any admin screen shows it: uuid, numeric id or 'rentals-<id>' (shared/record-ref.ts)
  if (!input.agentUnique || !parseDwellingRef(input.agentUnique))
    throw validationError([{ path: ['agentUnique'], message: MESSAGE_MESSAGES.adminNeedsDwelling }]);
  const dwelling = await findDwellingRef(deps.db, input.agentUnique);
  if (!dwelling) throw new AppError('NOT_FOUND');
  const threadId = await deps.db.transaction(async (tx) => {
    const seekerId = await seekerForAdmin(tx, input);
    const { id } = await ensureThread(tx, dwelling.id, seekerId);
    const record = (await findThread(tx, id, { forUpdate: true }))!;
    assertOpen(record);
    await addMessage(tx, { threadId: id, text: input.text, externalFrom: 'ADMIN', senderUserId: user.userId });
    await queueReplyMail(deps, tx, record, input.text);
    return id;
  });
  return presentThread((await findThread(deps.db, threadId))!);
}

/** The seeker an admin names: by externalId, else by e-mail, else a new one (name and e-mail needed). */
async function seekerForAdmin(ex: Executor, input: SendMessageInput): Promise<number> {
  if (input.seekerId) {
    const found = await findSeekerByAnyExternalId(ex, input.seekerId);
    if (found) return found.id;
    if (!input.seekerEmail) throw new AppError('NOT_FOUND');
  }
  if (!input.seekerEmail) throw validationError([{ path: ['seekerId'], message: MESSAGE_MESSAGES.seekerMissing }]);
  const byEmail = await findSeekerByEmail(ex, input.seekerEmail);
  if (byEmail) return byEmail.id;
  if (!input.seekerName?.trim()) throw validationError([{ path: ['seekerName'], message: MESSAGE_MESSAGES.seekerMissing }]);
  const created = await upsertSeeker(ex, {
    externalFrom: 'udlejning',
    externalId: `udlejning-${randomUUID()}`,
    name: input.seekerName.trim(),
    email: input.seekerEmail,
    level: 'VISITOR',
  });
  return created.id;
}

/**
 * The one rule of a closed thread, for the seeker, the landlord and an admin alike: nothing is
 * written into it until the landlord or an admin opens it again (409 THREAD_CLOSED;
 * docs/architecture.md "Messages and the public listing page").
 */
function assertOpen(record: ThreadRecord): void {
  if (record.thread.closed) throw new AppError('THREAD_CLOSED');
}

/**
 * A landlord's first message to a seeker from the seeker list (doc 1 §6 seeker list, §7 sendMessage
 * with agentUnique and seekerId): the dwelling must be the landlord's own, active and approved (404
 * otherwise), the seeker one the list matched to it (403 otherwise, 404 when unknown). The message goes
 * into the (dwelling, seeker) thread, opened if needed; a closed one is 409. The seeker gets it by mail.
 */
async function startThreadWithSeeker(
  deps: Deps,
  user: UserActor,
  dwellingRef: string,
  seekerExternalId: string,
  text: string,
): Promise<ThreadView> {
  const dwelling = parseDwellingRef(dwellingRef) ? await findDwellingRef(deps.db, dwellingRef) : null;
  if (!dwelling || dwelling.userId !== user.userId || !dwelling.active || dwelling.status !== 'APPROVED')
    throw new AppError('NOT_FOUND');
  const seeker = await findSeekerByAnyExternalId(deps.db, seekerExternalId);
  if (!seeker) throw new AppError('NOT_FOUND');
  if (!(await isSeekerMatchedTo(deps.db, dwelling.id, seeker.id))) throw new AppError('FORBIDDEN');
  const threadId = await deps.db.transaction(async (tx) => {
    const { id } = await ensureThread(tx, dwelling.id, seeker.id);
    const record = (await findThread(tx, id, { forUpdate: true }))!;
    assertOpen(record);
    await addMessage(tx, { threadId: id, text, externalFrom: 'LANDLORD', senderUserId: user.userId });
    await queueReplyMail(deps, tx, record, text);
    return id;
  });
  return presentThread((await findThread(deps.db, threadId))!);
}

async function replyInThread(deps: Deps, user: UserActor, threadId: string, text: string): Promise<ThreadView> {
  await deps.db.transaction(async (tx) => {
    const record = await findThread(tx, threadId, { forUpdate: true });
    if (!record) throw new AppError('NOT_FOUND');
    authorizeThread(user, 'reply', policyThread(record));
    assertOpen(record);
    await addMessage(tx, { threadId, text, externalFrom: 'LANDLORD', senderUserId: user.userId });
    await queueReplyMail(deps, tx, record, text);
  });
  return presentThread((await findThread(deps.db, threadId))!);
}

/** A seeker's message to deliver into the (dwelling, seeker) thread. */
export type SeekerMessage = {
  dwellingId: number;
  seekerId: number;
  text: string;
  /** The marketplace's message id (idempotency); null for the public contact form. */
  externalId?: string | null;
  createdAt?: Date;
};

/**
 * Delivers a seeker's message: opens or continues the (dwelling, seeker) thread (409 THREAD_CLOSED when it is closed), stores the message
 * (unread set), queues the landlord's mail in the same transaction, then records MESSAGE and
 * CONTACT_SUCCESS (docs/architecture.md "Messages and the public listing page"). With an `externalId` already delivered nothing is written and
 * `repeat` is true. Returns the thread id.
 */
export async function deliverSeekerMessage(deps: Deps, message: SeekerMessage): Promise<{ threadId: string; repeat: boolean }> {
  const externalId = message.externalId ?? null;
  const write = () =>
    deps.db.transaction(async (tx) => {
      if (externalId !== null) {
        const known = await findThreadIdOfExternalMessage(tx, externalId);
        if (known) return { threadId: known, repeat: true };
      }
      const { id } = await ensureThread(tx, message.dwellingId, message.seekerId);
      // the same rule as for the landlord and an admin: a closed thread takes no message until it is opened
      assertOpen((await findThread(tx, id, { forUpdate: true }))!);
      await addMessage(tx, {
        threadId: id,
        text: message.text,
        externalFrom: 'SEEKER',
        externalId,
        createdAt: message.createdAt,
      });
      const record = (await findThread(tx, id))!;
      const owner = await findOwner(tx, record.dwelling.userId);
      if (owner) await queueNewMessageMail(deps, tx, record, owner, message.text);
      return { threadId: id, repeat: false };
    });
  let result: { threadId: string; repeat: boolean };
  try {
    result = await write();
  } catch (err) {
    // the same external message delivered twice at once: the loser finds the winner's thread
    if (externalId === null || !hasPgErrorCode(err, PG_UNIQUE_VIOLATION)) throw err;
    result = await write();
  }
  if (!result.repeat) {
    await recordDwellingEvent(deps, { dwellingId: message.dwellingId, kind: 'MESSAGE' });
    await recordDwellingEvent(deps, { dwellingId: message.dwellingId, kind: 'CONTACT_SUCCESS' });
  }
  return result;
}
