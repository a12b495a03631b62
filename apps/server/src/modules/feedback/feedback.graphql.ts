/**
 * GraphQL of the feedback domain (doc 2 §7): feedbacks(first, after, last, before) → a Relay
 * connection of Feedback with totalCount (admin only; default 25 per page, at most 100). A negative
 * or too large `first`/`last` or a cursor that is not one of ours is 400 VALIDATION_FAILED.
 */
import { LEASED_BY_AB, feedbackConnectionArgsSchema, type FeedbackView } from '@udlejning/shared/feedback/feedback';
import { DEFAULT_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';
import { builder } from '../../platform/graphql/builder';
import { resolveConnection } from '../../platform/graphql/connection';
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
      validate: feedbackConnectionArgsSchema,
      resolve: (_root, args, ctx) =>
        resolveConnection(args, {
          kind: 'offset',
          defaultSize: DEFAULT_PAGE_SIZE,
          count: () => countFeedback(ctx.deps),
          rows: (window) => findFeedbackPage(ctx.deps, window),
        }),
    },
    { name: 'FeedbackConnection' },
  ),
);
