/**
 * The request pipeline: every /api/ route declares who may call it, the pipeline
 * enforces it before the body is read, and route schemas answer the app's 400 with field issues.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor, type UserActor } from '../auth/actor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { registerErrorHandler } from './error-handler';
import { registerRoutePipeline } from './route-pipeline';

const landlord: UserActor = {
  kind: 'user',
  userId: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  role: 'landlord',
  type: 'PERSONAL',
  verified: true,
  isAdmin: false,
  name: 'Lise Udlejer',
};
const admin: UserActor = { ...landlord, userId: 1, role: 'admin', isAdmin: true, name: 'Admin' };

/** A bare app with the pipeline and an actor chosen by the x-test-actor header. */
async function pipelineApp() {
  const app = Fastify();
  registerErrorHandler(app);
  app.decorateRequest('actor', undefined as never);
  app.addHook('onRequest', async (req) => {
    const who = req.headers['x-test-actor'];
    req.actor = (who === 'admin' ? admin : who === 'landlord' ? landlord : ANONYMOUS) as Actor;
  });
  registerRoutePipeline(app);
  return app;
}

describe('route pipeline', () => {
  it('refuses to register an /api/ route without config.auth', async () => {
    const app = await pipelineApp();
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/declares no config.auth/);
    // routes outside /api/ (the web app) need none
    expect(() => app.get('/robots.txt', async () => '')).not.toThrow();
    await app.close();
  });

  it("lets an 'integration' route through only with the configured key, even for an admin", async () => {
    const keyed = async (key: string | undefined) => {
      const app = await pipelineApp();
      app.decorate('deps', { env: { INTEGRATION_KEY: key } } as never);
      app.post('/api/integration/ping', { config: { auth: 'integration' } }, async () => ({ ok: true }));
      await app.ready();
      return app;
    };
    const app = await keyed('k'.repeat(32));
    const call = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/integration/ping', headers });
    expect((await call({ authorization: `Bearer ${'k'.repeat(32)}` })).statusCode).toBe(200);
    const refused: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${'k'.repeat(31)}` },
      { authorization: 'k'.repeat(32) },
      { 'x-test-actor': 'admin' },
    ];
    for (const headers of refused) {
      const res = await call(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    await app.close();
    // no key configured: nobody gets in, not even with an empty bearer
    const closed = await keyed(undefined);
    const res = await closed.inject({ method: 'POST', url: '/api/integration/ping', headers: { authorization: 'Bearer ' } });
    expect(res.statusCode).toBe(401);
    await closed.close();
  });

  it("enforces 'user' and 'admin' before the body is read, and gives the handler req.user", async () => {
    const app = await pipelineApp();
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const body = z.object({ name: z.string().min(1, 'Missing name').max(5) });
    typed.post('/api/mine', { config: { auth: 'user' }, schema: { body } }, async (req) => ({
      by: req.user.userId,
      name: req.body.name,
    }));
    typed.post('/api/admins', { config: { auth: 'admin' }, schema: { body } }, async (req) => ({ by: req.user.userId }));
    typed.get('/api/open', { config: { auth: 'public' } }, async (req) => ({ signedIn: req.actor.kind === 'user' }));
    await app.ready();
    const post = (url: string, who: string | null, payload: unknown) =>
      app.inject({ method: 'POST', url, payload: payload as object, headers: who ? { 'x-test-actor': who } : {} });

    // logged out: 401 even with a body the schema refuses (authentication first)
    const anonymous = await post('/api/mine', null, { name: '' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    expect((await post('/api/admins', 'landlord', { name: 'x' })).json().error.code).toBe('FORBIDDEN');
    expect((await post('/api/admins', 'landlord', { name: 'x' })).statusCode).toBe(403);

    // the schema's issues as the app's 400, with the field path and the schema's message
    const invalid = await post('/api/mine', 'landlord', { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['name'], message: 'Missing name' }],
    });

    expect((await post('/api/mine', 'landlord', { name: 'Lise' })).json()).toEqual({ by: 7, name: 'Lise' });
    expect((await post('/api/admins', 'admin', { name: 'A' })).json()).toEqual({ by: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/open' })).json()).toEqual({ signedIn: false });
    await app.close();
  });
});

describe('every route of the app declares who may call it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a logged-out call to a signed-in route is 401 before its input is validated', async () => {
    // a body the schema would refuse: still 401, so outsiders learn nothing from validation messages
    const res = await t.api.post('/api/users/me/password', { password: 1 });
    expect(res.statusCode).toBe(401);
    const admin = await t.api.get('/api/activity?page=-1');
    expect(admin.statusCode).toBe(401);
  });

  it("the spec's top-level message for a refused signup ('User validation failed') with per-field issues", async () => {
    const res = await t.api.post('/api/users', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('User validation failed');
    expect(res.json().error.issues.map((i: { path: string[] }) => i.path[0])).toContain('email');
  });
});
