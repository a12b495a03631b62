/**
 * The OpenAPI 3.1 document of the REST API, served as JSON at GET /api/docs (docs/architecture.md "OpenAPI document").
 * It is generated from the routes themselves: @fastify/swagger collects every route, and
 * fastify-type-provider-zod's jsonSchemaTransform turns the same zod schemas the route pipeline
 * validates with (params, querystring, body) into JSON Schema. Each operation carries:
 * - `x-auth`: the route's `config.auth` ('public' | 'user' | 'admin' | 'integration', route-pipeline.ts),
 *   and `security` (bearer login token; the integration key for 'integration');
 * - a `4XX`/`5XX` reply of the one error shape `{error: {code, message, issues?, details?}}` (components.schemas.ErrorBody).
 * Routes outside /api/ (the web app, static files) are left out.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@udlejning/shared/errors';
import { PAGE_DESCRIPTION } from '@udlejning/shared/paging';
import type { RouteAuth } from './route-pipeline';

/** A route's success statuses and what each means (`config.replies`); 204 has no body. */
export type SuccessReplies = Partial<Record<200 | 201 | 202 | 204, string>>;

/** The methods the document lists (HEAD routes are Fastify's automatic twins of GET). */
export const OPENAPI_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const errorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: [...ERROR_CODES] },
        message: { type: 'string' },
        issues: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'message'],
            properties: {
              path: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
              message: { type: 'string' },
            },
          },
        },
        details: {
          type: 'object',
          description: 'Facts the client acts on, e.g. DWELLING_ADDRESS_TAKEN: { dwelling: uuid }.',
          additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
        },
      },
    },
  },
} as const;

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** A GraphQL reply: data and errors, each error with the same code and status as REST (graphql/plugin.ts). */
const graphqlReply = {
  type: 'object',
  properties: {
    data: { type: ['object', 'null'] },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string' },
          extensions: {
            type: 'object',
            properties: { code: { type: 'string', enum: [...ERROR_CODES] }, status: { type: 'integer' } },
          },
        },
      },
    },
  },
} as const;

/** /api/graph's replies: a GraphQL reply with the status of its first error, or the REST error shape when no GraphQL reply could be made (415, 405, 413). */
const graphqlReplies = (description: string) => ({
  description,
  content: { 'application/json': { schema: { anyOf: [graphqlReply, { $ref: '#/components/schemas/ErrorBody' }] } } },
});

type Operation = {
  operationId?: string;
  summary?: string;
  responses?: Record<string, unknown>;
  parameters?: { in: string; schema?: Record<string, unknown> }[];
};

const isZod = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;
/** A reply given per content type, every schema of it zod: `{ content: { 'application/json': { schema } } }`. */
const isZodContent = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  'content' in value &&
  Object.values(value.content as Record<string, { schema?: unknown }>).every((c) => isZod(c.schema));

/**
 * A reply that is no JSON (an image, a PDF, a zip): `schema: { response: { 200: binaryReply('image/webp', 'The image') } }`.
 * Such bodies are never serialised (Fastify sends buffers and streams as they are).
 */
export const binaryReply = (contentType: string, description: string) => ({
  description,
  // bytes (a Buffer or a stream), never serialised: any value in TypeScript, binary text in the document
  content: { [contentType]: { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
});

/** The request body of a route reading files from the multipart field `field` (config.multipartFiles). */
const multipartBody = (field: string) => ({
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    required: [field],
    properties: { [field]: { type: 'array', items: { type: 'string', format: 'binary' } } },
  },
});

/** A route schema's zod parts (converted by jsonSchemaTransform) and plain JSON Schema parts (kept). */
function splitSchema(schema: Record<string, unknown> | undefined) {
  const zodParts: Record<string, unknown> = {};
  const jsonParts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema ?? {})) {
    if (key === 'response' && value && typeof value === 'object') {
      const entries = Object.entries(value);
      const zodReplies = Object.fromEntries(entries.filter(([, v]) => isZod(v) || isZodContent(v)));
      const jsonReplies = Object.fromEntries(entries.filter(([, v]) => !isZod(v) && !isZodContent(v)));
      if (Object.keys(zodReplies).length) zodParts.response = zodReplies;
      if (Object.keys(jsonReplies).length) jsonParts.response = jsonReplies;
    } else if (isZod(value)) zodParts[key] = value;
    else jsonParts[key] = value;
  }
  return { zodParts, jsonParts };
}

