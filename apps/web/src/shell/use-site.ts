/** GET /api/site: the partner of the host the app is served on (doc 1 §1), read once per visit. */
import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@udlejning/shared/site/partner';
import { apiFetch } from '../lib/api';

function useSite(): SiteInfo | undefined {
  return useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => apiFetch<SiteInfo>('/api/site', { signal }),
    staleTime: Infinity,
    retry: false,
  }).data;
}

/** The partner host's support e-mail and app-bar colours, or null on the default host (also while loading or on failure). */
export function usePartner(): SiteInfo['partner'] {
  return useSite()?.partner ?? null;
}

/** Whether the server serves the dev-only routes (false while loading or on failure: the menu never offers a dead link). */
export function useDevRoutes(): boolean {
  return useSite()?.devRoutes ?? false;
}
