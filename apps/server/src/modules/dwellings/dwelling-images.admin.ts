/**
 * The admin raw image download (doc 2 §6): GET /api/dwellings/images/:filename?size=raw sends the
 * originally uploaded file as an attachment, never cached by shared caches.
 */
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { checkRouteAuth } from '../../platform/http/route-pipeline';
import { attachmentHeader, readRawImage } from './use-cases/dwelling-images';

/**
 * Replies with the original upload of `filename`: admins only (the same URL without
 * `size=raw` is public, so the route checks here: 401/403), 404 via AppError.
 */
export async function sendRawImage(deps: Deps, actor: Actor, filename: string, reply: FastifyReply): Promise<FastifyReply> {
  checkRouteAuth('admin', actor);
  const file = await readRawImage(deps, filename);
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachmentHeader(file.downloadName))
    .header('x-content-type-options', 'nosniff')
    .type(file.mime)
    .send(file.bytes);
}
