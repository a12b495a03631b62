/**
 * The mails of the messages domain (docs/architecture.md "Messages and the public listing page"): a new seeker message notifies the dwelling's landlord
 * (in the landlord's language, link to the thread); a landlord's reply reaches the seeker (in the
 * seeker's preferedLanguage, da when none or not one of ours, link to the listing's public page).
 * Both are queued through the transaction that stores the message (durable mail queue).
 */
import type { Executor } from '../../platform/db/executor';
import type { Deps } from '../../platform/deps';
import { mailLanguage } from '../../platform/http/request-language';
import { fill, layoutMail, mailTexts } from '../../platform/mail/layout';
import { queueMail } from '../../platform/mail/mail-queue';
import type { OwnerRow } from '../dwellings/dwellings.repository';
import type { ThreadRecord } from './messages.repository';

const base = (deps: Pick<Deps, 'publicUrl'>) => deps.publicUrl.replace(/\/+$/, '');

/** The listing's public page (docs/architecture.md "Messages and the public listing page"): `${publicUrl}/bolig/{uuid}`. */
export const publicListingLink = (deps: Pick<Deps, 'publicUrl'>, uuid: string) => `${base(deps)}/bolig/${uuid}`;

const titleOf = (record: ThreadRecord) => record.dwelling.headline ?? record.dwelling.address ?? '';

/** Queues the "new message" mail to the landlord of `record`'s dwelling. */
export async function queueNewMessageMail(deps: Deps, ex: Executor, record: ThreadRecord, owner: OwnerRow, text: string) {
  const language = mailLanguage(owner.language);
  const texts = mailTexts(language)['thread-new-message'];
  const link = `${base(deps)}/messages/${record.thread.id}`;
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: owner.email,
      kind: 'thread-new-message',
      language,
      subject: texts.subject,
      name: owner.firstname,
      paragraphs: [fill(texts.body, { seeker: record.seeker.name, title: titleOf(record) }), text, texts.answer],
      action: { label: texts.action, url: link },
      meta: { thread: record.thread.id, dwelling: record.dwelling.uuid, link },
    }),
  );
}

/** Queues the landlord's reply `text` to the seeker of `record`. */
export async function queueReplyMail(deps: Deps, ex: Executor, record: ThreadRecord, text: string) {
  const language = mailLanguage(record.seeker.preferedLanguage);
  const texts = mailTexts(language)['thread-reply'];
  const link = publicListingLink(deps, record.dwelling.uuid);
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: record.seeker.email,
      kind: 'thread-reply',
      language,
      subject: texts.subject,
      name: record.seeker.name,
      paragraphs: [fill(texts.body, { title: titleOf(record) }), text, texts.listing],
      action: { label: texts.action, url: link },
      meta: { thread: record.thread.id, dwelling: record.dwelling.uuid, link },
    }),
  );
}
