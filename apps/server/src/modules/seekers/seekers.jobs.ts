/**
 * The seekers' jobs on the persistent queue (pg-boss): caching a seeker's marketplace picture
 * (seeker-pictures.ts). A download that may work later (timeout, network, 5xx) is retried 3 times,
 * 1 min apart and doubling; a refused one (not an image, too large) is not.
 */
import type { Deps } from '../../platform/deps';
import type { JobHandlers } from '../../platform/jobs/queue';
import { SEEKER_PICTURE_JOB, cacheSeekerPicture } from './seeker-pictures';

/** The handlers and queue options of the seekers' jobs. */
export function seekerJobs(deps: Deps): JobHandlers {
  return {
    handlers: {
      [SEEKER_PICTURE_JOB]: (data) =>
        cacheSeekerPicture(deps, {
          seekerId: Number(data.seekerId),
          url: typeof data.url === 'string' ? data.url : null,
          staleFile: typeof data.staleFile === 'string' ? data.staleFile : null,
        }),
    },
    queues: { [SEEKER_PICTURE_JOB]: { retryLimit: 3, retryDelay: 60, retryBackoff: true } },
  };
}
