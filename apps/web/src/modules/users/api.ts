/** TanStack Query hooks of user administration (doc 1 §7 userConnection, user and the admin mutations). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@udlejning/shared/accounts/user';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import { apiFetch, graphql } from '../../lib/api';
import { gql, present, type ResultOf, type VariablesOf } from '../../lib/graphql';

const USERS = gql(`
  query Users(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $query: String
    $filter: UserFilter
    $sortBy: UserSortField
    $sortDir: UserSortDir
  ) {
    userConnection(
      first: $first
      after: $after
      last: $last
      before: $before
      query: $query
      filter: $filter
      sortBy: $sortBy
      sortDir: $sortDir
    ) {
      totalCount
      pageInfo {
        hasNextPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          id
          uuid
          name
          email
          phone
          type
          expireAt
        }
      }
    }
  }
`);

const USER = gql(`
  query User($id: ID!) {
    user(id: $id) {
      id
      uuid
      name
      email
      phone
      type
      expireAt
      firstname
      lastname
      company
      companyAddress
      cvr
      role
      verified
      emailVerified
      phoneVerified
      feedToken
      createdAt
      deletedAt
      dwellings {
        uuid
        address
        status
        active
        listingType
        createdAt
      }
    }
  }
`);

const RESET_PASSWORD = gql(`mutation ResetPassword($id: ID!) { resetPassword(id: $id) }`);
const DELETE_USER = gql(`mutation DeleteUser($id: ID!) { deleteUser(id: $id) }`);
const REACTIVATE_USER = gql(`mutation ReactivateUser($id: ID!) { reactivateUser(id: $id) }`);
const SET_USER_TYPE = gql(`mutation SetUserType($uuid: String!, $type: UserType!) { setUserType(uuid: $uuid, type: $type) }`);
const GENERATE_TOKEN = gql(`mutation GenerateToken($uuid: String!) { generateToken(uuid: $uuid) }`);
const SET_USER_VERIFIED = gql(`mutation SetUserVerified($id: ID!, $verified: Boolean!) { setUserVerified(id: $id, verified: $verified) }`);
const USER_SEARCH = gql(`
  query UserSearch($query: String!, $first: Int) {
    userConnection(query: $query, first: $first) {
      edges {
        node {
          id
          uuid
          name
          email
          phone
        }
      }
    }
  }
`);

/** A user the picker offers. */
export type UserOption = ResultOf<typeof USER_SEARCH>['userConnection']['edges'][number]['node'];
/** How many users the picker offers at most. */
export const USER_SEARCH_LIMIT = 10;

export type UsersVariables = VariablesOf<typeof USERS>;
/** One page of the user table as userConnection answers it. */
export type UserConnection = ResultOf<typeof USERS>['userConnection'];
/** A row of the user table. */
export type UserListItem = UserConnection['edges'][number]['node'];
/** An opened row: profile, uuid, feed token and dwellings. */
export type UserDetails = NonNullable<ResultOf<typeof USER>['user']>;

const userKeys = {
  all: ['users'] as const,
  list: (v: UsersVariables) => ['users', 'list', v] as const,
  one: (id: string) => ['users', 'one', id] as const,
};

/** query userConnection: one page of the user table. */
export function useUsers(vars: UsersVariables) {
  return useQuery({
    queryKey: userKeys.list(vars),
    queryFn: async () => (await graphql(USERS, vars)).userConnection,
    placeholderData: keepPreviousData,
  });
}

/** query user(id): profile, uuid, feed token and dwellings (loaded when a row opens). */
export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.one(id),
    queryFn: async () => present((await graphql(USER, { id })).user),
  });
}

/**
 * The user picker's search (userConnection with `query`: name, e-mail, phone, company, or an exact
 * id or uuid); nothing is fetched for an empty query. At most USER_SEARCH_LIMIT users.
 */
export function useUserSearch(query: string) {
  return useQuery({
    queryKey: ['users', 'search', query] as const,
    queryFn: async () =>
      (await graphql(USER_SEARCH, { query, first: USER_SEARCH_LIMIT })).userConnection.edges.map((e) => e.node),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The admin mutations; each refreshes the user lists and details after success. */
export function useUserActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: userKeys.all });
  return {
    resetPassword: useMutation({
      mutationFn: async (id: string) => (await graphql(RESET_PASSWORD, { id })).resetPassword,
    }),
    deleteUser: useMutation({
      mutationFn: async (id: string) => (await graphql(DELETE_USER, { id })).deleteUser,
      onSuccess: refresh,
    }),
    reactivateUser: useMutation({
      mutationFn: async (id: string) => (await graphql(REACTIVATE_USER, { id })).reactivateUser,
      onSuccess: refresh,
    }),
    setUserType: useMutation({
      mutationFn: async (v: { uuid: string; type: UserType }) => (await graphql(SET_USER_TYPE, v)).setUserType,
      onSuccess: refresh,
    }),
    generateToken: useMutation({
      mutationFn: async (uuid: string) => (await graphql(GENERATE_TOKEN, { uuid })).generateToken,
      onSuccess: refresh,
    }),
    setUserVerified: useMutation({
      mutationFn: async (v: { id: string; verified: boolean }) => (await graphql(SET_USER_VERIFIED, v)).setUserVerified,
      onSuccess: refresh,
    }),
    editCvr: useMutation({
      mutationFn: (v: { uuid: string; cvr: string }) =>
        apiFetch<SessionUser>(`/api/users/${v.uuid}`, { method: 'POST', body: { cvr: v.cvr } }),
      onSuccess: refresh,
    }),
  };
}
