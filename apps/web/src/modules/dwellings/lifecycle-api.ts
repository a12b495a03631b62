/**
 * TanStack Query hooks of the dwelling lifecycle (doc 2 §4, §7): the status-page view, activation,
 * extension (GraphQL extendDwelling; a null result is an error), duplication and a new status
 * link (the feedback survey: modules/feedback/api.ts). `token` is the mailed status-page token:
 * sent as ?token= so the holder needs no login.
 * Every write refreshes everything under ['dwellings'].
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import type { DwellingStatusView } from '@udlejning/shared/dwellings/lifecycle';
import type { AddressSuggestion } from '@udlejning/shared/addresses/suggestion';
import { ApiError, apiFetch, graphql } from '../../lib/api';
import { gql } from '../../lib/graphql';
import { dwellingKeys } from './api';

const withToken = (path: string, token: string | null | undefined) =>
  token ? `${path}?token=${encodeURIComponent(token)}` : path;

/**
 * GET /api/dwellings/:uuid/status-page (uuid given) or /api/dwellings/status-page?token= (uuid
 * null): the status view. Login or token; 401 = missing/expired token.
 */
export function useStatusView(uuid: string | null, token: string | null, enabled = true) {
  const path = uuid ? `/api/dwellings/${encodeURIComponent(uuid)}/status-page` : '/api/dwellings/status-page';
  return useQuery({
    queryKey: [...dwellingKeys.all, 'status-page', uuid, token] as const,
    queryFn: () => apiFetch<DwellingStatusView>(withToken(path, token)),
    enabled: enabled && Boolean(uuid || token),
    retry: false,
  });
}

function useRefreshDwellings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dwellingKeys.all });
}

/** POST /api/dwellings/:uuid/activation {active} → DwellingStatusView. */
export function useSetActive() {
  const refresh = useRefreshDwellings();
  return useMutation({
    mutationFn: ({ uuid, active, token }: { uuid: string; active: boolean; token?: string | null }) =>
      apiFetch<DwellingStatusView>(withToken(`/api/dwellings/${encodeURIComponent(uuid)}/activation`, token), {
        method: 'POST',
        body: { active },
      }),
    onSuccess: refresh,
  });
}

const EXTEND = gql(`
  mutation ExtendDwelling($id: ID!, $token: String) {
    extendDwelling(id: $id, token: $token)
  }
`);

/** GraphQL extendDwelling(id, token) → the id; null is treated as an error (doc 2 §7). */
export function useExtendDwelling() {
  const refresh = useRefreshDwellings();
  return useMutation({
    mutationFn: async ({ uuid, token }: { uuid: string; token?: string | null }) => {
      const data = await graphql(EXTEND, { id: uuid, token: token ?? null });
      if (!data?.extendDwelling) throw new ApiError(500, 'INTERNAL', 'extendDwelling returned null');
      return data.extendDwelling;
    },
    onSuccess: refresh,
  });
}

/** POST /api/dwellings/:uuid/duplicate {location} → { result: DwellingView } (a DRAFT copy). */
export function useDuplicateDwelling() {
  const refresh = useRefreshDwellings();
  return useMutation({
    mutationFn: async ({ uuid, location }: { uuid: string; location: AddressSuggestion }) =>
      (
        await apiFetch<{ result: DwellingView }>(`/api/dwellings/${encodeURIComponent(uuid)}/duplicate`, {
          method: 'POST',
          body: { location },
        })
      ).result,
    onSuccess: refresh,
  });
}

/** POST /api/dwellings/:uuid/status-link → 204: a new status link is mailed to the owner; earlier links stop working. */
export function useRenewStatusLink() {
  return useMutation({
    mutationFn: (uuid: string) => apiFetch<null>(`/api/dwellings/${encodeURIComponent(uuid)}/status-link`, { method: 'POST' }),
  });
}
