/** The admin feedback list: GraphQL feedbacks (doc 2 §7), Relay paging, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedbackView } from '@udlejning/shared/dwellings/lifecycle';
import { graphql } from '../../lib/api';

const FEEDBACKS = /* GraphQL */ `
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
`;

export type FeedbackPage = { totalCount: number; rows: FeedbackView[] };

/**
 * One page (0-based) of feedback. Offset cursors of the Relay plugin are opaque, so the page's
 * `after` cursor is built the way @pothos/plugin-relay builds it (base64 "OffsetConnection:<n>").
 */
export function useFeedbacks(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['admin', 'feedbacks', page, pageSize],
    queryFn: async (): Promise<FeedbackPage> => {
      const after = page > 0 ? btoa(`OffsetConnection:${page * pageSize - 1}`) : null;
      const data = await graphql<{ feedbacks: { totalCount: number; edges: { node: FeedbackView }[] } }>(FEEDBACKS, {
        first: pageSize,
        after,
      });
      return { totalCount: data.feedbacks.totalCount, rows: data.feedbacks.edges.map((e) => e.node) };
    },
    placeholderData: keepPreviousData,
  });
}
