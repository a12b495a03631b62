/**
 * The invitation mail (docs/architecture.md "Organizations"): the same text to every invited
 * address, with or without an account, so the mail reveals nothing either; the link opens
 * /organizations/invitation?token=… where the invitee accepts or declines (after signing in or up).
 */
import type { Language } from '@udlejning/shared/i18n/languages';
import { INVITATION_TTL_DAYS } from '@udlejning/shared/organizations/organization';
import type { Role } from '@udlejning/shared/accounts/user';
import { fill, layoutMail, mailTexts, type QueuedMail } from '../../platform/mail/layout';

/** The page the invitation link opens: `${publicUrl}/organizations/invitation?token=…`. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/organizations/invitation?token=${encodeURIComponent(token)}`;
}

/** The invitation of `to` to `organization` by `inviter` (a name), in `language`. */
export function invitationMail(
  input: { to: string; organization: string; inviter: string; role: Role; link: string; invitationId: number },
  language: Language,
): QueuedMail {
  const texts = mailTexts(language)['organization-invitation'];
  const mail = layoutMail({
    to: input.to,
    kind: 'organization-invitation',
    language,
    subject: texts.subject,
    // no name: the mail must read the same whether the address has an account or not
    name: '',
    paragraphs: [
      fill(texts.body, { inviter: input.inviter, organization: input.organization, role: texts.roles[input.role] }),
      fill(texts.how, { days: INVITATION_TTL_DAYS }),
    ],
    action: { label: texts.action, url: input.link },
    closing: [texts.ignore],
    meta: { invitationId: input.invitationId, link: input.link },
  });
  // the layout's footer says the address has an account, which an invited address may not
  return { ...mail, content: { ...mail.content, footer: texts.footer } };
}
