/**
 * The personal data of the mail outbox (platform/personal-data.ts; docs/privacy-retention.md): at the
 * erasure, the mails to the address, about the user (account mails), about their dwellings (replies
 * to seekers quote the user's messages) and about their payments are deleted. Not exported: the
 * mails' contents are in the export's other parts.
 */
import { inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { PersonalDataHook, SubjectRecords, DataSubject } from '../personal-data';
import { outboxMails } from './mail.schema';

/** Deletes the outbox mails to `subject`'s address or naming them, their dwellings or their payments (meta). */
async function deleteMailsAbout(tx: Executor, subject: DataSubject, found: SubjectRecords): Promise<void> {
  const email = subject.email.toLowerCase();
  await tx.delete(outboxMails).where(
    or(
      sql`lower(${outboxMails.to}) = ${email}`,
      sql`${outboxMails.meta}->>'userId' = ${String(subject.id)}`,
      found.dwellings.length
        ? inArray(
            sql`${outboxMails.meta}->>'dwelling'`,
            found.dwellings.map((d) => d.uuid),
          )
        : undefined,
      found.paymentIds.length ? inArray(sql`${outboxMails.meta}->>'paymentId'`, found.paymentIds) : undefined,
    ),
  );
}

export const mailPersonalData: PersonalDataHook = {
  module: 'mail',
  erase: async ({ ex, subject, found }) => deleteMailsAbout(ex, subject, found),
};
