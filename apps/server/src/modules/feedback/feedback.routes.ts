/**
 * REST of the feedback survey (doc 2 §7):
 *   POST /api/feedbacks {rating 1-5, leasedByAB?, comment?, dwellingId} → 201 FeedbackView
 * (login, or the dwelling's status token in x-dwelling-token / ?token=). At most 20 answers an
 * hour per IP (429 RATE_LIMITED, docs/architecture.md "Rate limits").
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackSchema } from '@udlejning/shared/feedback/feedback';
import { defineRateLimit } from '../../platform/http/rate-limit';
import { statusTokenOf } from '../dwellings/status-token';
import { feedbackViewSchema } from '@udlejning/shared/dwellings/replies';
import { submitFeedback } from './feedback.service';

export const feedbackByIp = defineRateLimit({ name: 'feedback-ip', points: 20, durationSeconds: 3600 });

export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // public: the status link's token holder answers too (feedback.service decides)
  const countRequest = (req: { ip: string }) => feedbackByIp.consume(app.deps.db, req.ip);
  app.post(
    '/api/feedbacks',
    {
      config: { auth: 'public', replies: { 201: 'The feedback, recorded' } },
      preValidation: countRequest,
      schema: {
        operationId: 'submitFeedback',
        summary: 'Answer the survey after a deactivation (login or status token)',
        body: feedbackSchema,
        response: { 201: feedbackViewSchema },
      },
    },
    async (req, reply) => {
      const view = await submitFeedback(app.deps, { actor: req.actor, token: statusTokenOf(req) }, req.body);
      return reply.status(201).send(view);
    },
  );
}
