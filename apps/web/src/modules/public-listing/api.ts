/** Hooks and calls of a listing's public page (docs/architecture.md "Messages and the public listing page"): the listing, clicks, shares, contact, seeker sign-in. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInput, PublicListing, PublicSeeker } from '@udlejning/shared/public-listing/listing';
import { apiFetch } from '../../lib/api';
import { takePageData } from '../../lib/page-data';

const listingKey = (uuid: string) => ['public-listing', uuid];

/** How long the listing embedded in the page's HTML counts as fresh (ms): no second GET while the page starts. */
const EMBEDDED_FRESH_MS = 30_000;

/**
 * GET /api/public/dwellings/{uuid}: the listing and what this visitor may do. The server embeds this
 * answer in the page it serves for /bolig/{uuid} (lib/page-data.ts), so the first render has the listing
 * without a round trip; later reads ask the API.
 */
export function usePublicListing(uuid: string) {
  const path = `/api/public/dwellings/${encodeURIComponent(uuid)}`;
  return useQuery({
    queryKey: listingKey(uuid),
    queryFn: ({ signal }) => apiFetch<PublicListing>(path, { signal }),
    initialData: () => takePageData<PublicListing>(path),
    // the embedded answer is as fresh as the page; fetched answers keep the app's default (stale at once)
    staleTime: (query) => (query.state.dataUpdateCount === 0 ? EMBEDDED_FRESH_MS : 0),
    retry: false,
  });
}

/** Counts a view (POST …/clicks; the server sets the visitor cookie); failures are ignored. */
export function recordClick(uuid: string): void {
  void fetch(`/api/public/dwellings/${encodeURIComponent(uuid)}/clicks`, { method: 'POST', keepalive: true }).catch(
    () => undefined,
  );
}

/** Counts a Facebook share (POST …/shares); sent with keepalive, so it survives the page opening Facebook. */
export function recordShare(uuid: string): void {
  void fetch(`/api/public/dwellings/${encodeURIComponent(uuid)}/shares`, { method: 'POST', keepalive: true }).catch(
    () => undefined,
  );
}

/** POST …/contact: 201 { threadId }, or an ApiError (403 CONTACT_FORBIDDEN says why). */
export function useContactLandlord(uuid: string) {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiFetch<{ threadId: string }>(`/api/public/dwellings/${encodeURIComponent(uuid)}/contact`, {
        method: 'POST',
        body: input,
      }),
  });
}

/** POST /api/public/seekers/sign-in: mails a sign-in link that opens this listing. */
export function useRequestSeekerSignIn(uuid: string) {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<{ sent: true }>('/api/public/seekers/sign-in', { method: 'POST', body: { email, dwellingUuid: uuid } }),
  });
}

/** POST /api/public/seekers/session {token}: follows the mailed link (sets the seeker cookie), then reloads the listing. */
export function useCompleteSeekerSignIn(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<{ seeker: PublicSeeker }>('/api/public/seekers/session', { method: 'POST', body: { token } }),
    onSettled: () => client.invalidateQueries({ queryKey: listingKey(uuid) }),
  });
}

/** POST /api/public/seekers/sign-out, then reloads the listing. */
export function useSeekerSignOut(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/public/seekers/sign-out', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: listingKey(uuid) }),
  });
}
