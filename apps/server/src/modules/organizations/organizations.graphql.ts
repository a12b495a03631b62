/**
 * GraphQL of organizations (doc 1 §1, §3): createOrganization(name), activateOrganization(id, active),
 * organizations, organization(id) {members, invitations, dwellings}, addOrganizationMember(id, email,
 * role) (an invitation for a new member), removeOrganizationMember(id, member); the invitee's
 * organizationInvitations, organizationInvitation(token), accept/declineOrganizationInvitation(id |
 * token) (docs/architecture.md "Organizations"). Every field but organizationInvitation(token)
 * needs a signed-in user; the services decide 403/404.
 */
import { builder } from '../../platform/graphql/builder';
import { DwellingStatusEnum, RoleEnum } from '../../platform/graphql/enums';
import {
  activateOrganization,
  addOrganizationMember,
  createOrganization,
  getOrganization,
  listOrganizations,
  organizationDwellings,
  organizationInvitations,
  organizationMembers,
  removeOrganizationMember,
  type OrganizationDwellingView,
} from './organizations.service';
import { acceptInvitation, declineInvitation, invitationByToken, receivedInvitations } from './invitations.service';
import { idArgsSchema } from '@udlejning/shared/record-id';
import {
  activateOrganizationArgsSchema,
  addOrganizationMemberArgsSchema,
  answerInvitationArgsSchema,
  invitationTokenArgsSchema,
  organizationNameSchema,
  removeOrganizationMemberArgsSchema,
  type OrganizationAbilities,
  type OrganizationInvitationView,
  type OrganizationMemberAbilities,
  type OrganizationMemberView,
  type OrganizationView,
  type ReceivedInvitationView,
} from '@udlejning/shared/organizations/organization';

const OrganizationMemberAbilitiesRef = builder.objectRef<OrganizationMemberAbilities>('OrganizationMemberAbilities').implement({
  description: 'What the signed-in user may do with this member entry (the server policy; the web reads it).',
  fields: (t) => ({
    change: t.exposeBoolean('change', { nullable: false, description: 'Change its role or remove it.' }),
  }),
});

const OrganizationAbilitiesRef = builder.objectRef<OrganizationAbilities>('OrganizationAbilities').implement({
  description: 'What the signed-in user may do with the organization (the server policy; the web reads it).',
  fields: (t) => ({
    invite: t.exposeBoolean('invite', {
      nullable: false,
      description: 'Invite members, see pending invitations, change and remove members.',
    }),
    activate: t.exposeBoolean('activate', { nullable: false, description: 'Activate or deactivate it.' }),
    createDwelling: t.exposeBoolean('createDwelling', {
      nullable: false,
      description: 'Create a dwelling owned by it (false while it is inactive).',
    }),
  }),
});

const OrganizationMember = builder.objectRef<OrganizationMemberView>('OrganizationMember').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    role: t.expose('role', { type: RoleEnum, nullable: false }),
    creator: t.exposeBoolean('creator', {
      nullable: false,
      description: "The organization's creator: only a platform administrator changes or removes this entry.",
    }),
    abilities: t.field({ type: OrganizationMemberAbilitiesRef, nullable: false, resolve: (m) => m.abilities }),
  }),
});

const OrganizationInvitation = builder.objectRef<OrganizationInvitationView>('OrganizationInvitation').implement({
  description: 'A pending invitation, as the organization admins see it: the invited address, never a name.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    role: t.expose('role', { type: RoleEnum, nullable: false }),
    expiresAt: t.exposeString('expiresAt', { nullable: false }),
  }),
});

const ReceivedOrganizationInvitation = builder.objectRef<ReceivedInvitationView>('ReceivedOrganizationInvitation').implement({
  description: 'An invitation as its invitee sees it (their account, the mailed link).',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    organization: t.exposeString('organization', { nullable: false, description: "The organization's uuid." }),
    organizationName: t.exposeString('organizationName', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    role: t.expose('role', { type: RoleEnum, nullable: false }),
    invitedBy: t.exposeString('invitedBy', { nullable: false }),
    expiresAt: t.exposeString('expiresAt', { nullable: false }),
  }),
});

const OrganizationDwelling = builder.objectRef<OrganizationDwellingView>('OrganizationDwelling').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid', { nullable: false }),
    address: t.exposeString('address', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    status: t.expose('status', { type: DwellingStatusEnum, nullable: false }),
    active: t.exposeBoolean('active', { nullable: false }),
  }),
});

