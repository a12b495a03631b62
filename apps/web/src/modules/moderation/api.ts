/**
 * TanStack Query hooks of moderation (doc 2 §3, §7): ownership calls, move to admin, the admin
 * listing-type change (GraphQL updateDwelling), the activity log of a dwelling and its notes,
 * the admin activity list, the owner lookup and the owner's other dwellings.
 * Every write refreshes everything under ['dwellings'] and ['moderation'].
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { apiFetch, graphql } from '../../lib/api';
import { gql, present } from '../../lib/graphql';
import { dwellingKeys } from '../dwellings/api';

export const moderationKeys = {
  all: ['moderation'] as const,
  audit: (uuid: string) => ['moderation', 'audit', uuid] as const,
  activity: (q: ActivityQuery) => ['moderation', 'activity', q] as const,
  validate: (uuid: string) => ['moderation', 'validate', uuid] as const,
  userDwellings: (uuid: string, page: number) => ['dwellings', 'user-dwellings', uuid, page] as const,
};

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dwellingKeys.all }),
      queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
    ]);
  };
}

const REQUEST_OWNERSHIP = gql(`mutation RequestOwnership($id: ID!) { requestOwnership(id: $id) { id status } }`);
const OWNERSHIP_RECEIVED = gql(`mutation OwnershipReceived($id: ID!) { ownershipReceived(id: $id) { id status } }`);
const MOVE_TO_ADMIN = gql(`mutation MoveToAdmin($uuid: ID!) { moveToAdmin(uuid: $uuid) { id status } }`);

/** GraphQL requestOwnership(id) → DOCUMENTATION_REQUESTED and the owner is mailed. */
export function useRequestOwnership() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (uuid: string) => graphql(REQUEST_OWNERSHIP, { id: uuid }),
    onSuccess: refresh,
  });
}

/** GraphQL ownershipReceived(id): DOCUMENTATION_REQUESTED → PENDING_REVIEW. */
export function useOwnershipReceived() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (uuid: string) => graphql(OWNERSHIP_RECEIVED, { id: uuid }),
    onSuccess: refresh,
  });
}

/** GraphQL moveToAdmin(uuid): the dwelling moves to the acting admin's account. */
export function useMoveToAdmin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (uuid: string) => graphql(MOVE_TO_ADMIN, { uuid }),
    onSuccess: refresh,
  });
}

const UPDATE_DWELLING = gql(`
  mutation UpdateDwelling($id: ID!, $input: UpdateDwellingInput!) {
    updateDwelling(id: $id, input: $input) {
      id
      listingType
    }
  }
`);

/** GraphQL UpdateDwelling(id, input{listingType}) (admin) → {id, listingType}. */
export function useChangeListingType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ uuid, listingType }: { uuid: string; listingType: ListingType }) =>
      graphql(UPDATE_DWELLING, { id: uuid, input: { listingType } }),
    onSuccess: refresh,
  });
}

/** GET /api/dwellings/:uuid/audit (admin) → the dwelling's entries, newest first. */
export function useDwellingAudit(uuid: string, enabled = true) {
  return useQuery({
    queryKey: moderationKeys.audit(uuid),
    queryFn: async () =>
      (await apiFetch<{ results: ActivityEntry[] }>(`/api/dwellings/${encodeURIComponent(uuid)}/audit`)).results,
    enabled,
    retry: false,
  });
}

/** POST /api/dwellings/:uuid/audit {action: 'notes', reason} (admin). 400 for an empty note. */
export function useAddNote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ uuid, reason }: { uuid: string; reason: string }) =>
      apiFetch<{ results: ActivityEntry[] }>(`/api/dwellings/${encodeURIComponent(uuid)}/audit`, {
        method: 'POST',
        body: { action: 'notes', reason },
      }),
    onSuccess: refresh,
  });
}

/** Filters and window of the admin /activity page (page is 1-based). */
export type ActivityQuery = { page: number; pageSize: number; action?: string; target?: string; actor?: string };

/** GET /api/activity?page=&pageSize=&action=&target=&actor= (admin) → { results, totalCount }. */
export function useActivity(q: ActivityQuery) {
  const params = new URLSearchParams({ page: String(q.page), pageSize: String(q.pageSize) });
  for (const key of ['action', 'target', 'actor'] as const) {
    const value = q[key]?.trim();
    if (value) params.set(key, value);
  }
  return useQuery({
    queryKey: moderationKeys.activity(q),
    queryFn: ({ signal }) => apiFetch<{ results: ActivityEntry[]; totalCount: number }>(`/api/activity?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reply of GET /api/admin/validate/:id (the server's owner-lookup.ts). */
export type ValidationResult = {
  dwelling: { id: string; address: string | null; addressId: string | null };
  ownership: string | null;
  owners: { name: string; share?: string | null }[];
  details: { location: string | null; use: string | null };
  link: string | null;
  bbrLink: string | null;
  phone: { phone: string | null; name: string | null; address: string | null; link: string | null; links: string[] };
  notConfigured: ('ownership' | 'phone')[];
  source: string;
};

/** GET /api/admin/validate/:id (admin): owner and phone lookup. */
export function useValidateDwelling(uuid: string) {
  return useQuery({
    queryKey: moderationKeys.validate(uuid),
    queryFn: () => apiFetch<ValidationResult>(`/api/admin/validate/${encodeURIComponent(uuid)}`),
    retry: false,
  });
}

const USER_DWELLINGS = gql(`
  query UserDwellings($id: ID!, $page: Int) {
    dwelling(id: $id) {
      id
      user {
        id
        dwellings(page: $page) {
          totalCount
          results {
            uuid
            headline
            status
            displayedStatus
            active
            listingType
            location {
              address
            }
          }
        }
      }
    }
  }
`);

/** GraphQL dwelling(id){user{dwellings(page)}}: the owner's dwellings, 10 per page. */
export function useUserDwellings(uuid: string, page: number) {
  return useQuery({
    queryKey: moderationKeys.userDwellings(uuid, page),
    queryFn: async () => {
      const { dwelling } = await graphql(USER_DWELLINGS, { id: uuid, page });
      return present(dwelling).user.dwellings;
    },
    placeholderData: keepPreviousData,
  });
}
