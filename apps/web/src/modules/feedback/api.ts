/**
 * TanStack Query hooks of feedback (doc 2 §3 Feedback, §7): the deactivation survey and the admin
 * list (GraphQL feedbacks, Relay paging, newest first).
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FeedbackInput, FeedbackView } from '@udlejning/shared/feedback/feedback';
import { apiFetch, graphql } from '../../lib/api';
import { gql, nodesOf, type ResultOf } from '../../lib/graphql';

const FEEDBACKS = gql(`
  query Feedbacks($first: Int, $after: String) {
    feedbacks(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          rating
          leasedByAB
          comment
          createdAt
          user {
            id
            name
          }
          dwelling {
            id
            address
          }
        }
      }
    }
  }
`);

type FeedbackEdge = NonNullable<NonNullable<ResultOf<typeof FEEDBACKS>['feedbacks']>['edges']>[number];
/** One row of the admin feedback list, as the feedbacks query selects it. */
export type FeedbackRow = NonNullable<NonNullable<FeedbackEdge>['node']>;
export type FeedbackPage = { totalCount: number; rows: FeedbackRow[] };

/**
 * One page (0-based) of feedback. Offset cursors of the Relay plugin are opaque, so the page's
 * `after` cursor is built the way @pothos/plugin-relay builds it (base64 "OffsetConnection:<n>").
 */
export function useFeedbacks(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['feedback', 'list', page, pageSize],
    queryFn: async (): Promise<FeedbackPage> => {
      const after = page > 0 ? btoa(`OffsetConnection:${page * pageSize - 1}`) : null;
      const { feedbacks } = await graphql(FEEDBACKS, { first: pageSize, after });
      return { totalCount: feedbacks?.totalCount ?? 0, rows: nodesOf(feedbacks) };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /api/feedbacks {rating, leasedByAB, comment, dwellingId} (login or the dwelling's token). */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: ({ token, ...body }: FeedbackInput & { token?: string | null }) =>
      apiFetch<FeedbackView>(token ? `/api/feedbacks?token=${encodeURIComponent(token)}` : '/api/feedbacks', {
        method: 'POST',
        body,
      }),
  });
}
