/**
 * The one Pothos schema builder. Each domain adds its types and fields in its own
 * `*.graphql.ts` (imported by src/graphql-schema.ts, which builds the schema); resolvers call the same services as REST.
 */
import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Actor, UserActor } from '../auth/actor';
import { AppError } from '../errors';
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
 * Who may call a field is declared on it, as on REST routes (docs/architecture.md "Request pipeline"; route-pipeline.ts):
 * `t.withAuth({ user: true })` (401 UNAUTHENTICATED when logged out) or `t.withAuth({ admin: true })`
 * (also 403 FORBIDDEN for non-admins); the resolver's `ctx.actor` is then a UserActor. Fields without
 * it are public and decide inside (status-link tokens).
 */
export const builder = new SchemaBuilder<{
  Context: GraphContext;
  AuthScopes: { user: boolean; admin: boolean };
  AuthContexts: { user: UserGraphContext; admin: UserGraphContext };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({ user: ctx.actor.kind === 'user', admin: ctx.actor.isAdmin }),
    unauthorizedError: (_parent, ctx) => new AppError(ctx.actor.kind === 'user' ? 'FORBIDDEN' : 'UNAUTHENTICATED'),
  },
  relay: { clientMutationId: 'omit', cursorType: 'String' },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  serialize: (v) => (v instanceof Date ? v.toISOString() : v),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new TypeError('Invalid DateTime');
    return d;
  },
});
builder.scalarType('JSON', { serialize: (v) => v, parseValue: (v) => v });
