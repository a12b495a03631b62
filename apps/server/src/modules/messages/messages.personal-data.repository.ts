/** What the personal-data hook of messages (messages.personal-data.ts) reads and writes. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { messages, threads } from '../../schema/messages.schema';
import { seekers } from '../../schema/seekers.schema';

/** The threads on the dwellings `dwellingIds` with their messages, oldest first. */
export async function exportThreads(ex: Executor, dwellingIds: number[]) {
  if (!dwellingIds.length) return [];
  const rows = await ex
    .select({
      threadId: threads.id,
      dwellingId: threads.dwellingId,
      closed: threads.closed,
      createdAt: threads.createdAt,
      seekerName: seekers.name,
      seekerEmail: seekers.email,
    })
    .from(threads)
    .innerJoin(seekers, eq(seekers.id, threads.seekerId))
    .where(inArray(threads.dwellingId, dwellingIds))
    .orderBy(asc(threads.createdAt));
  if (!rows.length) return [];
  const texts = await ex
    .select({
      threadId: messages.threadId,
      text: messages.text,
      externalFrom: messages.externalFrom,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      inArray(
        messages.threadId,
        rows.map((r) => r.threadId),
      ),
    )
    .orderBy(asc(messages.createdAt));
  return rows.map((r) => ({ ...r, messages: texts.filter((m) => m.threadId === r.threadId).map(({ threadId: _t, ...m }) => m) }));
}

/** Deletes the threads on the dwellings `dwellingIds` (their messages cascade). */
export async function deleteThreadsOn(tx: Executor, dwellingIds: number[]): Promise<void> {
  if (dwellingIds.length) await tx.delete(threads).where(inArray(threads.dwellingId, dwellingIds));
}

/** The messages the user sent keep no sender. */
export async function forgetSender(tx: Executor, userId: number): Promise<void> {
  await tx.update(messages).set({ senderUserId: null }).where(eq(messages.senderUserId, userId));
}
