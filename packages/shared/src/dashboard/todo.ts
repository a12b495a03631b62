/**
 * The landlord's to-do list on /dashboard (doc 1 §2 /dashboard leaves the content open): what needs
 * the signed-in landlord now, from their own dwellings and threads.
 *   GET /api/dashboard/todo  and  GraphQL query dashboardTodo → DashboardTodo
 * Kinds, in the order the list shows them: unread threads, drafts, listings awaiting payment (the
 * latest card payment is not confirmed), awaiting approval (PENDING_REVIEW or DOCUMENTATION_REQUESTED
 * as displayed: a verified business user's pending listing is displayed as approved, doc 2 §4), and
 * approved active listings expiring within EXPIRING_WITHIN_DAYS days. Dates are ISO strings.
 */
import { z } from 'zod';

export const TODO_KINDS = ['UNREAD_THREAD', 'DRAFT', 'AWAITING_PAYMENT', 'AWAITING_APPROVAL', 'EXPIRING'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** "Expiring soon": an approved active listing whose expiresAt is within this many days. */
export const EXPIRING_WITHIN_DAYS = 14;
/** Most items of one kind in the list (the counts stay exact). */
export const TODO_KIND_LIMIT = 10;

export const todoItemSchema = z.object({
  kind: z.enum(TODO_KINDS),
  dwellingUuid: z.string(),
  address: z.string().nullable(),
  /** UNREAD_THREAD: the thread to open; otherwise null. */
  threadId: z.string().nullable(),
  /** UNREAD_THREAD: the seeker's name; otherwise null. */
  seekerName: z.string().nullable(),
  /** EXPIRING: expiresAt; UNREAD_THREAD: the latest message; otherwise the listing's last change. */
  date: z.string().nullable(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

export const dashboardTodoSchema = z.object({
  items: z.array(todoItemSchema),
  /** How many of each kind there are (items holds at most TODO_KIND_LIMIT of each). */
  counts: z.object({
    unreadThreads: z.number().int(),
    drafts: z.number().int(),
    awaitingPayment: z.number().int(),
    awaitingApproval: z.number().int(),
    expiring: z.number().int(),
  }),
});
export type DashboardTodo = z.infer<typeof dashboardTodoSchema>;
