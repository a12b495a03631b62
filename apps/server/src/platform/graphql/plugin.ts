/**
 * Mounts GraphQL (graphql-yoga) at POST /api/graph. AppErrors keep their code in
 * errors[].extensions.code (and field issues in extensions.issues); anything else is masked.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { ZodError } from 'zod';
import { AppError, fromZodError } from '../errors';
import { graphqlSchema } from './schema';
import type { GraphContext } from './builder';

export async function graphqlPlugin(app: FastifyInstance) {
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphContext>({
    schema: graphqlSchema,
    graphqlEndpoint: '/api/graph',
    logging: false,
    graphiql: app.deps.env.NODE_ENV !== 'production',
    context: ({ req }) => ({ actor: req.actor, deps: app.deps, ip: req.ip }),
    maskedErrors: {
      maskError(error, message) {
        // duck-typed: under Vitest `graphql` loads twice (ESM for our code, CJS for yoga), so instanceof fails
        const isGraphQLError = error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');
        const original = isGraphQLError ? (error as GraphQLError).originalError : error;
        const appError = original instanceof ZodError ? fromZodError(original) : original;
        if (appError instanceof AppError) {
          return new GraphQLError(appError.message, {
            extensions: { code: appError.code, status: appError.status, ...(appError.issues ? { issues: appError.issues } : {}) },
          });
        }
        if (isGraphQLError && !original) return error; // syntax/validation errors
        app.log.error({ err: original }, 'graphql resolver failed');
        return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
      },
    },
  });

  app.route({
    url: '/api/graph',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
