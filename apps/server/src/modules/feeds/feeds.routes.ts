/**
 * The listing feed (docs/architecture.md "Partner integration"; no login: auth 'public', the token in the path is the key):
 *   GET /api/feeds/:feed   where :feed is `<feedToken>.json` → Feed (JSON) or `<feedToken>.rss` → RSS 2.0
 * Unknown or revoked token, or another extension → 404 NOT_FOUND.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathParams } from '../../platform/http/route-pipeline';
import { AppError } from '../../platform/errors';
import { feedSchema } from '@udlejning/shared/public-listing/replies';
import { feedToRss, getFeed } from './feeds.service';

export async function feedsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/feeds/:feed',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getFeed',
        summary: "A landlord's listing feed: <feedToken>.json or <feedToken>.rss",
        params: pathParams('feed'),
        response: {
          200: {
            description: 'The feed, as JSON (.json) or RSS 2.0 (.rss)',
            content: {
              'application/json': { schema: feedSchema },
              'application/rss+xml': { schema: z.string().meta({ description: 'RSS 2.0' }) },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const match = /^(.+)\.(json|rss)$/.exec(req.params.feed);
      if (!match) throw new AppError('NOT_FOUND');
      const feed = await getFeed(deps, match[1]);
      // partners poll: a few minutes of caching is fine, but never in shared caches (the URL is a secret)
      reply.header('cache-control', 'private, max-age=300');
      if (match[2] === 'json') return feed;
      const self = new URL(`/api/feeds/${req.params.feed}`, deps.publicUrl).toString();
      return reply.type('application/rss+xml; charset=utf-8').send(feedToRss(feed, self));
    },
  );
}
