/**
 * GET /api/docs (docs/architecture.md "OpenAPI document"): an OpenAPI 3.1 document of every REST route, from the routes' own zod
 * schemas, with each route's auth and the one error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { OPENAPI_METHODS } from './openapi';
import { routesFromTree } from '../../test/fuzz-arbitraries';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        'x-auth'?: string;
        requestBody?: unknown;
        parameters?: { name: string; in: string; schema?: Record<string, unknown> }[];
        responses: Record<string, unknown>;
        security?: unknown[];
      }
    >
  >;
};

/** Every `METHOD /api/...` route of the app, from Fastify's route tree (the fuzz test's parser). */
export function appRoutes(t: TestApp): string[] {
  return routesFromTree(t.app.printRoutes({ commonPrefix: false })).map((r) => `${r.method} ${r.path}`);
}

describe('GET /api/docs', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.api.get('/api/docs');
    expect(res.statusCode).toBe(200);
    doc = res.json<Doc>();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and lists every /api/ route with its auth', () => {
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([p, item]) =>
      OPENAPI_METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // a path regexp (:number(^\d{1,10})) is left out of the document's path
    const routes = appRoutes(t)
      .map((r) => r.replace(/\(.*?\)(?=\.|\/|$)/g, ''))
      .filter((r) => r.split(' ')[1].startsWith('/api/') && r !== 'GET /api/docs');
    expect(routes.length).toBeGreaterThan(40);
    expect([...documented].sort()).toEqual([...new Set(routes)].sort());
    for (const item of Object.values(doc.paths))
      for (const m of OPENAPI_METHODS)
        if (item[m]) expect(['public', 'user', 'admin', 'integration']).toContain(item[m]['x-auth']);
  });

  it('describes inputs from the zod schemas and errors in the one shape', () => {
    const create = doc.paths['/api/dwellings/organizations/{orgId}'].post;
    expect(create['x-auth']).toBe('user');
    expect(create.security).toEqual([{ loginToken: [] }]);
    expect(create.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'orgId', in: 'path' })]));
    expect(create.requestBody).toBeDefined();
    expect(create.responses['4XX']).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    const login = doc.paths['/api/auth'].post;
    expect(login['x-auth']).toBe('public');
    expect(JSON.stringify(login.requestBody)).toContain('password');
  });

  type BodySchema = { then?: unknown; properties: Record<string, unknown> };
  /** The request body of `method path`, by media type. */
  const bodyOf = (path: string, method: string) =>
    (doc.paths[path][method].requestBody as { content: Record<string, { schema: BodySchema }> }).content;
  /** The schema of the parameter `name` of `method path`. */
  const paramOf = (path: string, method: string, name: string) =>
    doc.paths[path][method].parameters?.find((p) => p.name === name)?.schema;

  it('states the checks zod makes in refinements (the contract test checks them all)', () => {
    // page sizes of the thread list, dates, statistics periods, path parameters as long as the router takes
    expect(paramOf('/api/chat/threads/{id}', 'get', 'pageSize')).toMatchObject({ enum: [10, 25, 50, 100] });
    expect(paramOf('/api/dwellings', 'get', 'createdFrom')).toMatchObject({
      anyOf: [{ format: 'date' }, { format: 'date-time' }],
    });
    expect(paramOf('/api/statistics/{landlordId}/{period}', 'get', 'period')).toHaveProperty('pattern');
    expect(paramOf('/api/dwellings/{uuid}', 'get', 'uuid')).toMatchObject({ minLength: 1, maxLength: 200 });
    // BUSINESS needs a company; texts that are trimmed must not be blank
    const signup = bodyOf('/api/users', 'post')['application/json'].schema;
    expect(signup.then).toEqual({ required: ['company'], properties: { company: { type: 'string', pattern: '\\S' } } });
    const message = bodyOf('/api/integration/messages', 'post')['application/json'].schema;
    expect(message.properties.externalId).toMatchObject({ pattern: '\\S' });
    // the upload's multipart body
    expect(Object.keys(bodyOf('/api/dwellings/upload', 'post'))).toEqual(['multipart/form-data']);
  });

  it('lists the success statuses each route answers', () => {
    const successOf = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses).filter((s) => s.startsWith('2'));
    expect(successOf('/api/users', 'post')).toEqual(['201']);
    expect(successOf('/api/dwellings', 'post')).toEqual(['201']);
    expect(successOf('/api/dwellings', 'get')).toEqual(['200']);
    expect(successOf('/api/dwellings/images/{filename}', 'delete')).toEqual(['204']);
    expect(successOf('/api/public/seekers/sign-in', 'post')).toEqual(['202']);
    expect(successOf('/api/errors', 'post')).toEqual(['204']);
  });
});
