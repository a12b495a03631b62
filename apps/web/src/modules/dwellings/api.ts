/**
 * TanStack Query hooks of the dwellings domain (doc 2 §7 and the dwellings contract):
 * REST /api/dwellings… for one dwelling, the landlord list, saving, status changes and images;
 * GraphQL dwellingConnection for the admin table. Money is øre everywhere.
 * Errors are ApiError (code, message, issues) from lib/api.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DwellingListItem, DwellingView } from '@udlejning/shared/dwellings/dwelling';
import type { DwellingContent, DwellingStep } from '@udlejning/shared/dwellings/dwelling-form';
import { apiFetch, graphql } from '../../lib/api';
import { uploadImage } from './upload-image';
import { DWELLING_CONNECTION_QUERY, type DwellingConnectionVariables } from './connection-query';

/** Query keys: everything under ['dwellings'] is refreshed after a write. */
export const dwellingKeys = {
  all: ['dwellings'] as const,
  detail: (uuid: string) => ['dwellings', 'detail', uuid] as const,
  mine: (page: number, pageSize: number) => ['dwellings', 'mine', page, pageSize] as const,
  connection: (vars: DwellingConnectionVariables) => ['dwellings', 'connection', vars] as const,
};

/** GET /api/dwellings/:uuid → DwellingView (owner or admin; 404 otherwise). Disabled for null. */
export function useDwelling(uuid: string | null | undefined) {
  return useQuery({
    queryKey: dwellingKeys.detail(uuid ?? ''),
    queryFn: () => apiFetch<DwellingView>(`/api/dwellings/${encodeURIComponent(uuid ?? '')}`),
    enabled: Boolean(uuid),
    retry: false,
  });
}

export type MyDwellingsReply = { results: DwellingListItem[]; totalCount: number };

/** GET /api/dwellings?page=&pageSize= → the actor's own dwellings, newest first. `page` starts at 1. */
export function useMyDwellings(page: number, pageSize: number) {
  return useQuery({
    queryKey: dwellingKeys.mine(page, pageSize),
    queryFn: () => apiFetch<MyDwellingsReply>(`/api/dwellings?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

/** GraphQL dwellingConnection (admin table) with Relay paging. */
export function useDwellingConnection(vars: DwellingConnectionVariables) {
  return useQuery({
    queryKey: dwellingKeys.connection(vars),
    queryFn: async () => (await graphql(DWELLING_CONNECTION_QUERY, vars)).dwellingConnection,
    placeholderData: keepPreviousData,
  });
}

/** The body of create/update: the form value, optionally one step to validate or `finish`. */
export type SaveDwellingInput = { value: DwellingContent; step?: DwellingStep; finish?: boolean };

function useStoreDwelling() {
  const queryClient = useQueryClient();
  return (view: DwellingView) => {
    queryClient.setQueryData(dwellingKeys.detail(view.uuid), view);
    void queryClient.invalidateQueries({ queryKey: dwellingKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
  };
}

/**
 * POST /api/dwellings → 201 DwellingView (a DRAFT owned by the actor); with `organization` (uuid)
 * POST /api/dwellings/organizations/{orgId} (doc 2 §7): the same, owned under that organization.
 */
export function useCreateDwelling() {
  const store = useStoreDwelling();
  return useMutation({
    mutationFn: ({ value, step, organization }: SaveDwellingInput & { organization?: string | null }) =>
      apiFetch<DwellingView>(
        organization ? `/api/dwellings/organizations/${encodeURIComponent(organization)}` : '/api/dwellings',
        {
          method: 'POST',
          body: { ...value, step },
        },
      ),
    onSuccess: store,
  });
}

/** POST /api/dwellings/:uuid → DwellingView; `finish: true` submits for review. 400 issues / 409 DWELLING_LOCKED. */
export function useUpdateDwelling() {
  const store = useStoreDwelling();
  return useMutation({
    mutationFn: ({ uuid, value, step, finish }: SaveDwellingInput & { uuid: string }) =>
      apiFetch<DwellingView>(`/api/dwellings/${encodeURIComponent(uuid)}`, { method: 'POST', body: { ...value, step, finish } }),
    onSuccess: store,
  });
}

export type ChangeStatusInput = {
  uuid: string;
  status: 'APPROVED' | 'REJECTED';
  reason: string;
  mails?: { approval: boolean; followUp: boolean };
};

/** POST /api/dwellings/:uuid/status (admin): approve or reject, then refresh dwelling and lists. */
/** The reply of POST /api/dwellings/:uuid/status: the dwelling, and whether the approval's capture is still to happen. */
type StatusChangeReply = DwellingView & { capturePending?: boolean };

export function useChangeDwellingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: ChangeStatusInput) =>
      apiFetch<StatusChangeReply>(`/api/dwellings/${encodeURIComponent(uuid)}/status`, { method: 'POST', body }),
    onSuccess: (_view, input) =>
      queryClient.invalidateQueries({
        queryKey: dwellingKeys.all,
        refetchType: 'all',
        exact: false,
        predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] === input.uuid,
      }),
  });
}

/** Uploads one image (POST /api/dwellings/upload) with progress; see upload-image.ts. */
export function useUploadImages() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => uploadImage(file, onProgress),
  });
}
