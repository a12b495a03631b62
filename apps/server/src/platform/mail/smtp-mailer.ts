/**
 * SMTP mail transport (nodemailer). `url` is e.g. smtp://user:pass@host:587; `ignoreTLS` skips
 * STARTTLS (only for a local relay or a test server). Rejects when the server refuses the mail,
 * and within a few seconds when it is down or silent (SMTP_TIMEOUTS): the mail job retries later,
 * nothing waits 30 s on a server that never answers (docs/architecture.md "Jobs and mail").
 */
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

/** Milliseconds: TCP connect, the server's greeting after connect, and silence on the socket. */
export const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 };

export function createSmtpMailer(opts: {
  url: string;
  from: string;
  log: FastifyBaseLogger;
  ignoreTLS?: boolean;
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
  /** Connections the pool keeps open at most (MAIL_CONCURRENCY); each sends one mail at a time. */
  maxConnections?: number;
}): Mailer {
  // nodemailer is loaded at the first mail, not at boot (the default transport is the outbox)
  let transport: Promise<Transporter> | null = null;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    // a pool: a burst reuses open connections instead of connecting and greeting for every mail
    const pooled = nodemailer.createTransport({
      pool: true,
      maxConnections: opts.maxConnections ?? 1,
      maxMessages: 100,
      url: opts.url,
      ignoreTLS: opts.ignoreTLS ?? false,
      ...SMTP_TIMEOUTS,
      ...opts.timeouts,
    });
    // the pool reports a broken idle connection as an 'error' event: unheard, it would end the process
    pooled.on('error', (err) => opts.log.warn({ err: err.message }, 'SMTP pool connection failed'));
    return pooled;
  };
  return {
    async send(mail) {
      transport ??= connect();
      await (
        await transport
      ).sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'X-Udlejning-Kind': mail.kind },
        // a calendar invitation (text/calendar) is attached as a file the mail client offers to add
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      opts.log.info({ to: mail.to, kind: mail.kind }, 'mail sent over SMTP');
    },
  };
}
