/**
 * REST of statistics (doc 1 §7 "GET /api/statistics/{a}/{b}"; docs/architecture.md "Statistics"):
 *   GET /api/statistics/:landlordId/:period               → StatisticsReply
 *   GET /api/statistics/:landlordId/:period/:dwellingUuid → DwellingStatistics (per-day series, tier value)
 *   GET /api/statistics/funnel/:landlordId/:period        → StatisticsFunnel (statistics.funnel.ts)
 * `landlordId`: a user id or 'me'; `period`: 'all' | '7d' | '30d' | '90d' | 'YYYY-MM'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dwellingStatisticsParamsSchema, statisticsParamsSchema } from '@udlejning/shared/statistics/statistics';
import { dwellingStatisticsSchema, statisticsReplySchema } from '@udlejning/shared/statistics/replies';
import { statisticsFunnelSchema } from '@udlejning/shared/statistics/funnel';
import { getDwellingStatistics, getStatistics } from './statistics.service';
import { getStatisticsFunnel } from './statistics.funnel';

export async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const user = { config: { auth: 'user' } } as const;

  app.get(
    '/api/statistics/:landlordId/:period',
    {
      ...user,
      schema: {
        operationId: 'getStatistics',
        summary: "A landlord's statistics per dwelling for a period",
        params: statisticsParamsSchema,
        response: { 200: statisticsReplySchema },
      },
    },
    async (req) => getStatistics(deps, req.user, req.params),
  );

  app.get(
    '/api/statistics/:landlordId/:period/:dwellingUuid',
    {
      ...user,
      schema: {
        operationId: 'getDwellingStatistics',
        summary: "One dwelling's statistics per day for a period, and what its tier bought",
        params: dwellingStatisticsParamsSchema,
        response: { 200: dwellingStatisticsSchema },
      },
    },
    async (req) => getDwellingStatistics(deps, req.user, req.params),
  );

  // a static first segment: find-my-way matches it before /:landlordId/:period/:dwellingUuid
  app.get(
    '/api/statistics/funnel/:landlordId/:period',
    {
      ...user,
      schema: {
        operationId: 'getStatisticsFunnel',
        summary: 'The let funnel per listing, in total and per month, and what each krone of a paid tier bought',
        params: statisticsParamsSchema,
        response: { 200: statisticsFunnelSchema },
      },
    },
    async (req) => getStatisticsFunnel(deps, req.user, req.params),
  );
}
