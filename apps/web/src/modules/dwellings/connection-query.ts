/**
 * The admin table's GraphQL query (doc 2 §7 DwellingConnection): Relay paging with
 * first/after (forward) and last/before (backward), default sort CREATED_AT descending.
 */
import { gql, type ResultOf, type VariablesOf } from '../../lib/graphql';

export { DWELLING_TABS as ADMIN_TABS } from '@udlejning/shared/dwellings/list-options';
export type { DwellingTab as AdminTab } from '@udlejning/shared/dwellings/dwelling';

export const DWELLING_CONNECTION_QUERY = gql(`
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
            manualAddress
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
          possibleDuplicateOf {
            uuid
            address
            ownerName
            status
          }
        }
      }
    }
  }
`);

export type DwellingConnectionVariables = VariablesOf<typeof DWELLING_CONNECTION_QUERY>;

/** The connection's page; totalCount is exact when totalCountIsExact, otherwise the server's cap (10,000). */
export type DwellingConnection = ResultOf<typeof DWELLING_CONNECTION_QUERY>['dwellingConnection'];

/** One row of the admin table as dwellingConnection selects it. */
export type AdminDwellingRow = DwellingConnection['edges'][number]['node'];
