/**
 * REST routes of the dwellings domain (doc 2 §7), thin over dwellings.service:
 *   POST /api/dwellings                       form body (+ step, finish) → 201 DwellingView
 *   GET  /api/dwellings?page=&pageSize=…      → { results: DwellingListItem[], totalCount }
 *   GET  /api/dwellings/:uuid                 → DwellingView
 *   POST /api/dwellings/:uuid                 form body (+ step, finish) → DwellingView
 *   POST /api/dwellings/upload                multipart `files` → { results: UploadResult[] }
 *   GET  /api/dwellings/images/:filename[?size=thumb][&download=1]   public image bytes
 *   GET  /api/dwellings/images/:filename?size=raw      admin: the original upload, as an attachment
 *   DELETE /api/dwellings/images/:filename    → 204
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOO_MANY_IMAGES } from '@udlejning/shared/dwellings/dwelling-form';
import { ERROR_TABLE } from '@udlejning/shared/errors';
import { requireUser } from '../../platform/auth/actor';
import { validationError } from '../../platform/errors';
import { presentDwelling } from './dwellings.presenter';
import { createDwelling, getDwelling, listDwellings, updateDwelling } from './dwellings.service';
import {
  IMAGE_CACHE_CONTROL,
  attachmentHeader,
  deleteImage,
  readImage,
  uploadImages,
  type IncomingFile,
} from './use-cases/dwelling-images';
import { sendRawImage } from './dwelling-images.admin';

type UuidParams = { Params: { uuid: string } };
type ImageParams = { Params: { filename: string }; Querystring: { size?: string; download?: string } };

/** The multipart `files` parts as IncomingFiles; other fields are drained and skipped. */
async function* incomingFiles(req: FastifyRequest): AsyncGenerator<IncomingFile> {
  try {
    for await (const part of req.files()) {
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      yield { name: part.filename, type: part.mimetype, read: () => part.toBuffer() };
    }
  } catch (err) {
    // more than MAX_IMAGES files (the multipart limit)
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT')
      throw validationError([{ path: ['files'], message: TOO_MANY_IMAGES }]);
    throw err;
  }
}

export async function dwellingsRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.post('/api/dwellings', async (req, reply) => {
    const record = await createDwelling(deps, req.actor, req.body);
    return reply.status(201).send(presentDwelling(record, req.actor, deps.now()));
  });

  app.get('/api/dwellings', async (req) => listDwellings(deps, req.actor, req.query));

  app.post('/api/dwellings/upload', async (req) => {
    if (!req.isMultipart()) {
      requireUser(req.actor); // logged-out callers get 401 first
      throw validationError([{ path: ['files'], message: ERROR_TABLE.UPLOAD_FAILED.message }]);
    }
    return uploadImages(deps, req.actor, incomingFiles(req));
  });

  app.get<ImageParams>('/api/dwellings/images/:filename', async (req, reply) => {
    if (req.query.size === 'raw') return sendRawImage(deps, req, reply);
    if (req.query.download) reply.header('content-disposition', attachmentHeader(req.params.filename));
    const bytes = await readImage(deps, req.params.filename, req.query.size === 'thumb' ? 'thumb' : 'web');
    return reply.header('cache-control', IMAGE_CACHE_CONTROL).type('image/webp').send(bytes);
  });

  app.delete<{ Params: { filename: string } }>('/api/dwellings/images/:filename', async (req, reply) => {
    await deleteImage(deps, req.actor, req.params.filename);
    return reply.status(204).send();
  });

  app.get<UuidParams>('/api/dwellings/:uuid', async (req) =>
    presentDwelling(await getDwelling(deps, req.actor, req.params.uuid), req.actor, deps.now()),
  );

  app.post<UuidParams>('/api/dwellings/:uuid', async (req) =>
    presentDwelling(await updateDwelling(deps, req.actor, req.params.uuid, req.body), req.actor, deps.now()),
  );
}
