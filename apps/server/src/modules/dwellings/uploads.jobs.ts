/**
 * The upload cleanup on the persistent queue (deps.jobs, pg-boss; docs/architecture.md "Images"): every hour, uploads
 * no dwelling uses are deleted UPLOAD_GRACE_HOURS (24 h) after their upload (unused-images.ts).
 */
import type { Deps } from '../../platform/deps';
import type { JobHandlers } from '../../platform/jobs/queue';
import { cleanUpUploads } from './use-cases/unused-images';

/** Minute 20 of every hour (UTC cron), apart from the listing expiry at minute 0. */
export const UPLOAD_CLEANUP_CRON = '20 * * * *';

export const UPLOAD_JOB_NAMES = { cleanup: 'dwellings-uploads-cleanup' } as const;

/** The handlers and schedule to start the queue with (main.ts). */
export function uploadJobs(deps: Deps): JobHandlers {
  return {
    handlers: {
      [UPLOAD_JOB_NAMES.cleanup]: async () => {
        const deleted = await cleanUpUploads(deps);
        if (deleted) deps.log.info({ deleted }, 'unused uploads deleted');
      },
    },
    schedules: { [UPLOAD_JOB_NAMES.cleanup]: UPLOAD_CLEANUP_CRON },
  };
}
