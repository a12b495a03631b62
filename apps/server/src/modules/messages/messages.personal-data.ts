/**
 * The personal data messages holds (platform/personal-data.ts; docs/privacy-retention.md): the
 * threads on the user's dwellings (exported; deleted at the erasure, also on a dwelling kept for
 * bookkeeping) and the user as a message's sender (forgotten at the erasure).
 */
import type { PersonalDataHook } from '../../platform/personal-data';
import { deleteThreadsOn, exportThreads, forgetSender } from './messages.personal-data.repository';

export const messagesPersonalData: PersonalDataHook = {
  module: 'messages',
  export: async ({ ex, found }) => ({
    data: {
      threads: await exportThreads(
        ex,
        found.dwellings.map((d) => d.id),
      ),
    },
  }),
  erase: async ({ ex, subject, found }) => {
    await deleteThreadsOn(
      ex,
      found.dwellings.map((d) => d.id),
    );
    await forgetSender(ex, subject.id);
  },
};
