/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
import type { Actor, UserActor } from '../auth/actor';
import type { Deps } from '../deps';
import type { ActorCheck } from './actor-hook';
import type { RouteAuth } from './route-pipeline';
import type { SuccessReplies } from './openapi';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    actor: Actor;
    /** The signed-in caller of a route declared `auth: 'user' | 'admin'` (route-pipeline.ts); unset on 'public' routes. */
    user: UserActor;
  }
  interface FastifyContextConfig {
    /** How the actor hook signs the caller in (actor-hook.ts); 'session' when absent. */
    actorCheck?: ActorCheck;
    /** Who may call the route (route-pipeline.ts): required on every /api/ route. */
    auth?: RouteAuth;
    /** The top-level message of a 400 from the route's schemas, when the spec names one ('User validation failed'). */
    validationMessage?: string;
    /** The route's success statuses for the OpenAPI document, with a description each; `{ 200: 'OK' }` when absent. */
    replies?: SuccessReplies;
    /** The multipart field a route reads its files from (the OpenAPI document's multipart/form-data body). */
    multipartFiles?: string;
  }
}
