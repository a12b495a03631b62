/**
 * REST of the feedback survey (doc 2 §7):
 *   POST /api/feedbacks {rating 1-5, leasedByAB?, comment?, dwellingId} → 201 FeedbackView
 * (login, or the dwelling's status token in x-dwelling-token / ?token=).
 */
import type { FastifyInstance } from 'fastify';
import { statusTokenOf } from '../dwellings/status-token';
import { submitFeedback } from './feedback.service';

export async function feedbackRoutes(app: FastifyInstance) {
  app.post('/api/feedbacks', async (req, reply) => {
    const view = await submitFeedback(app.deps, { actor: req.actor, token: statusTokenOf(req) }, req.body);
    return reply.status(201).send(view);
  });
}
