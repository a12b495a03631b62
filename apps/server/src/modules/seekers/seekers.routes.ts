/**
 * REST of the seekers domain (doc 1 §7, doc 2 §7), thin over seekers.service:
 *   GET  /api/chat/requestSeeker/:externalId   → SeekerProfile (404 when the caller may not see it)
 *   GET  /api/chat/requestPreference/:id       → SeekerPreferences (`id`: the seeker's uuid)
 *   POST /api/chat/requestSeekers              { id, option, externalFrom? } → { results: SeekerListRow[] }
 *   GET  /api/dwellings/activeDwellings[?userId=] → { results: ActiveDwelling[] } (the seeker list's dropdown)
 *   POST /api/integration/seekers              { seekers: [...] } → { created, updated } (marketplace key)
 *   GET  /api/seekers/pictures/:filename       a cached seeker picture (WebP; public by its unguessable name)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeDwellingsQuerySchema,
  integrationSeekersSchema,
  requestSeekersSchema,
  seekerExternalIdParamsSchema,
} from '@udlejning/shared/seekers/seeker';
import { pathParams } from '../../platform/http/route-pipeline';
import { binaryReply } from '../../platform/http/openapi';
import {
  activeDwellingsReplySchema,
  integrationSeekersResultSchema,
  seekerListSchema,
  seekerPreferencesSchema,
  seekerProfileSchema,
} from '@udlejning/shared/seekers/replies';
import { getSeekerPreferences, getSeekerProfile, listActiveDwellings, requestSeekers } from './seekers.service';
import { upsertIntegrationSeekers } from './seekers.integration';
import { PICTURE_CACHE_CONTROL, SEEKER_PICTURE_PATH, readSeekerPicture } from './seeker-pictures';

export async function seekersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const user = { config: { auth: 'user' } } as const;

  app.get(
    '/api/chat/requestSeeker/:externalId',
    {
      ...user,
      schema: {
        operationId: 'requestSeeker',
        summary: "A seeker's profile by the marketplace's id",
        params: seekerExternalIdParamsSchema,
        response: { 200: seekerProfileSchema },
      },
    },
    async (req) => getSeekerProfile(deps, req.user, req.params.externalId),
  );

  app.get(
    '/api/chat/requestPreference/:id',
    {
      ...user,
      schema: {
        operationId: 'requestPreference',
        summary: "A seeker's preferences (id: the seeker's uuid)",
        params: pathParams('id'),
        response: { 200: seekerPreferencesSchema },
      },
    },
    async (req) => getSeekerPreferences(deps, req.user, req.params.id),
  );

  app.post(
    '/api/chat/requestSeekers',
    {
      ...user,
      schema: {
        operationId: 'requestSeekers',
        summary: 'The seekers who fit a dwelling or a landlord, best fit first',
        body: requestSeekersSchema,
        response: { 200: seekerListSchema },
      },
    },
    async (req) => requestSeekers(deps, req.user, req.body),
  );

  // a static path: Fastify prefers it to GET /api/dwellings/:uuid
  app.get(
    '/api/dwellings/activeDwellings',
    {
      ...user,
      schema: {
        operationId: 'listActiveDwellings',
        summary: "A landlord's active, approved dwellings",
        querystring: activeDwellingsQuerySchema,
        response: { 200: activeDwellingsReplySchema },
      },
    },
    async (req) => listActiveDwellings(deps, req.user, req.query),
  );

  app.post(
    '/api/integration/seekers',
    {
      config: { auth: 'integration' },
      schema: {
        operationId: 'upsertIntegrationSeekers',
        summary: "Create or update the marketplace's seekers (integration key)",
        body: integrationSeekersSchema,
        response: { 200: integrationSeekersResultSchema },
      },
    },
    async (req) => upsertIntegrationSeekers(deps, req.body),
  );

  // public like the listing images: an <img> sends no bearer token; the name is a random uuid that only
  // a visible profile gives out (docs/architecture.md "Seekers")
  app.get(
    `${SEEKER_PICTURE_PATH}/:filename`,
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getSeekerPicture',
        summary: "A seeker's cached marketplace picture",
        params: pathParams('filename'),
        response: { 200: binaryReply('image/webp', 'The picture (WebP)') },
      },
    },
    async (req, reply) => {
      const bytes = await readSeekerPicture(deps, req.params.filename);
      return reply.header('cache-control', PICTURE_CACHE_CONTROL).type('image/webp').send(bytes);
    },
  );
}
