/**
 * TanStack Query hooks of the addresses domain: GET /api/addresses?q= (suggestions, doc 2 §5:
 * after more than 2 characters, at most 10), GET /api/addresses/:id (a suggestion's href) and
 * GET /api/addresses/postal-codes/:zip (the town of an address typed by hand).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADDRESS_MAX_SUGGESTIONS,
  isAddressQuerySearchable,
  type AddressSearchReply,
  type AddressSuggestion,
  type PostalCodeSuggestion,
} from '@udlejning/shared/addresses/suggestion';
import { apiFetch } from '../../lib/api';

export const addressKeys = {
  all: ['addresses'] as const,
  search: (q: string) => ['addresses', 'search', q] as const,
  detail: (id: string) => ['addresses', 'detail', id] as const,
  postalCode: (zip: string) => ['addresses', 'postal-code', zip] as const,
};

/**
 * Suggestions for `q` (trimmed), at most 10, and the postal codes offered when the typed town has
 * no address in the local index (docs/architecture.md "Search"; empty otherwise); idle for 2 characters or fewer.
 * Keeps the previous list while the next loads.
 */
export function useAddressSuggestions(q: string) {
  const text = q.trim();
  const enabled = isAddressQuerySearchable(text);
  return useQuery({
    queryKey: addressKeys.search(text),
    queryFn: ({ signal }) => apiFetch<AddressSearchReply>(`/api/addresses?q=${encodeURIComponent(text)}`, { signal }),
    enabled,
    select: (reply) => ({
      results: reply.results.slice(0, ADDRESS_MAX_SUGGESTIONS),
      postalCodes: (reply.postalCodes ?? []).slice(0, ADDRESS_MAX_SUGGESTIONS),
    }),
    placeholderData: enabled ? keepPreviousData : undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** One address by id (the suggestion's href); disabled for null. */
export function useAddress(id: string | null | undefined) {
  return useQuery({
    queryKey: addressKeys.detail(id ?? ''),
    queryFn: () => apiFetch<AddressSuggestion>(`/api/addresses/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: Infinity,
  });
}

/** The town of a 4-digit postal code (an address typed by hand); idle for anything else; an unknown code is an error (404). */
export function usePostalCode(zip: string | null | undefined) {
  const code = zip?.trim() ?? '';
  return useQuery({
    queryKey: addressKeys.postalCode(code),
    queryFn: ({ signal }) => apiFetch<PostalCodeSuggestion>(`/api/addresses/postal-codes/${code}`, { signal }),
    enabled: /^\d{4}$/.test(code),
    staleTime: Infinity,
    retry: false,
  });
}
