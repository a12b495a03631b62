/**
 * Mail is never lost (docs/architecture.md "Jobs and mail"): a service queues a mail — a row in outbox_mails (state
 * 'queued') plus a job on the persistent queue, both through the caller's transaction — and the
 * mail job delivers it through the transport. A failing or silent transport fails the attempt
 * within seconds (SMTP_TIMEOUTS); pg-boss retries with exponential backoff (MAIL_QUEUE), so an SMTP
 * outage of an hour delays mail and loses none. Delivery is at least once: a mail whose 'sent'
 * could not be recorded is sent again.
 * Mails whose link expires go through a queue of their own with its own workers, so a burst of
 * notifications never stands in front of a password reset (docs/operations.md, "Mail in a burst").
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import type { JobAttempt, JobData, JobHandlers, QueueOptions, SqlExecutor } from '../jobs/queue';
import { renderMailHtml } from './layout';
import type { QueuedMail } from './layout';
import { outboxMails } from './mail.schema';

/** The queue of mail deliveries; job data {mailId}. */
export const MAIL_JOB = 'mail-send';
/** The queue of mails with a deadline (URGENT_MAIL_KINDS); same job data and handler. */
export const URGENT_MAIL_JOB = 'mail-send-urgent';

/**
 * Mails whose link expires or that a person waits for on screen: password reset (link valid 1 hour,
 * doc 1 §9), e-mail verification and the notice of a changed e-mail (its link undoes a takeover),
 * the seeker's sign-in link and a status link sent on request.
 */
export const URGENT_MAIL_KINDS: ReadonlySet<string> = new Set([
  'reset-password',
  'verify-email',
  'email-changed',
  'seeker-sign-in',
  'dwelling-status-link',
]);

/** The queue a mail of `kind` goes through. */
export const mailJobFor = (kind: string): string => (URGENT_MAIL_KINDS.has(kind) ? URGENT_MAIL_JOB : MAIL_JOB);

/**
 * Retries: the n-th retry waits 10 s × 2^n × (1…2): 10 s, 20 s, 40 s, … ≈ 1.5–3 h in all after 10
 * retries, ≈ 4–8 days after 15. An idle worker looks for mail every second; a worker that found
 * mail looks again at once, so a backlog drains at the transport's pace.
 */
export const MAIL_QUEUE: QueueOptions = { retryLimit: 15, retryDelay: 10, retryBackoff: true, pollingIntervalSeconds: 1 };

/** Where a mail row can be written: the database or a transaction. */
export type MailExecutor = SqlExecutor & Pick<Db, 'insert'>;

/**
 * Stores `mail` as queued and queues its delivery, both through `ex` (pass the transaction of the
 * change the mail reports, so the mail exists exactly when the change does). Returns the mail's
 * id. Without a job queue (scripts) the mail stays queued and a warning is logged.
 */
export async function queueMail(deps: Pick<Deps, 'jobs' | 'log'>, ex: MailExecutor, mail: QueuedMail): Promise<number> {
  const [row] = await ex
    .insert(outboxMails)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      meta: mail.meta ?? {},
      language: mail.language,
      content: mail.content,
      attachments: mail.attachments?.length ? mail.attachments : null,
      state: 'queued',
    })
    .returning({ id: outboxMails.id });
  if (deps.jobs) await deps.jobs.send(mailJobFor(mail.kind), { mailId: row.id }, { ex });
  else deps.log.warn({ mailId: row.id, kind: mail.kind }, 'no job queue: the mail stays queued');
  return row.id;
}

/**
 * A failed delivery, thrown to the queue in place of the transport's error. SMTP's socket errors carry the codes of a
 * database outage (ETIMEDOUT, ECONNREFUSED, ECONNRESET): the worker would take them for one and make the mail due again
 * at once (docs/operations.md "Jobs through a database outage"), so a silent server would get a new attempt every
 * greeting timeout instead of MAIL_QUEUE's backoff, and older mails would keep every worker busy before newer ones.
 */
export class MailTransportError extends Error {
  override name = 'MailTransportError';
}

/** The transport's message, kept short for the outbox page. */
function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > 500 ? `${message.slice(0, 497)}...` : message;
}

/**
 * The mail job: renders mail `mailId` (HTML from its layout blocks) and hands it to the transport.
 * Success marks it sent (attempts, sentAt); a failure records attempts and the error, marks it
 * failed on the last attempt (queued otherwise) and rethrows so the queue retries. A mail already
 * sent, or gone, is skipped.
 */
export async function deliverMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'now'>,
  mailId: number,
  attempt: JobAttempt,
): Promise<void> {
  const [mail] = await deps.db.select().from(outboxMails).where(eq(outboxMails.id, mailId));
  if (!mail || mail.state === 'sent') return;
  const attempts = mail.attempts + 1;
  try {
    const html = mail.content ? await renderMailHtml(mail.content) : (mail.html ?? undefined);
    await deps.mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html,
      kind: mail.kind,
      meta: mail.meta,
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    });
  } catch (err) {
    const isLast = attempt.retryCount >= attempt.retryLimit;
    await deps.db
      .update(outboxMails)
      .set({ state: isLast ? 'failed' : 'queued', attempts, lastError: errorText(err) })
      .where(eq(outboxMails.id, mailId));
    deps.log[isLast ? 'error' : 'warn'](
      { err: errorText(err), mailId, kind: mail.kind, attempts },
      isLast ? 'mail failed for good' : 'mail failed, retried later',
    );
    throw new MailTransportError(errorText(err));
  }
  await deps.db
    .update(outboxMails)
    .set({ state: 'sent', attempts, lastError: null, sentAt: deps.now() })
    .where(eq(outboxMails.id, mailId));
}

/**
 * The mail jobs' handler and queue policies, to start the queue with. Each queue runs
 * MAIL_CONCURRENCY deliveries at once per process (the SMTP transport keeps as many connections).
 */
export function mailJobs(deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'now' | 'env'>): JobHandlers {
  const deliver = (data: JobData, attempt: JobAttempt) => deliverMail(deps, Number(data.mailId), attempt);
  const queue = { ...MAIL_QUEUE, concurrency: deps.env.MAIL_CONCURRENCY };
  return {
    handlers: { [MAIL_JOB]: deliver, [URGENT_MAIL_JOB]: deliver },
    queues: { [MAIL_JOB]: queue, [URGENT_MAIL_JOB]: queue },
  };
}
