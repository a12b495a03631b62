/**
 * Every module's personal-data hook (platform/personal-data.ts), composed at the root in the order
 * they run. The export's data.json sections follow this order (profile, organizations, dwellings,
 * images, activity, threads, payments, feedback). All finds run before any export or erase step, so
 * payments' find (which dwellings have payments) may use dwellings' find (the user's dwellings).
 * The scheduled deletion (modules/users/users.deletion.ts, via jobs.ts) and the export
 * (modules/privacy, via app.ts) get this list.
 */
import type { PersonalDataHook } from './platform/personal-data';
import { mailPersonalData } from './platform/mail/mail.personal-data';
import { accountsPersonalData } from './modules/accounts/accounts.personal-data';
import { dwellingsPersonalData } from './modules/dwellings/dwellings.personal-data';
import { activityPersonalData } from './modules/activity/activity.personal-data';
import { messagesPersonalData } from './modules/messages/messages.personal-data';
import { paymentsPersonalData } from './modules/payments/payments.personal-data';
import { feedbackPersonalData } from './modules/feedback/feedback.personal-data';
import { errorsPersonalData } from './modules/errors/errors.personal-data';

export const PERSONAL_DATA_HOOKS: readonly PersonalDataHook[] = [
  accountsPersonalData,
  dwellingsPersonalData,
  activityPersonalData,
  messagesPersonalData,
  paymentsPersonalData,
  feedbackPersonalData,
  errorsPersonalData,
  mailPersonalData,
];
