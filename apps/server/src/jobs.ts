/**
 * Every job of the app, composed at the root (main.ts starts the queue with them; API tests too):
 * mail delivery, the reset mail, the listing jobs, the upload cleanup, payment captures/releases and
 * the seekers' picture caching.
 */
import type { Deps } from './platform/deps';
import type { JobHandlers } from './platform/jobs/queue';
import { mailJobs } from './platform/mail/mail-queue';
import { accountJobs } from './modules/accounts/use-cases/password-reset';
import { dwellingJobs } from './modules/dwellings/dwellings.jobs';
import { uploadJobs } from './modules/dwellings/uploads.jobs';
import { paymentJobs } from './modules/payments/payments.jobs';
import { userJobs } from './modules/users/users.deletion';
import { seekerJobs } from './modules/seekers/seekers.jobs';
import { viewingJobs } from './modules/viewings/viewings.jobs';
import { PERSONAL_DATA_HOOKS } from './personal-data';

/**
 * Queue names before they followed `<domain>-<job>` (docs/architecture.md "Code layout: one name per domain") → now. pg-boss
 * keeps a waiting job under the name it was sent with (a deletion waits 30 days, a follow-up mail 7),
 * so start() moves those jobs to the new queue (platform/jobs/queue.ts). Drop an entry once no
 * database can hold a job of the old name (its longest delay after the release that renamed it).
 */
export const RENAMED_JOBS: Record<string, string> = {
  'dwelling-housing-mail': 'dwellings-housing-mail',
  'dwelling-follow-up': 'dwellings-follow-up',
  'dwelling-uploads-cleanup': 'dwellings-uploads-cleanup',
  'user-delete': 'users-delete',
  'payments.capture': 'payments-capture',
  'payments.release': 'payments-release',
  'payments.refund': 'payments-refund',
  'password-reset-mail': 'accounts-password-reset-mail',
  'seeker-picture': 'seekers-picture',
};

/** The handlers, schedules and queue options of every domain's jobs, merged. */
export function appJobs(deps: Deps): JobHandlers {
  const parts = [
    mailJobs(deps),
    accountJobs(deps),
    dwellingJobs(deps),
    uploadJobs(deps),
    paymentJobs(deps),
    userJobs(deps, PERSONAL_DATA_HOOKS),
    seekerJobs(deps),
    viewingJobs(deps),
  ];
  return {
    handlers: Object.assign({}, ...parts.map((p) => p.handlers)) as JobHandlers['handlers'],
    schedules: Object.assign({}, ...parts.map((p) => p.schedules ?? {})) as NonNullable<JobHandlers['schedules']>,
    queues: Object.assign({}, ...parts.map((p) => p.queues ?? {})) as NonNullable<JobHandlers['queues']>,
    renamed: RENAMED_JOBS,
  };
}
