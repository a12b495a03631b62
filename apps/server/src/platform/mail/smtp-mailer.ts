/**
 * SMTP mail adapter (nodemailer). `url` is e.g. smtp://user:pass@host:587; `ignoreTLS` skips
 * STARTTLS (only for a local relay or a test server). Rejects when the server refuses the mail.
 */
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';

export function createSmtpMailer(opts: { url: string; from: string; log: FastifyBaseLogger; ignoreTLS?: boolean }): Mailer {
  // nodemailer is loaded at the first mail, not at boot (the default transport is the outbox)
  let transport: Promise<Transporter> | null = null;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({ url: opts.url, ignoreTLS: opts.ignoreTLS ?? false });
  };
  return {
    async send(mail) {
      transport ??= connect();
      await (await transport).sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'X-Udlejning-Kind': mail.kind },
      });
      opts.log.info({ to: mail.to, kind: mail.kind }, 'mail sent over SMTP');
    },
  };
}
