/**
 * GraphQL of organizations (doc 1 §1, §3): createOrganization(name), activateOrganization(id, active),
 * organizations, organization(id) {members, dwellings}, addOrganizationMember(id, email, role).
 * Every field needs a signed-in user; the service decides 403/404.
 */
import { builder } from '../../platform/graphql/builder';
import {
  activateOrganization,
  addOrganizationMember,
  createOrganization,
  getOrganization,
  listOrganizations,
  organizationDwellings,
  organizationMembers,
  type OrganizationDwellingView,
} from './organizations.service';
import {
  organizationMemberSchema,
  organizationNameSchema,
  type OrganizationMemberView,
  type OrganizationView,
} from '@udlejning/shared/accounts/organization';

const OrganizationMember = builder.objectRef<OrganizationMemberView>('OrganizationMember').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    role: t.exposeString('role', { nullable: false }),
  }),
});

const OrganizationDwelling = builder.objectRef<OrganizationDwellingView>('OrganizationDwelling').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid', { nullable: false }),
    address: t.exposeString('address', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    status: t.exposeString('status', { nullable: false }),
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
    members: t.withAuth({ user: true }).field({
      type: [OrganizationMember],
      nullable: false,
      resolve: (org, _args, ctx) => organizationMembers(ctx.deps, ctx.actor, org.uuid),
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
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getOrganization(ctx.deps, ctx.actor, String(args.id)),
  }),
);

builder.mutationField('createOrganization', (t) =>
  t.withAuth({ user: true }).field({
    type: Organization,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => createOrganization(ctx.deps, ctx.actor, organizationNameSchema.parse({ name: args.name })),
  }),
);

builder.mutationField('activateOrganization', (t) =>
  t.withAuth({ user: true }).field({
    type: Organization,
    args: { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => activateOrganization(ctx.deps, ctx.actor, String(args.id), args.active ?? true),
  }),
);

builder.mutationField('addOrganizationMember', (t) =>
  t.withAuth({ user: true }).field({
    type: [OrganizationMember],
    args: {
      id: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      role: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      addOrganizationMember(
        ctx.deps,
        ctx.actor,
        String(args.id),
        organizationMemberSchema.parse({ email: args.email, role: args.role ?? undefined }),
      ),
  }),
);
