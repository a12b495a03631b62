/**
 * Mounts GraphQL (graphql-yoga) at /api/graph:
 * - the document is limited before it costs anything: the body (GRAPHQL_LIMITS.bodyBytes, else 413
 *   PAYLOAD_TOO_LARGE), its tokens while parsing, then depth, aliases, directives and cost while
 *   validating (graphql-armor); in production also no introspection and no "Did you mean" suggestions;
 *   GraphiQL is served only in development;
 * - errors: an AppError keeps its code in errors[].extensions.code (field issues in
 *   extensions.issues, a rate limit's wait in seconds in extensions.retryAfter); a database outage is
 *   DATABASE_UNAVAILABLE (docs/architecture.md "Database outages"); a mistake in the document or its variables (syntax, unknown
 *   field, a variable of the wrong type, a limit) is BAD_USER_INPUT; anything else is INTERNAL, masked;
 * - HTTP status (docs/architecture.md "Errors", one error shape): a reply with errors gets the status of its first error
 *   (extensions.status, else its code's in ERROR_TABLE, so INTERNAL is 500), with Retry-After as REST
 *   sends it (a rate limit's retryAfter, a database outage); the body stays the GraphQL reply (data and
 *   errors). A reply without errors is 200. A refusal of yoga's without a GraphQL body (415 for a
 *   POST that is no JSON, 405 for a mutation over GET) is the REST error shape.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { ZodError } from 'zod';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { ERROR_CODES, ERROR_TABLE, type ErrorCode } from '@udlejning/shared/errors';
import { AppError, fromZodError } from '../errors';
import { isDatabaseUnavailable } from '../db/availability';
import { requestLanguage } from '../http/request-language';
import { replyLanguage } from '../http/reply-language';
import { issuesIn, messageIn } from '@udlejning/shared/i18n/reply-language';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { FieldIssue } from '@udlejning/shared/errors';
import { RETRY_AFTER_SECONDS, errorBodyForStatus } from '../http/error-handler';
import { bearerToken } from '../http/actor-hook';
import type { GraphContext } from './builder';

/**
 * Limits of one GraphQL request. The web app's largest operation (the admin list's
 * DwellingConnection) has ~60 tokens, depth 5 and cost ~150; UserDwellings reaches depth 6.
 */
export const GRAPHQL_LIMITS = {
  /** Request body, bytes: the largest query the web app sends is about 1 KB. */
  bodyBytes: 64 * 1024,
  /** Lexical tokens in the document (counted while parsing, so a huge document stops early). */
  tokens: 2_000,
  /** Nesting of fields; 7 allows dwelling → user → dwellings → results → location → address, no more. */
  depth: 7,
  /** Aliases per operation (every field name counts, __typename too). */
  aliases: 15,
  directives: 20,
  /** graphql-armor's static cost (objects 2, scalars 1, times 1.5 per level). */
  cost: 5_000,
} as const;

// duck-typed: under Vitest `graphql` loads twice (ESM for our code, CJS for yoga), so instanceof fails
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');

/**
 * The extensions of a client mistake: our code and status, and yoga's `http` (stripped from the
 * reply) so the HTTP status is 400 too, also for `application/json` requests.
 */
const badUserInputExtensions = () => ({
  code: 'BAD_USER_INPUT',
  status: ERROR_TABLE.BAD_USER_INPUT.status,
  http: { status: ERROR_TABLE.BAD_USER_INPUT.status, spec: false },
});

/** A BAD_USER_INPUT error with the document's own message. */
function badUserInput(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: badUserInputExtensions(),
  });
}

/** Marks parse and validation errors (yoga's own GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED) as BAD_USER_INPUT. */
const clientMistakeCodes: Plugin = {
  onParse:
    () =>
    ({ result }) => {
      if (isGraphQLError(result)) Object.assign(result.extensions, badUserInputExtensions());
    },
  onValidate:
    () =>
    ({ valid, result }) => {
      if (!valid) for (const error of result) Object.assign(error.extensions, badUserInputExtensions());
    },
};

/** Refuses `__schema` and `__type` (graphql's own rule); `__typename` stays allowed. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

type GraphReplyError = { extensions?: { code?: unknown; status?: unknown; retryAfter?: unknown } };

const isErrorCode = (code: unknown): code is ErrorCode => ERROR_CODES.includes(code as ErrorCode);
const isErrorStatus = (status: unknown): status is number =>
  typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 600;

/**
 * The HTTP status of a GraphQL reply and its Retry-After: the first error's status (extensions.status,
 * else its code's), yoga's own for an error that names neither (yoga's 4xx, else 500), yoga's without errors.
 * Retry-After as REST sends it: a rate limit's wait, or RETRY_AFTER_SECONDS during a database outage.
 */
