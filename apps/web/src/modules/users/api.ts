/** TanStack Query hooks of user administration (doc 1 §7 userConnection, user and the admin mutations) and the privacy calls. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@udlejning/shared/accounts/user';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import type { UserDetails, UserFilter, UserListItem, UserSortField } from '@udlejning/shared/users/admin';
import { apiFetch, graphql } from '../../lib/api';

export type UserConnection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: UserListItem }[];
};
export type UsersVariables = {
  first: number;
  after: string | null;
  query: string | null;
  filter: UserFilter | null;
  sortBy: UserSortField;
  sortDir: 'asc' | 'desc';
};

const userKeys = {
  all: ['users'] as const,
  list: (v: UsersVariables) => ['users', 'list', v] as const,
  one: (id: string) => ['users', 'one', id] as const,
};

/** query userConnection: one page of the user table. */
export function useUsers(vars: UsersVariables) {
  return useQuery({
    queryKey: userKeys.list(vars),
    queryFn: async () =>
      (
        await graphql<{ userConnection: UserConnection }>(
          `
            query Users($first: Int, $after: String, $query: String, $filter: String, $sortBy: String, $sortDir: String) {
              userConnection(first: $first, after: $after, query: $query, filter: $filter, sortBy: $sortBy, sortDir: $sortDir) {
                totalCount
                pageInfo {
                  hasNextPage
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
          `,
          vars,
        )
      ).userConnection,
    placeholderData: keepPreviousData,
  });
}

/** query user(id): profile, uuid, feed token and dwellings (loaded when a row opens). */
export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.one(id),
    queryFn: async () =>
      (
        await graphql<{ user: UserDetails }>(
          `
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
          `,
          { id },
        )
      ).user,
  });
}

/** The admin mutations; each refreshes the user lists and details after success. */
export function useUserActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: userKeys.all });
  return {
    resetPassword: useMutation({
      mutationFn: async (id: string) =>
        (
          await graphql<{ resetPassword: string }>(
            `
              mutation ($id: ID!) {
                resetPassword(id: $id)
              }
            `,
            { id },
          )
        ).resetPassword,
    }),
    deleteUser: useMutation({
      mutationFn: async (id: string) =>
        (
          await graphql<{ deleteUser: string }>(
            `
              mutation ($id: ID!) {
                deleteUser(id: $id)
              }
            `,
            { id },
          )
        ).deleteUser,
      onSuccess: refresh,
    }),
    reactivateUser: useMutation({
      mutationFn: async (id: string) =>
        (
          await graphql<{ reactivateUser: boolean }>(
            `
              mutation ($id: ID!) {
                reactivateUser(id: $id)
              }
            `,
            { id },
          )
        ).reactivateUser,
      onSuccess: refresh,
    }),
    setUserType: useMutation({
      mutationFn: async (v: { uuid: string; type: UserType }) =>
        (
          await graphql<{ setUserType: UserType }>(
            `
              mutation ($uuid: String!, $type: String!) {
                setUserType(uuid: $uuid, type: $type)
              }
            `,
            v,
          )
        ).setUserType,
      onSuccess: refresh,
    }),
    generateToken: useMutation({
      mutationFn: async (uuid: string) =>
        (
          await graphql<{ generateToken: string }>(
            `
              mutation ($uuid: String!) {
                generateToken(uuid: $uuid)
              }
            `,
            { uuid },
          )
        ).generateToken,
      onSuccess: refresh,
    }),
    editCvr: useMutation({
      mutationFn: (v: { uuid: string; cvr: string }) =>
        apiFetch<SessionUser>(`/api/users/${v.uuid}`, { method: 'POST', body: { cvr: v.cvr } }),
      onSuccess: refresh,
    }),
  };
}

/** POST /api/users/me/deletion {password}: schedules the own account's deletion; returns the date. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<{ expireAt: string }>('/api/users/me/deletion', { method: 'POST', body: { password } }),
  });
}
