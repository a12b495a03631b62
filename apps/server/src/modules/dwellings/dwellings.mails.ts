/**
 * The mails about a listing (doc 2 §1, §4): one layout, the owner's language, the
 * Danish subject lines as before. Each is queued (queueMail) through the transaction of the change
 * it reports, and delivered by the mail job with retries. Mails that offer deactivate, activate or
 * extend link to the status page with a signed status token, so they work without signing in.
 */
import type { Executor } from '../../platform/db/executor';
import type { Deps } from '../../platform/deps';
import { mailLanguage } from '../../platform/http/request-language';
import { fill, layoutMail, mailTexts } from '../../platform/mail/layout';
import { queueMail } from '../../platform/mail/mail-queue';
import { STATUS_TOKEN_TTL_DAYS } from '@udlejning/shared/dwellings/lifecycle';
import type { DwellingRow } from './dwellings.content';
import type { OwnerRow } from './dwellings.repository';
import { signStatusLink, type StatusLinkTarget } from './status-token';

/** Every mail kind about a listing. */
export const DWELLING_MAIL_KINDS = [
  'dwelling-approved',
  'dwelling-rejected',
  'dwelling-housing',
  'dwelling-follow-up',
  'dwelling-expired',
  'dwelling-ownership-requested',
  'dwelling-status-link',
] as const;
export type DwellingMailKind = (typeof DWELLING_MAIL_KINDS)[number];

/** Kinds whose link opens the preview (needs a login); the others open the status page with a token. */
const PREVIEW_LINK_KINDS: readonly DwellingMailKind[] = ['dwelling-approved', 'dwelling-rejected'];

/** A dwelling's title in mails: headline, else address. */
export function dwellingTitle(row: DwellingRow): string {
  return row.headline ?? (row.location as { address?: string }).address ?? '';
}

/**
 * The status-page link of a dwelling with a fresh status token for its current owner (valid
 * STATUS_TOKEN_TTL_DAYS): `${publicUrl}/dwellings/{uuid}/status?token=…`, usable without login
 * until the dwelling changes owner or its links are renewed (doc 2 §2, §6).
 */
export async function statusLink(deps: Deps, target: StatusLinkTarget): Promise<string> {
  const token = await signStatusLink(deps, target);
  return `${deps.publicUrl}/dwellings/${target.row.uuid}/status?token=${encodeURIComponent(token)}`;
}

/**
 * Queues one mail to the owner about `row` through `ex`, with `reason` (approve/reject) if any.
 * `isSubmission` (dwelling-housing only): the mail sent when the listing is submitted, which also
 * says the review is under way. Returns the mail id.
 */
export async function queueDwellingMail(
  deps: Deps,
  ex: Executor,
  kind: DwellingMailKind,
  row: DwellingRow,
  owner: OwnerRow,
  opts: { reason?: string | null; isSubmission?: boolean } = {},
): Promise<number> {
  const language = mailLanguage(owner.language);
  const all = mailTexts(language);
  const title = dwellingTitle(row);
  const link = PREVIEW_LINK_KINDS.includes(kind)
    ? `${deps.publicUrl}/dwellings/${row.uuid}/preview`
    : await statusLink(deps, { row, owner });
  let lines: string[];
  switch (kind) {
    case 'dwelling-housing': {
      const texts = all[kind];
      const thanks = fill(texts.thanks, { title });
      lines = [opts.isSubmission ? `${thanks} ${texts.review}` : thanks, fill(texts.statusLink, { days: STATUS_TOKEN_TTL_DAYS })];
      break;
    }
    case 'dwelling-status-link':
      lines = [fill(all[kind].body, { title }), fill(all['dwelling-housing'].statusLink, { days: STATUS_TOKEN_TTL_DAYS })];
      break;
    case 'dwelling-expired':
      lines = [fill(all[kind].body, { title }), all[kind].again];
      break;
    case 'dwelling-ownership-requested':
      lines = [fill(all[kind].body, { title }), all[kind].how];
      break;
    default:
      lines = [fill(all[kind].body, { title })];
  }
  if (opts.reason) lines.push(fill(all.reason, { reason: opts.reason }));
  const mail = layoutMail({
    to: owner.email,
    kind,
    language,
    subject: all[kind].subject,
    name: owner.firstname,
    paragraphs: lines,
    action: { label: all[kind].action, url: link },
    meta: { dwelling: row.uuid, link },
  });
  return queueMail(deps, ex, mail);
}
