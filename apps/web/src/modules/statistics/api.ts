/** TanStack Query hooks of statistics (doc 1 §7 "GET /api/statistics/{a}/{b}"; docs/architecture.md "Statistics"). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DwellingStatistics, StatisticsReply } from '@udlejning/shared/statistics/statistics';
import type { StatisticsFunnel } from '@udlejning/shared/statistics/funnel';
import { apiFetch } from '../../lib/api';

/** One row per dwelling of landlord `landlordId` ('me' or a user id) for `period`. */
export function useStatistics(landlordId: string, period: string) {
  return useQuery({
    queryKey: ['statistics', landlordId, period],
    queryFn: ({ signal }) =>
      apiFetch<StatisticsReply>(`/api/statistics/${encodeURIComponent(landlordId)}/${encodeURIComponent(period)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The per-day series and tier value of one dwelling (fetched when its chart opens). */
export function useDwellingStatistics(landlordId: string, period: string, dwellingUuid: string | null) {
  return useQuery({
    queryKey: ['statistics', landlordId, period, dwellingUuid],
    enabled: dwellingUuid !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiFetch<DwellingStatistics>(
        `/api/statistics/${encodeURIComponent(landlordId)}/${encodeURIComponent(period)}/${encodeURIComponent(dwellingUuid ?? '')}`,
        { signal },
      ),
  });
}

/** The let funnel of landlord `landlordId` for `period`: totals, rows per listing and months. */
export function useStatisticsFunnel(landlordId: string, period: string) {
  return useQuery({
    queryKey: ['statistics', 'funnel', landlordId, period],
    queryFn: ({ signal }) =>
      apiFetch<StatisticsFunnel>(`/api/statistics/funnel/${encodeURIComponent(landlordId)}/${encodeURIComponent(period)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
