/**
 * The OpenAPI document (GET /api/docs) says exactly what the server takes and answers (docs/architecture.md "OpenAPI document").
 *
 * 1. Generated requests: requests generated from the served document's own schemas (json-schema-faker,
 *    each checked valid with ajv before it is sent) for every operation and every kind of caller, against
 *    the real app on a real database. A request the document calls valid is never refused for its shape
 *    (400 VALIDATION_FAILED), every reply's status is one the operation lists and its body matches that
 *    reply's schema, and nothing answers 5xx. OPENAPI_RUNS=<n> sets the requests per operation and caller
 *    (CI: a few); OPENAPI_SEED=<n> replays a run.
 * 2. Real replies: every REST operation has an operationId, a summary and a schema for each 2xx reply,
 *    and one real request on seeded data (the permission walk's rows, api-permissions.rows.ts, as a caller
 *    the row lets through) answers 2xx with a body its schema accepts, and with every field the handler
 *    returned: the reply schemas write the replies, so a field a schema forgot would silently disappear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { startTestApp, type TestApp } from './test/test-app';
import { buildAdmin, buildLandlord } from './test/factories';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';
import { PROBE_HEADER, REPLY_WALK_ENV, droppedPaths, replyWalk, type ReplyWalk } from './test/openapi-reply-walk';
import { seedDemoSeekers } from './modules/seekers/seekers.seed';
import { INTEGRATION_ENV, INTEGRATION_KEY, buildSeeker, buildThread } from './modules/messages/messages.test-support';
import { OPENAPI_METHODS } from './platform/http/openapi';
import { ACCOUNT_MESSAGES } from '@udlejning/shared/accounts/fields';
import { ADDRESS_NOT_CHOSEN } from '@udlejning/shared/addresses/suggestion';
import { DWELLING_MESSAGES } from '@udlejning/shared/dwellings/dwelling-form';
import { IMAGE_MISSING } from './modules/dwellings/use-cases/save-dwelling';

const RUNS = Number(process.env.OPENAPI_RUNS ?? 6);
const SEED = Number(process.env.OPENAPI_SEED ?? 20_261_129);

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
type Reply = { description: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId?: string;
  summary?: string;
  'x-auth': 'public' | 'user' | 'admin' | 'integration';
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, Reply>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
type Caller = 'anonymous' | 'landlord' | 'admin' | 'integration';

/** The operations' callers: everyone who may call it and one who may not. */
const CALLERS: Record<Operation['x-auth'], Caller[]> = {
  public: ['anonymous', 'landlord'],
  user: ['landlord', 'admin', 'anonymous'],
  admin: ['admin', 'landlord'],
  integration: ['integration', 'anonymous'],
};

/**
 * The 400 VALIDATION_FAILED issues that depend on stored data or on the caller, not on the request's
 * shape, so no schema can state them: a new e-mail needs the current password (compared with the
 * stored e-mail); an address id must name an address of the address index; a listing's images must
 * be files the caller uploaded; the listing wizard's
 * step checks (a VA user may leave one consent out, doc 2 §5; what a step needs depends on the saved listing).
 */
const STATE_RULES: ReadonlySet<string> = new Set([
  ACCOUNT_MESSAGES.typePresentPassword,
  ADDRESS_NOT_CHOSEN,
  IMAGE_MISSING,
  ...Object.values(DWELLING_MESSAGES),
]);

/** What failed about the replies of one operation: how often, and the first request it failed for. */
type Failure = { operation: string; problem: string; count: number; request: string; status: number; body: string; log?: string };

