/**
 * The personal data payments holds (platform/personal-data.ts; docs/privacy-retention.md): payments
 * and receipts are bookkeeping records, kept 5 years. The erasure keeps them (and the dwellings they
 * paid for, which dwellings' hook empties instead of deleting) without the payer's name and e-mail,
 * and renders every stored receipt and credit-note PDF again without the buyer (receipts.service.ts).
 */
import type { PersonalDataHook } from '../../platform/personal-data';
import { redactReceiptsOfUser } from './receipts.service';
import { exportPayments, findPaidDwellingIds, findPaymentIdsOf, forgetPayer } from './payments.personal-data.repository';

export const paymentsPersonalData: PersonalDataHook = {
  module: 'payments',
  // runs after dwellings' find: which of the user's dwellings are kept, and the payment ids outbox mails name
  find: async ({ ex, subject, found }) => {
    found.paidDwellingIds = await findPaidDwellingIds(
      ex,
      found.dwellings.map((d) => d.id),
    );
    found.paymentIds = await findPaymentIdsOf(ex, subject.id);
  },
  export: async ({ ex, subject }) => ({ data: { payments: await exportPayments(ex, subject.id) } }),
  erase: async ({ deps, ex, subject, now }) => {
    await forgetPayer(ex, subject.id, now);
    await redactReceiptsOfUser(deps, ex, subject.id, now);
  },
};
