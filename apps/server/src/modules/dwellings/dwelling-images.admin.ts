/**
 * The admin raw image download (doc 2 §6): GET /api/dwellings/images/:filename?size=raw sends the
 * originally uploaded file as an attachment, never cached by shared caches.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import { attachmentHeader, readRawImage } from './use-cases/dwelling-images';

/** Replies with the original upload of `req.params.filename` (401/403/404 via AppError). */
export async function sendRawImage(
  deps: Deps,
  req: FastifyRequest<{ Params: { filename: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const file = await readRawImage(deps, req.actor, req.params.filename);
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachmentHeader(file.downloadName))
    .header('x-content-type-options', 'nosniff')
    .type(file.mime)
    .send(file.bytes);
}
