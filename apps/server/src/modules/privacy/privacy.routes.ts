/**
 * REST routes of the privacy domain (GDPR art. 15, 17, 20; docs/privacy-retention.md), thin over
 * privacy.service.ts:
 *   GET  /api/users/me/export    user    zip: data.json + images/ (GDPR art. 15, 20)
 *   POST /api/users/me/deletion  user    {password} → {expireAt} schedules the own deletion (art. 17)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletionRequestSchema } from '@udlejning/shared/privacy/deletion';
import { deletionScheduledSchema } from '@udlejning/shared/accounts/replies';
import { binaryReply } from '../../platform/http/openapi';
import type { PersonalDataHook } from '../../platform/personal-data';
import { exportUserData, requestOwnDeletion } from './privacy.service';

/** `personalData`: every module's personal-data hook, in order (the app root's personal-data.ts). */
export async function privacyRoutes(fastify: FastifyInstance, opts: { personalData: readonly PersonalDataHook[] }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/users/me/export',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'exportUserData',
        summary: "Download the signed-in user's data (GDPR art. 15, 20)",
        response: { 200: binaryReply('application/zip', 'data.json and the images, as a zip') },
      },
    },
    async (req, reply) => {
      const stream = await exportUserData(deps, opts.personalData, req.user);
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="udlejning-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    '/api/users/me/deletion',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'requestOwnDeletion',
        summary: "Schedule the signed-in user's account deletion (GDPR art. 17)",
        body: deletionRequestSchema,
        response: { 200: deletionScheduledSchema },
      },
    },
    async (req) => requestOwnDeletion(deps, req.user, req.body),
  );
}
