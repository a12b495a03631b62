/**
 * REST routes of the accounts domain (doc 1 §7), thin over accounts.service.ts:
 *   POST /api/users              signup → 201 AuthReply
 *   POST /api/auth               sign in → AuthReply
 *   GET  /api/users/me           → SessionUser
 *   POST /api/users/me           profile update → AuthReply (fresh token)
 *   POST /api/users/me/password  {password, oldPassword} → AuthReply (fresh token)
 *   POST /api/users/:id          admin update by id or uuid → SessionUser
 */
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../platform/http/request-language';
import { adminUpdateUser, changeOwnPassword, getSessionUser, login, signup, updateOwnProfile } from './accounts.service';

export async function accountsRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.post('/api/users', async (req, reply) => {
    const result = await signup(deps, req.body, req.ip, requestLanguage(req));
    return reply.status(201).send(result);
  });

  app.post('/api/auth', async (req) => login(deps, req.body, req.ip, requestLanguage(req)));

  app.get('/api/users/me', async (req) => getSessionUser(deps, req.actor));

  app.post('/api/users/me', async (req) => updateOwnProfile(deps, req.actor, req.body));

  app.post('/api/users/me/password', async (req) => changeOwnPassword(deps, req.actor, req.body));

  app.post<{ Params: { id: string } }>('/api/users/:id', async (req) =>
    adminUpdateUser(deps, req.actor, req.params.id, req.body),
  );
}
