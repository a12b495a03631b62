/**
 * The process logger (docs/operations.md "Request ids and logs"): JSON lines from pino with secrets and
 * personal data censored wherever they appear as a field, at the top level or one or two levels down:
 * authorization and cookie headers, tokens (login, reset, verification, status links, seeker
 * tokens, client secrets), passwords, e-mail addresses and card fields (number, expiry, cvc).
 * Request urls are cleaned of token parameters by the request log itself (request-log.ts).
 */
import pino, { type DestinationStream, type Logger } from 'pino';

/** Field names never written as they are. */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-integration-key',
  'x-dwelling-token',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'seekerToken',
  'clientSecret',
  'email',
  'card',
  'cardNumber',
  'expiry',
  'cvc',
] as const;

/** pino `redact` paths: each key at depth 1–3 (`headers.authorization` under `req` is depth 3). */
export const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith('[') ? '' : '.';
  return [k, `*${dot}${k}`, `*.*${dot}${k}`];
});

/** The server's logger at `level`, writing to `destination` (stdout by default). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const opts = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return destination ? pino(opts, destination) : pino(opts);
}
