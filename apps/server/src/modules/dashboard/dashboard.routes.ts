/**
 * REST of the landlord's to-do list (packages/shared/src/dashboard/todo.ts):
 *   GET /api/dashboard/todo → DashboardTodo (the signed-in user's own dwellings and threads)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardTodoSchema } from '@udlejning/shared/dashboard/todo';
import { getDashboardTodo } from './dashboard.service';

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/dashboard/todo',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getDashboardTodo',
        summary: 'What needs the signed-in landlord: unread threads, drafts, awaiting payment or approval, expiring soon',
        response: { 200: dashboardTodoSchema },
      },
    },
    async (req) => getDashboardTodo(deps, req.user),
  );
}
