/** What the data export (GDPR art. 15, 20) reads about one user, table by table (privacy.service.ts). */
import { asc, desc, eq, inArray, or, and } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../../schema/dwellings.schema';
import { uploads } from '../dwellings/uploads.schema';
import { activities } from '../activity/activity.schema';
import { feedbacks } from '../feedback/feedback.schema';
import { messages, threads } from '../../schema/messages.schema';
import { seekers } from '../../schema/seekers.schema';
import { payments, receipts } from '../payments/payments.schema';
import { userRoles, organizations } from '../../schema/accounts.schema';

/** Every dwelling of the user (all columns but the internal generated ones). */
export async function exportDwellings(ex: Executor, userId: number) {
  return ex.select().from(dwellings).where(eq(dwellings.userId, userId)).orderBy(asc(dwellings.createdAt));
}

/** The user's uploads (file name, original name, type, size, date). */
export async function exportUploads(ex: Executor, userId: number) {
  return ex
    .select({
      filename: uploads.filename,
      originalName: uploads.originalName,
      mime: uploads.mime,
      size: uploads.size,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt));
}

/** Activity entries made by the user or about the user or their dwellings, oldest first. */
export async function exportActivity(ex: Executor, userId: number, targetIds: string[]) {
  return ex
    .select({
      action: activities.action,
      actorName: activities.actorName,
      targetType: activities.targetType,
      targetId: activities.targetId,
      data: activities.data,
      timestamp: activities.timestamp,
    })
    .from(activities)
    .where(or(eq(activities.actorId, userId), inArray(activities.targetId, targetIds)))
    .orderBy(asc(activities.timestamp));
}

/** The threads on the user's dwellings with their messages, oldest first. */
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

/** The user's payments with the numbers of their receipts and credit notes (no PDFs). */
export async function exportPayments(ex: Executor, userId: number) {
  const rows = await ex
    .select({
      id: payments.id,
      dwellingId: payments.dwellingId,
      product: payments.product,
      currency: payments.currency,
      listPrice: payments.listPrice,
      amount: payments.amount,
      status: payments.status,
      capturedAmount: payments.capturedAmount,
      refunded: payments.refunded,
      email: payments.email,
      name: payments.name,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
  if (!rows.length) return [];
  const slips = await ex
    .select({
      paymentId: receipts.paymentId,
      number: receipts.number,
      kind: receipts.kind,
      amount: receipts.amount,
      vat: receipts.vat,
      createdAt: receipts.createdAt,
    })
    .from(receipts)
    .where(
      inArray(
        receipts.paymentId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({ ...r, receipts: slips.filter((s) => s.paymentId === r.id).map(({ paymentId: _p, ...s }) => s) }));
}

/** The user's feedback answers. */
export async function exportFeedback(ex: Executor, userId: number) {
  return ex.select().from(feedbacks).where(eq(feedbacks.userId, userId)).orderBy(asc(feedbacks.createdAt));
}

/** The user's organization roles. */
export async function exportRoles(ex: Executor, userId: number) {
  return ex
    .select({ role: userRoles.role, organization: organizations.uuid, name: organizations.name })
    .from(userRoles)
    .leftJoin(organizations, and(eq(organizations.id, userRoles.organizationId)))
    .where(eq(userRoles.userId, userId));
}
