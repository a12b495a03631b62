/**
 * REST routes of the accounts domain (doc 1 §7), thin over accounts.service.ts; who may call each
 * and its input schema are declared here (route-pipeline.ts):
 *   POST /api/users              public  signup → 201 AuthReply ('User validation failed' on a bad body)
 *   POST /api/auth               public  sign in → AuthReply
 *   GET  /api/users/me           user    → SessionUser
 *   POST /api/users/me           user    profile update → AuthReply (fresh token)
 *   POST /api/users/me/password  user    {password, oldPassword} → AuthReply (fresh token)
 *   POST /api/users/:id          admin   update by id or uuid → SessionUser
 * The own data export and deletion request (/api/users/me/export, /deletion) are privacy's (privacy.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@udlejning/shared/accounts/fields';
import { loginSchema } from '@udlejning/shared/accounts/login.schema';
import { changePasswordSchema } from '@udlejning/shared/accounts/password.schema';
import { profileUpdateSchema } from '@udlejning/shared/accounts/profile.schema';
import { signupSchema } from '@udlejning/shared/accounts/signup.schema';
import { adminUserUpdateSchema } from '@udlejning/shared/accounts/user-update.schema';
import { requestLanguage } from '../../platform/http/request-language';
import { pathParams } from '../../platform/http/route-pipeline';
import { authReplySchema, sessionUserSchema } from '@udlejning/shared/accounts/replies';
import { adminUpdateUser, changeOwnPassword, getSessionUser, login, signup, updateOwnProfile } from './accounts.service';

export async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/users',
    {
      config: {
        auth: 'public',
        validationMessage: ACCOUNT_MESSAGES.userValidationFailed,
        replies: { 201: 'The new account, signed in' },
      },
      schema: {
        operationId: 'signup',
        summary: 'Sign up a landlord and sign in',
        body: signupSchema,
        response: { 201: authReplySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await signup(deps, req.body, req.ip, requestLanguage(req))),
  );

  app.post(
    '/api/auth',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'login',
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: authReplySchema },
      },
    },
    async (req) => login(deps, req.body, req.ip, requestLanguage(req)),
  );

  app.get(
    '/api/users/me',
    {
      config: { auth: 'user' },
      schema: { operationId: 'getSessionUser', summary: 'The signed-in user', response: { 200: sessionUserSchema } },
    },
    async (req) => getSessionUser(deps, req.user),
  );

  app.post(
    '/api/users/me',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'updateOwnProfile',
        summary: "Update the signed-in user's profile (a fresh login token)",
        body: profileUpdateSchema,
        response: { 200: authReplySchema },
      },
    },
    async (req) => updateOwnProfile(deps, req.user, req.body),
  );

  app.post(
    '/api/users/me/password',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'changeOwnPassword',
        summary: "Change the signed-in user's password (a fresh login token)",
        body: changePasswordSchema,
        response: { 200: authReplySchema },
      },
    },
    async (req) => changeOwnPassword(deps, req.user, req.body),
  );

  app.post(
    '/api/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'updateUser',
        summary: 'Update a user by id or uuid (admin)',
        params: pathParams('id'),
        body: adminUserUpdateSchema,
        response: { 200: sessionUserSchema },
      },
    },
    async (req) => adminUpdateUser(deps, req.user, req.params.id, req.body),
  );
}
