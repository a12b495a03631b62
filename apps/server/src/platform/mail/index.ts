/** Picks the mail transport from MAIL_TRANSPORT: 'outbox' (default, dev outbox) or 'smtp'. */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(env: Env, log: FastifyBaseLogger): Mailer {
  if (env.MAIL_TRANSPORT === 'smtp') {
    if (!env.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    return createSmtpMailer({
      url: env.SMTP_URL,
      from: env.MAIL_FROM,
      log,
      maxConnections: env.MAIL_CONCURRENCY,
      timeouts: {
        connectionTimeout: env.SMTP_CONNECTION_TIMEOUT_MS,
        greetingTimeout: env.SMTP_GREETING_TIMEOUT_MS,
        socketTimeout: env.SMTP_SOCKET_TIMEOUT_MS,
      },
    });
  }
  return createOutboxMailer(log);
}