const Organization = builder.objectRef<OrganizationView>('Organization').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    uuid: t.exposeString('uuid', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    active: t.exposeBoolean('active', { nullable: false }),
    createdAt: t.exposeString('createdAt', { nullable: false }),
    abilities: t.field({ type: OrganizationAbilitiesRef, nullable: false, resolve: (org) => org.abilities }),
    members: t.withAuth({ user: true }).field({
      type: [OrganizationMember],
      nullable: false,
      resolve: (org, _args, ctx) => organizationMembers(ctx.deps, ctx.actor, org.uuid),
    }),
    invitations: t.withAuth({ user: true }).field({
      type: [OrganizationInvitation],
      nullable: false,
      description: "Pending invitations: for the organization's admins and platform administrators, empty for others.",
      resolve: (org, _args, ctx) => organizationInvitations(ctx.deps, ctx.actor, org.uuid),
    }),
    dwellings: t.withAuth({ user: true }).field({
      type: [OrganizationDwelling],
      nullable: false,
      resolve: (org, _args, ctx) => organizationDwellings(ctx.deps, ctx.actor, org.uuid),
    }),
  }),
});

builder.queryField('organizations', (t) =>
  t.withAuth({ user: true }).field({
    type: [Organization],
    resolve: (_root, _args, ctx) => listOrganizations(ctx.deps, ctx.actor),
  }),
);

builder.queryField('organization', (t) =>
  t.withAuth({ user: true }).field({
    type: Organization,
    nullable: true,
    args: t.validate({ id: t.arg.id({ required: true }) }, idArgsSchema),
    resolve: (_root, args, ctx) => getOrganization(ctx.deps, ctx.actor, args.id),
  }),
);

builder.mutationField('createOrganization', (t) =>
  t.withAuth({ user: true }).field({
    type: Organization,
    nullable: true,
    args: t.validate({ name: t.arg.string({ required: true }) }, organizationNameSchema),
    resolve: (_root, args, ctx) => createOrganization(ctx.deps, ctx.actor, args),
  }),
);

builder.mutationField('activateOrganization', (t) =>
  t.withAuth({ user: true }).field({
    type: Organization,
    nullable: true,
    args: t.validate(
      { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: false }) },
      activateOrganizationArgsSchema,
    ),
    resolve: (_root, args, ctx) => activateOrganization(ctx.deps, ctx.actor, args.id, args.active),
  }),
);

builder.mutationField('addOrganizationMember', (t) =>
  t.withAuth({ user: true }).field({
    type: [OrganizationMember],
    description:
      'Invites the address (mailed; a member only on accepting) and returns the members, the same whether the address has an account or not; changes the role of a current member. 20 calls an hour per user.',
    args: t.validate(
      {
        id: t.arg.id({ required: true }),
        email: t.arg.string({ required: true }),
        role: t.arg({ type: RoleEnum, required: false }),
      },
      addOrganizationMemberArgsSchema,
    ),
    resolve: (_root, { id, ...member }, ctx) => addOrganizationMember(ctx.deps, ctx.actor, id, member, ctx.language),
  }),
);

builder.mutationField('removeOrganizationMember', (t) =>
  t.withAuth({ user: true }).field({
    type: [OrganizationMember],
    description: 'Removes a member (by user uuid); the creator only by a platform administrator. Returns the members.',
    args: t.validate(
      { id: t.arg.id({ required: true }), member: t.arg.string({ required: true }) },
      removeOrganizationMemberArgsSchema,
    ),
    resolve: (_root, args, ctx) => removeOrganizationMember(ctx.deps, ctx.actor, args.id, args.member),
  }),
);

builder.queryField('organizationInvitations', (t) =>
  t.withAuth({ user: true }).field({
    type: [ReceivedOrganizationInvitation],
    nullable: false,
    description: "The signed-in user's pending invitations (none while their e-mail address is unconfirmed).",
    resolve: (_root, _args, ctx) => receivedInvitations(ctx.deps, ctx.actor),
  }),
);

builder.queryField('organizationInvitation', (t) =>
  t.field({
    type: ReceivedOrganizationInvitation,
    // a lookup of one record is nullable (docs/architecture.md "Schema: enums and non-null")
    nullable: true,
    description: 'The invitation of a mailed link, for anyone holding its token.',
    args: t.validate({ token: t.arg.string({ required: true }) }, invitationTokenArgsSchema),
    resolve: (_root, args, ctx) => invitationByToken(ctx.deps, args.token),
  }),
);

const answerArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) =>
  t.validate(
    {
      id: t.arg.id({ required: false, description: 'The invitation, as organizationInvitations lists it.' }),
      token: t.arg.string({ required: false, description: "The mailed link's token." }),
    },
    answerInvitationArgsSchema,
  );

builder.mutationField('acceptOrganizationInvitation', (t) =>
  t.withAuth({ user: true }).field({
    type: Organization,
    description: 'Accepts an invitation of the signed-in user: they become a member with its role.',
    args: answerArgs(t),
    resolve: (_root, args, ctx) => acceptInvitation(ctx.deps, ctx.actor, args),
  }),
);

builder.mutationField('declineOrganizationInvitation', (t) =>
  t.withAuth({ user: true }).field({
    type: 'Boolean',
    description: 'Declines an invitation of the signed-in user.',
    args: answerArgs(t),
    resolve: (_root, args, ctx) => declineInvitation(ctx.deps, ctx.actor, args),
  }),
);
