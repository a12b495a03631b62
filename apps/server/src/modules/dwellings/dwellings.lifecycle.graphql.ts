/**
 * GraphQL of the dwelling lifecycle (doc 2 §7). Both accept the status-page token as `token`
 * instead of a login (doc 2 §6 Token holder):
 *   toggleActive(id, active, token) → Boolean (the new active)
 *   extendDwelling(id | dwellingId, token) → ID (the dwelling's uuid; never null on success)
 */
import { builder } from '../../platform/graphql/builder';
import { validationError } from '../../platform/errors';
import { extendDwelling, setDwellingActive } from './use-cases/dwelling-lifecycle';

const MISSING = 'Du mangler at udfylde feltet';

builder.mutationField('toggleActive', (t) =>
  t.boolean({
    args: { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }), token: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { record } = await setDwellingActive(ctx.deps, { actor: ctx.actor, token: args.token ?? null }, String(args.id), {
        active: args.active,
      });
      return record.row.active;
    },
  }),
);

builder.mutationField('extendDwelling', (t) =>
  t.id({
    args: { id: t.arg.id(), dwellingId: t.arg.id(), token: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const uuid = args.id ?? args.dwellingId;
      if (uuid == null) throw validationError([{ path: ['id'], message: MISSING }]);
      const { record } = await extendDwelling(ctx.deps, { actor: ctx.actor, token: args.token ?? null }, String(uuid));
      return record.row.uuid;
    },
  }),
);
