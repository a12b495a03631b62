/**
 * GraphQL of the dwelling lifecycle (doc 2 §7). Both accept the status-page token as `token`
 * instead of a login (doc 2 §6 Token holder):
 *   toggleActive(id, active, token) → Boolean (the new active)
 *   extendDwelling(id | dwellingId, token) → ID (the dwelling's uuid; never null on success)
 */
import { extendDwellingArgsSchema, toggleActiveArgsSchema } from '@udlejning/shared/dwellings/dwelling';
import { builder } from '../../platform/graphql/builder';
import { extendDwelling, setDwellingActive } from './use-cases/dwelling-lifecycle';

builder.mutationField('toggleActive', (t) =>
  t.boolean({
    args: t.validate(
      { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }), token: t.arg.string() },
      toggleActiveArgsSchema,
    ),
    resolve: async (_root, args, ctx) => {
      const { record } = await setDwellingActive(ctx.deps, { actor: ctx.actor, token: args.token ?? null }, args.id, {
        active: args.active,
      });
      return record.row.active;
    },
  }),
);

builder.mutationField('extendDwelling', (t) =>
  t.id({
    args: t.validate({ id: t.arg.id(), dwellingId: t.arg.id(), token: t.arg.string() }, extendDwellingArgsSchema),
    resolve: async (_root, { uuid, token }, ctx) => {
      const { record } = await extendDwelling(ctx.deps, { actor: ctx.actor, token: token ?? null }, uuid);
      return record.row.uuid;
    },
  }),
);
