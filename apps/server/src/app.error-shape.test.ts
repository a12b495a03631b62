/**
 * One error shape across REST and GraphQL (docs/architecture.md "Errors", STYLE.md "Errors"):
 *   REST    {error: {code, message, issues?}} with the code's 4xx/5xx status (ERROR_TABLE);
 *   GraphQL errors[0] = {message, extensions: {code, status, issues?}} with the same code, message
 *           and issues for the same failure, and the HTTP status of that first error (the body stays
 *           the GraphQL reply, data and errors); a reply without errors is 200.
 * The permission walk (api-permissions.test.ts) checks the shape of every refused call; here the
 * failures outside the handlers (unknown route, bad JSON, a body too large) and the REST/GraphQL pairs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '@udlejning/shared/errors';
import { startTestApp, type TestApp } from './test/test-app';
import { buildLandlord, type TestUser } from './test/factories';

type RestError = { error: { code: string; message: string; issues?: { path: (string | number)[]; message: string }[] } };
type GraphError = { errors: { message: string; extensions: { code: string; status: number; issues?: unknown[] } }[] };

/** The REST error of a GraphQL reply, in the REST shape. */
const asRest = (body: GraphError): RestError => {
  const { message, extensions } = body.errors[0];
  return { error: { code: extensions.code, message, ...(extensions.issues ? { issues: extensions.issues as never } : {}) } };
};

describe('one error shape', () => {
  let t: TestApp;
  let landlord: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  it.each([
    ['an unknown /api/ route', () => t.api.get('/api/no-such-route'), 404, 'NOT_FOUND'],
    [
      'malformed JSON',
      () =>
        t.app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a body over the limit',
      () => t.api.post('/api/errors', { message: 'x'.repeat(2 * 1024 * 1024) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['logged out on a user route', () => t.api.get('/api/users/me'), 401, 'UNAUTHENTICATED'],
  ] as const)('%s → %i %s in the REST shape', async (_name, send, status, code) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(ERROR_TABLE[code].status).toBe(status);
    const body = res.json<RestError>();
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe('string');
    expect(Object.keys(body)).toEqual(['error']);
  });

  it('the same failure reads the same over REST and GraphQL: 404 NOT_FOUND', async () => {
    const rest = await t.api.as(landlord).post(`/api/dwellings/organizations/${crypto.randomUUID()}`, {});
    const graph = await t.api.as(landlord).graph('query($id: ID!) { organization(id: $id) { id } }', { id: crypto.randomUUID() });
    expect(rest.statusCode).toBe(404);
    expect(graph.statusCode).toBe(404);
    expect(graph.json<GraphError>().errors[0].extensions.status).toBe(404);
    expect(asRest(graph.json<GraphError>())).toEqual(rest.json());
    // the GraphQL body is unchanged by the status: data and errors
    expect(graph.json()).toMatchObject({ data: { organization: null } });
  });

  it('the same failure reads the same over REST and GraphQL: 401 UNAUTHENTICATED', async () => {
    const rest = await t.api.get('/api/dwellings');
    const graph = await t.api.graph('{ organizations { id } }');
    expect([rest.statusCode, graph.statusCode]).toEqual([401, 401]);
    expect(asRest(graph.json<GraphError>())).toEqual(rest.json());
  });

  it('a GraphQL reply without errors is 200; with errors the first error decides the status', async () => {
    const ok = await t.api.as(landlord).graph('{ organizations { id } }');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { organizations: [] } });
    // mutation fields run one after the other, so their errors come in this order: 400, then 404
    const id = crypto.randomUUID();
    const invalidFirst = await t.api
      .as(landlord)
      .graph('mutation($id: ID!) { a: createOrganization(name: " ") { id } b: activateOrganization(id: $id) { id } }', { id });
    expect(invalidFirst.json<GraphError>().errors.map((e) => e.extensions.code)).toEqual(['VALIDATION_FAILED', 'NOT_FOUND']);
    expect(invalidFirst.statusCode).toBe(400);
    const missingFirst = await t.api
      .as(landlord)
      .graph('mutation($id: ID!) { b: activateOrganization(id: $id) { id } a: createOrganization(name: " ") { id } }', { id });
    expect(missingFirst.json<GraphError>().errors.map((e) => e.extensions.code)).toEqual(['NOT_FOUND', 'VALIDATION_FAILED']);
    expect(missingFirst.statusCode).toBe(404);
    expect(missingFirst.json()).toMatchObject({ data: { a: null, b: null } });
  });

  it('field issues: VALIDATION_FAILED with {path, message} per field on both', async () => {
    const rest = await t.api.as(landlord).post('/api/users/me', { email: 'not-an-email' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json<RestError>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: expect.arrayContaining([expect.objectContaining({ path: ['email'] })]),
    });
    const graph = await t.api
      .as(landlord)
      .graph('mutation($name: String!) { createOrganization(name: $name) { id } }', { name: ' ' });
    expect(graph.statusCode).toBe(400);
    expect(asRest(graph.json<GraphError>())).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: ERROR_TABLE.VALIDATION_FAILED.message,
        issues: [{ path: ['name'], message: 'Du mangler at udfylde feltet' }],
      },
    });
  });
});
