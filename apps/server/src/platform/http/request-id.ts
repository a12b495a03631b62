/**
 * Request ids (docs/operations.md "Request ids and logs"): a request's `x-request-id` is kept when it
 * is a sane token (1–128 of [A-Za-z0-9._-]; a proxy or the caller may set one to follow a call
 * across services), otherwise a new UUID is made. Fastify puts it on every log line of the request
 * as `reqId`, and every reply carries it back in `x-request-id`. While the process shuts down
 * (lifecycle.ts) every reply also says `connection: close`, so keep-alive clients leave.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Lifecycle } from '../lifecycle';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's request id when it is sane, else null (a list of headers, too long, other characters). */
export function saneRequestId(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && SANE_ID.test(value) ? value : null;
}

/** Fastify's `genReqId`: the caller's sane `x-request-id` or a new UUID. */
export function genReqId(req: IncomingMessage | FastifyRequest['raw']): string {
  return saneRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** Adds the onSend hook writing `x-request-id` (and `connection: close` while shutting down) on every reply. */
export function registerRequestId(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
  });
}
