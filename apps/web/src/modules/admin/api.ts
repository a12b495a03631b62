/** TanStack Query hooks of the admin domain. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxPage } from '@udlejning/shared/admin/outbox';
import { apiFetch } from '../../lib/api';

/** GET /api/admin/outbox: one page (1-based) of the dev outbox, newest first. */
export function useOutbox(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['admin', 'outbox', page, pageSize],
    queryFn: ({ signal }) => apiFetch<OutboxPage>(`/api/admin/outbox?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
