/** TanStack Query hooks of the outbox (the dev mail log, admins only). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxPage } from '@udlejning/shared/outbox/outbox';
import { apiFetch } from '../../lib/api';

/** How often the outbox is read again while a mail on the page is still queued (ms). */
export const OUTBOX_REFRESH_MS = 2000;

/**
 * GET /api/admin/outbox: one page (1-based) of the mails, newest first; read again every
 * OUTBOX_REFRESH_MS while one of them is queued, so the page shows it sent (or failed) by itself.
 */
export function useOutbox(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['outbox', page, pageSize],
    queryFn: ({ signal }) => apiFetch<OutboxPage>(`/api/admin/outbox?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some((m) => m.state === 'queued') ? OUTBOX_REFRESH_MS : false),
  });
}
