/**
 * A Pothos plugin that checks a field's `t.withAuth(…)` scopes before its arguments are validated
 * (docs/architecture.md "Request pipeline": who may call comes before what they sent). Scope-auth
 * runs inside the argument mappers of @pothos/plugin-validation, so without this a logged-out caller
 * with bad arguments would get VALIDATION_FAILED instead of 401 UNAUTHENTICATED.
 * Scope-auth still runs afterwards; this one only moves the refusal forward.
 */
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { AppError } from '../errors';
import type { Actor } from '../auth/actor';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos registers plugins in its global namespace
  export namespace PothosSchemaTypes {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces
    export interface Plugins<Types extends SchemaTypes> {
      authFirst: AuthFirstPlugin<Types>;
    }
  }
}

/** The auth scopes (`user`, `admin`) an actor holds; builder.ts hands the same to scope-auth. */
export const authScopesOf = (actor: Actor) => ({ user: actor.kind === 'user', admin: actor.isAdmin });

/** The error of a refused scope: 403 FORBIDDEN for a signed-in user, else 401 UNAUTHENTICATED. */
export const unauthorizedError = (actor: Actor) => new AppError(actor.kind === 'user' ? 'FORBIDDEN' : 'UNAUTHENTICATED');

/** A field's declared scope map, when it is the plain `{ user: true }` / `{ admin: true }` form. */
function declaredScopes(pothosOptions: object): ('user' | 'admin')[] | null {
  const scopes = (pothosOptions as { authScopes?: unknown }).authScopes;
  if (scopes == null || typeof scopes !== 'object') return null;
  const names = Object.entries(scopes)
    .filter(([, on]) => on === true)
    .map(([name]) => name)
    .filter((name): name is 'user' | 'admin' => name === 'user' || name === 'admin');
  return names.length ? names : null;
}

/** Refuses before the argument mappers run: 401 UNAUTHENTICATED logged out, 403 FORBIDDEN without the scope (as builder.ts scopeAuth). */
export class AuthFirstPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    const needed = declaredScopes(fieldConfig.pothosOptions);
    if (!resolver || !needed || fieldConfig.argMappers.length === 0) return resolver;
    return (parent, args, ctx, info) => {
      const actor = (ctx as { actor: Actor }).actor;
      const held = authScopesOf(actor);
      if (!needed.some((scope) => held[scope])) throw unauthorizedError(actor);
      return resolver(parent, args, ctx, info);
    };
  }
}

SchemaBuilder.registerPlugin('authFirst', AuthFirstPlugin);
