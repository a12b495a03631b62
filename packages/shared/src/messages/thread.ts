/**
 * What the messages API takes and returns (spec doc 1 §3 Thread, §7): the thread list
 * query and lookups, the thread action, sendMessage's input, and the Thread / full thread shapes.
 * Dates are ISO strings in replies.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../dwellings/enums';
import type { DwellingStatus } from '../dwellings/status';
import { NOT_BLANK, TEXT_LIMITS, storableText } from '../text';
import { pageParam } from '../paging';
import { ACCOUNT_MESSAGES, emailField } from '../accounts/fields';
import { LOOKUP_OPTIONS, MESSAGE_MAX_LENGTH, PREVIEW_LENGTH, THREAD_ACTIONS, type MessageFrom, type ThreadStatus } from './enums';

/** Sortable columns of the messages list (doc 1 §2: each of the six columns). */
export const THREAD_SORT_KEYS = ['status', 'address', 'seeker', 'latestMessage', 'createdAt', 'updatedAt'] as const;
export type ThreadSortKey = (typeof THREAD_SORT_KEYS)[number];
export const THREAD_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type ThreadSortDirection = (typeof THREAD_SORT_DIRECTIONS)[number];
/** Rows per page of the messages table (doc 1 §9 leaves it open: the app's table sizes). */
export const THREAD_PAGE_SIZES = PAGE_SIZES;
export const THREAD_DEFAULT_PAGE_SIZE = 25;

/** Messages a text must have (docs/architecture.md "Messages and the public listing page"). */
export const MESSAGE_MESSAGES = {
  textMissing: 'Write a message',
  adminNeedsDwelling: 'An admin must give a dwelling id',
  seekerMissing: 'Choose a seeker: a seeker id, or a name and an e-mail',
  threadMissing: 'Choose the thread to reply in',
} as const;

/** Query string of GET /api/chat/threads/{id|admin}: page is 1-based, as every REST list (../paging.ts). */
export const threadListQuerySchema = z.object({
  sortBy: z.enum(THREAD_SORT_KEYS).default('updatedAt'),
  sortDir: z.enum(THREAD_SORT_DIRECTIONS).default('desc'),
  page: pageParam(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (THREAD_PAGE_SIZES as readonly number[]).includes(n), { message: `One of ${THREAD_PAGE_SIZES.join(', ')}` })
    // the refinement, for the OpenAPI document
    .meta({ enum: [...THREAD_PAGE_SIZES] })
    .default(THREAD_DEFAULT_PAGE_SIZE),
});
export type ThreadListQuery = z.output<typeof threadListQuerySchema>;

/** Body of POST /api/chat/threads: threads of a user (id) or of a dwelling (uuid or numeric id). */
export const threadLookupSchema = z.object({
  option: z.enum(LOOKUP_OPTIONS),
  id: storableText(TEXT_LIMITS.short).pipe(z.string().trim().min(1)).meta(NOT_BLANK),
});
export type ThreadLookup = z.infer<typeof threadLookupSchema>;

/** Body of POST /api/chat/thread/{threadId}: read, close or open (doc 1 §4); `userId` is the caller's own id if given. */
export const threadActionSchema = z.object({
  action: z.enum(THREAD_ACTIONS),
  userId: z.union([z.number().int(), storableText(TEXT_LIMITS.short)]).optional(),
});
export type ThreadActionInput = z.infer<typeof threadActionSchema>;

/** A message text: trimmed, not empty, at most MESSAGE_MAX_LENGTH characters. */
export const messageTextSchema = storableText(MESSAGE_MAX_LENGTH)
  .pipe(z.string().trim().min(1, MESSAGE_MESSAGES.textMissing))
  .meta(NOT_BLANK);

/**
 * Input of the GraphQL sendMessage (doc 1 §7). A landlord replies in `thread` (a thread id). An admin
 * gives a dwelling as `agentUnique` ('rentals-<id>') and a seeker: `seekerId` (the seeker's
 * externalId) or `seekerEmail` (+ `seekerName` for a new one). `userId` is the sender's own id if given.
 */
export const sendMessageSchema = z.object({
  text: messageTextSchema,
  userId: storableText(TEXT_LIMITS.short).nullish(),
  agentUnique: storableText(TEXT_LIMITS.short).nullish(),
  seekerName: storableText(TEXT_LIMITS.name).nullish(),
  seekerEmail: emailField(ACCOUNT_MESSAGES.noEmail, ACCOUNT_MESSAGES.emailNotValid).nullish(),
  seekerId: storableText(TEXT_LIMITS.short).nullish(),
  thread: storableText(TEXT_LIMITS.short).nullish(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** Arguments of GraphQL sendMessage(input). */
export const sendMessageArgsSchema = z.object({ input: sendMessageSchema });

/** The dwelling of a thread as the list shows it (doc 1 §3). */
export type ThreadDwelling = {
  uuid: string;
  status: DwellingStatus;
  active: boolean;
  address: string | null;
  zip: string | null;
  city: string | null;
};

/** doc 1 §3 Thread. `seeker.email` only reaches the dwelling's landlord and admins (every thread reader is one). */
export type ThreadView = {
  id: string;
  createdAt: string;
  updatedAt: string;
  closed: boolean;
  unread: boolean;
  seeker: { externalId: string; email: string; name: string };
  latestMessage: { text: string; externalFrom: MessageFrom } | null;
  dwelling: ThreadDwelling;
};

export type ThreadMessage = { text: string; createdAt: string; externalFrom: MessageFrom };

/**
 * Who a thread's messages reach (docs/architecture.md "Messages and the public listing page"): the seeker, and for admins also the
 * landlord. `client`: 'marketplace' (a seeker who writes on the marketplace), 'email' (a seeker from
 * the listing's public page, reached by e-mail), 'udlejning' (the landlord, in this app and by e-mail).
 */
export const RECIPIENT_CLIENTS = ['marketplace', 'email', 'udlejning'] as const;
export type RecipientClient = (typeof RECIPIENT_CLIENTS)[number];
export type ThreadRecipient = { name: string; email: string; client: RecipientClient };

/** The full thread view (doc 1 §3): Thread plus messages (oldest first), recipients and agentUnique. */
export type FullThreadView = ThreadView & {
  messages: ThreadMessage[];
  recipients: ThreadRecipient[];
  agentUnique: string;
};

/** A page of threads; `totalCountIsExact` false: counting stopped at `totalCount` and the list holds more ("10.000+"). */
export type ThreadListReply = { results: ThreadView[]; totalCount: number; totalCountIsExact: boolean };

/** 'rentals-' plus the dwelling id (doc 1 §3). */
export const agentUniqueOf = (dwellingId: number) => `rentals-${dwellingId}`;

/** The dwelling id in an agentUnique ('rentals-<id>'), or null when it is not one. */
export function dwellingIdOfAgentUnique(agentUnique: string): number | null {
  const m = /^rentals-(\d{1,9})$/.exec(agentUnique.trim());
  return m ? Number(m[1]) : null;
}

/** The list row status (doc 1 §2): CLOSED, else NEW_MESSAGE while unread, else OPEN. */
export function threadStatusOf(thread: Pick<ThreadView, 'closed' | 'unread'>): ThreadStatus {
  if (thread.closed) return 'CLOSED';
  return thread.unread ? 'NEW_MESSAGE' : 'OPEN';
}

/** The latest message preview (doc 1 §2, §9): the first 20 characters and ' ...' when longer. */
export function previewText(text: string): string {
  const chars = [...text];
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('')} ...` : text;
}
