/** Dev outbox mail adapter: stores each mail in outbox_mails instead of sending it. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from './mailer';
import { outboxMails } from './mail.schema';

export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await db.insert(outboxMails).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        kind: mail.kind,
        meta: mail.meta ?? {},
      });
      log.info({ to: mail.to, subject: mail.subject, kind: mail.kind }, 'mail stored in dev outbox');
    },
  };
}
