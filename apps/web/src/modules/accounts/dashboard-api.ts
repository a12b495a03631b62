/** The landlord's to-do list on /dashboard (GET /api/dashboard/todo; packages/shared/src/dashboard/todo.ts). */
import { useQuery } from '@tanstack/react-query';
import type { DashboardTodo } from '@udlejning/shared/dashboard/todo';
import { apiFetch } from '../../lib/api';

/**
 * GET /api/dashboard/todo. Under the 'threads' key, so reading or answering a thread (which
 * refreshes every cached thread query) refreshes the list too.
 */
export function useDashboardTodo(enabled = true) {
  return useQuery({
    queryKey: ['threads', 'dashboard-todo'],
    queryFn: ({ signal }) => apiFetch<DashboardTodo>('/api/dashboard/todo', { signal }),
    enabled,
  });
}
