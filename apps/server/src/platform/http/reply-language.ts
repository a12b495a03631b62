/**
 * One language per reply (docs/architecture.md "Translations" → "Reply language"): every error reply of the REST API,
 * whoever answered it (a handler, the error handler, the route pipeline, a rate limit, the not-found handler), has its
 * message and its field issues in the request's language (Accept-Language, else Danish, the product's default), except
 * the texts the spec fixes. `Content-Language` names the language. GraphQL replies do the same in graphql/plugin.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@udlejning/shared/i18n/languages';
import { errorBodyIn } from '@udlejning/shared/i18n/reply-language';
import type { ErrorBody } from '@udlejning/shared/errors';
import { requestLanguage } from './request-language';

/** The language a reply to `req` is written in: the one it asks for, else Danish. */
export function replyLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  return requestLanguage(req) ?? DEFAULT_LANGUAGE;
}

function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** Registers the onSend hook that writes error replies of /api/ in the reply language. */
export function registerReplyLanguage(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !req.url.startsWith('/api/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!isErrorBody(body)) return payload;
    const language = replyLanguage(req);
    reply.header('content-language', language);
    return JSON.stringify(errorBodyIn(language, body));
  });
}
