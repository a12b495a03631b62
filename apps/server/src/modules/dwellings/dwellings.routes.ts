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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dwellingListQuerySchema } from '@udlejning/shared/dwellings/dwelling';
import { TOO_MANY_IMAGES, dwellingSaveBodySchema } from '@udlejning/shared/dwellings/dwelling-form';
import { ERROR_TABLE } from '@udlejning/shared/errors';
import { validationError } from '../../platform/errors';
import { pathParams } from '../../platform/http/route-pipeline';
import { binaryReply } from '../../platform/http/openapi';
import { dwellingListReplySchema, dwellingViewSchema, uploadReplySchema } from '@udlejning/shared/dwellings/replies';
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

const uuidParams = pathParams('uuid');
const filenameParams = pathParams('filename');
const imageQuery = z.object({ size: z.string().max(10).optional(), download: z.string().max(10).optional() });

/** The multipart `files` parts as IncomingFiles; other fields are drained and skipped. */
async function* incomingFiles(req: FastifyRequest): AsyncGenerator<IncomingFile> {
  try {
    for await (const part of req.files()) {
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      yield { name: part.filename, type: part.mimetype, read: () => part.toBuffer().catch(uploadError) };
    }
  } catch (err) {
    uploadError(err);
  }
}

/**
 * A multipart error as the client's: more than MAX_IMAGES files (the multipart limit) → TOO_MANY_IMAGES;
 * a body the parser cannot read (no or a wrong boundary, a part cut short) → 400 UPLOAD_FAILED;
 * the multipart plugin's own 4xx (a file over the size limit) keep their status.
 */
function uploadError(err: unknown): never {
  if ((err as { code?: string }).code === 'FST_FILES_LIMIT')
    throw validationError([{ path: ['files'], message: TOO_MANY_IMAGES }]);
  if ((err as { statusCode?: number }).statusCode === undefined)
    throw validationError([{ path: ['files'], message: ERROR_TABLE.UPLOAD_FAILED.message }]);
  throw err;
}

export async function dwellingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const user = { config: { auth: 'user' } } as const;

  app.post(
    '/api/dwellings',
    {
      config: { auth: 'user', replies: { 201: 'The new listing' } },
      schema: {
        operationId: 'createDwelling',
        summary: 'Create a dwelling (a draft, or PENDING_REVIEW with finish)',
        body: dwellingSaveBodySchema,
        response: { 201: dwellingViewSchema },
      },
    },
    async (req, reply) => {
      const record = await createDwelling(deps, req.user, req.body);
      return reply.status(201).send(presentDwelling(record, req.user, deps.now()));
    },
  );

  app.get(
    '/api/dwellings',
    {
      ...user,
      schema: {
        operationId: 'listDwellings',
        summary: "One page of the caller's dwellings (all dwellings for admins)",
        querystring: dwellingListQuerySchema,
        response: { 200: dwellingListReplySchema },
      },
    },
    async (req) => listDwellings(deps, req.user, req.query),
  );

  app.post(
    '/api/dwellings/upload',
    {
      config: { auth: 'user', multipartFiles: 'files' },
      schema: {
        operationId: 'uploadDwellingImages',
        summary: 'Upload listing images (multipart field files)',
        response: { 200: uploadReplySchema },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw validationError([{ path: ['files'], message: ERROR_TABLE.UPLOAD_FAILED.message }]);
      return uploadImages(deps, req.user, incomingFiles(req));
    },
  );

  // public: listing images are shown to everyone; ?size=raw is admin-only (sendRawImage checks)
  const imageRoute = {
    config: { auth: 'public' },
    schema: {
      operationId: 'getDwellingImage',
      summary: 'A listing image (WebP; size=thumb, download=1; size=raw for admins: the original upload)',
      params: filenameParams,
      querystring: imageQuery,
      response: { 200: binaryReply('image/webp', 'The image (the original upload with size=raw)') },
    },
  } as const;
  app.get('/api/dwellings/images/:filename', imageRoute, async (req, reply) => {
    if (req.query.size === 'raw') return sendRawImage(deps, req.actor, req.params.filename, reply);
    if (req.query.download) reply.header('content-disposition', attachmentHeader(req.params.filename));
    const bytes = await readImage(deps, req.params.filename, req.query.size === 'thumb' ? 'thumb' : 'web');
    return reply.header('cache-control', IMAGE_CACHE_CONTROL).type('image/webp').send(bytes);
  });

  const deleted = { auth: 'user', replies: { 204: 'Deleted' } } as const;
  app.delete(
    '/api/dwellings/images/:filename',
    {
      config: deleted,
      schema: { operationId: 'deleteDwellingImage', summary: 'Delete an uploaded image no listing uses', params: filenameParams },
    },
    async (req, reply) => {
      await deleteImage(deps, req.user, req.params.filename);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/dwellings/:uuid',
    {
      ...user,
      schema: { operationId: 'getDwelling', summary: 'One dwelling', params: uuidParams, response: { 200: dwellingViewSchema } },
    },
    async (req) => presentDwelling(await getDwelling(deps, req.user, req.params.uuid), req.user, deps.now()),
  );

  app.post(
    '/api/dwellings/:uuid',
    {
      ...user,
      schema: {
        operationId: 'updateDwelling',
        summary: 'Save a dwelling (a step, or finish to send it for review)',
        params: uuidParams,
        body: dwellingSaveBodySchema,
        response: { 200: dwellingViewSchema },
      },
    },
    async (req) => presentDwelling(await updateDwelling(deps, req.user, req.params.uuid, req.body), req.user, deps.now()),
  );
}
