/** GraphQL documents of user administration, for the API, permission and deletion tests. */
export const USER_CONNECTION = `query($query: String, $filter: UserFilter, $sortBy: UserSortField, $sortDir: UserSortDir, $first: Int, $after: String, $last: Int, $before: String) {
  userConnection(query: $query, filter: $filter, sortBy: $sortBy, sortDir: $sortDir, first: $first, after: $after, last: $last, before: $before) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id uuid name email phone type expireAt } } } }`;
export const USER = `query($id: ID!) { user(id: $id) { id uuid name email phone type role cvr feedToken expireAt dwellings { uuid status active listingType } } }`;
export const RESET_PASSWORD = `mutation($id: ID!) { resetPassword(id: $id) }`;
export const DELETE_USER = `mutation($id: ID!) { deleteUser(id: $id) }`;
export const REACTIVATE_USER = `mutation($id: ID!) { reactivateUser(id: $id) }`;
export const SET_USER_TYPE = `mutation($uuid: String!, $type: UserType!) { setUserType(uuid: $uuid, type: $type) }`;
export const GENERATE_TOKEN = `mutation($uuid: String!) { generateToken(uuid: $uuid) }`;
