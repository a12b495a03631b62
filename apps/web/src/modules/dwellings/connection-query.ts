/**
 * The admin table's GraphQL query (doc 2 §7 DwellingConnection): Relay paging with
 * first/after (forward) and last/before (backward), default sort CREATED_AT descending.
 */
import type {
  DwellingFilter,
  DwellingListItem,
  DwellingSortKey,
  DwellingTab,
  SortDirection,
} from '@udlejning/shared/dwellings/dwelling';

export { DWELLING_TABS as ADMIN_TABS } from '@udlejning/shared/dwellings/dwelling';
export type AdminTab = DwellingTab;

export type DwellingConnectionVariables = {
  query?: string | null;
  filter: DwellingFilter;
  sortBy: DwellingSortKey;
  sortDir: SortDirection;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

export type PageInfo = { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };

export type DwellingConnection = {
  /** Exact when totalCountIsExact; otherwise the server's count cap (10,000): the list holds more. */
  totalCount: number;
  totalCountIsExact: boolean;
  pageInfo: PageInfo;
  edges: { cursor: string; node: DwellingListItem }[];
};

export type DwellingConnectionReply = { dwellingConnection: DwellingConnection };

export const DWELLING_CONNECTION_QUERY = /* GraphQL */ `
  query DwellingConnection(
    $query: String
    $filter: DwellingFilter
    $sortBy: DwellingSortBy
    $sortDir: DwellingSortDir
    $before: String
    $after: String
    $first: Int
    $last: Int
  ) {
    dwellingConnection(
      query: $query
      filter: $filter
      sortBy: $sortBy
      sortDir: $sortDir
      before: $before
      after: $after
      first: $first
      last: $last
    ) {
      totalCount
      totalCountIsExact
      pageInfo {
        startCursor
        endCursor
        hasNextPage
        hasPreviousPage
      }
      edges {
        cursor
        node {
          id
          uuid
          headline
          status
          displayedStatus
          active
          listingType
          createdAt
          updatedAt
          deactivatedAt
          expiresAt
          location {
            address
            zip
            city
          }
          economy {
            rent
          }
          size {
            rooms
            area
          }
          user {
            id
            name
            email
          }
          abilities {
            update
            review
            activate
            deactivate
            viewLog
          }
        }
      }
    }
  }
`;
