/** GET /api/site: the partner of the host the app is served on (doc 1 §1), read once per visit. */
import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@udlejning/shared/site/partner';
import { apiFetch } from '../lib/api';

/** The partner host's support e-mail and app-bar colours, or null on the default host (also while loading or on failure). */
export function usePartner(): SiteInfo['partner'] {
  const query = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => apiFetch<SiteInfo>('/api/site', { signal }),
    staleTime: Infinity,
    retry: false,
  });
  return query.data?.partner ?? null;
}
