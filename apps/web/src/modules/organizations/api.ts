/**
 * Organizations over GraphQL (doc 1 §1, §3, §4): organizations, organization(id) {members, dwellings},
 * createOrganization, activateOrganization, addOrganizationMember (invites a new member),
 * removeOrganizationMember, and the invitee's organizationInvitations, organizationInvitation(token),
 * accept/declineOrganizationInvitation (docs/architecture.md "Organizations"). After create or activate the
 * cached list gets the returned entry in place of the one with the same uuid (doc 1 §4 list
 * updates); the session is re-read so its roles include a new organization.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationMemberInput, OrganizationView } from '@udlejning/shared/organizations/organization';
import { graphql } from '../../lib/api';
import { gql, present, type ResultOf } from '../../lib/graphql';
import { SESSION_QUERY_KEY } from '../accounts/session';

const OrganizationFields = gql(
  `fragment OrganizationFields on Organization { id uuid name active createdAt abilities { invite activate createDwelling } }`,
);

const ORGANIZATIONS = gql(`{ organizations { ...OrganizationFields } }`, [OrganizationFields]);
const ORGANIZATION = gql(
  `query Organization($id: ID!) {
    organization(id: $id) {
      ...OrganizationFields
      members { uuid name email role creator abilities { change } }
      invitations { id email role expiresAt }
      dwellings { uuid address status active }
    }
  }`,
  [OrganizationFields],
);
const CREATE = gql(`mutation CreateOrganization($name: String!) { createOrganization(name: $name) { ...OrganizationFields } }`, [
  OrganizationFields,
]);
const ACTIVATE = gql(
  `mutation ActivateOrganization($id: ID!) { activateOrganization(id: $id, active: true) { ...OrganizationFields } }`,
  [OrganizationFields],
);
const ADD_MEMBER = gql(`mutation AddOrganizationMember($id: ID!, $email: String!, $role: Role) {
  addOrganizationMember(id: $id, email: $email, role: $role) { uuid name email role creator abilities { change } }
}`);
const REMOVE_MEMBER = gql(`mutation RemoveOrganizationMember($id: ID!, $member: String!) {
  removeOrganizationMember(id: $id, member: $member) { uuid name email role creator abilities { change } }
}`);
const InvitationFields = gql(`fragment ReceivedInvitationFields on ReceivedOrganizationInvitation {
  id organization organizationName email role invitedBy expiresAt
}`);
const RECEIVED = gql(`query OrganizationInvitations { organizationInvitations { ...ReceivedInvitationFields } }`, [
  InvitationFields,
]);
const BY_TOKEN = gql(
  `query OrganizationInvitation($token: String!) { organizationInvitation(token: $token) { ...ReceivedInvitationFields } }`,
  [InvitationFields],
);
const ACCEPT = gql(
  `mutation AcceptOrganizationInvitation($id: ID, $token: String) {
    acceptOrganizationInvitation(id: $id, token: $token) { ...OrganizationFields }
  }`,
  [OrganizationFields],
);
const DECLINE = gql(`mutation DeclineOrganizationInvitation($id: ID, $token: String) {
  declineOrganizationInvitation(id: $id, token: $token)
}`);

export type OrganizationDetails = NonNullable<ResultOf<typeof ORGANIZATION>['organization']>;

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  detail: (id: string) => [...organizationKeys.all, 'detail', id] as const,
  received: () => [...organizationKeys.all, 'received'] as const,
  invitation: (token: string) => [...organizationKeys.all, 'invitation', token] as const,
};

export type ReceivedInvitation = ResultOf<typeof RECEIVED>['organizationInvitations'][number];

/** The user's organizations (all of them for an admin). */
export const useOrganizations = () =>
  useQuery({
    queryKey: organizationKeys.list(),
    queryFn: async (): Promise<OrganizationView[]> => (await graphql(ORGANIZATIONS, {})).organizations,
  });

/** One organization with its members and dwellings. */
export const useOrganization = (id: string) =>
  useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: async () => present((await graphql(ORGANIZATION, { id })).organization),
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
    mutationFn: async (name: string): Promise<OrganizationView> => present((await graphql(CREATE, { name })).createOrganization),
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
    mutationFn: async (id: string): Promise<OrganizationView> => present((await graphql(ACTIVATE, { id })).activateOrganization),
    onSuccess: replace,
  });
}

/** Organization admin: invites by e-mail (or changes a member's role); the detail query is read again for its invitations. */
export function useAddOrganizationMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrganizationMemberInput) =>
      (await graphql(ADD_MEMBER, { id, email: input.email, role: input.role ?? null })).addOrganizationMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(id) }),
  });
}

/** Organization admin: removes a member (by user uuid); the detail query then shows the new list. */
export function useRemoveOrganizationMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (member: string) => (await graphql(REMOVE_MEMBER, { id, member })).removeOrganizationMember,
    onSuccess: (members) =>
      queryClient.setQueryData<OrganizationDetails>(organizationKeys.detail(id), (d) => (d ? { ...d, members } : d)),
  });
}

/** The signed-in user's pending invitations. */
export const useReceivedInvitations = () =>
  useQuery({
    queryKey: organizationKeys.received(),
    queryFn: async () => (await graphql(RECEIVED, {})).organizationInvitations,
  });

/** The invitation of a mailed link (signed in or not). */
export const useInvitationByToken = (token: string) =>
  useQuery({
    queryKey: organizationKeys.invitation(token),
    queryFn: async () => present((await graphql(BY_TOKEN, { token })).organizationInvitation),
    enabled: token !== '',
    retry: false,
  });

/** Which invitation an answer is about: its id (the account list) or the mailed token. */
export type InvitationAnswer = { id?: string; token?: string };

/** Accepts an invitation; the organizations, invitations and the session's roles are read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, token }: InvitationAnswer): Promise<OrganizationView> =>
      (await graphql(ACCEPT, { id: id ?? null, token: token ?? null })).acceptOrganizationInvitation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

/** Declines an invitation; the invitations are read again. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, token }: InvitationAnswer) =>
      (await graphql(DECLINE, { id: id ?? null, token: token ?? null })).declineOrganizationInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
