/**
 * The one Pothos schema builder. Each domain adds its types and fields in its own
 * `*.graphql.ts` (imported by src/graphql-schema.ts, which builds the schema); resolvers call the same services as REST.
 */
import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin, { type StandardSchemaV1 } from '@pothos/plugin-validation';
import type { FieldIssue } from '@udlejning/shared/errors';
import type { Actor, UserActor } from '../auth/actor';
import { validationError } from '../errors';
import { authScopesOf, unauthorizedError } from './auth-first-plugin';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { Deps } from '../deps';

/**
 * language: the request's (Accept-Language), for mails to a recipient without one (docs/architecture.md "Jobs and mail").
 * bearer: the raw `Authorization: Bearer` token, for fields that take a token other than a login
 * (userResetPassword reads the mailed reset token from it; docs/architecture.md "Auth and sessions").
 */
export type GraphContext = { actor: Actor; deps: Deps; ip: string; language: Language | null; bearer: string | null };

/** The context of a field declared `t.withAuth({ user: true })` or `{ admin: true }`: the actor is signed in. */
export type UserGraphContext = GraphContext & { actor: UserActor };

/**
 * A standard-schema (zod) issue as the API reports it: its path of keys and indexes, and its message.
 * A mutation's `input` argument is its body, so paths inside it read as REST body paths (`['code']`,
 * not `['input', 'code']`): a form shows each at its field whichever transport sent it.
 */
function fieldIssueOf(issue: StandardSchemaV1.Issue): FieldIssue {
  const path = (issue.path ?? [])
    .map((segment) => (typeof segment === 'object' ? segment.key : segment))
    .filter((key): key is string | number => typeof key !== 'symbol');
  return { path: path[0] === 'input' && path.length > 1 ? path.slice(1) : path, message: issue.message };
}

/**
 * Who may call a field is declared on it, as on REST routes (docs/architecture.md "Request pipeline"; route-pipeline.ts):
 * `t.withAuth({ user: true })` (401 UNAUTHENTICATED when logged out) or `t.withAuth({ admin: true })`
 * (also 403 FORBIDDEN for non-admins); the resolver's `ctx.actor` is then a UserActor. Fields without
 * it are public and decide inside (status-link tokens).
 *
 * What a field takes is declared on it too, as a REST route's body schema: `args: t.validate({ … },
 * sharedSchema)` parses the arguments with the zod schema of packages/shared before the resolver
 * runs, which then gets the schema's output (ids as strings, defaults filled in). A failure is 400
 * VALIDATION_FAILED with every issue and its path, as REST answers; the scopes are checked before it
 * (auth-first-plugin.ts).
 */
export const builder = new SchemaBuilder<{
  Context: GraphContext;
  AuthScopes: { user: boolean; admin: boolean };
  AuthContexts: { user: UserGraphContext; admin: UserGraphContext };
  // every connection pages through connection.ts resolveConnection, which counts its list
  Connection: { totalCount: number; totalCountIsExact: boolean };
  // a field is non-null unless declared `nullable: true`, so clients need no null checks for values that are always there
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    // graphql-js hands every ID argument to the resolver as a string (an integer literal too)
    ID: { Input: string; Output: number | string };
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: ['authFirst', ScopeAuthPlugin, RelayPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => authScopesOf(ctx.actor),
    unauthorizedError: (_parent, ctx) => unauthorizedError(ctx.actor),
  },
  validation: {
    validationError: (failure) => validationError(failure.issues.map(fieldIssueOf)),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
});

builder.queryType({});
builder.mutationType({});

builder.globalConnectionFields((t) => ({
  totalCount: t.int({
    nullable: false,
    description:
      'Rows in the whole list; counted up to a cap on the large lists (then totalCountIsExact is false and the list holds more).',
    resolve: (parent) => parent.totalCount,
  }),
  totalCountIsExact: t.boolean({
    nullable: false,
    description: 'False when counting stopped at the cap (show "10.000+").',
    resolve: (parent) => parent.totalCountIsExact,
  }),
}));

builder.scalarType('DateTime', {
  serialize: (v) => (v instanceof Date ? v.toISOString() : v),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new TypeError('Invalid DateTime');
    return d;
  },
});
builder.scalarType('JSON', { serialize: (v) => v, parseValue: (v) => v });
