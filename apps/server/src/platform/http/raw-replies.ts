/**
 * The replies Fastify and Node send before any hook, route or error handler runs, in the product's
 * error shape `{error: {code, message}}` with the API's security headers (STYLE.md "Errors"):
 * - Fastify's router (`frameworkErrors`): a URL that is no valid percent-encoding → 400 BAD_USER_INPUT;
 *   a path segment longer than the documented limit (MAX_PARAM_LENGTH) → 414 URI_TOO_LONG, for every method;
 * - Node's HTTP parser (`clientErrorHandler`, written on the socket, which is then closed): headers
 *   over Node's 16 KiB → 431 HEADERS_TOO_LARGE, a request not whole within HTTP_REQUEST_TIMEOUT_MS →
 *   408 REQUEST_TIMEOUT, anything else HTTP/1.1 refuses (Content-Length with chunked, a broken request
 *   line or header) → 400 BAD_USER_INPUT.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_TABLE, type ErrorBody, type ErrorCode } from '@udlejning/shared/errors';
import { DEFAULT_LANGUAGE } from '@udlejning/shared/i18n/languages';
import { errorBodyIn } from '@udlejning/shared/i18n/reply-language';
import { API_SECURITY_HEADERS } from './security';

/**
 * `{error: {code, message}}` with the code's own message, in Danish: Node refused the request before its
 * Accept-Language was read (docs/architecture.md "Translations" → "Reply language"); a routed reply is written in the
 * request's language by reply-language.ts.
 */
const bodyOf = (code: ErrorCode): ErrorBody =>
  errorBodyIn(DEFAULT_LANGUAGE, { error: { code, message: ERROR_TABLE[code].message } });

/** Fastify's `frameworkErrors`: the router's refusals (a bad URL, an over-long path segment). */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'BAD_USER_INPUT';
  void reply.status(ERROR_TABLE[code].status).headers(API_SECURITY_HEADERS).send(bodyOf(code));
}

/**
 * True when a path segment of `url` is longer than `max` characters once decoded: the router's 414
 * for a GET, which the static files' wildcard route takes before the router can refuse it.
 */
export function hasOverlongSegment(url: string, max: number): boolean {
  return url
    .split('?')[0]!
    .split('/')
    .some((segment) => {
      try {
        return decodeURIComponent(segment).length > max;
      } catch {
        return segment.length > max;
      }
    });
}

/** The code of a request Node's parser refused, by the error's code. */
function clientErrorCode(errCode: string | undefined): ErrorCode {
  if (errCode === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (errCode === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  return 'BAD_USER_INPUT';
}

/** The whole HTTP/1.1 reply to a request Node's parser refused (the connection closes after it). */
export function rawErrorReply(errCode: string | undefined): string {
  const code = clientErrorCode(errCode);
  const status = ERROR_TABLE[code].status;
  const body = JSON.stringify(bodyOf(code));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'content-language': DEFAULT_LANGUAGE,
    ...API_SECURITY_HEADERS,
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError'): answers in the product's shape unless a
 * reply is already under way on the socket, then closes it (as Node does).
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // a reset connection has no one to answer (nodejs.org/api/http.html#event-clienterror)
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !current?.headersSent) socket.write(rawErrorReply(err.code));
  socket.destroy(err);
}