function replyStatusOf(yogaStatus: number, body: unknown): { status: number; retryAfter?: number } {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return { status: yogaStatus };
  const { code, status, retryAfter } = (errors[0] as GraphReplyError | null)?.extensions ?? {};
  const fallback = isErrorStatus(yogaStatus) ? yogaStatus : ERROR_TABLE.INTERNAL.status;
  return {
    status: isErrorStatus(status) ? status : isErrorCode(code) ? ERROR_TABLE[code].status : fallback,
    ...(typeof retryAfter === 'number'
      ? { retryAfter }
      : code === 'DATABASE_UNAVAILABLE'
        ? { retryAfter: RETRY_AFTER_SECONDS }
        : {}),
  };
}

/** JSON of a yoga reply (application/json or application/graphql-response+json); null for anything else (GraphiQL's page). */
function jsonOf(contentType: string | null, text: string): unknown {
  if (!contentType?.includes('json')) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type GraphErrorJson = { message?: unknown; extensions?: { issues?: unknown } };

/**
 * A GraphQL reply with its errors' messages and field issues in `language` (docs/architecture.md "Translations" →
 * "Reply language"); null when it has no errors to write.
 */
function errorsIn(language: Language, json: unknown): unknown {
  const errors = (json as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return {
    ...(json as object),
    errors: (errors as GraphErrorJson[]).map((error) => ({
      ...error,
      ...(typeof error.message === 'string' ? { message: messageIn(language, error.message) } : {}),
      ...(error.extensions && Array.isArray(error.extensions.issues)
        ? { extensions: { ...error.extensions, issues: issuesIn(language, error.extensions.issues as FieldIssue[]) } }
        : {}),
    })),
  };
}

/** Options of the plugin: the app's schema (built at the root from every domain's fields, src/graphql-schema.ts). */
export type GraphqlPluginOptions = { schema: GraphQLSchema };

export async function graphqlPlugin(app: FastifyInstance, opts: GraphqlPluginOptions) {
  const isProduction = app.deps.env.NODE_ENV === 'production';
  const limits = { exposeLimits: true, propagateOnRejection: true };
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphContext>({
    schema: opts.schema,
    graphqlEndpoint: '/api/graph',
    logging: false,
    // GraphiQL only while developing (NODE_ENV=development), never in test or production (docs/architecture.md "GraphQL")
    graphiql: app.deps.env.NODE_ENV === 'development',
    landingPage: false,
    // yoga would answer every origin, with credentials; CORS is the app's (platform/http/security.ts)
    cors: false,
    plugins: [
      clientMistakeCodes,
      maxTokensPlugin({ ...limits, n: GRAPHQL_LIMITS.tokens }),
      maxDepthPlugin({ ...limits, n: GRAPHQL_LIMITS.depth, flattenFragments: true }),
      maxAliasesPlugin({ ...limits, n: GRAPHQL_LIMITS.aliases, allowList: [] }),
      maxDirectivesPlugin({ ...limits, n: GRAPHQL_LIMITS.directives }),
      costLimitPlugin({ ...limits, maxCost: GRAPHQL_LIMITS.cost }),
      ...(isProduction ? [noIntrospection, blockFieldSuggestionsPlugin()] : []),
    ],
    context: ({ req }) => ({
      actor: req.actor,
      deps: app.deps,
      ip: req.ip,
      language: requestLanguage(req),
      bearer: bearerToken(req),
    }),
    maskedErrors: {
      maskError(error, message) {
        const original = isGraphQLError(error) ? error.originalError : error;
        const appError =
          original instanceof ZodError
            ? fromZodError(original)
            : isDatabaseUnavailable(original)
              ? new AppError('DATABASE_UNAVAILABLE')
              : original;
        if (appError instanceof AppError) {
          return new GraphQLError(appError.message, {
            extensions: {
              code: appError.code,
              status: appError.status,
              ...(appError.issues ? { issues: appError.issues } : {}),
              ...(appError.details ? { details: appError.details } : {}),
              ...(appError.retryAfterSeconds !== undefined ? { retryAfter: appError.retryAfterSeconds } : {}),
            },
          });
        }
        // no path: raised before any resolver ran (parse, validation, variable coercion, a limit),
        // so it is about the request the client sent
        if (isGraphQLError(error) && !error.path) return badUserInput(error);
        app.log.error({ err: original }, 'graphql resolver failed');
        return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
      },
    },
  });

  app.route({
    url: '/api/graph',
    method: ['GET', 'POST'],
    // each field declares who may call it (builder.ts: t.withAuth)
    config: { auth: 'public' },
    bodyLimit: GRAPHQL_LIMITS.bodyBytes,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      // read whole: the replies are small JSON (no subscriptions, @defer or @stream)
      const text = await response.text();
      const json = jsonOf(response.headers.get('content-type'), text);
      // yoga's own refusals without a GraphQL body (415 for a body that is no JSON, 405): the REST error shape
      if (json === null && isErrorStatus(response.status) && response.status < 500) {
        return reply.status(response.status).type('application/json; charset=utf-8').send(errorBodyForStatus(response.status));
      }
      const { status, retryAfter } = replyStatusOf(response.status, json);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      reply.status(status);
      const language = replyLanguage(req);
      const translated = errorsIn(language, json);
      if (translated === null) return reply.send(text);
      reply.header('content-language', language);
      return reply.send(JSON.stringify(translated));
    },
  });
}
