/** Thread rows → the API shapes of doc 1 §3 (Thread, full thread view). */
import { agentUniqueOf, type FullThreadView, type ThreadRecipient, type ThreadView } from '@udlejning/shared/messages/thread';
import type { MessageFrom } from '@udlejning/shared/messages/enums';
import type { Actor } from '../../platform/auth/actor';
import type { OwnerRow } from '../dwellings/dwellings.repository';
import type { ThreadRecord } from './messages.repository';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/**
 * A thread as the list shows it. The seeker's e-mail is included: every reader of a thread is the
 * dwelling's landlord (the seeker contacted them) or an admin (docs/architecture.md "Messages and the public listing page").
 */
export function presentThread(record: ThreadRecord): ThreadView {
  const { thread, dwelling, seeker } = record;
  return {
    id: thread.id,
    createdAt: iso(thread.createdAt),
    updatedAt: iso(thread.updatedAt),
    closed: thread.closed,
    unread: thread.unread,
    seeker: { externalId: seeker.externalId, email: seeker.email, name: seeker.name },
    latestMessage:
      thread.latestText !== null && thread.latestFrom !== null
        ? { text: thread.latestText, externalFrom: thread.latestFrom }
        : null,
    dwelling: {
      uuid: dwelling.uuid,
      status: dwelling.status,
      active: dwelling.active,
      address: dwelling.address,
      zip: dwelling.zip,
      city: dwelling.city,
    },
  };
}

/**
 * The full thread view: messages oldest first; recipients are the seeker, plus the landlord for
 * admins only (doc 1 §6 "see landlord recipients in threads").
 */
export function presentFullThread(
  record: ThreadRecord,
  messages: { text: string; createdAt: Date; externalFrom: MessageFrom }[],
  owner: OwnerRow | null,
  actor: Actor,
): FullThreadView {
  const recipients: ThreadRecipient[] = [
    {
      name: record.seeker.name,
      email: record.seeker.email,
      client: record.seeker.externalFrom === 'marketplace' ? 'marketplace' : 'email',
    },
  ];
  if (actor.isAdmin && owner)
    recipients.push({ name: `${owner.firstname} ${owner.lastname}`.trim(), email: owner.email, client: 'udlejning' });
  return {
    ...presentThread(record),
    messages: messages.map((m) => ({ text: m.text, createdAt: iso(m.createdAt), externalFrom: m.externalFrom })),
    recipients,
    agentUnique: agentUniqueOf(record.dwelling.id),
  };
}
