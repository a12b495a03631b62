/**
 * TanStack Query hooks of feedback (doc 2 §3 Feedback, §7): the deactivation survey and the admin
 * list (GraphQL feedbacks, Relay paging, newest first).
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FeedbackInput, FeedbackView } from '@udlejning/shared/feedback/feedback';
import { apiFetch, graphql } from '../../lib/api';
import { gql, type ResultOf } from '../../lib/graphql';
import type { ConnectionVariables } from '../../lib/use-connection-paging';

const FEEDBACKS = gql(`
  query Feedbacks($first: Int, $after: String, $last: Int, $before: String) {
    feedbacks(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        hasNextPage
        startCursor
        endCursor
      }
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

/** One row of the admin feedback list, as the feedbacks query selects it. */
export type FeedbackRow = ResultOf<typeof FEEDBACKS>['feedbacks']['edges'][number]['node'];

/** One page of feedback at the server's cursors (lib/use-connection-paging.ts). */
export function useFeedbacks(variables: ConnectionVariables) {
  return useQuery({
    queryKey: ['feedback', 'list', variables],
    queryFn: async () => (await graphql(FEEDBACKS, variables)).feedbacks,
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
