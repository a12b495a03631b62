/**
 * Request logging without two lines per call (docs/architecture.md "Request pipeline"): Fastify's own request logging is off
 * (quietRequestLog) and one onResponse hook writes a single line only for
 *   - server errors (5xx) at `error`,
 *   - slow requests (at least LOG_SLOW_MS milliseconds) at `warn`,
 *   - client errors (4xx) at `info`,
 *   - a random sample of the rest (LOG_SAMPLE_RATE, 0–1) at `info`.
 * The line carries method, url, status code, response time (ms) and the request id. Tokens in the
 * url (`?token=` of the reset, verification and status links, any parameter named like a token)
 * are written as `[redacted]` (docs/architecture.md "Request pipeline"): a log is read by more people than a link is meant for.
 */
import { LogController, type FastifyInstance } from 'fastify';

export type RequestLogOptions = {
  /** A request taking at least this many milliseconds is logged. */
  slowMs: number;
  /** Share (0–1) of the other requests that is logged. */
  sampleRate: number;
};

export type RequestLogLevel = 'error' | 'warn' | 'info';

/**
 * The level to log a finished request at, or null to write nothing. `random` is a number in
 * [0, 1) (Math.random by default), compared with the sample rate.
 */
export function requestLogLevel(
  statusCode: number,
  elapsedMs: number,
  opts: RequestLogOptions,
  random: number,
): RequestLogLevel | null {
  if (statusCode >= 500) return 'error';
  if (elapsedMs >= opts.slowMs) return 'warn';
  if (statusCode >= 400) return 'info';
  return random < opts.sampleRate ? 'info' : null;
}

// a query parameter whose name contains "token" (token, access_token, …), up to the next & or #
const TOKEN_PARAM = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/** `url` with the value of every token-like query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_PARAM, '$1[redacted]');
}

/** Fastify's `logController` without its "incoming request" / "request completed" lines. */
export function quietRequestLog(): LogController {
  return new LogController({ disableRequestLogging: true });
}

/** Adds the onResponse hook; use with `Fastify({ logController: quietRequestLog() })`. */
export function registerRequestLog(app: FastifyInstance, opts: RequestLogOptions, random: () => number = Math.random): void {
  app.addHook('onResponse', (req, reply, done) => {
    const elapsedMs = reply.elapsedTime;
    const level = requestLogLevel(reply.statusCode, elapsedMs, opts, random());
    if (level) {
      req.log[level](
        {
          method: req.method,
          url: redactUrl(req.url),
          statusCode: reply.statusCode,
          responseTime: Math.round(elapsedMs * 10) / 10,
        },
        elapsedMs >= opts.slowMs ? 'slow request' : 'request completed',
      );
    }
    done();
  });
}
