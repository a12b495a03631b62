/**
 * GraphQL of the review of a dwelling (doc 2 §7), thin over the use-cases:
 *   requestOwnership(id) → Dwelling        ownershipReceived(id) → Dwelling
 *   moveToAdmin(uuid) → Dwelling           (admin only; 403/404/409 as extensions.code)
 *   Dwelling.user.dwellings(page, pageSize = 10) → { results: [DwellingListItem], totalCount }
 *     the owner's dwellings, newest first, for the 'Brugerens info' panel (doc 2 §2, §9).
 */
import { userDwellingsArgsSchema, type DwellingListItem } from '@udlejning/shared/dwellings/dwelling';
import { idArgsSchema, uuidArgsSchema } from '@udlejning/shared/record-id';
import { builder } from '../../platform/graphql/builder';
import { Dwelling, ListItem, Owner } from './dwellings.graphql';
import { presentDwelling, presentListItem } from './dwellings.presenter';
import { findDwellingPage } from './dwellings.service';
import { moveToAdmin, ownershipReceived, requestOwnership } from './use-cases/review-dwelling';

type UserDwellingsPage = { results: DwellingListItem[]; totalCount: number };

const UserDwellings = builder.objectRef<UserDwellingsPage>('UserDwellingsPage').implement({
  fields: (t) => ({
    results: t.field({ type: [ListItem], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

builder.objectField(Owner, 'dwellings', (t) =>
  t.withAuth({ user: true }).field({
    type: UserDwellings,
    description: "The user's dwellings (all statuses), newest first; 10 per page by default.",
    args: t.validate({ page: t.arg.int(), pageSize: t.arg.int() }, userDwellingsArgsSchema),
    resolve: async (owner, { page, pageSize }, ctx) => {
      const { records, totalCount } = await findDwellingPage(ctx.deps, ctx.actor, {
        filter: { tab: 'ALL', user: String(owner.id) },
        sortBy: 'CREATED_AT',
        sortDir: 'DESC',
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const now = ctx.deps.now();
      return { results: records.map((r) => presentListItem(r, ctx.actor, now)), totalCount };
    },
  }),
);

builder.mutationField('requestOwnership', (t) =>
  t.withAuth({ user: true }).field({
    type: Dwelling,
    args: t.validate({ id: t.arg.id({ required: true }) }, idArgsSchema),
    resolve: async (_root, args, ctx) =>
      presentDwelling(await requestOwnership(ctx.deps, ctx.actor, args.id), ctx.actor, ctx.deps.now()),
  }),
);

builder.mutationField('ownershipReceived', (t) =>
  t.withAuth({ user: true }).field({
    type: Dwelling,
    args: t.validate({ id: t.arg.id({ required: true }) }, idArgsSchema),
    resolve: async (_root, args, ctx) =>
      presentDwelling(await ownershipReceived(ctx.deps, ctx.actor, args.id), ctx.actor, ctx.deps.now()),
  }),
);

builder.mutationField('moveToAdmin', (t) =>
  t.withAuth({ user: true }).field({
    type: Dwelling,
    args: t.validate({ uuid: t.arg.id({ required: true }) }, uuidArgsSchema),
    resolve: async (_root, args, ctx) =>
      presentDwelling(await moveToAdmin(ctx.deps, ctx.actor, args.uuid), ctx.actor, ctx.deps.now()),
  }),
);
