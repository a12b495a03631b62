/**
 * The outbox (admin): GET /api/admin/outbox?page=&pageSize= lists every mail the server sent or is
 * sending, newest first, with its delivery state (docs/architecture.md "Jobs and mail"). With the dev mail transport the text
 * is included, so reset and verification links can be followed; with SMTP it is left out (the
 * links in it sign people in).
 */
import { z } from 'zod';
import { pageParam } from '../paging';

export const OUTBOX_DEFAULT_PAGE_SIZE = 25;
export const OUTBOX_MAX_PAGE_SIZE = 100;

/** Query of the list: page is 1-based; pageSize 1..100 (default 25). */
export const outboxQuerySchema = z.object({
  page: pageParam(),
  pageSize: z.coerce.number().int().min(1).max(OUTBOX_MAX_PAGE_SIZE).default(OUTBOX_DEFAULT_PAGE_SIZE),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** Delivery state: queued (waiting or between retries), sent, failed (after the last retry). */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One mail; createdAt and sentAt are ISO 8601 UTC timestamps; text is null unless the dev transport is used. */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  language: z.string(),
  text: z.string().nullable(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.output<typeof outboxMailSchema>;

/** GET /api/admin/outbox: one 1-based page, newest first, and the total count. */
export const outboxPageSchema = z.object({ results: z.array(outboxMailSchema), totalCount: z.number().int() });
export type OutboxPage = z.output<typeof outboxPageSchema>;
