/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
import type { Actor } from '../auth/actor';
import type { Deps } from '../deps';
import type { ActorCheck } from './actor-hook';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** How the actor hook signs the caller in (actor-hook.ts); 'session' when absent. */
    actorCheck?: ActorCheck;
  }
}
