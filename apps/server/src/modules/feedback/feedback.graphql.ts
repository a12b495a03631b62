/**
 * GraphQL of the feedback domain (doc 2 §7): feedbacks(first, after, last, before) → a Relay
 * connection of Feedback with totalCount (admin only; default 25 per page, at most 100). A negative
 * or too large `first`/`last` or a cursor that is not one of ours is 400 VALIDATION_FAILED.
 */
import { cursorToOffset, resolveOffsetConnection } from '@pothos/plugin-relay';
import { LEASED_BY_AB, feedbackConnectionArgsSchema, type FeedbackView } from '@udlejning/shared/dwellings/lifecycle';
import { DEFAULT_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';
import { validationError } from '../../platform/errors';
import { builder } from '../../platform/graphql/builder';
import { countFeedback, findFeedbackPage } from './feedback.service';

/** Relay offset cursors name a row number; anything else, or a row beyond any list, is a 400. */
function checkOffsetCursor(field: 'after' | 'before', cursor: string | null | undefined) {
  if (cursor == null) return;
  let offset: number;
  try {
    offset = cursorToOffset(cursor);
  } catch {
    throw validationError([{ path: [field], message: 'Invalid cursor' }]);
  }
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > 2_147_483_647)
    throw validationError([{ path: [field], message: 'Invalid cursor' }]);
}

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
