/**
 * The dev outbox transport: sends nothing. Every mail is already a row of outbox_mails (queued by
 * the service), and admins read it at /outbox once the mail job has marked it sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

export function createOutboxMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      // the attachments stay with the outbox row (outbox_mails.attachments)
      const attachments = mail.attachments?.map((a) => a.filename);
      log.info({ to: mail.to, subject: mail.subject, kind: mail.kind, attachments }, 'mail delivered to the dev outbox');
    },
  };
}
