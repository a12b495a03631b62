/**
 * The account mails (docs/architecture.md "Jobs and mail": one layout, the recipient's language): reset-password (link
 * works 1 hour), verify-email (7 days) and email-changed (the notice to the old address, docs/architecture.md "Auth and sessions"),
 * queued with queueMail. Subject lines in Danish as before.
 */
import type { Language } from '@udlejning/shared/i18n/languages';
import { fill, layoutMail, mailTexts, type QueuedMail } from '../../platform/mail/layout';

type Recipient = { id: number; email: string; firstname: string };

/** The link in a mail: `${publicUrl}${path}?token=…`. */
export function mailLink(publicUrl: string, path: '/reset-password' | '/verify-email' | '/undo-email-change', token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

/** The password reset mail in `language`. */
export function resetPasswordMail(user: Recipient, link: string, language: Language): QueuedMail {
  const texts = mailTexts(language)['reset-password'];
  return layoutMail({
    to: user.email,
    kind: 'reset-password',
    language,
    subject: texts.subject,
    name: user.firstname,
    paragraphs: [texts.intro, texts.body],
    action: { label: texts.action, url: link },
    closing: [texts.ignore],
    meta: { userId: user.id, link },
  });
}

/** The e-mail verification mail in `language`. */
export function verifyEmailMail(user: Recipient, link: string, language: Language): QueuedMail {
  const texts = mailTexts(language)['verify-email'];
  return layoutMail({
    to: user.email,
    kind: 'verify-email',
    language,
    subject: texts.subject,
    name: user.firstname,
    paragraphs: [texts.body],
    action: { label: texts.action, url: link },
    meta: { userId: user.id, link },
  });
}

/**
 * The notice to the old address after the account's e-mail changed (docs/architecture.md "Auth and sessions"), in `language`:
 * says to which address, and what to do when it was not the account's owner. `forgotLink` is the
 * forgot-password page.
 */
/**
 * The notice to the old address that the account's e-mail changed to `newEmail`, with the link that undoes the change
 * (`undoLink`, 7 days; docs/architecture.md "Auth and sessions" → "Undoing an e-mail change").
 */
export function emailChangedMail(user: Recipient, newEmail: string, undoLink: string, language: Language): QueuedMail {
  const texts = mailTexts(language)['email-changed'];
  return layoutMail({
    to: user.email,
    kind: 'email-changed',
    language,
    subject: texts.subject,
    name: user.firstname,
    paragraphs: [fill(texts.body, { oldEmail: user.email, newEmail }), texts.warning],
    action: { label: texts.action, url: undoLink },
    meta: { userId: user.id, newEmail },
  });
}
