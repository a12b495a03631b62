/** TanStack Query hooks of the messages domain (doc 1 §7). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookupOption, ThreadAction } from '@udlejning/shared/messages/enums';
import type {
  FullThreadView,
  ThreadListReply,
  ThreadSortDirection,
  ThreadSortKey,
  ThreadView,
} from '@udlejning/shared/messages/thread';
import type { LetNoticeReply, LetView, MarkTenantInput } from '@udlejning/shared/letting/letting';
import { apiFetch, graphql } from '../../lib/api';
import { gql, type VariablesOf } from '../../lib/graphql';

/** How often the side menu's unread count is read again (ms). */
export const UNREAD_REFRESH_MS = 60_000;

export type ThreadListParams = { sortBy: ThreadSortKey; sortDir: ThreadSortDirection; page: number; pageSize: number };

/** GET /api/chat/threads/{id}: `id` the landlord's own user id, or 'admin' for every thread; `page` starts at 1. */
export function useThreads(id: string, params: ThreadListParams, enabled = true) {
  const qs = new URLSearchParams({
    sortBy: params.sortBy,
    sortDir: params.sortDir,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  return useQuery({
    queryKey: ['threads', id, params],
    queryFn: ({ signal }) => apiFetch<ThreadListReply>(`/api/chat/threads/${encodeURIComponent(id)}?${qs}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/chat/threads {option, id}: an admin's lookup by User or Dwelling id (null: no lookup). */
export function useThreadLookup(lookup: { option: LookupOption; id: string } | null) {
  return useQuery({
    queryKey: ['threads', 'lookup', lookup],
    queryFn: () => apiFetch<ThreadListReply>('/api/chat/threads', { method: 'POST', body: lookup }),
    enabled: lookup !== null,
    retry: false,
  });
}

/** GET /api/chat/unread: { count } of threads with an unread seeker message. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: ['threads', 'unread'],
    queryFn: ({ signal }) => apiFetch<{ count: number }>('/api/chat/unread', { signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    enabled,
  });
}

/** GET /api/chat/thread/{threadId}: the full thread (refetched by the thread view's poll). */
export function useThread(threadId: string) {
  return useQuery({
    queryKey: ['thread', threadId],
    queryFn: ({ signal }) => apiFetch<FullThreadView>(`/api/chat/thread/${encodeURIComponent(threadId)}`, { signal }),
    retry: false,
  });
}

/** Every cached thread read again after a change (list rows, the unread badge, the thread). */
function useRefreshThreads() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: ['threads'] }), client.invalidateQueries({ queryKey: ['thread'] })]);
}

/** POST /api/chat/thread/{threadId} {action}: read, close or open; returns the updated Thread. */
export function useThreadAction(threadId: string) {
  const refresh = useRefreshThreads();
  return useMutation({
    mutationFn: (action: ThreadAction) =>
      apiFetch<ThreadView>(`/api/chat/thread/${encodeURIComponent(threadId)}`, { method: 'POST', body: { action } }),
    onSuccess: () => refresh(),
  });
}

const SEND_MESSAGE = gql(`mutation SendMessage($input: SendMessageInput!) {
  sendMessage(input: $input) { id }
}`);

/** sendMessage's input as the schema declares it (SendMessageInput: `text` and the optional addressing fields). */
type SendMessageInput = VariablesOf<typeof SEND_MESSAGE>['input'];

/** GraphQL sendMessage: a landlord's reply (`thread`), or an admin's message by dwelling id (`agentUnique`). */
export function useSendMessage() {
  const refresh = useRefreshThreads();
  return useMutation({
    mutationFn: (input: SendMessageInput) => graphql(SEND_MESSAGE, { input }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/chat/thread/{threadId}/tenant {rating, comment}: the thread's seeker is the new tenant (docs/architecture.md "Letting"). */
export function useMarkTenant(threadId: string) {
  const refresh = useRefreshThreads();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkTenantInput) =>
      apiFetch<LetView>(`/api/chat/thread/${encodeURIComponent(threadId)}/tenant`, { method: 'POST', body: input }),
    // the listing is now inactive: its lists and pages too
    onSuccess: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: ['dwellings'] })]),
  });
}

/** POST /api/dwellings/{uuid}/let-notice {text}: the one message to the let listing's other open threads. */
export function useSendLetNotice(dwellingUuid: string) {
  const refresh = useRefreshThreads();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<LetNoticeReply>(`/api/dwellings/${encodeURIComponent(dwellingUuid)}/let-notice`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: () => refresh(),
  });
}
