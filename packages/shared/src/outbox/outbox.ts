/**
 * The outbox (admin): GET /api/admin/outbox?page=&pageSize= lists every mail the server sent or is
 * sending, newest first, with its delivery state (issue 9 §1). With the dev mail transport the text
 * is included, so reset and verification links can be followed; with SMTP it is left out (the
 * links in it sign people in).
 */
import { z } from 'zod';

export const OUTBOX_DEFAULT_PAGE_SIZE = 25;
export const OUTBOX_MAX_PAGE_SIZE = 100;

/** Query of the list: page is 1-based; pageSize 1..100 (default 25). */
export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(OUTBOX_MAX_PAGE_SIZE).default(OUTBOX_DEFAULT_PAGE_SIZE),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** Delivery state: queued (waiting or between retries), sent, failed (after the last retry). */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One mail; createdAt and sentAt are ISO 8601 UTC timestamps; text is null unless the dev transport is used. */
export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  kind: string;
  language: string;
  text: string | null;
  state: MailState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};

export type OutboxPage = { results: OutboxMail[]; totalCount: number };
