/**
 * GraphQL of letting (docs/architecture.md "Letting"): mutation markTenant(thread, rating, comment) → Let,
 * and sendLetNotice(dwelling, text) → Int (how many threads got the message). Parsed by the shared zod
 * schemas the REST routes use.
 */
import { z } from 'zod';
import { letNoticeSchema, markTenantSchema, type LetView } from '@udlejning/shared/letting/letting';
import { builder } from '../../platform/graphql/builder';
import { markTenant, sendLetNotice } from './letting.service';

const LetDwelling = builder.objectRef<LetView['dwelling']>('LetDwelling').implement({
  fields: (t) => ({ uuid: t.exposeID('uuid'), active: t.exposeBoolean('active') }),
});
const LetTenant = builder.objectRef<LetView['tenant']>('LetTenant').implement({
  fields: (t) => ({ name: t.exposeString('name'), threadId: t.exposeID('threadId') }),
});
const Let = builder.objectRef<LetView>('Let').implement({
  description: "A listing let to a thread's seeker",
  fields: (t) => ({
    dwelling: t.field({ type: LetDwelling, resolve: (p) => p.dwelling }),
    letAt: t.field({ type: 'DateTime', resolve: (p) => p.letAt }),
    tenant: t.field({ type: LetTenant, resolve: (p) => p.tenant }),
    otherOpenThreads: t.exposeInt('otherOpenThreads'),
    noticeSent: t.exposeBoolean('noticeSent'),
  }),
});

builder.mutationField('markTenant', (t) =>
  t.withAuth({ user: true }).field({
    type: Let,
    args: t.validate(
      { thread: t.arg.id({ required: true }), rating: t.arg.int({ required: true }), comment: t.arg.string() },
      markTenantSchema.extend({ thread: z.string() }),
    ),
    resolve: (_root, args, ctx) => markTenant(ctx.deps, ctx.actor, args.thread, args),
  }),
);

builder.mutationField('sendLetNotice', (t) =>
  t.withAuth({ user: true }).field({
    type: 'Int',
    args: t.validate(
      { dwelling: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
      letNoticeSchema.extend({ dwelling: z.string() }),
    ),
    resolve: async (_root, args, ctx) => (await sendLetNotice(ctx.deps, ctx.actor, args.dwelling, args)).sent,
  }),
);
