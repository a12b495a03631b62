/**
 * GraphQL of the review of a dwelling (doc 2 §7), thin over the use-cases:
 *   requestOwnership(id) → Dwelling        ownershipReceived(id) → Dwelling
 *   moveToAdmin(uuid) → Dwelling           (admin only; 403/404/409 as extensions.code)
 *   Dwelling.user.dwellings(page, pageSize = 10) → { results: [DwellingListItem], totalCount }
 *     the owner's dwellings, newest first, for the 'Brugerens info' panel (doc 2 §2, §9).
 */
import { z } from 'zod';
import type { DwellingListItem } from '@udlejning/shared/dwellings/dwelling';
import { USER_DWELLINGS_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';
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

const pageArgsSchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(USER_DWELLINGS_PAGE_SIZE),
});

builder.objectField(Owner, 'dwellings', (t) =>
  t.withAuth({ user: true }).field({
    type: UserDwellings,
    description: "The user's dwellings (all statuses), newest first; 10 per page by default.",
    args: { page: t.arg.int(), pageSize: t.arg.int() },
    resolve: async (owner, args, ctx) => {
      const { page, pageSize } = pageArgsSchema.parse({ page: args.page ?? undefined, pageSize: args.pageSize ?? undefined });
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
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      presentDwelling(await requestOwnership(ctx.deps, ctx.actor, String(args.id)), ctx.actor, ctx.deps.now()),
  }),
);

builder.mutationField('ownershipReceived', (t) =>
  t.withAuth({ user: true }).field({
    type: Dwelling,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      presentDwelling(await ownershipReceived(ctx.deps, ctx.actor, String(args.id)), ctx.actor, ctx.deps.now()),
  }),
);

builder.mutationField('moveToAdmin', (t) =>
  t.withAuth({ user: true }).field({
    type: Dwelling,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      presentDwelling(await moveToAdmin(ctx.deps, ctx.actor, String(args.uuid)), ctx.actor, ctx.deps.now()),
  }),
);
