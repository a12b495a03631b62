/**
 * GraphQL of the feedback domain (doc 2 §7): feedbacks(first, after, last, before) → a Relay
 * connection of Feedback with totalCount (admin only; default 25 per page, at most 100). A negative
 * or too large `first`/`last` or a cursor that is not one of ours is 400 VALIDATION_FAILED.
 */
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { LEASED_BY_AB, feedbackConnectionArgsSchema, type FeedbackView } from '@udlejning/shared/feedback/feedback';
import { DEFAULT_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';
import { builder } from '../../platform/graphql/builder';
import { checkOffsetCursor } from '../../platform/graphql/offset-cursor';
import { countFeedback, findFeedbackPage } from './feedback.service';

const LeasedByABEnum = builder.enumType('LeasedByAB', { values: LEASED_BY_AB });

const FeedbackUser = builder.objectRef<{ id: number; name: string }>('FeedbackUser').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});
const FeedbackDwelling = builder.objectRef<{ id: string; address: string | null }>('FeedbackDwelling').implement({
  fields: (t) => ({ id: t.exposeID('id'), address: t.exposeString('address', { nullable: true }) }),
});

const Feedback = builder.objectRef<FeedbackView>('Feedback').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating'),
    leasedByAB: t.field({ type: LeasedByABEnum, nullable: true, resolve: (p) => p.leasedByAB }),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    user: t.field({ type: FeedbackUser, nullable: true, resolve: (p) => p.user }),
    dwelling: t.field({ type: FeedbackDwelling, nullable: true, resolve: (p) => p.dwelling }),
  }),
});

builder.queryField('feedbacks', (t) =>
  t.withAuth({ admin: true }).connection(
    {
      type: Feedback,
      resolve: async (_root, rawArgs, ctx) => {
        const args = feedbackConnectionArgsSchema.parse(rawArgs);
        checkOffsetCursor('after', args.after);
        checkOffsetCursor('before', args.before);
        const totalCount = await countFeedback(ctx.deps);
        const connection = await resolveOffsetConnection(
          { args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: 100, totalCount },
          ({ offset, limit }) => findFeedbackPage(ctx.deps, { offset, limit }),
        );
        return { ...connection, totalCount };
      },
    },
    {
      name: 'FeedbackConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (parent) => (parent as unknown as { totalCount: number }).totalCount }),
      }),
    },
  ),
);
