/**
 * GraphQL fields of the accounts domain (doc 1 §7), thin over the use cases; arguments go through
 * the same shared schemas as REST bodies:
 *   mutation reqResetPassword(email): Boolean!            always true
 *   mutation userResetPassword(password, userId, email): String!   a login token; the mailed reset
 *     token travels as `Authorization: Bearer <reset token>` (doc 1 §7's shape; docs/architecture.md "Auth and sessions")
 *   mutation resendEmailVerification(email): Boolean!     true when a mail was sent
 *   mutation verifyEmail(token): Boolean!
 *   mutation undoEmailChange(token): Boolean!           the notice's undo link: the old address back, sessions ended
 *   query me: SessionUser (null when logged out; same shape as GET /api/users/me)
 */
import { requestResetSchema, resetPasswordSchema } from '@udlejning/shared/accounts/reset.schema';
import type { RoleEntry, SessionUser } from '@udlejning/shared/accounts/user';
import { resendVerificationSchema } from '@udlejning/shared/accounts/verification.schema';
import { builder } from '../../platform/graphql/builder';
import { RoleEnum, UserTypeEnum } from '../../platform/graphql/enums';
import { getSessionUser } from './accounts.service';
import { requestPasswordReset, resetPassword } from './use-cases/password-reset';
import { resendEmailVerification, undoEmailChange, verifyEmail } from './use-cases/email-verification';

builder.mutationField('reqResetPassword', (t) =>
  t.boolean({
    args: t.validate({ email: t.arg.string({ required: true }) }, requestResetSchema),
    resolve: (_root, args, ctx) => requestPasswordReset(ctx.deps, args, ctx.ip, ctx.language),
  }),
);

builder.mutationField('userResetPassword', (t) =>
  t.string({
    args: t.validate(
      {
        password: t.arg.string({ required: true }),
        userId: t.arg.id({ required: true }),
        email: t.arg.string({ required: true }),
      },
      resetPasswordSchema.omit({ token: true }),
    ),
    // the token is the bearer, checked by the use case (none: the same 401 as a bad token)
    resolve: (_root, args, ctx) => resetPassword(ctx.deps, { ...args, token: ctx.bearer ?? '-' }, ctx.ip),
  }),
);

builder.mutationField('resendEmailVerification', (t) =>
  t.withAuth({ user: true }).boolean({
    args: t.validate({ email: t.arg.string({ required: true }) }, resendVerificationSchema),
    resolve: (_root, args, ctx) => resendEmailVerification(ctx.deps, ctx.actor, args, ctx.ip),
  }),
);

// the undo link in the notice of an e-mail change, to the old address; no login (docs/architecture.md "Auth and sessions")
builder.mutationField('undoEmailChange', (t) =>
  t.boolean({
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => undoEmailChange(ctx.deps, args.token, ctx.ip),
  }),
);

builder.mutationField('verifyEmail', (t) =>
  t.boolean({
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => verifyEmail(ctx.deps, args.token, ctx.ip),
  }),
);

const RoleEntryRef = builder.objectRef<RoleEntry>('RoleEntry').implement({
  fields: (t) => ({
    role: t.expose('role', { type: RoleEnum }),
    organization: t.exposeString('organization', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
  }),
});

const SessionUserRef = builder.objectRef<SessionUser>('SessionUser').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    uuid: t.exposeString('uuid'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    company: t.exposeString('company', { nullable: true }),
    companyAddress: t.exposeString('companyAddress', { nullable: true }),
    cvr: t.exposeString('cvr', { nullable: true }),
    phone: t.exposeString('phone'),
    type: t.expose('type', { type: UserTypeEnum }),
    verified: t.exposeBoolean('verified'),
    emailVerified: t.exposeBoolean('emailVerified'),
    phoneVerified: t.exposeBoolean('phoneVerified'),
    role: t.expose('role', { type: RoleEnum }),
    roles: t.field({ type: [RoleEntryRef], resolve: (u) => u.roles }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: SessionUserRef,
    nullable: true,
    resolve: (_root, _args, ctx) => (ctx.actor.kind === 'user' ? getSessionUser(ctx.deps, ctx.actor) : null),
  }),
);
