/** The account mails (Danish text with the link), sent through deps.mailer with kind 'reset-password' or 'verify-email'. */
import type { Mail } from '../../platform/mail/mailer';

type Recipient = { id: number; email: string; firstname: string };

/** The link in a mail: `${publicUrl}${path}?token=…`. */
export function mailLink(publicUrl: string, path: '/reset-password' | '/verify-email', token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

/** The password reset mail; the link works for 1 hour. */
export function resetPasswordMail(user: Recipient, link: string): Mail {
  return {
    to: user.email,
    kind: 'reset-password',
    subject: 'Nulstil din adgangskode',
    text: [
      `Hej ${user.firstname}`,
      '',
      'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto hos Udlejning.',
      'Åbn linket herunder for at vælge en ny adgangskode. Linket virker i 1 time.',
      '',
      link,
      '',
      'Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail.',
      '',
      'Venlig hilsen',
      'Udlejning',
    ].join('\n'),
    html: htmlMail(
      user.firstname,
      'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto hos Udlejning. Linket virker i 1 time.',
      link,
      'Vælg ny adgangskode',
    ),
    meta: { userId: user.id, link },
  };
}

/** The e-mail verification mail; the link works for 7 days. */
export function verifyEmailMail(user: Recipient, link: string): Mail {
  return {
    to: user.email,
    kind: 'verify-email',
    subject: 'Bekræft din e-mailadresse',
    text: [
      `Hej ${user.firstname}`,
      '',
      'Bekræft din e-mailadresse hos Udlejning ved at åbne linket herunder. Linket virker i 7 dage.',
      '',
      link,
      '',
      'Venlig hilsen',
      'Udlejning',
    ].join('\n'),
    html: htmlMail(
      user.firstname,
      'Bekræft din e-mailadresse hos Udlejning. Linket virker i 7 dage.',
      link,
      'Bekræft e-mailadresse',
    ),
    meta: { userId: user.id, link },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlMail(firstname: string, body: string, link: string, button: string): string {
  const href = escapeHtml(link);
  return `<p>Hej ${escapeHtml(firstname)}</p><p>${escapeHtml(body)}</p><p><a href="${href}">${escapeHtml(button)}</a></p><p>${href}</p><p>Venlig hilsen<br>Udlejning</p>`;
}
