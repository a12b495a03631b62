/**
 * The landlord's to-do list (packages/shared/src/dashboard/todo.ts; doc 1 §2 /dashboard): unread
 * threads, drafts, listings awaiting payment, awaiting approval and expiring within
 * EXPIRING_WITHIN_DAYS days, each from the signed-in user's own dwellings only (an admin sees their own too).
 */
import { displayedStatus } from '@udlejning/shared/dwellings/status';
import { EXPIRING_WITHIN_DAYS, TODO_KIND_LIMIT, type DashboardTodo, type TodoItem } from '@udlejning/shared/dashboard/todo';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import {
  findOwnAwaitingPayment,
  findOwnDwellingsIn,
  findOwnExpiring,
  findOwnUnreadThreads,
  findOwnerFlags,
} from './dashboard.repository';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const dwellingItem = (kind: TodoItem['kind'], d: { uuid: string; address: string | null }, date: Date | null): TodoItem => ({
  kind,
  dwellingUuid: d.uuid,
  address: d.address,
  threadId: null,
  seekerName: null,
  date: iso(date),
});

/** GET /api/dashboard/todo and GraphQL dashboardTodo: what needs the signed-in landlord, with a count per kind. */
export async function getDashboardTodo(deps: Deps, user: UserActor): Promise<DashboardTodo> {
  const db = deps.db;
  const now = deps.now();
  const owner = (await findOwnerFlags(db, user.userId)) ?? { type: 'PERSONAL', verified: false };
  // awaiting approval as displayed: a verified business owner's PENDING_REVIEW is displayed as APPROVED (doc 2 §4)
  const awaitingApproval = (['PENDING_REVIEW', 'DOCUMENTATION_REQUESTED'] as const).filter(
    (status) => displayedStatus({ status, active: true, owner }) !== 'APPROVED',
  );
  const [unread, drafts, awaitingPayment, pending, expiring] = await Promise.all([
    findOwnUnreadThreads(db, user.userId, TODO_KIND_LIMIT),
    findOwnDwellingsIn(db, user.userId, ['DRAFT'], TODO_KIND_LIMIT),
    findOwnAwaitingPayment(db, user.userId, TODO_KIND_LIMIT),
    findOwnDwellingsIn(db, user.userId, [...awaitingApproval], TODO_KIND_LIMIT),
    findOwnExpiring(db, user.userId, now, new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS), TODO_KIND_LIMIT),
  ]);
  const items: TodoItem[] = [
    ...unread.rows.map((t) => ({
      kind: 'UNREAD_THREAD' as const,
      dwellingUuid: t.uuid,
      address: t.address,
      threadId: t.threadId,
      seekerName: t.seekerName,
      date: iso(t.latestAt),
    })),
    ...drafts.rows.map((d) => dwellingItem('DRAFT', d, d.updatedAt)),
    ...awaitingPayment.rows.map((d) => dwellingItem('AWAITING_PAYMENT', d, d.paymentAt)),
    ...pending.rows.map((d) => dwellingItem('AWAITING_APPROVAL', d, d.updatedAt)),
    ...expiring.rows.map((d) => dwellingItem('EXPIRING', d, d.expiresAt)),
  ];
  return {
    items,
    counts: {
      unreadThreads: unread.total,
      drafts: drafts.total,
      awaitingPayment: awaitingPayment.total,
      awaitingApproval: pending.total,
      expiring: expiring.total,
    },
  };
}
