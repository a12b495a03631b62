/**
 * Test helpers of the messages domain: seekers and threads inserted directly, the integration key,
 * and the newest outbox mail of a kind.
 *   const seeker = await buildSeeker(t.deps, { level: 'PAYING' });
 *   const threadId = await buildThread(t.deps, { dwelling, seeker, text: 'Hej' });
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { outboxMails } from '../../platform/mail/mail.schema';
import { upsertSeeker, type SeekerRow } from '../seekers/seekers.repository';
import { addMessage, ensureThread } from './messages.repository';

/** The INTEGRATION_KEY tests configure (`startTestApp({}, { env: INTEGRATION_ENV })`). */
export const INTEGRATION_KEY = 'test-integration-key-0123456789';
export const INTEGRATION_ENV = { INTEGRATION_KEY };

let n = 0;

/** Inserts a seeker (marketplace, REGISTERED by default). */
export async function buildSeeker(deps: Deps, over: Partial<Parameters<typeof upsertSeeker>[1]> = {}): Promise<SeekerRow> {
  n += 1;
  return upsertSeeker(deps.db, {
    externalFrom: 'marketplace',
    externalId: `m-${n}-${randomUUID().slice(0, 8)}`,
    name: `Søger ${n}`,
    email: `seeker-${n}-${randomUUID().slice(0, 6)}@example.dk`,
    level: 'REGISTERED',
    ...over,
  });
}

/** A thread of `seeker` on `dwelling` with one seeker message (unread). Returns its id. */
export async function buildThread(
  deps: Deps,
  opts: { dwelling: { id: number }; seeker: { id: number }; text?: string; createdAt?: Date },
): Promise<string> {
  const { id } = await ensureThread(deps.db, opts.dwelling.id, opts.seeker.id);
  await addMessage(deps.db, {
    threadId: id,
    text: opts.text ?? 'Er boligen stadig ledig?',
    externalFrom: 'SEEKER',
    createdAt: opts.createdAt,
  });
  return id;
}

/** The newest outbox mail of `kind` to `to`, or undefined. */
export async function lastMail(deps: Deps, to: string, kind: string) {
  const [mail] = await deps.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to), eq(outboxMails.kind, kind)))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  return mail;
}
