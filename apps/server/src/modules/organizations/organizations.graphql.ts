/** GraphQL of organizations (doc 1 §1): createOrganization(name) → Organization {id, name, createdAt}. */
import { builder } from '../../platform/graphql/builder';
import { createOrganization, organizationNameSchema, type OrganizationView } from './organizations.service';

const Organization = builder.objectRef<OrganizationView>('Organization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.exposeString('createdAt'),
  }),
});

builder.mutationField('createOrganization', (t) =>
  t.withAuth({ user: true }).field({
    type: Organization,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => createOrganization(ctx.deps, ctx.actor, organizationNameSchema.parse({ name: args.name })),
  }),
);