/**
 * Registers @fastify/swagger (call before any route, it collects them as they are added) and
 * GET /api/docs. `version` is the API's version string.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Udlejning API',
        version,
        description: [
          'REST calls of the landlord platform (spec doc 1 §7, doc 2 §7). GraphQL is at POST /api/graph; its schema is docs/schema.graphql.',
          '',
          `Paging: every REST list that pages takes \`page\` counted from 1 (the first page is \`page=1\`, the default) and \`pageSize\`, and answers \`{ results, totalCount }\`. ${PAGE_DESCRIPTION}`,
          '',
          'Every operation has an operationId and its success replies a schema; an error is `{ error: { code, message, issues? } }` (ErrorBody).',
        ].join('\n'),
      },
      // the API is served by the host that serves this document (PUBLIC_URL, or a partner's host)
      servers: [{ url: '/', description: 'The host serving this document' }],
      components: {
        securitySchemes: {
          loginToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The login token (lltoken)' },
          integrationKey: { type: 'http', scheme: 'bearer', description: 'INTEGRATION_KEY of the marketplace' },
        },
        schemas: { ErrorBody: errorBody as never },
      },
    },
    transform: (doc) => {
      const config = doc.route.config as { auth?: RouteAuth; replies?: SuccessReplies; multipartFiles?: string } | undefined;
      const auth = config?.auth;
      if (!doc.url.startsWith('/api/') || !auth) return { schema: { ...doc.schema, hide: true } as never, url: doc.url };
      // some routes declare plain JSON Schema replies (Fastify's fast serializer): those stay as they are
      const { zodParts, jsonParts } = splitSchema(doc.schema as Record<string, unknown>);
      const { schema, url } = jsonSchemaTransform({ ...doc, schema: zodParts as never });
      // each success status the route answers (config.replies) with its reply schema (schema.response), a 204 without content
      const replies: Record<string, string> = config?.replies ?? { 200: 'OK' };
      const schemas: Record<string, Record<string, unknown>> = {
        ...(schema.response as Record<string, Record<string, unknown>> | undefined),
        ...(jsonParts.response as Record<string, Record<string, unknown>> | undefined),
      };
      const response = Object.fromEntries(
        [...new Set([...Object.keys(replies), ...Object.keys(schemas)])].map((status) => {
          const reply = schemas[status];
          const description = replies[status] ?? (reply?.description as string | undefined) ?? 'OK';
          if (!reply) return [status, status === '204' ? { description, type: 'null' } : { description }];
          // a reply per content type carries its own description; a plain schema gets it through @fastify/swagger's key
          return [status, 'content' in reply ? { description, ...reply } : { ...reply, 'x-response-description': description }];
        }),
      );
      Object.assign(schema, jsonParts, Object.keys(response).length ? { response } : {});
      if (config?.multipartFiles) Object.assign(schema, multipartBody(config.multipartFiles));
      const security = auth === 'integration' ? [{ integrationKey: [] }] : auth === 'public' ? [] : [{ loginToken: [] }];
      return { schema: { ...schema, security, 'x-auth': auth } as never, url };
    },
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      const openapi = doc.openapiObject;
      for (const [path, item] of Object.entries(openapi.paths ?? {})) {
        for (const method of OPENAPI_METHODS) {
          const shared = (item as Record<string, Operation | undefined>)[method];
          if (!shared) continue;
          // a route of several methods (GET and POST /api/graph) gives each method the same object: each gets its own
          const op: Operation = { ...shared };
          (item as Record<string, Operation>)[method] = op;
          if (path === '/api/graph') {
            // one route answers both methods: each gets its own name
            Object.assign(
              op,
              method === 'get'
                ? { operationId: 'queryGraphqlByUrl', summary: 'Run a GraphQL query given in the URL (query, variables)' }
                : { operationId: 'queryGraphql', summary: 'Run a GraphQL query or mutation (JSON body: query, variables)' },
            );
            op.responses = {
              '200': graphqlReplies('A GraphQL reply without errors'),
              '4XX': graphqlReplies('A GraphQL reply whose first error is a client error, with that status'),
              '5XX': graphqlReplies('A GraphQL reply whose first error is INTERNAL or DATABASE_UNAVAILABLE'),
            };
            continue;
          }
          // '.' and '..' are dot-segments: a client's URL resolution removes them, so no route receives them
          for (const param of op.parameters ?? []) {
            if (param.in === 'path' && param.schema) param.schema.not = { enum: ['.', '..'] };
          }
          op.responses = {
            ...op.responses,
            '4XX': errorReply(
              'A client error (400 with field issues, 401, 403, 404, 405 with Allow, 408, 409, 413, 414, 415, 429, 431)',
            ),
            '5XX': errorReply('INTERNAL (500) or DATABASE_UNAVAILABLE (503)'),
          };
          delete op.responses.default;
        }
      }
      return openapi;
    },
  });
  app.get('/api/docs', { config: { auth: 'public' }, schema: { hide: true } as never }, async () => app.swagger());
}
