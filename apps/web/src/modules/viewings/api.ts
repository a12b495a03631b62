/**
 * Viewings (fremvisninger): the reply shapes and the TanStack Query hooks of the landlord's and the
 * seeker's REST calls. Times are ISO instants (UTC), shown in Europe/Copenhagen (format.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

// the reply and body shapes are the server's (packages/shared/src/viewings), under the names this module uses
import type {
  CreateViewingInput,
  PublicViewingSlot,
  ViewingBooking,
  ViewingDaySlot as DayViewingSlot,
  ViewingSlot,
} from '@udlejning/shared/viewings/viewing';
export type { PublicViewingSlot, ViewingBooking, DayViewingSlot, ViewingSlot };
export type { ViewingBookingState } from '@udlejning/shared/viewings/viewing';

/** The seeker of a booking: who is coming (the seeker profile the thread view shows). */
export type ViewingSeeker = ViewingBooking['seeker'];

/**
 * Body of POST /api/dwellings/:uuid/viewings (all fields) and POST /api/viewings/:id (any of them):
 * `date` YYYY-MM-DD and `start` HH:MM in Europe/Copenhagen, `durationMinutes` 15..240, `capacity` 1..50,
 * `note` at most 200 characters.
 */
export type ViewingSlotInput = CreateViewingInput;

/** The error codes of the viewings calls the UI tells apart. */
export type ViewingErrorCode = 'VIEWING_NOT_APPROVED' | 'VIEWING_FULL' | 'VIEWING_ALREADY_BOOKED' | 'CONTACT_FORBIDDEN';

/** Query keys: everything of the landlord under 'viewings', the public page's under 'public-viewings'. */
export const viewingKeys = {
  all: ['viewings'] as const,
  dwelling: (uuid: string) => ['viewings', 'dwelling', uuid] as const,
  day: (date: string) => ['viewings', 'day', date] as const,
  public: (uuid: string, seeker: string | null) => ['public-viewings', uuid, seeker] as const,
};

const enc = encodeURIComponent;

/** GET /api/dwellings/:uuid/viewings: the listing's slots (past and cancelled too), with their bookings. */
export function useDwellingViewings(uuid: string, enabled = true) {
  return useQuery({
    queryKey: viewingKeys.dwelling(uuid),
    queryFn: ({ signal }) => apiFetch<{ results: ViewingSlot[] }>(`/api/dwellings/${enc(uuid)}/viewings`, { signal }),
    enabled,
    retry: false,
  });
}

/** GET /api/viewings?date=YYYY-MM-DD: the landlord's slots that day (Europe/Copenhagen), each with its listing. */
export function useViewingDay(date: string) {
  return useQuery({
    queryKey: viewingKeys.day(date),
    queryFn: ({ signal }) => apiFetch<{ results: DayViewingSlot[] }>(`/api/viewings?date=${enc(date)}`, { signal }),
    retry: false,
  });
}

/** Every landlord viewing query read again after a change (the listing's slots, the day list). */
function useRefreshViewings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: viewingKeys.all });
}

/** POST /api/dwellings/:uuid/viewings → 201 ViewingSlot; 409 VIEWING_NOT_APPROVED; 400 with field issues. */
export function useCreateViewing(uuid: string) {
  const refresh = useRefreshViewings();
  return useMutation({
    mutationFn: (input: ViewingSlotInput) =>
      apiFetch<ViewingSlot>(`/api/dwellings/${enc(uuid)}/viewings`, { method: 'POST', body: input }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/viewings/:id with the changed fields → 200 ViewingSlot; errors as for creating. */
export function useUpdateViewing() {
  const refresh = useRefreshViewings();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<ViewingSlotInput> }) =>
      apiFetch<ViewingSlot>(`/api/viewings/${enc(id)}`, { method: 'POST', body: input }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/viewings/:id → 200 the cancelled slot (the server tells the booked seekers). */
export function useCancelViewing() {
  const refresh = useRefreshViewings();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ViewingSlot>(`/api/viewings/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/viewings/bookings/:bookingId → 200 (the landlord cancels one seeker's booking). */
export function useCancelBooking() {
  const refresh = useRefreshViewings();
  return useMutation({
    mutationFn: (bookingId: string) => apiFetch<unknown>(`/api/viewings/bookings/${enc(bookingId)}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/viewings/:id/invitations {threadId} → 201 ViewingBooking; 409 VIEWING_FULL / VIEWING_ALREADY_BOOKED. */
export function useInviteToViewing() {
  const refresh = useRefreshViewings();
  return useMutation({
    mutationFn: ({ slotId, threadId }: { slotId: string; threadId: string }) =>
      apiFetch<ViewingBooking>(`/api/viewings/${enc(slotId)}/invitations`, { method: 'POST', body: { threadId } }),
    onSettled: () => refresh(),
  });
}

/**
 * GET /api/public/dwellings/:uuid/viewings with the seeker cookie: the future slots and whether this
 * seeker may book. `seeker` (the signed-in seeker's e-mail, or null) is part of the key, so signing in
 * or out reads them again.
 */
export function usePublicViewings(uuid: string, seeker: string | null) {
  return useQuery({
    queryKey: viewingKeys.public(uuid, seeker),
    queryFn: ({ signal }) =>
      apiFetch<{ results: PublicViewingSlot[]; mayBook: boolean }>(`/api/public/dwellings/${enc(uuid)}/viewings`, {
        signal,
      }),
    retry: false,
  });
}

/** POST /api/public/viewings/:id/bookings → 201; 409 VIEWING_FULL / VIEWING_ALREADY_BOOKED, 403 CONTACT_FORBIDDEN, 401. */
export function useBookViewing(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) =>
      apiFetch<{ bookingId: string; slot: PublicViewingSlot }>(`/api/public/viewings/${enc(slotId)}/bookings`, {
        method: 'POST',
      }),
    // a full slot shows its new count: the list is read again whatever the answer
    onSettled: () => client.invalidateQueries({ queryKey: ['public-viewings', uuid] }),
  });
}

/** DELETE /api/public/viewings/bookings/:bookingId → 200 (the seeker cancels their own booking). */
export function useCancelMyBooking(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => apiFetch<unknown>(`/api/public/viewings/bookings/${enc(bookingId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['public-viewings', uuid] }),
  });
}
