/** The messages REST replies as zod schemas (doc 1 §3 Thread, §7); see ../reply.ts. */
import { z } from 'zod';
import { DWELLING_STATUSES } from '../dwellings/status';
import { replyOf } from '../reply';
import { MESSAGE_FROM } from './enums';
import {
  RECIPIENT_CLIENTS,
  type FullThreadView,
  type ThreadDwelling,
  type ThreadListReply,
  type ThreadMessage,
  type ThreadRecipient,
  type ThreadView,
} from './thread';

export const threadDwellingSchema = replyOf<ThreadDwelling>()(
  z.object({
    uuid: z.string(),
    status: z.enum(DWELLING_STATUSES),
    active: z.boolean(),
    address: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
  }),
);

/** doc 1 §3 Thread: POST /api/chat/thread/{threadId} answers the updated thread. */
export const threadViewSchema = replyOf<ThreadView>()(
  z.object({
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    closed: z.boolean(),
    unread: z.boolean(),
    seeker: z.object({ externalId: z.string(), email: z.string(), name: z.string() }),
    latestMessage: z.object({ text: z.string(), externalFrom: z.enum(MESSAGE_FROM) }).nullable(),
    dwelling: threadDwellingSchema,
  }),
);

export const threadMessageSchema = replyOf<ThreadMessage>()(
  z.object({ text: z.string(), createdAt: z.string(), externalFrom: z.enum(MESSAGE_FROM) }),
);

export const threadRecipientSchema = replyOf<ThreadRecipient>()(
  z.object({ name: z.string(), email: z.string(), client: z.enum(RECIPIENT_CLIENTS) }),
);

/** GET /api/chat/thread/{threadId}: the thread with its messages (oldest first), recipients and agentUnique. */
export const fullThreadViewSchema = replyOf<FullThreadView>()(
  threadViewSchema.extend({
    messages: z.array(threadMessageSchema),
    recipients: z.array(threadRecipientSchema),
    agentUnique: z.string(),
  }),
);

/** GET /api/chat/threads/{id} (one 1-based page) and POST /api/chat/threads (the lookup's first rows). */
export const threadListReplySchema = replyOf<ThreadListReply>()(
  z.object({ results: z.array(threadViewSchema), totalCount: z.number().int(), totalCountIsExact: z.boolean() }),
);

/** GET /api/chat/thread/{threadId}/messages. */
export const threadMessagesReplySchema = z.object({ messages: z.array(threadMessageSchema) });

/** GET /api/chat/unread: threads with an unread seeker message (the side menu's badge). */
export const unreadCountSchema = z.object({ count: z.number().int() });

/** POST /api/integration/messages and POST /api/public/dwellings/{uuid}/contact: the thread the message went to. */
export const threadIdReplySchema = z.object({ threadId: z.string() });
