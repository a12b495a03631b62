/**
 * The one mail layout (docs/architecture.md "Jobs and mail"): every mail is a greeting, paragraphs, an optional action
 * (button in HTML, the bare link on its own line in text), closing lines and the sign-off, in the
 * recipient's language (catalogue namespace `mails`, packages/shared/src/i18n/<lang>/mails.ts).
 * The text part is built here when the mail is queued; the HTML part is rendered from the same
 * blocks with MJML when the mail job sends it (docs/architecture.md "Jobs and mail": why MJML).
 */
import { resources } from '@udlejning/shared/i18n/index';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { Mail, MailAttachment } from './mailer';

/** The blocks of one mail, as stored with it (outbox_mails.content). */
export type MailContent = {
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the action, e.g. "ignore this mail if …". */
  closing: string[];
  /** Sign-off lines, e.g. ["Venlig hilsen", "Udlejning"]. */
  signoff: string[];
  /** HTML only: the sentence above the plain link under the button. */
  linkHint: string;
  /** HTML only: the small print at the bottom. */
  footer: string;
};

/** A mail ready to queue (layoutMail builds it): the layout's blocks plus the text part. */
export type QueuedMail = Mail & { language: Language; content: MailContent };

/** The mail texts of one language. */
export type MailTexts = (typeof resources)['da']['mails'];

/** The `mails` catalogue of `language`. */
export function mailTexts(language: Language): MailTexts {
  return resources[language].mails;
}

/** Replaces each `{{name}}` in `text` by `vars[name]` (plain text; HTML escaping happens in the layout). */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * Lays out one mail in `language`: greeting "Hej {name}", the paragraphs, the action, the closing
 * lines and the sign-off, as a mail ready for queueMail (text part included).
 */
export function layoutMail(input: {
  to: string;
  kind: string;
  language: Language;
  subject: string;
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string[];
  meta?: Record<string, unknown>;
  /** Files sent with the mail (e.g. a calendar invitation). */
  attachments?: MailAttachment[];
}): QueuedMail {
  const texts = mailTexts(input.language);
  const content: MailContent = {
    language: input.language,
    subject: input.subject,
    greeting: fill(texts.greeting, { name: input.name }).trim(),
    paragraphs: input.paragraphs,
    ...(input.action ? { action: input.action } : {}),
    closing: input.closing ?? [],
    signoff: [texts.signoff, texts.team],
    linkHint: texts.linkHint,
    footer: texts.footer,
  };
  return {
    to: input.to,
    kind: input.kind,
    language: input.language,
    subject: input.subject,
    text: renderMailText(content),
    content,
    meta: input.meta ?? {},
    ...(input.attachments?.length ? { attachments: input.attachments } : {}),
  };
}

/** The text part: blocks separated by blank lines, the action's link on a line of its own. */
export function renderMailText(content: MailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(content.action.url);
  blocks.push(...content.closing, content.signoff.join('\n'));
  return blocks.join('\n\n');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BRAND = '#1565c0';
const FONT = 'Helvetica, Arial, sans-serif';

/** The MJML source of the layout (exported for tests). Every text and URL is HTML-escaped. */
export function mailMjml(content: MailContent): string {
  const text = (s: string, attrs = '') => `<mj-text${attrs}>${escapeHtml(s)}</mj-text>`;
  const action = content.action
    ? [
        `<mj-button href="${escapeHtml(content.action.url)}" background-color="${BRAND}" border-radius="4px" align="left" font-size="16px">${escapeHtml(content.action.label)}</mj-button>`,
        `<mj-text font-size="13px" color="#555555">${escapeHtml(content.linkHint)}<br /><a href="${escapeHtml(content.action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(content.action.url)}</a></mj-text>`,
      ].join('')
    : '';
  return `<mjml lang="${content.language}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.paragraphs[0] ?? content.subject)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="15px" line-height="1.5" color="#222222" padding="6px 24px" />
      <mj-button padding="12px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section padding="24px 0 8px">
      <mj-column>${text('Udlejning', ` font-size="22px" font-weight="700" color="${BRAND}"`)}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="6px" padding="16px 0">
      <mj-column>
        ${text(content.greeting)}
        ${content.paragraphs.map((p) => text(p)).join('')}
        ${action}
        ${content.closing.map((p) => text(p)).join('')}
        <mj-text>${content.signoff.map(escapeHtml).join('<br />')}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>${text(content.footer, ' font-size="12px" color="#6b7280"')}</mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

let mjml: Promise<typeof import('mjml')> | null = null;

/**
 * The HTML part, rendered with MJML (loaded at the first mail, ~0.5 s and some 40 MB, so a server
 * that sends no mail never pays for it). Rejects when the layout is invalid MJML.
 */
export async function renderMailHtml(content: MailContent): Promise<string> {
  mjml ??= import('mjml');
  const { default: mjml2html } = await mjml;
  const { html } = await mjml2html(mailMjml(content), { validationLevel: 'strict' });
  return html;
}
