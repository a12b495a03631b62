/**
 * REST of the messages domain (spec doc 1 §7):
 *   GET  /api/chat/threads/:id                 ?sortBy&sortDir&page&pageSize → { results: Thread[], totalCount, totalCountIsExact }
 *                                              (:id the caller's own user id, or 'admin' for admins)
 *   POST /api/chat/threads {option, id}        → { results, totalCount }  (User or Dwelling lookup)
 *   GET  /api/chat/unread                      → { count }  (the side menu's badge)
 *   GET  /api/chat/thread/:threadId            → the full thread (messages, recipients, agentUnique)
 *   GET  /api/chat/thread/:threadId/messages   → { messages }  (the "thread messages" call)
 *   POST /api/chat/thread/:threadId {action, userId?} → the updated Thread (read, close, open)
 *   POST /api/integration/messages             → 201 { threadId } (200 on a repeat of the externalId)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { threadActionSchema, threadListQuerySchema, threadLookupSchema } from '@udlejning/shared/messages/thread';
import { integrationMessageSchema } from '@udlejning/shared/messages/integration';
import { pathParams } from '../../platform/http/route-pipeline';
import {
  fullThreadViewSchema,
  threadIdReplySchema,
  threadListReplySchema,
  threadMessagesReplySchema,
  threadViewSchema,
  unreadCountSchema,
} from '@udlejning/shared/messages/replies';
import { actOnThread, getThread, getThreadMessages, listThreadsFor, lookupThreads, unreadCount } from './messages.service';
import { receiveIntegrationMessage } from './messages.integration';

const user = { config: { auth: 'user' } } as const;

export async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/chat/threads/:id',
    {
      ...user,
      schema: {
        operationId: 'listThreads',
        summary: "One page of a landlord's threads ('admin': every thread, admins only)",
        params: pathParams('id'),
        querystring: threadListQuerySchema,
        response: { 200: threadListReplySchema },
      },
    },
    (req) => listThreadsFor(deps, req.user, req.params.id, req.query),
  );
  app.post(
    '/api/chat/threads',
    {
      ...user,
      schema: {
        operationId: 'lookupThreads',
        summary: 'The threads of a user or a dwelling, newest first',
        body: threadLookupSchema,
        response: { 200: threadListReplySchema },
      },
    },
    (req) => lookupThreads(deps, req.user, req.body),
  );
  app.get(
    '/api/chat/unread',
    {
      ...user,
      schema: {
        operationId: 'countUnreadThreads',
        summary: 'How many threads have an unread seeker message',
        response: { 200: unreadCountSchema },
      },
    },
    (req) => unreadCount(deps, req.user),
  );
  app.get(
    '/api/chat/thread/:threadId',
    {
      ...user,
      schema: {
        operationId: 'getThread',
        summary: 'A thread with its messages, recipients and agentUnique',
        params: pathParams('threadId'),
        response: { 200: fullThreadViewSchema },
      },
    },
    (req) => getThread(deps, req.user, req.params.threadId),
  );
  app.get(
    '/api/chat/thread/:threadId/messages',
    {
      ...user,
      schema: {
        operationId: 'getThreadMessages',
        summary: "A thread's messages, oldest first",
        params: pathParams('threadId'),
        response: { 200: threadMessagesReplySchema },
      },
    },
    (req) => getThreadMessages(deps, req.user, req.params.threadId),
  );
  app.post(
    '/api/chat/thread/:threadId',
    {
      ...user,
      schema: {
        operationId: 'actOnThread',
        summary: 'Mark a thread read, close or open it',
        params: pathParams('threadId'),
        body: threadActionSchema,
        response: { 200: threadViewSchema },
      },
    },
    (req) => actOnThread(deps, req.user, req.params.threadId, req.body),
  );

  app.post(
    '/api/integration/messages',
    {
      config: {
        auth: 'integration',
        replies: { 200: 'A repeat of a known externalId: its thread', 201: 'The message, added to its thread' },
      },
      schema: {
        operationId: 'receiveIntegrationMessage',
        summary: "A seeker's message from the marketplace (integration key)",
        body: integrationMessageSchema,
        response: { 200: threadIdReplySchema, 201: threadIdReplySchema },
      },
    },
    async (req, reply) => {
      const { threadId, repeat } = await receiveIntegrationMessage(deps, req.body);
      return reply.status(repeat ? 200 : 201).send({ threadId });
    },
  );
}
