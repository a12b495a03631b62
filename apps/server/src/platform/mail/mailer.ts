/**
 * The mail transport interface and the mail shapes (docs/architecture.md "Jobs and mail"). Services never call a transport:
 * they queue a mail (mail-queue.ts) and the mail job hands it to the transport, with retries.
 * Two transports: the dev outbox (default; the mail stays readable at /outbox) and SMTP (nodemailer).
 */

/** A file sent with a mail, e.g. a viewing's calendar invitation (text/calendar). Text content only. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** What a transport sends. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail, e.g. 'reset-password'; kept with the mail for lookups. */
  kind: string;
  meta?: Record<string, unknown>;
  /** Files sent with the mail (both transports; the outbox keeps them with the row). */
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** Sends one mail; rejects when the transport fails (the mail job then retries). */
  send: (mail: Mail) => Promise<void>;
};