/** The reply entry of `status` in `responses`: the exact status, else its range ('4XX'). */
function replyOf(responses: Record<string, Reply>, status: number): Reply | undefined {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`];
}

/** A query string (arrays as repeated keys, objects as JSON) for the generated query values. */
function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, typeof v === 'string' ? v : JSON.stringify(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe('the OpenAPI document is what the server validates and answers', () => {
  let t: TestApp;
  let doc: Doc;
  let tokens: Record<Caller, string | null>;
  let known: Record<string, string>;
  const serverErrors: string[] = [];
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const validators = new Map<Schema, ValidateFunction>();
  /** `schema` compiled once, with the document's components for its $refs. */
  const validatorOf = (schema: Schema) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: doc.components });
      validators.set(schema, validate);
    }
    return validate;
  };

  beforeAll(async () => {
    const log = pino({ level: 'error' }, { write: (line: string) => void serverErrors.push(line.slice(0, 2_000)) });
    t = await startTestApp({ log }, { env: INTEGRATION_ENV });
    doc = (await t.api.get('/api/docs')).json<Doc>();
    const landlord = await buildLandlord(t.deps);
    const admin = await buildAdmin(t.deps);
    const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', images: ['contract.webp'] });
    await seedDemoSeekers(t.deps.db);
    tokens = { anonymous: null, landlord: landlord.token, admin: admin.token, integration: INTEGRATION_KEY };
    // path parameters that name something that exists, used for half of the requests when the document allows them
    known = {
      uuid: dwelling.uuid,
      dwellingUuid: dwelling.uuid,
      id: String(landlord.id),
      landlordId: String(landlord.id),
      threadId: await buildThread(t.deps, { dwelling, seeker: await buildSeeker(t.deps) }),
      externalId: 'demo-paying',
      period: '30d',
      filename: 'contract.webp',
    };
  });
  afterAll(() => t?.close());

  it('every operation, every caller: valid requests are taken, replies are documented, no 5xx', async () => {
    const failures = new Map<string, Failure>();
    const statuses = new Map<number, number>();
    let sent = 0;
    let skipped = 0;
    let seed = SEED;
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      OPENAPI_METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
    );
    expect(operations.length).toBeGreaterThan(40);

    for (const { path, method, op } of operations) {
      for (const caller of CALLERS[op['x-auth']]) {
        for (let run = 0; run < RUNS; run++) {
          seed++;
          const fake = (schema: Schema, salt: number) =>
            generateSync(schema as JsonSchema, { seed: seed * 7 + salt, optionalsProbability: 0.5, maxItems: 3 });
          const query: Record<string, unknown> = {};
          let url = path;
          let valid = true;
          for (const [i, p] of (op.parameters ?? []).entries()) {
            if (p.in === 'path') {
              const real = known[p.name];
              const value = real !== undefined && run % 2 === 0 && validatorOf(p.schema)(real) ? real : fake(p.schema, i);
              valid &&= validatorOf(p.schema)(value);
              url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
            } else if (p.in === 'query' && (p.required || (seed + i) % 2 === 0)) {
              const value = fake(p.schema, i);
              valid &&= validatorOf(p.schema)(value);
              query[p.name] = value;
            }
          }
          const bodySchema = op.requestBody?.content['application/json']?.schema;
          // a multipart body (the upload) is not generated: its own tests and the fuzz test send those
          if (op.requestBody?.required && !bodySchema) {
            skipped++;
            continue;
          }
          const body = bodySchema ? fake(bodySchema, 99) : undefined;
          if (bodySchema) valid &&= validatorOf(bodySchema)(body);
          // json-schema-faker may miss a schema (a pattern with a look-around): those are not the document's valid requests
          if (!valid) {
            skipped++;
            continue;
          }
          const token = tokens[caller];
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: url + queryString(query),
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const request = `${caller} ${method.toUpperCase()} ${url}${queryString(query)}${body === undefined ? '' : ` ${JSON.stringify(body).slice(0, 300)}`}`;
          const operation = `${method.toUpperCase()} ${path}`;
          const fail = (problem: string) => {
            const key = `${operation} ${problem}`;
            const seen = failures.get(key);
            if (seen) seen.count++;
            else {
              const body = res.body.slice(0, 300);
              failures.set(key, {
                operation,
                problem,
                count: 1,
                request,
                status: res.statusCode,
                body,
                log: serverErrors.at(-1),
              });
            }
          };
          if (res.statusCode >= 500) {
            fail('a server error');
            continue;
          }
          const reply = replyOf(op.responses, res.statusCode);
          if (!reply) {
            fail(`status not in the document (${Object.keys(op.responses).join(', ')})`);
            continue;
          }
          const json = String(res.headers['content-type'] ?? '').startsWith('application/json') ? res.json<unknown>() : undefined;
          const error = (json as { error?: { code?: string; issues?: { message: string }[] } } | undefined)?.error;
          const byState = (error?.issues ?? []).length > 0 && error!.issues!.every((i) => STATE_RULES.has(i.message));
          if (res.statusCode === 400 && error?.code === 'VALIDATION_FAILED' && !byState) {
            fail('a request the document calls valid was refused for its shape');
            continue;
          }
          const schema = reply.content?.['application/json']?.schema;
          if (schema && !validatorOf(schema)(json))
            fail(`reply does not match its schema: ${ajv.errorsText(validatorOf(schema).errors)}`);
        }
      }
    }
    const summary = [...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(
      `openapi contract seed ${SEED}: ${sent} requests (${skipped} skipped), ${operations.length} operations: ${summary}`,
    );
    expect(sent).toBeGreaterThan(operations.length * RUNS);
    expect([...failures.values()]).toEqual([]);
  }, 120_000);
});

describe('every REST operation is named, summarised and answers its documented 2xx reply (real requests on seeded data)', () => {
  let t: TestApp;
  let doc: Doc;
  let walk: ReplyWalk;
  /** What each handler returned, before its reply schema wrote it (by the request's probe header). */
  const returned = new Map<string, unknown>();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    t = await startTestApp(
      {},
      {
        env: REPLY_WALK_ENV,
        beforeReady: (app) =>
          app.addHook('preSerialization', async (req, _reply, payload) => {
            const probe = req.headers[PROBE_HEADER];
            if (typeof probe === 'string') returned.set(probe, payload);
            return payload;
          }),
      },
    );
    doc = (await t.api.get('/api/docs')).json<Doc>();
    walk = await replyWalk(t);
  });
  afterAll(() => t?.close());

  it('every operation: an operationId, a summary, a schema for each 2xx reply, and a real 2xx reply that matches it', async () => {
    const failures: string[] = [];
    let compared = 0;
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      OPENAPI_METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map(({ op }) => op.operationId);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'operationIds used twice',
    ).toEqual([]);

    for (const { path, method, op } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      if (!/^[a-z][A-Za-z0-9]*$/.test(op.operationId ?? '')) failures.push(`${name}: no camelCase operationId`);
      if (!op.summary?.trim()) failures.push(`${name}: no summary`);
      const success = Object.entries(op.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) failures.push(`${name}: no 2xx reply`);
      for (const [status, reply] of success) {
        const schemas = Object.values(reply.content ?? {}).map((c) => c.schema);
        if (status === '204' ? schemas.length > 0 : schemas.length === 0 || schemas.some((s) => !s))
          failures.push(`${name}: ${status} ${status === '204' ? 'has a body' : 'has no schema'}`);
      }

      const res = await walk.send(name);
      if (!res) {
        failures.push(`${name}: no request in the walk (api-permissions.rows.ts or openapi-reply-walk.ts)`);
        continue;
      }
      const reply = op.responses[String(res.statusCode)];
      if (res.statusCode < 200 || res.statusCode > 299 || !reply) {
        failures.push(`${name}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (res.statusCode === 204) continue;
      const type = String(res.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      const schema = reply.content?.[type]?.schema;
      if (!schema) {
        failures.push(`${name}: ${res.statusCode} is ${type}, which the document does not list`);
        continue;
      }
      if (type !== 'application/json') {
        if (res.rawPayload.length === 0) failures.push(`${name}: an empty ${type} body`);
        continue;
      }
      const body = res.json<unknown>();
      const validate = ajv.compile({ ...schema, components: doc.components });
      if (!validate(body)) failures.push(`${name}: the reply does not match its schema: ${ajv.errorsText(validate.errors)}`);
      // a string payload (GraphQL's) is sent as it is: only objects go through a reply schema
      const raw = returned.get(res.probe);
      if (raw !== undefined && typeof raw !== 'string') {
        compared++;
        const dropped = droppedPaths(JSON.parse(JSON.stringify(raw)) as unknown, body);
        if (dropped.length) failures.push(`${name}: the reply schema drops ${dropped.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    // the JSON replies of every operation but GraphQL's (a string) and the address search (its own serializer)
    expect(compared).toBeGreaterThan(40);
  }, 120_000);
});
