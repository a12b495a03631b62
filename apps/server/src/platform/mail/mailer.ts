/**
 * The mail adapter interface. Two implementations: the dev outbox (default; every mail is a
 * row in outbox_mails, readable by admins) and SMTP through nodemailer.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail, e.g. 'reset-password'; kept in the outbox for lookups. */
  kind: string;
  meta?: Record<string, unknown>;
};

export type Mailer = {
  /** Sends one mail; rejects when the transport fails. */
  send: (mail: Mail) => Promise<void>;
};
