/**
 * Organizations over GraphQL (doc 1 §1, §3, §4): organizations, organization(id) {members, dwellings},
 * createOrganization, activateOrganization, addOrganizationMember. After create or activate the
 * cached list gets the returned entry in place of the one with the same uuid (doc 1 §4 list
 * updates); the session is re-read so its roles include a new organization.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationMemberInput, OrganizationMemberView, OrganizationView } from '@udlejning/shared/accounts/organization';
import { graphql } from '../../lib/api';
import { SESSION_QUERY_KEY } from './session';

const ORG_FIELDS = 'id uuid name active createdAt';

export type OrganizationDwelling = { uuid: string; address: string | null; status: string; active: boolean };
export type OrganizationDetails = OrganizationView & { members: OrganizationMemberView[]; dwellings: OrganizationDwelling[] };

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  detail: (id: string) => [...organizationKeys.all, 'detail', id] as const,
};

/** The user's organizations (all of them for an admin). */
export const useOrganizations = () =>
  useQuery({
    queryKey: organizationKeys.list(),
    queryFn: async () =>
      (await graphql<{ organizations: OrganizationView[] }>(`{ organizations { ${ORG_FIELDS} } }`)).organizations,
  });

/** One organization with its members and dwellings. */
export const useOrganization = (id: string) =>
  useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: async () =>
      (
        await graphql<{ organization: OrganizationDetails }>(
          `query ($id: ID!) { organization(id: $id) { ${ORG_FIELDS} members { uuid name email role } dwellings { uuid address status active } } }`,
          { id },
        )
      ).organization,
  });

/** Replaces the entry with the same uuid in the cached list, or appends it (doc 1 §4). */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (org: OrganizationView) => {
    queryClient.setQueryData<OrganizationView[]>(organizationKeys.list(), (list = []) =>
      list.some((o) => o.uuid === org.uuid) ? list.map((o) => (o.uuid === org.uuid ? org : o)) : [...list, org],
    );
    void queryClient.invalidateQueries({ queryKey: organizationKeys.detail(org.uuid) });
  };
}

export function useCreateOrganization() {
  const replace = useReplaceInList();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (
        await graphql<{ createOrganization: OrganizationView }>(
          `mutation ($name: String!) { createOrganization(name: $name) { ${ORG_FIELDS} } }`,
          { name },
        )
      ).createOrganization,
    onSuccess: (org) => {
      replace(org);
      // the session user's roles now hold the new organization
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

/** Admin: activates an organization. */
export function useActivateOrganization() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await graphql<{ activateOrganization: OrganizationView }>(
          `mutation ($id: ID!) { activateOrganization(id: $id, active: true) { ${ORG_FIELDS} } }`,
          { id },
        )
      ).activateOrganization,
    onSuccess: replace,
  });
}

/** Organization admin: adds a member by e-mail; the detail query then shows the new list. */
export function useAddOrganizationMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrganizationMemberInput) =>
      (
        await graphql<{ addOrganizationMember: OrganizationMemberView[] }>(
          'mutation ($id: ID!, $email: String!, $role: String) { addOrganizationMember(id: $id, email: $email, role: $role) { uuid name email role } }',
          { id, email: input.email, role: input.role ?? null },
        )
      ).addOrganizationMember,
    onSuccess: (members) =>
      queryClient.setQueryData<OrganizationDetails>(organizationKeys.detail(id), (d) => (d ? { ...d, members } : d)),
  });
}
