/**
 * The dev outbox (admin): GET /api/admin/outbox?page=&pageSize= lists the mails the local mail
 * adapter stored instead of sending, newest first, so reset and verification links can be followed.
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

/** One stored mail; createdAt is an ISO 8601 UTC timestamp. */
export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  kind: string;
  text: string;
  createdAt: string;
};

export type OutboxPage = { results: OutboxMail[]; totalCount: number };
