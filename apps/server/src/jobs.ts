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
import { PERSONAL_DATA_HOOKS } from './personal-data';

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
  ];
  return {
    handlers: Object.assign({}, ...parts.map((p) => p.handlers)) as JobHandlers['handlers'],
    schedules: Object.assign({}, ...parts.map((p) => p.schedules ?? {})) as NonNullable<JobHandlers['schedules']>,
    queues: Object.assign({}, ...parts.map((p) => p.queues ?? {})) as NonNullable<JobHandlers['queues']>,
  };
}
