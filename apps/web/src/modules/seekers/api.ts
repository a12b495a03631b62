/** TanStack Query hooks of the seekers domain (doc 1 §7, doc 2 §7). */
import { useQuery } from '@tanstack/react-query';
import type { ActiveDwelling, SeekerList, SeekerPreferences, SeekerProfile } from '@udlejning/shared/seekers/seeker';
import { apiFetch } from '../../lib/api';

/** GET /api/dwellings/activeDwellings: the caller's own active, approved dwellings (the seeker list's dropdown). */
export function useActiveDwellings() {
  return useQuery({
    queryKey: ['seekers', 'activeDwellings'],
    queryFn: ({ signal }) => apiFetch<{ results: ActiveDwelling[] }>('/api/dwellings/activeDwellings', { signal }),
  });
}

/** POST /api/chat/requestSeekers for one dwelling: up to 10 seekers ranked by fit (a read, so a query). */
export function useSeekerList(dwellingUuid: string | null) {
  return useQuery({
    queryKey: ['seekers', 'list', dwellingUuid],
    enabled: dwellingUuid !== null,
    queryFn: ({ signal }) =>
      apiFetch<SeekerList>('/api/chat/requestSeekers', {
        method: 'POST',
        body: { id: dwellingUuid, option: 'Dwelling' },
        signal,
      }),
  });
}

/** GET /api/chat/requestSeeker/{externalId}: the profile (404 when the caller may not see the seeker). */
export function useSeekerProfile(externalId: string | null) {
  return useQuery({
    queryKey: ['seekers', 'profile', externalId],
    enabled: externalId !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiFetch<SeekerProfile>(`/api/chat/requestSeeker/${encodeURIComponent(externalId ?? '')}`, { signal }),
  });
}

/** GET /api/chat/requestPreference/{id}: `id` is the seeker's uuid (the profile's userId). */
export function useSeekerPreferences(userId: string | null) {
  return useQuery({
    queryKey: ['seekers', 'preferences', userId],
    enabled: userId !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiFetch<SeekerPreferences>(`/api/chat/requestPreference/${encodeURIComponent(userId ?? '')}`, { signal }),
  });
}
